// Which hosting account the CMS sites and installer screens work on, as the
// databases screens choose it: the URL's `input` names it; without one it is
// the first active account (GET /hosting). Each screen passes the accounts
// query its routes prefetch.
import { useQuery, type QueryKey, type UseQueryOptions } from '@tanstack/react-query';
import { accountFor, defaultAccount, type HostingAccountRow } from './installer/queries';

export function useAccountChoice<K extends QueryKey>(
  accountsQuery: UseQueryOptions<HostingAccountRow[], Error, HostingAccountRow[], K>,
  searchInput: string | undefined,
) {
  const accounts = useQuery(accountsQuery);
  const input = searchInput ?? defaultAccount(accounts.data)?.domain;
  const account = input ? accountFor(accounts.data, input) : undefined;
  return { input, account, accounts };
}
