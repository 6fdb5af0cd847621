// One server on the list: its power state in words, operating system, IP
// addresses and size, with the power controls and links to its page and console.
import { Link } from '@tanstack/react-router';
import { buttonClass } from '@/components/ui/button';
import { Card } from '@/components/ui/card';
import { PowerActions } from './power-actions';
import { PowerStateBadge } from './power-state-badge';
import type { VpsRow } from './queries';
import { formatSize } from './vps-format';

export function VpsCard({ vps }: { vps: VpsRow }) {
  const input = String(vps.serviceId);
  const titleId = `vps-${vps.serviceId}-title`;
  return (
    <Card aria-labelledby={titleId} data-testid={`vps-card-${vps.hostname}`} className="space-y-4">
      <div className="flex flex-wrap items-start justify-between gap-2">
        <div>
          <h2 id={titleId} className="text-base font-semibold">
            <Link to="/vps/$serviceId" params={{ serviceId: input }} className="hover:underline">
              {vps.hostname}
            </Link>
          </h2>
          {vps.label !== vps.hostname && <p className="text-sm text-muted">{vps.label}</p>}
        </div>
        <PowerStateBadge status={vps.status} />
      </div>
      <VpsFacts vps={vps} />
      <div className="flex flex-wrap items-start justify-between gap-3">
        <PowerActions input={input} hostname={vps.hostname} status={vps.status} />
        <Link to="/vps/$serviceId/console" params={{ serviceId: input }} className={buttonClass('secondary', 'sm')}>
          Console
        </Link>
      </div>
    </Card>
  );
}

export function VpsFacts({ vps }: { vps: VpsRow }) {
  return (
    <dl className="grid gap-x-6 gap-y-2 text-sm sm:grid-cols-2" aria-label={`About ${vps.hostname}`}>
      <Fact term="Operating system">{vps.os}</Fact>
      <Fact term="Size">{formatSize(vps)}</Fact>
      <Fact term="IPv4">{vps.ipv4.length ? <Addresses list={vps.ipv4} /> : 'None'}</Fact>
      <Fact term="IPv6">{vps.ipv6.length ? <Addresses list={vps.ipv6} /> : 'None'}</Fact>
      <Fact term="Location">
        {vps.location} (node {vps.node})
      </Fact>
    </dl>
  );
}

function Addresses({ list }: { list: string[] }) {
  return (
    <span className="flex flex-col">
      {list.map((ip) => (
        <code key={ip} className="break-all">
          {ip}
        </code>
      ))}
    </span>
  );
}

function Fact({ term, children }: { term: string; children: React.ReactNode }) {
  return (
    <div>
      <dt className="text-muted">{term}</dt>
      <dd>{children}</dd>
    </div>
  );
}
