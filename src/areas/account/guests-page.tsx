// /account/guests: invite people to act on this account, see who has a
// login, sort them by address or invitation (the column headers), and revoke
// access (after a confirmation that names the guest).
import { useMemo, useState } from 'react';
import { GUEST_SORT_DEFAULT } from '@contract/list-sorts';
import { DataTable } from '@/components/data-table/data-table';
import { urlSort } from '@/components/data-table/list-page';
import { notify } from '@/lib/notices';
import { ConfirmDialog } from '@/components/ui/confirm-dialog';
import { guestColumns, type GuestRow } from './guest-columns';
import { InviteGuestForm } from './invite-guest-form';
import { useRevokeGuest } from './mutations';
import { OwnerOnlyNotice, useActsAsGuest } from './owner-only';
import type { GuestSort } from './keys';
import { accountQueries } from './queries';

export type GuestsSearch = { sort?: GuestSort };

export function GuestsPage({ search, onSearch }: { search: GuestsSearch; onSearch: (s: GuestsSearch) => void }) {
  const [revoking, setRevoking] = useState<GuestRow | null>(null);
  const revoke = useRevokeGuest();
  // reset keeps its identity between renders (the mutation object does not), so the columns are made once.
  const { reset } = revoke;
  const guest = useActsAsGuest();
  const columns = useMemo(
    () =>
      guestColumns(
        guest
          ? null
          : (g) => {
              reset();
              setRevoking(g);
            },
      ),
    [guest, reset],
  );

  const confirm = () => {
    if (!revoking) return;
    revoke.mutate(revoking.id, {
      onSuccess: (g) => {
        setRevoking(null);
        notify('success', `Revoked access for ${g.email}`);
      },
    });
  };

  return (
    <div className="max-w-4xl space-y-6">
      <div>
        <h1 className="text-2xl font-semibold">Guests</h1>
        <p className="text-sm text-muted">
          People you invite can switch to this account from their own login and act on it.
        </p>
      </div>
      {guest ? <OwnerOnlyNotice>Who may act on it is up to its owner.</OwnerOnlyNotice> : <InviteGuestForm />}
      <section aria-labelledby="guest-list-title" className="space-y-3">
        <h2 id="guest-list-title" className="text-lg font-semibold">
          People with access
        </h2>
        <DataTable
          query={accountQueries.guests(search.sort)}
          columns={columns}
          getRowId={(g) => String(g.id)}
          label="Guests"
          sort={urlSort(search, onSearch, GUEST_SORT_DEFAULT)}
          height="min(50dvh, 28rem)"
          empty={{
            title: 'No guests yet',
            body: 'Invite someone above to share this account without sharing your password.',
          }}
        />
      </section>
      <ConfirmDialog
        open={revoking !== null}
        title={revoking ? `Revoke access for ${revoking.email}?` : 'Revoke access'}
        confirmLabel="Revoke access"
        busy={revoke.isPending}
        error={revoke.error}
        onConfirm={confirm}
        onClose={() => setRevoking(null)}
      >
        <p>
          <strong>{revoking?.email}</strong> loses access to this account immediately. If they are using it now, their
          next request is refused. You can invite them again later.
        </p>
      </ConfirmDialog>
    </div>
  );
}
