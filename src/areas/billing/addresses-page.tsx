// Billing addresses of the account, the primary first, each with its contacts.
import { useState } from 'react';
import { useSuspenseInfiniteQuery } from '@tanstack/react-query';
import type { z } from 'zod';
import type { BillingAddress } from '@contract/billing-addresses';
import { Button } from '@/components/ui/button';
import { EmptyState } from '@/components/ui/empty-state';
import { AddressCard } from './address-card';
import { AddressFormDialog } from './address-form-dialog';
import { billingQueries } from './queries';

export function AddressesPage() {
  const q = useSuspenseInfiniteQuery(billingQueries.addresses());
  const addresses = q.data.pages.flatMap((p): z.infer<typeof BillingAddress>[] => p.data);
  const [adding, setAdding] = useState(false);
  return (
    <div className="space-y-4">
      <div className="flex flex-wrap items-start justify-between gap-3">
        <div>
          <h1 className="text-2xl font-semibold">Billing addresses</h1>
          <p className="text-sm text-muted">
            Who invoices are addressed to and who receives them. New invoices use the primary address.
          </p>
        </div>
        <Button variant="primary" onClick={() => setAdding(true)}>
          Add billing address
        </Button>
      </div>
      {addresses.length === 0 ? (
        <EmptyState
          title="No billing address yet"
          action={<Button onClick={() => setAdding(true)}>Add billing address</Button>}
        >
          Invoices use the account’s own address until you add one.
        </EmptyState>
      ) : (
        <div className="grid gap-4 xl:grid-cols-2">
          {addresses.map((a) => (
            <AddressCard key={a.id} address={a} />
          ))}
        </div>
      )}
      {q.hasNextPage && (
        <Button onClick={() => void q.fetchNextPage()} loading={q.isFetchingNextPage}>
          Show more addresses
        </Button>
      )}
      {adding && <AddressFormDialog onClose={() => setAdding(false)} />}
    </div>
  );
}
