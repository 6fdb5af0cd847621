// One service: its plan and price, renewal, features, addons, any upgrade
// awaiting payment, and the ways to change it (plan, addons).
import type { ReactNode } from 'react';
import { useSuspenseQuery } from '@tanstack/react-query';
import { Link } from '@tanstack/react-router';
import { Badge } from '@/components/ui/badge';
import { buttonClass } from '@/components/ui/button';
import { Card, CardTitle } from '@/components/ui/card';
import { PageHeader, TrailLink } from '@/components/ui/page-header';
import { Notice } from '@/components/ui/notice';
import { formatDateTime } from '@/lib/format';
import { AddonList } from './addon-list';
import { statusLabel, statusTone } from './format';
import { PayOrderLink } from './order-link';
import { servicesQueries } from './queries';
import { ScheduledUpgradeNotice } from './scheduled-upgrade';
import { ServicePrice } from './service-price';
import { displayDomain } from '@/lib/display-domain';

export function ServiceDetailPage({ id }: { id: string }) {
  const { data: s } = useSuspenseQuery(servicesQueries.detail(id));
  const facts: [string, ReactNode][] = [
    ['Plan', s.quantity > 1 ? `${s.plan.name} × ${s.quantity}` : s.plan.name],
    ['Price', <ServicePrice service={s} />],
    ['Paid until', s.expiresAt ? formatDateTime(s.expiresAt) : '—'],
    ['Next invoice', s.nextInvoiceAt ? formatDateTime(s.nextInvoiceAt) : s.autoRenew ? '—' : 'Auto-renew is off'],
    ...(s.domain ? [['Domain', displayDomain(s.domain)] as [string, string]] : []),
    ...(s.node ? [['Server', s.daUsername ? `${s.node} (user ${s.daUsername})` : s.node] as [string, string]] : []),
  ];
  return (
    <div className="space-y-4">
      <PageHeader
        up={<TrailLink to="/services">Services</TrailLink>}
        here={displayDomain(s.displayName)}
        title={displayDomain(s.displayName)}
        actions={
          <div className="flex flex-wrap gap-2">
            {s.canUpgrade && (
              <Link to="/services/$serviceId/upgrade" params={{ serviceId: id }} className={buttonClass('primary')}>
                Change plan
              </Link>
            )}
            {s.canAddAddons && (
              <Link to="/services/$serviceId/addons" params={{ serviceId: id }} className={buttonClass('secondary')}>
                Add an addon
              </Link>
            )}
          </div>
        }
      >
        <p className="mt-1">
          <Badge tone={statusTone[s.status]}>{statusLabel[s.status]}</Badge>{' '}
          <span className="text-sm text-muted">{s.type}</span>
        </p>
      </PageHeader>
      {s.status === 'suspended' && (
        <Notice tone="danger" title="This service is suspended">
          {s.suspendedReason ?? 'Contact support to reopen it.'}
        </Notice>
      )}
      {s.parentServiceId && (
        <Notice tone="info" title="This is an addon">
          It extends{' '}
          <Link to="/services/$serviceId" params={{ serviceId: String(s.parentServiceId) }} className="underline">
            service #{s.parentServiceId}
          </Link>
          .
          {s.pendingOrder && (
            <span className="mt-2 block">
              <PayOrderLink order={s.pendingOrder} />
            </span>
          )}
        </Notice>
      )}
      {s.scheduledUpgrade && <ScheduledUpgradeNotice serviceId={id} upgrade={s.scheduledUpgrade} />}
      <div className="grid gap-4 lg:grid-cols-2">
        <Card aria-labelledby="plan-title">
          <CardTitle>
            <span id="plan-title">Plan and billing</span>
          </CardTitle>
          <Facts rows={facts} />
        </Card>
        <Card aria-labelledby="features-title">
          <CardTitle>
            <span id="features-title">What is included</span>
          </CardTitle>
          {s.features.length ? (
            <Facts rows={s.features.map((f) => [f.label, f.value])} />
          ) : (
            <p className="text-sm text-muted">The catalogue lists no features for this plan.</p>
          )}
        </Card>
      </div>
      {s.parentServiceId === null && (
        <Card aria-labelledby="addons-title">
          <CardTitle>
            <span id="addons-title">Addons</span>
          </CardTitle>
          <AddonList serviceId={id} addons={s.addons} />
        </Card>
      )}
    </div>
  );
}

function Facts({ rows }: { rows: [string, ReactNode][] }) {
  return (
    <dl className="grid gap-x-4 gap-y-2 text-sm sm:grid-cols-[minmax(8rem,auto)_1fr]">
      {rows.map(([k, v]) => (
        <div key={k} className="contents">
          <dt className="text-muted">{k}</dt>
          <dd className="break-words">{v}</dd>
        </div>
      ))}
    </dl>
  );
}
