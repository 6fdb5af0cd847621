// Hotlink protection: other sites may not embed the account's files of the
// listed types (images, video) and so spend its bandwidth. The referrers always
// allowed are the account's own domains; the server keeps them whatever is
// sent. Some servers have no hotlink protection at all; that is explained.
import { useForm } from 'react-hook-form';
import { zodResolver } from '@hookform/resolvers/zod';
import { useQuery } from '@tanstack/react-query';
import { z } from 'zod';
import { hostingOps } from '@contract/hosting';
import type { HotlinkState } from '@contract/hosting-sites';
import { Badge } from '@/components/ui/badge';
import { Card, CardTitle } from '@/components/ui/card';
import { Field } from '@/components/ui/field';
import { SaveFooter } from '@/components/ui/form-footer';
import { FormCard } from '@/components/ui/form-card';
import { Input } from '@/components/ui/input';
import { Notice } from '@/components/ui/notice';
import { ProblemState } from '@/components/ui/problem-state';
import { Skeleton } from '@/components/ui/spinner';
import { changedFields } from '@/lib/changed-fields';
import { displayDomain } from '@/lib/display-domain';
import { applyProblemToForm } from '@/lib/form-errors';
import { useSetHotlink } from './mutations';
import { hostingQueries } from './queries';

type State = z.infer<typeof HotlinkState>;
const extensions = hostingOps.setHotlinkProtection.body.shape.extensions;
const schema = z.object({ enabled: z.boolean(), extensions: extensions.unwrap() });

interface HotlinkTabProps {
  input: string;
  node: string;
  changeable: boolean;
}

export function HotlinkTab({ input, node, changeable }: HotlinkTabProps) {
  const q = useQuery(hostingQueries.hotlink(input));
  const sites = useQuery(hostingQueries.addonDomains(input));
  if (q.isPending)
    return (
      <Card>
        <span role="status" className="sr-only">
          Loading hotlink protection…
        </span>
        <Skeleton lines={4} />
      </Card>
    );
  if (q.isError) return <ProblemState error={q.error} onRetry={() => void q.refetch()} />;
  if (!('enabled' in q.data))
    return (
      <Notice tone="info" title="Hotlink protection is not available on this server">
        <p>
          The web server this account runs on ({node}) has no hotlink protection, so other sites can embed its images
          and files. To keep them from spending your bandwidth, protect the files in your site&apos;s own configuration
          (for example an .htaccess rule) or ask us to move the account to a newer server.
        </p>
      </Notice>
    );
  const own = (sites.data?.data ?? []).map((s) => s.domain);
  return (
    <div className="grid items-start gap-4 lg:grid-cols-2">
      <HotlinkForm input={input} state={q.data} changeable={changeable} />
      <Card aria-labelledby="referrers-title">
        <CardTitle>
          <span id="referrers-title">Allowed referrers</span>
        </CardTitle>
        <p className="mb-3 text-sm text-muted">
          Pages on these sites may always embed the protected files. Your own domains stay on this list whatever you
          change.
        </p>
        {q.data.allowedReferrers.length === 0 ? (
          <p className="text-sm text-muted">None.</p>
        ) : (
          <ul aria-label="Allowed referrers" className="space-y-1 text-sm">
            {q.data.allowedReferrers.map((r) => (
              <li key={r} className="flex flex-wrap items-center gap-2">
                <span className="break-all font-mono">{displayReferrer(r)}</span>
                {isOwn(r, own) && <Badge tone="info">Your domain — always allowed</Badge>}
              </li>
            ))}
          </ul>
        )}
      </Card>
    </div>
  );
}

/** A referrer is a host, maybe with a leading "*." or a scheme: shown in Unicode. */
function hostOf(referrer: string) {
  return referrer
    .replace(/^[a-z]+:\/\//i, '')
    .replace(/^\*\./, '')
    .split('/')[0]
    .toLowerCase();
}
const displayReferrer = (r: string) => r.replace(hostOf(r), displayDomain(hostOf(r)));
const isOwn = (referrer: string, own: string[]) => {
  const host = hostOf(referrer);
  return own.some((d) => host === d || host.endsWith(`.${d}`));
};

function HotlinkForm({ input, state, changeable }: { input: string; state: State; changeable: boolean }) {
  const set = useSetHotlink(input);
  const { register, handleSubmit, setError, reset, formState } = useForm({
    resolver: zodResolver(schema),
    defaultValues: { enabled: state.enabled, extensions: state.extensions.join(',') },
  });
  const { errors, dirtyFields } = formState;
  const onSubmit = handleSubmit(async (v) => {
    try {
      const r = await set.mutateAsync(changedFields(v, dirtyFields));
      // the form now shows the state the server read back
      if ('enabled' in r) reset({ enabled: r.enabled, extensions: r.extensions.join(',') });
    } catch (error) {
      applyProblemToForm(setError, error);
    }
  });
  return (
    <FormCard title="Hotlink protection" onSubmit={onSubmit} errors={errors}>
      <p className="text-sm text-muted">
        Stops other sites from showing your images and files on their pages (and spending your bandwidth).
      </p>
      <fieldset disabled={!changeable} className="space-y-4">
        <label className="flex items-center gap-2 text-sm font-medium">
          <input type="checkbox" {...register('enabled')} />
          Protect files from hotlinking
        </label>
        <Field
          label="Protected file types"
          schema={extensions}
          hint="Extensions separated by commas, without dots, e.g. jpg,png,gif"
          error={errors.extensions}
        >
          {(p) => <Input {...p} autoComplete="off" spellCheck={false} {...register('extensions')} />}
        </Field>
        <SaveFooter
          label="Save hotlink protection"
          busy={formState.isSubmitting}
          disabled={!formState.isDirty}
          status={set.isSuccess && !formState.isDirty ? 'Saved.' : formState.isDirty ? 'Unsaved changes' : ''}
          tone={formState.isDirty ? 'muted' : 'success'}
        />
      </fieldset>
    </FormCard>
  );
}
