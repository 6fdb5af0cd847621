// The site a subdomain, pointer or redirect belongs to: one of the account's
// domains. Registered as the form's `input`, so a problem the server finds with
// the site (not a site of this account) lands on this field.
import type { ComponentProps } from 'react';
import { Field } from '@/components/ui/field';
import { Select } from '@/components/ui/input';
import { displayDomain } from '@/lib/display-domain';

interface SiteSelectProps extends Omit<ComponentProps<'select'>, 'id'> {
  sites: string[];
  error?: { message?: string };
  label?: string;
}

export function SiteSelect({ sites, error, label = 'Site', ...select }: SiteSelectProps) {
  return (
    <Field label={label} error={error} required>
      {(p) => (
        <Select {...p} {...select}>
          {sites.map((s) => (
            <option key={s} value={s}>
              {displayDomain(s)}
            </option>
          ))}
        </Select>
      )}
    </Field>
  );
}
