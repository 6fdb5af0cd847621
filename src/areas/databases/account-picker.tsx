// Which hosting account the databases screens work on. The URL's `input`
// names it; without one it is the first active account (GET /hosting). A
// person with several accounts picks one with HostingAccountPicker.
import { useQuery } from '@tanstack/react-query';
import { accountPrefix } from './db-names';
import { accountFor, databasesQueries, defaultAccount, type HostingAccountRow } from './queries';

export interface AccountChoice {
  /** The input every request of the screen sends; undefined until the accounts are known. */
  input: string | undefined;
  /** The account it names, when it is one of the person's own. */
  account: HostingAccountRow | undefined;
  accounts: ReturnType<typeof useHostingAccounts>;
  /** `nordligh_`: what the node puts before database and user names. */
  prefix: string;
}

const useHostingAccounts = () => useQuery(databasesQueries.hostingAccounts());

export function useAccountChoice(searchInput: string | undefined): AccountChoice {
  const accounts = useHostingAccounts();
  const input = searchInput ?? defaultAccount(accounts.data)?.domain;
  const account = input ? accountFor(accounts.data, input) : undefined;
  return { input, account, accounts, prefix: accountPrefix(account?.daUsername) };
}
