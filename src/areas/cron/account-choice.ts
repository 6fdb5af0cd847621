// Which hosting account the cron screens work on: the URL's `input`, else the
// first active account (GET /hosting).
import { useQuery } from '@tanstack/react-query';
import { accountFor, cronQueries, defaultAccount, type HostingAccountRow } from './queries';

export interface AccountChoice {
  /** The input every request of the screen sends; undefined until the accounts are known. */
  input: string | undefined;
  /** The account it names, when it is one of the person's own. */
  account: HostingAccountRow | undefined;
  accounts: ReturnType<typeof useHostingAccounts>;
}

const useHostingAccounts = () => useQuery(cronQueries.hostingAccounts());

export function useAccountChoice(searchInput: string | undefined): AccountChoice {
  const accounts = useHostingAccounts();
  const input = searchInput ?? defaultAccount(accounts.data)?.domain;
  const account = input ? accountFor(accounts.data, input) : undefined;
  return { input, account, accounts };
}
