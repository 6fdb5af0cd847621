// The web cache in front of the site: whether it is on, the engine, how long
// pages are kept, how often it answers from the cache, how much it holds and
// when it was last purged. Purging everything asks first (the site is slower
// until the cache fills again); purging some paths takes them one a line.
import { useState } from 'react';
import { useQuery } from '@tanstack/react-query';
import { Badge } from '@/components/ui/badge';
import { Button } from '@/components/ui/button';
import { Card, CardTitle } from '@/components/ui/card';
import { ConfirmDialog } from '@/components/ui/confirm-dialog';
import { ProblemState } from '@/components/ui/problem-state';
import { Skeleton } from '@/components/ui/spinner';
import { displayDomain } from '@/lib/display-domain';
import { formatDateTime, formatNumber, spokenDuration } from '@/lib/format';
import { formatMegabytes } from '@/lib/glossary';
import { usePurgeWebcache } from './cache-mutations';
import { PurgePathsForm } from './cache-purge-paths-form';
import { webcacheQuery } from './cache-queries';

interface TabProps {
  input: string;
  installId: string;
}

// The cache is the domain's, not the install's: installId is part of the shared tab signature only.
export function CacheTab({ input }: TabProps) {
  const q = useQuery(webcacheQuery(input));
  const purge = usePurgeWebcache(input);
  const [confirming, setConfirming] = useState(false);
  const [said, setSaid] = useState('');
  if (q.isPending)
    return (
      <Card>
        <span role="status" className="sr-only">
          Loading the web cache…
        </span>
        <Skeleton lines={5} />
      </Card>
    );
  if (q.isError) return <ProblemState error={q.error} onRetry={() => void q.refetch()} />;
  const c = q.data;
  const rows: [string, string][] = [
    ['Engine', c.engine],
    ['Pages kept for', c.ttlSeconds === 0 ? 'Not kept' : spokenDuration(c.ttlSeconds)],
    ['Hit rate', c.hitRatePercent === null ? 'Not measured yet' : `${formatNumber(c.hitRatePercent, 1)} %`],
    ['Cached objects', formatNumber(c.cachedObjects)],
    ['Size', formatMegabytes(c.sizeMb)],
    ['Last purged', c.lastPurgedAt ? formatDateTime(c.lastPurgedAt) : 'Never'],
  ];
  return (
    <div className="grid items-start gap-4 lg:grid-cols-2">
      <Card aria-labelledby="webcache-title">
        <CardTitle>
          <span id="webcache-title" className="flex flex-wrap items-center gap-2">
            Web cache of {displayDomain(c.domain)}
            <Badge tone={c.enabled ? 'success' : 'neutral'}>{c.enabled ? 'On' : 'Off'}</Badge>
          </span>
        </CardTitle>
        <dl className="grid grid-cols-[auto_1fr] gap-x-4 gap-y-1 text-sm">
          {rows.map(([k, v]) => (
            <div key={k} className="contents">
              <dt className="text-muted">{k}</dt>
              <dd className="tabular">{v}</dd>
            </div>
          ))}
        </dl>
        <div className="mt-4 flex flex-wrap items-center gap-3">
          <Button variant="danger" onClick={() => (purge.reset(), setConfirming(true))}>
            Purge everything
          </Button>
          <p role="status" className="text-sm text-success">
            {said}
          </p>
        </div>
      </Card>
      <PurgePathsForm
        input={input}
        onPurged={(count) => setSaid(`Purged ${count} ${count === 1 ? 'path' : 'paths'}.`)}
      />
      <ConfirmDialog
        open={confirming}
        title={`Purge the whole cache of ${displayDomain(c.domain)}?`}
        confirmLabel="Purge everything"
        busy={purge.isPending}
        error={purge.error}
        onConfirm={() =>
          purge.mutate(undefined, {
            onSuccess: () => {
              setConfirming(false);
              setSaid('Purged the whole cache.');
            },
          })
        }
        onClose={() => setConfirming(false)}
      >
        <p>
          All {formatNumber(c.cachedObjects)} cached objects are dropped. Nothing on the site changes, but pages load
          more slowly until the cache fills again.
        </p>
      </ConfirmDialog>
    </div>
  );
}
