// A domain's overview: its registration (status, registrar, dates, price, the
// registry's statuses in plain words, auto-renew) with the order buttons, the
// auth code and the check against the registry, then the lifecycle across the page.
import type { ReactNode } from 'react';
import type { z } from 'zod';
import type { RegistrarDomainDetail } from '@contract/domains';
import { Badge } from '@/components/ui/badge';
import { Card, CardTitle } from '@/components/ui/card';
import { Price } from '@/components/price';
import { formatDate, formatDateTime } from '@/lib/format';
import { AuthCodeReveal } from './auth-code-reveal';
import { AutoRenewSwitch } from './auto-renew-switch';
import { statusLabel, statusTone } from './domain-format';
import { DomainOrderActions, type DomainAction } from './domain-order-actions';
import { LifecycleTimeline } from './lifecycle-timeline';
import { RegistryDrift } from './registry-drift';
import { RegistryStatuses } from './registry-statuses';

type Detail = z.infer<typeof RegistrarDomainDetail>;

export function DomainOverviewTab({
  detail: d,
  action,
  onActionShown,
}: {
  detail: Detail;
  action?: DomainAction;
  onActionShown?: () => void;
}) {
  // The registry's statuses are a few lines about the registration itself, so they sit in its
  // card rather than in a card of their own, which stood half empty beside its neighbours.
  return (
    <div className="grid gap-4 lg:grid-cols-2">
      <Card aria-labelledby="registration-title" className="space-y-4">
        <CardTitle>
          <span id="registration-title">Registration</span>
        </CardTitle>
        <dl className="grid grid-cols-1 gap-x-4 gap-y-2 text-sm sm:grid-cols-[minmax(8rem,auto)_1fr]">
          <Row term="Status">
            <Badge tone={statusTone[d.status]}>{statusLabel[d.status]}</Badge>
          </Row>
          <Row term="Registrar">{d.registrar}</Row>
          <Row term="Registered">{formatDate(d.registeredAt)}</Row>
          <Row term="Expires">{d.expiresAt ? formatDateTime(d.expiresAt) : 'Not yet known'}</Row>
          {d.renewalPrice && (
            <Row term="Renewal">
              <Price money={d.renewalPrice} perMonths={12} />
            </Row>
          )}
        </dl>
        <section aria-labelledby="statuses-title" className="space-y-1 border-t border-line pt-3">
          <h3 id="statuses-title" className="text-sm font-medium text-muted">
            At the registry
          </h3>
          <RegistryStatuses statuses={d.registryStatuses} />
        </section>
        <AutoRenewSwitch detail={d} />
        <DomainOrderActions domain={d} action={action} onActionShown={onActionShown} />
      </Card>
      <div className="space-y-4">
        <Card aria-labelledby="auth-code-title">
          <CardTitle>
            <span id="auth-code-title">Auth code</span>
          </CardTitle>
          <AuthCodeReveal detail={d} />
        </Card>
        <RegistryDrift detail={d} />
      </div>
      <div className="lg:col-span-2">
        <LifecycleTimeline domain={d.domain} />
      </div>
    </div>
  );
}

function Row({ term, children }: { term: string; children: ReactNode }) {
  return (
    <>
      <dt className="font-medium text-muted">{term}</dt>
      <dd className="break-words">{children}</dd>
    </>
  );
}
