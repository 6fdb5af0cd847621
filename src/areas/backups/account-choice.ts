// Which hosting account the backups screen works on, as the databases screens
// choose it: the URL's `input` names it; without one it is the first active
// account (GET /hosting).
import { useQuery } from '@tanstack/react-query';
import { accountFor, backupsQueries, defaultAccount } from './queries';

export function useAccountChoice(searchInput: string | undefined) {
  const accounts = useQuery(backupsQueries.hostingAccounts());
  const input = searchInput ?? defaultAccount(accounts.data)?.domain;
  const account = input ? accountFor(accounts.data, input) : undefined;
  return { input, account, accounts };
}
