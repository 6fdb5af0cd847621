// The sites of a hosting account: its primary domain and the addon domains it
// serves, each with PHP, CGI and SSL switches that save at once (only the
// switched flag is sent), and the form that adds one. Deleting an addon domain
// removes its site configuration for good, so it is confirmed on the next page.
import { useMemo } from 'react';
import { useQuery } from '@tanstack/react-query';
import type { AddonDomain } from '@contract/hosting-sites';
import { Badge } from '@/components/ui/badge';
import { Button } from '@/components/ui/button';
import { Card, CardTitle } from '@/components/ui/card';
import { ProblemAlert } from '@/components/ui/problem-alert';
import { ProblemState } from '@/components/ui/problem-state';
import { Skeleton } from '@/components/ui/spinner';
import { Switch } from '@/components/ui/switch';
import { attemptKey, newAttemptBase } from '@/lib/attempt-key';
import { displayDomain } from '@/lib/display-domain';
import { useOpenConfirmation } from '@/lib/hold-request';
import { AddonDomainForm } from './addon-domain-form';
import { FEATURES } from './hosting-format';
import { useDeleteAddonDomain, useUpdateAddonDomain } from './mutations';
import { hostingQueries } from './queries';
import { describeUsage } from './usage-level';

interface AddonDomainsTabProps {
  input: string;
  /** The plan's number of addon domains (null: unlimited). */
  limit: number | null;
  /** False while the account is suspended: nothing can change. */
  changeable: boolean;
}

export function AddonDomainsTab({ input, limit, changeable }: AddonDomainsTabProps) {
  const q = useQuery(hostingQueries.addonDomains(input));
  const addons = q.data?.data.filter((d) => !d.isPrimary).length ?? 0;
  return (
    <div className="grid gap-4 lg:grid-cols-[3fr_2fr]">
      <Card aria-labelledby="sites-title">
        <CardTitle>
          <span id="sites-title">Domains on this account</span>
        </CardTitle>
        <p className="mb-3 text-sm text-muted">
          {FEATURES.map((f) => `${f.text} ${f.what}`).join('; ')}. A switch saves as soon as it is changed.
        </p>
        {q.isPending ? (
          <>
            <span role="status" className="sr-only">
              Loading the domains…
            </span>
            <Skeleton lines={3} />
          </>
        ) : q.isError ? (
          <ProblemState error={q.error} onRetry={() => void q.refetch()} />
        ) : (
          <>
            <p className="mb-2 text-sm" data-testid="addon-count">
              Addon domains: {describeUsage(addons, limit, 'count').amountText}
              {limit === null ? ' (unlimited)' : ''}
            </p>
            <ul aria-label="Domains on this account" className="divide-y divide-line">
              {q.data.data.map((d) => (
                <SiteRow key={d.domain} input={input} site={d} changeable={changeable} />
              ))}
            </ul>
          </>
        )}
      </Card>
      <AddonDomainForm input={input} changeable={changeable} full={limit !== null && addons >= limit} />
    </div>
  );
}

function SiteRow({ input, site, changeable }: { input: string; site: AddonDomain; changeable: boolean }) {
  const update = useUpdateAddonDomain(input);
  const remove = useDeleteAddonDomain(input);
  const openConfirmation = useOpenConfirmation();
  const base = useMemo(() => newAttemptBase('addon-delete'), []);
  const name = displayDomain(site.domain);
  const switched = update.variables && FEATURES.find((f) => update.variables?.[f.key] !== undefined);
  const del = () => {
    const query = { domain: site.domain };
    remove.mutate({ ...query, attempt_key: attemptKey(base, query) }, { onSuccess: openConfirmation });
  };
  return (
    <li className="space-y-2 py-3" data-testid={`site-${site.domain}`}>
      <div className="flex flex-wrap items-center gap-2">
        <span className="break-all font-medium">{name}</span>
        {site.isPrimary && <Badge tone="info">Primary domain</Badge>}
        {site.isSuspended ? (
          <Badge tone="danger">Suspended</Badge>
        ) : (
          !site.active && <Badge tone="warning">Not serving</Badge>
        )}
      </div>
      <div className="flex flex-wrap items-center gap-x-5 gap-y-2">
        {FEATURES.map((f) => (
          <Switch
            key={f.key}
            label={`${f.text} for ${name}`}
            text={f.text}
            on={site.features[f.key]}
            busy={update.isPending && update.variables?.[f.key] !== undefined}
            disabled={!changeable}
            onChange={(next) => update.mutate({ domain: site.domain, [f.key]: next })}
          />
        ))}
        {!site.isPrimary && (
          <Button
            size="sm"
            variant="ghost"
            onClick={del}
            loading={remove.isPending}
            disabled={!changeable}
            aria-label={`Delete ${name} — continue to confirm`}
          >
            Delete…
          </Button>
        )}
      </div>
      <p role="status" className="text-sm text-success">
        {update.isSuccess && switched
          ? `${switched.text} turned ${update.data.features[switched.key] ? 'on' : 'off'} for ${name}.`
          : ''}
      </p>
      {(update.error ?? remove.error) != null && <ProblemAlert problem={update.error ?? remove.error} />}
    </li>
  );
}
