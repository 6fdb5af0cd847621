// Connect to the domain's mail exchangers (through the sandbox network) on
// request, and show banner, TLS and timing per host.
import { useState } from 'react';
import { useQuery } from '@tanstack/react-query';
import { Badge } from '@/components/ui/badge';
import { Button } from '@/components/ui/button';
import { ProblemState } from '@/components/ui/problem-state';
import { emailQueries } from './queries';

export function MxProbe({ domain }: { domain: string }) {
  const [asked, setAsked] = useState(false);
  const q = useQuery({ ...emailQueries.mxProbe(domain), enabled: asked });
  return (
    <div className="mt-3 space-y-2 border-t border-line pt-3 text-sm">
      <Button size="sm" onClick={() => (asked ? void q.refetch() : setAsked(true))} loading={q.isFetching}>
        Probe mail exchangers
      </Button>
      {q.isError && <ProblemState error={q.error} />}
      {q.data && (
        <ul className="space-y-2" aria-label="Probe results">
          {q.data.hosts.length === 0 && <li className="text-muted">No mail exchangers to probe.</li>}
          {q.data.hosts.map((h) => (
            <li key={h.host} className="rounded-md bg-surface-2 p-2">
              <div className="flex flex-wrap items-center gap-2">
                <strong className="break-all">{h.host}</strong>
                <Badge tone={h.reachable ? 'success' : 'danger'}>{h.reachable ? 'Reachable' : 'Unreachable'}</Badge>
                {h.responseMs !== null && <span className="text-xs text-muted">{h.responseMs} ms</span>}
              </div>
              <p className="text-xs text-muted">
                {h.reachable
                  ? `${h.banner} · STARTTLS ${h.startTls ? 'yes' : 'no'} · ${h.tlsVersion ?? 'no TLS'}`
                  : h.error}
              </p>
            </li>
          ))}
        </ul>
      )}
    </div>
  );
}
