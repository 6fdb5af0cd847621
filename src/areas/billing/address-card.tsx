// One billing address: the address, whether it is primary, its contacts, and
// its actions. Deleting is a hold (it also removes the address's cards),
// confirmed on the next page; the primary address cannot be deleted.
import { useMemo, useState } from 'react';
import type { z } from 'zod';
import type { BillingAddress } from '@contract/billing-addresses';
import { Badge } from '@/components/ui/badge';
import { Button } from '@/components/ui/button';
import { Card } from '@/components/ui/card';
import { ProblemAlert } from '@/components/ui/problem-alert';
import { notify } from '@/lib/notices';
import { AddressFormDialog } from './address-form-dialog';
import { attemptKey, newAttemptBase } from '@/lib/attempt-key';
import { useOpenConfirmation } from '@/lib/hold-request';
import { ContactsList } from './contacts-list';
import { useDeleteAddress, useSetPrimaryAddress } from './mutations';

export function AddressCard({ address: a }: { address: z.infer<typeof BillingAddress> }) {
  const [editing, setEditing] = useState(false);
  const openConfirmation = useOpenConfirmation();
  const primary = useSetPrimaryAddress();
  const del = useDeleteAddress();
  const base = useMemo(() => newAttemptBase(`address-${a.id}`), [a.id]);
  const error = primary.error ?? del.error;
  const titleId = `address-${a.id}-title`;
  return (
    <Card aria-labelledby={titleId} className="space-y-4">
      <div className="flex flex-wrap items-start justify-between gap-3">
        <div className="space-y-1">
          <h2 id={titleId} className="flex flex-wrap items-center gap-2 text-base font-semibold">
            {a.name} {a.isPrimary && <Badge tone="info">Primary</Badge>}
          </h2>
          <address className="text-sm not-italic text-muted">
            {a.company && a.company !== a.name && <span className="block">{a.company}</span>}
            <span className="block">
              {a.line1}
              {a.line2 ? `, ${a.line2}` : ''}
            </span>
            <span className="block">
              {a.postalCode} {a.city}, {a.country}
            </span>
            {a.vatNumber && (
              <span className="block">
                VAT {a.vatNumber}
                {a.orgNumber ? ` · Org. no. ${a.orgNumber}` : ''}
              </span>
            )}
            {a.reference && <span className="block">Reference: {a.reference}</span>}
          </address>
          <p className="text-xs text-muted">
            Invoices by {a.invoiceDelivery} · in {a.currency}
          </p>
        </div>
        <div className="flex flex-wrap gap-2">
          <Button size="sm" onClick={() => setEditing(true)}>
            Edit
          </Button>
          {!a.isPrimary && (
            <>
              <Button
                size="sm"
                loading={primary.isPending}
                onClick={() =>
                  primary.mutate(a.id, { onSuccess: () => notify('success', `${a.name} is now the primary address`) })
                }
              >
                Make primary
              </Button>
              <Button
                size="sm"
                variant="danger"
                loading={del.isPending}
                onClick={() =>
                  del.mutate(
                    { id: a.id, attempt_key: attemptKey(base, 'delete') },
                    {
                      onSuccess: openConfirmation,
                    },
                  )
                }
              >
                Delete…
              </Button>
            </>
          )}
        </div>
      </div>
      {error && <ProblemAlert problem={error} />}
      {!a.isPrimary && (
        <p className="text-xs text-muted">
          Deleting also removes its contacts and saved cards; you confirm on the next page.
        </p>
      )}
      <ContactsList addressId={a.id} addressName={a.name} contacts={a.contacts} />
      {editing && <AddressFormDialog address={a} onClose={() => setEditing(false)} />}
    </Card>
  );
}
