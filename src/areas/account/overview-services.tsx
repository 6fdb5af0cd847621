// A card of services that need attention (expiring soon, suspended). The
// detailed overview gives summaries; a concise one (older cache, other
// callers) gives display names only, so both render.
import type { z } from 'zod';
import type { Overview, ServiceSummary } from '@contract/account';
import { Badge } from '@/components/ui/badge';
import { Card, CardTitle } from '@/components/ui/card';
import { formatDateTime } from '@/lib/format';
import { AreaLink } from './area-link';
import { displayDomain } from '@/lib/display-domain';

type Summary = z.infer<typeof ServiceSummary>;

interface ServiceListProps {
  title: string;
  entries: Overview['expiringSoon'];
  empty: string;
}

export function ServiceList({ title, entries, empty }: ServiceListProps) {
  const list = Array.isArray(entries) ? null : Object.values(entries);
  const count = list ? list.length : (entries as string[]).length;
  return (
    <Card>
      <CardTitle>
        {title} <span className="text-sm font-normal text-muted">({count})</span>
      </CardTitle>
      {count === 0 ? (
        <p className="text-sm text-muted">{empty}</p>
      ) : list ? (
        <ul className="divide-y divide-line text-sm">
          {list.map((s) => (
            <ServiceRow key={s.id} service={s} />
          ))}
        </ul>
      ) : (
        <ul className="list-disc space-y-1 pl-5 text-sm">
          {(entries as string[]).map((n) => (
            <li key={n}>{n}</li>
          ))}
        </ul>
      )}
      {count > 0 && (
        <AreaLink
          path="/services"
          hideWhenMissing
          className="mt-3 inline-block text-xs text-accent underline-offset-2 hover:underline"
        >
          All services
        </AreaLink>
      )}
    </Card>
  );
}

function ServiceRow({ service: s }: { service: Summary }) {
  return (
    <li className="flex flex-wrap items-baseline justify-between gap-x-3 gap-y-1 py-2">
      <span className="min-w-0">
        <span className="font-medium">{displayDomain(s.displayName)}</span>
        <span className="block text-xs text-muted">
          {s.type}
          {s.domain && s.domain !== s.displayName && ` · ${displayDomain(s.domain)}`}
        </span>
      </span>
      <span className="flex items-center gap-2 text-xs">
        {s.expiresAt && (
          <span>
            expires <time dateTime={s.expiresAt}>{formatDateTime(s.expiresAt)}</time>
          </span>
        )}
        <Badge tone={s.status === 'active' ? 'success' : s.status === 'suspended' ? 'danger' : 'neutral'}>
          {s.status}
        </Badge>
      </span>
    </li>
  );
}
