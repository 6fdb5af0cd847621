// One Snapback booking: its status and what that means, the price, when the
// name drops, and (once won) the way to the domain.
import { useSuspenseQuery } from '@tanstack/react-query';
import { Badge } from '@/components/ui/badge';
import { Card } from '@/components/ui/card';
import { PageHeader, TrailLink } from '@/components/ui/page-header';
import { priceText } from '@/components/price';
import { displayDomain } from '@/lib/display-domain';
import { formatDateTime } from '@/lib/format';
import { bookingStatusLabel, bookingStatusMeaning, bookingStatusTone } from './snapback-format';
import { snapbackQueries } from './snapback-queries';
import { WonDomainLink } from './won-domain-link';

export function BookingDetailPage({ id }: { id: string }) {
  const { data: b } = useSuspenseQuery(snapbackQueries.booking(id));
  const name = displayDomain(b.domain);
  const facts: [string, string][] = [
    ['Price', `${priceText(b.price)}${b.status === 'won' ? '' : ', charged only if caught'}`],
    ['Drops', formatDateTime(b.dropsAt)],
    ['Booked', formatDateTime(b.createdAt)],
    ['Settled', b.resolvedAt ? formatDateTime(b.resolvedAt) : '—'],
  ];
  return (
    <div className="space-y-4">
      <PageHeader
        up={<TrailLink to="/domains/snapback/bookings">Snapback bookings</TrailLink>}
        here={name}
        title={`Snapback of ${name}`}
      >
        <p className="mt-1">
          <Badge tone={bookingStatusTone[b.status]}>{bookingStatusLabel[b.status]}</Badge>
        </p>
      </PageHeader>
      <Card className="space-y-3">
        <p className="text-sm">{bookingStatusMeaning[b.status]}</p>
        {b.status === 'won' && <WonDomainLink domain={b.domain} />}
        <dl className="grid grid-cols-[minmax(8rem,auto)_1fr] gap-x-4 gap-y-2 text-sm">
          {facts.map(([k, v]) => (
            <div key={k} className="contents">
              <dt className="text-muted">{k}</dt>
              <dd>{v}</dd>
            </div>
          ))}
        </dl>
      </Card>
    </div>
  );
}
