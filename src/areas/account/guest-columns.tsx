// Columns of the guest list. "Linked" says whether the invited address has a
// login yet (only then can the guest switch to this account).
import type { z } from 'zod';
import type { Guest } from '@contract/account-guests';
import { actionsColumn } from '@/components/data-table/cells';
import type { Column } from '@/components/data-table/columns';
import { Badge } from '@/components/ui/badge';
import { Button } from '@/components/ui/button';
import { formatDate } from '@/lib/format';

export type GuestRow = z.infer<typeof Guest>;

/** `onRevoke` null: no revoke action (a guest never manages the guest list). */
export function guestColumns(onRevoke: ((g: GuestRow) => void) | null): Column<GuestRow>[] {
  const columns: Column<GuestRow>[] = [
    {
      id: 'email',
      header: 'Email',
      grow: 2,
      minWidth: 160,
      sort: 'email',
      cell: (g) => <span title={g.email}>{g.email}</span>,
    },
    {
      id: 'linked',
      header: 'Login',
      grow: 1,
      minWidth: 110,
      cell: (g) => (g.linked ? <Badge tone="success">Linked</Badge> : <Badge tone="warning">Invitation sent</Badge>),
    },
    { id: 'role', header: 'Role', grow: 0.8, hideBelow: 'md', cell: () => 'Full access' },
    {
      id: 'created',
      header: 'Invited',
      grow: 1,
      hideBelow: 'sm',
      sort: 'invited',
      sortFirst: 'desc',
      cell: (g) => <time dateTime={g.createdAt}>{formatDate(g.createdAt)}</time>,
    },
  ];
  if (!onRevoke) return columns;
  return [
    ...columns,
    actionsColumn({ grow: 0.8, minWidth: 90 }, (g) => (
      <Button size="sm" variant="ghost-danger" onClick={() => onRevoke(g)}>
        Revoke<span className="sr-only"> {g.email}</span>
      </Button>
    )),
  ];
}
