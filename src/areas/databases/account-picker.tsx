// Which hosting account the databases screens work on. The URL's `input`
// names it; without one it is the first active account (GET /hosting). A
// person with several accounts picks one here; with one there is no choice.
import { useQuery } from '@tanstack/react-query';
import { Field } from '@/components/ui/field';
import { Select } from '@/components/ui/input';
import { displayDomain } from '@/lib/display-domain';
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

const statusWords: Record<HostingAccountRow['status'], string> = {
  active: '',
  suspended: ' (suspended)',
  pending: ' (being set up)',
  cancelled: ' (cancelled)',
};

export function AccountPicker({
  accounts,
  value,
  onChange,
}: {
  accounts: HostingAccountRow[];
  value: string | undefined;
  onChange: (input: string) => void;
}) {
  if (accounts.length < 2) return null;
  const current = value ? (accountFor(accounts, value)?.domain ?? value) : '';
  return (
    <Field label="Hosting account">
      {(p) => (
        <Select {...p} value={current} onChange={(e) => onChange(e.target.value)} className="max-w-sm">
          {accounts.map((a) => (
            <option key={a.serviceId} value={a.domain}>
              {displayDomain(a.domain)} · {a.plan}
              {statusWords[a.status]}
            </option>
          ))}
        </Select>
      )}
    </Field>
  );
}
