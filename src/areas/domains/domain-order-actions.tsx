// The order buttons of one domain, shown on its overview: Renew, Restore (only
// while the domain is in redemption) and Owner change, each opening its dialog.
// Renew and Restore quote first and hold the order for the confirmation page.
import { useState } from 'react';
import type { z } from 'zod';
import type { RegistrarDomainDetail } from '@contract/domains';
import { Button } from '@/components/ui/button';
import { OwnerChangeDialog } from './owner-change-dialog';
import { RenewDialog } from './renew-dialog';
import { RestoreDialog } from './restore-dialog';

type Open = 'renew' | 'restore' | 'owner' | null;

export function DomainOrderActions({ domain }: { domain: z.infer<typeof RegistrarDomainDetail> }) {
  const [open, setOpen] = useState<Open>(null);
  const close = () => setOpen(null);
  const { status } = domain;
  const renewable = status === 'active' || status === 'expired';
  const restorable = status === 'redemption';
  const ownerChangeable = status === 'active';
  if (!renewable && !restorable && !ownerChangeable) return null;
  return (
    <div role="group" aria-label="Orders" className="flex flex-wrap gap-2">
      {renewable && (
        <Button variant="primary" onClick={() => setOpen('renew')}>
          Renew
        </Button>
      )}
      {restorable && (
        <Button variant="primary" onClick={() => setOpen('restore')}>
          Restore
        </Button>
      )}
      {ownerChangeable && <Button onClick={() => setOpen('owner')}>Owner change</Button>}
      {open === 'renew' && <RenewDialog domain={domain.domain} expiresAt={domain.expiresAt} onClose={close} />}
      {open === 'restore' && <RestoreDialog domain={domain.domain} onClose={close} />}
      {open === 'owner' && <OwnerChangeDialog domain={domain.domain} onClose={close} />}
    </div>
  );
}
