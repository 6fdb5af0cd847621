// Columns of the databases table. Size and table count are the node's measure,
// carried by the listing itself (the sizes listing holds the same figures).
// Phones keep the name, size and users. The name and the creation date sort the
// list (contract/list-sorts.ts DATABASE_SORTS); size does not, being measured live.
import type { z } from 'zod';
import type { Database } from '@contract/databases';
import { CellLink, linkColumn, timeColumn } from '@/components/data-table/cells';
import type { Column } from '@/components/data-table/columns';
import { formatMegabytes } from '@/lib/glossary';

type Row = z.infer<typeof Database>;

export function databaseColumns(input: string): Column<Row>[] {
  return [
    linkColumn('name', 'Database', { grow: 2, minWidth: 140, sort: 'name' }, (d) => (
      <CellLink to="/databases/$database" params={{ database: d.name }} search={{ input }}>
        {d.name}
      </CellLink>
    )),
    { id: 'size', header: 'Size', grow: 1, minWidth: 80, align: 'end', cell: (d) => formatMegabytes(d.sizeMb) },
    { id: 'tables', header: 'Tables', grow: 0.7, hideBelow: 'md', align: 'end', cell: (d) => d.tables },
    {
      id: 'users',
      header: 'Users',
      grow: 2,
      minWidth: 120,
      cell: (d) =>
        d.users.length ? d.users.map((u) => u.username).join(', ') : <span className="text-muted">No users</span>,
    },
    { id: 'engine', header: 'Engine', grow: 1, hideBelow: 'lg', cell: (d) => `${d.engine} ${d.serverVersion}` },
    timeColumn('created', 'Created', (d) => d.createdAt, 'day', {
      grow: 1,
      hideBelow: 'lg',
      sort: 'created',
      sortFirst: 'desc',
    }),
  ];
}
