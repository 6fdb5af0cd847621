// Which hosting account the disk-usage and IP-status screens work on: the URL's
// `input`, else the first active account (GET /hosting).
import { useQuery } from '@tanstack/react-query';
import { accountFor, defaultAccount, diagnosticsQueries } from './queries';

export function useAccountChoice(searchInput: string | undefined) {
  const accounts = useQuery(diagnosticsQueries.hostingAccounts());
  const input = searchInput ?? defaultAccount(accounts.data)?.domain;
  const account = input ? accountFor(accounts.data, input) : undefined;
  return { input, account, accounts };
}
