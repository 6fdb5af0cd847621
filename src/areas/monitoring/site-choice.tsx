// The site picker of the statistics, log and incident screens (the site is chosen with
// useHostingAccountChoice: the URL's `input`, else the first active hosting account's
// domain). It is always shown (labelled "Site"), so the person sees which site the figures
// are for.
import { Field } from '@/components/ui/field';
import { Select } from '@/components/ui/input';
import { displayDomain } from '@/lib/display-domain';

export function SitePicker({
  sites,
  value,
  onChange,
}: {
  sites: { domain: string; serviceId: number }[];
  value: string;
  onChange: (input: string) => void;
}) {
  // A site named in the URL that is not one of the accounts (an addon domain) stays choosable.
  const known = sites.some((s) => s.domain === value);
  return (
    <Field label="Site">
      {(p) => (
        <Select {...p} value={value} onChange={(e) => onChange(e.target.value)} className="max-w-xs">
          {!known && <option value={value}>{displayDomain(value)}</option>}
          {sites.map((s) => (
            <option key={s.serviceId} value={s.domain}>
              {displayDomain(s.domain)}
            </option>
          ))}
        </Select>
      )}
    </Field>
  );
}
