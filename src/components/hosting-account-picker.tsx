// The choice of hosting account a screen works on (databases, CMS sites, the
// app installer). With one account there is nothing to choose, so nothing shows.
import type { ReactNode } from 'react';
import { Link } from '@tanstack/react-router';
import type { z } from 'zod';
import type { HostingAccountSummary } from '@contract/hosting';
import { HOSTING_ACCOUNT_LABEL, hostingAccountOption } from '@contract/hosting-account-words';
import { Field } from '@/components/ui/field';
import { Select } from '@/components/ui/input';
import { buttonClass } from '@/components/ui/button';
import { EmptyState } from '@/components/ui/empty-state';
import { ProblemState } from '@/components/ui/problem-state';
import { PagePending } from '@/components/ui/spinner';
import type { HostingAccountChoice, HostingAccountRow } from '@/lib/hosting-accounts';

type HostingAccountOption = Pick<z.infer<typeof HostingAccountSummary>, 'serviceId' | 'domain' | 'plan' | 'status'>;

export function HostingAccountPicker({
  accounts,
  value,
  onChange,
}: {
  accounts: HostingAccountOption[];
  /** The chosen account's domain; the URL's `input` as it is when it names none of them. */
  value: string | undefined;
  /** Called with the domain of the account picked. */
  onChange: (input: string) => void;
}) {
  if (accounts.length < 2) return null;
  return (
    <Field label={HOSTING_ACCOUNT_LABEL}>
      {(p) => (
        <Select {...p} value={value ?? ''} onChange={(e) => onChange(e.target.value)} className="max-w-sm">
          {accounts.map((a) => (
            <option key={a.serviceId} value={a.domain}>
              {hostingAccountOption(a)}
            </option>
          ))}
        </Select>
      )}
    </Field>
  );
}

/**
 * What a screen about one hosting account shows before it has one: loading, the listing's
 * problem with a retry, or that the person has no hosting account; then `children`.
 */
export function HostingAccountStates({
  choice,
  noAccount,
  children,
}: {
  choice: Pick<HostingAccountChoice, 'input' | 'accounts'>;
  /** Why the screen needs a hosting account ("Cron jobs run on a web hosting account; …"). */
  noAccount: ReactNode;
  /** With the chosen account's input and every account, for the picker. */
  children: (input: string, accounts: HostingAccountRow[]) => ReactNode;
}) {
  const { input, accounts } = choice;
  if (accounts.isPending) return <PagePending label="Loading your hosting accounts…" />;
  if (accounts.isError) return <ProblemState error={accounts.error} onRetry={() => void accounts.refetch()} />;
  if (!input) return <NoHostingAccount>{noAccount}</NoHostingAccount>;
  return children(input, accounts.data);
}

/** The person has no hosting account for this screen: why it needs one (`children`), and where to get one. */
export function NoHostingAccount({ children }: { children: ReactNode }) {
  return (
    <EmptyState
      title="No hosting account"
      action={
        <Link to="/services" className={buttonClass()}>
          See your services
        </Link>
      }
    >
      {children}
    </EmptyState>
  );
}
