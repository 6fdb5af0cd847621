// The order buttons of one domain, shown on its overview: Renew, Restore (only
// while the domain is in redemption) and Owner change, each opening its dialog.
// Renew and Restore quote first and hold the order for the confirmation page;
// while one is already ordered, its invoice to pay is shown instead of them.
import { lazy, Suspense, useEffect, useEffectEvent, useState } from 'react';
import type { z } from 'zod';
import type { RegistrarDomainDetail } from '@contract/domains';
import { Button } from '@/components/ui/button';
import { PendingRenewal } from './pending-renewal';

// The dialogs and their forms (quotes, orders, the contract's schemas) load when asked for, not
// with the overview: a domain's first view loads no zod.
const dialogModules = {
  renew: () => import('./renew-dialog'),
  restore: () => import('./restore-dialog'),
  owner: () => import('./owner-change-dialog'),
};
const RenewDialog = lazy(() => dialogModules.renew().then((m) => ({ default: m.RenewDialog })));
const RestoreDialog = lazy(() => dialogModules.restore().then((m) => ({ default: m.RestoreDialog })));
const OwnerChangeDialog = lazy(() => dialogModules.owner().then((m) => ({ default: m.OwnerChangeDialog })));
/** Pointing at or focusing a button starts loading its dialog. */
const preload = (open: Exclude<Open, null>) => ({
  onPointerEnter: () => void dialogModules[open](),
  onFocus: () => void dialogModules[open](),
});

type Open = 'renew' | 'restore' | 'owner' | null;
/** What the address may ask the overview to open on arrival. */
export type DomainAction = 'renew';

interface Props {
  domain: z.infer<typeof RegistrarDomainDetail>;
  action?: DomainAction;
  /** Called once the asked dialog is open, so a reload or Back does not open it again. */
  onActionShown?: () => void;
}

export function DomainOrderActions({ domain, action, onActionShown }: Props) {
  const { status, pendingOrder } = domain;
  // one renewal or restore at a time: while one is on its way, the page offers to pay it instead
  const renewable = (status === 'active' || status === 'expired') && !pendingOrder;
  const [open, setOpen] = useState<Open>(null);
  // Asked for by the address (the palette's "Renew <domain>"), also while this page is already open:
  // open when the domain can be renewed (state set while rendering, React's way to follow a prop).
  if (action === 'renew' && renewable && open !== 'renew') setOpen('renew');
  const shown = useEffectEvent(() => onActionShown?.());
  useEffect(() => {
    if (action) shown();
  }, [action]);
  const close = () => setOpen(null);
  const restorable = status === 'redemption' && !pendingOrder;
  const ownerChangeable = status === 'active';
  if (!renewable && !restorable && !ownerChangeable && !pendingOrder) return null;
  return (
    <div className="space-y-3">
      {pendingOrder && <PendingRenewal order={pendingOrder} />}
      <OrderButtons renewable={renewable} restorable={restorable} ownerChangeable={ownerChangeable} onOpen={setOpen} />
      <Suspense fallback={null}>
        {open === 'renew' && <RenewDialog domain={domain.domain} expiresAt={domain.expiresAt} onClose={close} />}
        {open === 'restore' && <RestoreDialog domain={domain.domain} onClose={close} />}
        {open === 'owner' && <OwnerChangeDialog domain={domain.domain} onClose={close} />}
      </Suspense>
    </div>
  );
}

interface OrderButtonsProps {
  renewable: boolean;
  restorable: boolean;
  ownerChangeable: boolean;
  onOpen: (open: Open) => void;
}

function OrderButtons({ renewable, restorable, ownerChangeable, onOpen: setOpen }: OrderButtonsProps) {
  if (!renewable && !restorable && !ownerChangeable) return null;
  return (
    <div role="group" aria-label="Orders" className="flex flex-wrap gap-2">
      {renewable && (
        <Button variant="primary" onClick={() => setOpen('renew')} {...preload('renew')}>
          Renew
        </Button>
      )}
      {restorable && (
        <Button variant="primary" onClick={() => setOpen('restore')} {...preload('restore')}>
          Restore
        </Button>
      )}
      {ownerChangeable && (
        <Button onClick={() => setOpen('owner')} {...preload('owner')}>
          Owner change
        </Button>
      )}
    </div>
  );
}
