// A temporary preview address for one of the account's sites: to look at a site
// before its domain's DNS points here. The address and its expiry are shown
// with a copy button; anyone with it can see the site until it expires.
import { useForm } from 'react-hook-form';
import { zodResolver } from '@hookform/resolvers/zod';
import { useQuery } from '@tanstack/react-query';
import { z } from 'zod';
import { hostingOps } from '@contract/hosting';
import { CopyButton } from '@/components/ui/copy-button';
import { Field } from '@/components/ui/field';
import { SaveFooter } from '@/components/ui/form-footer';
import { FormCard } from '@/components/ui/form-card';
import { Input, Select } from '@/components/ui/input';
import { displayDomain } from '@/lib/display-domain';
import { applyProblemToForm } from '@/lib/form-errors';
import { formatDateTime, formatRelativeTime } from '@/lib/format';
import { useTemporaryUrl } from './mutations';
import { hostingQueries } from './queries';

const hours = hostingOps.createTemporaryUrl.body.shape.hours;
const schema = z.object({ domain: z.string(), hours: hours.unwrap() });

export function PreviewUrlCard({ input, changeable }: { input: string; changeable: boolean }) {
  const sites = useQuery(hostingQueries.addonDomains(input));
  const create = useTemporaryUrl(input);
  const { register, handleSubmit, setError, formState } = useForm({
    resolver: zodResolver(schema),
    // '' is the account's primary domain: the server picks it when none is named
    defaultValues: { domain: '', hours: 24 },
  });
  const { errors } = formState;
  const onSubmit = handleSubmit(async (v) => {
    try {
      await create.mutateAsync({ hours: v.hours, ...(v.domain ? { domain: v.domain } : {}) });
    } catch (error) {
      applyProblemToForm(setError, error);
    }
  });
  const r = create.data;
  return (
    <FormCard title="Preview URL" onSubmit={onSubmit} errors={errors}>
      <p className="text-sm text-muted">
        See a site before its domain points here. Anyone with the address can open the site until it expires.
      </p>
      <fieldset disabled={!changeable} className="space-y-4">
        <div className="grid gap-3 sm:grid-cols-2">
          <Field label="Domain" error={errors.domain}>
            {(p) => (
              <Select {...p} {...register('domain')}>
                <option value="">Primary domain</option>
                {sites.data?.data
                  .filter((s) => !s.isPrimary)
                  .map((s) => (
                    <option key={s.domain} value={s.domain}>
                      {displayDomain(s.domain)}
                    </option>
                  ))}
              </Select>
            )}
          </Field>
          <Field label="Valid for (hours)" schema={hours} hint="1 to 168 (a week)" error={errors.hours}>
            {(p) => <Input {...p} type="number" inputMode="numeric" {...register('hours', { valueAsNumber: true })} />}
          </Field>
        </div>
        <SaveFooter label="Create preview URL" busy={formState.isSubmitting} status={r ? 'Preview URL created.' : ''} />
      </fieldset>
      {r && (
        <div className="space-y-1 rounded-md border border-line bg-surface-2 p-3 text-sm" data-testid="preview-url">
          <p>
            Preview of <strong>{displayDomain(r.domain)}</strong>:
          </p>
          <p className="flex flex-wrap items-center gap-2">
            <a href={r.url} target="_blank" rel="noopener noreferrer" className="break-all text-accent underline">
              {r.url}
            </a>
            <CopyButton value={r.url} what="the preview URL" />
          </p>
          <p className="text-muted">
            Expires {formatRelativeTime(r.expiresAt)}, at {formatDateTime(r.expiresAt)}.
          </p>
        </div>
      )}
    </FormCard>
  );
}
