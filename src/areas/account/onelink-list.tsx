// Burn-after-read handles: single-use links issued for the account (e.g. to
// hand over a password). Listed so the owner can see which were opened, in the
// order its headers choose (kept on the page: the balance screen keeps nothing in its URL).
import { useState } from 'react';
import type { z } from 'zod';
import type { Onelink } from '@contract/account';
import { ONELINK_SORT_DEFAULT, ONELINK_SORTS, sortValues } from '@contract/list-sorts';
import type { Column } from '@/components/data-table/columns';
import { DataTable } from '@/components/data-table/data-table';
import { Badge } from '@/components/ui/badge';
import { formatDateTime } from '@/lib/format';
import { glossary } from '@/lib/glossary';
import { oneOf } from '@/lib/search-params';
import type { OnelinkSort } from './keys';
import { accountQueries } from './queries';

type Link = z.infer<typeof Onelink>;

const columns: Column<Link>[] = [
  {
    id: 'purpose',
    header: 'Purpose',
    grow: 2,
    minWidth: 140,
    sort: 'purpose',
    cell: (l) => <span title={l.purpose}>{l.purpose}</span>,
  },
  {
    id: 'status',
    header: 'Status',
    grow: 0.8,
    minWidth: 80,
    cell: (l) => <Badge tone={glossary.onelink[l.status].tone}>{glossary.onelink[l.status].label}</Badge>,
  },
  {
    id: 'created',
    header: 'Issued',
    sort: 'issued',
    sortFirst: 'desc',
    grow: 1.2,
    hideBelow: 'md',
    cell: (l) => <time dateTime={l.createdAt}>{formatDateTime(l.createdAt)}</time>,
  },
  {
    id: 'expires',
    header: 'Expires',
    sort: 'expires',
    sortFirst: 'asc',
    grow: 1.2,
    hideBelow: 'sm',
    cell: (l) => <time dateTime={l.expiresAt}>{formatDateTime(l.expiresAt)}</time>,
  },
  {
    id: 'used',
    header: 'Opened',
    grow: 1.2,
    hideBelow: 'lg',
    cell: (l) => (l.usedAt ? <time dateTime={l.usedAt}>{formatDateTime(l.usedAt)}</time> : '—'),
  },
];

const onelinkSort = oneOf(sortValues(ONELINK_SORTS));

export function OnelinkList() {
  // Absent is the server's default order, so the list shares the cache entry the screen's loader fills.
  const [sort, setSort] = useState<OnelinkSort>();
  return (
    <section aria-labelledby="onelink-title" className="space-y-3">
      <div>
        <h2 id="onelink-title" className="text-lg font-semibold">
          Single-use links
        </h2>
        <p className="text-sm text-muted">
          Burn-after-read links issued for this account: each opens once, then stops working.
        </p>
      </div>
      <DataTable
        query={accountQueries.onelinks(sort)}
        columns={columns}
        getRowId={(l) => l.id}
        label="Single-use links"
        sort={{
          value: sort ?? ONELINK_SORT_DEFAULT,
          onChange: (next) => setSort(next === ONELINK_SORT_DEFAULT ? undefined : onelinkSort(next)),
        }}
        height="min(40dvh, 20rem)"
        empty={{ title: 'No single-use links', body: 'Links issued for this account will be listed here.' }}
      />
    </section>
  );
}
