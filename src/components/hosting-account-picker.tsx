// The choice of hosting account a screen works on (databases, CMS sites, the
// app installer). With one account there is nothing to choose, so nothing shows.
import type { z } from 'zod';
import type { HostingAccountSummary } from '@contract/hosting';
import { Field } from '@/components/ui/field';
import { Select } from '@/components/ui/input';
import { displayDomain } from '@/lib/display-domain';

type HostingAccountOption = Pick<z.infer<typeof HostingAccountSummary>, 'serviceId' | 'domain' | 'plan' | 'status'>;

const statusWords: Record<HostingAccountOption['status'], string> = {
  active: '',
  suspended: ' (suspended)',
  pending: ' (being set up)',
  cancelled: ' (cancelled)',
};

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
    <Field label="Hosting account">
      {(p) => (
        <Select {...p} value={value ?? ''} onChange={(e) => onChange(e.target.value)} className="max-w-sm">
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
