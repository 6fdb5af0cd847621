// Columns of the databases table. Sizes come from the sizes listing (what the
// node measured, with each database's share); a database that listing has not
// reached yet shows its own figure. Phones keep the name, size and users.
import type { z } from 'zod';
import type { Database, DatabaseSize } from '@contract/databases';
import { CellLink, linkColumn, timeColumn } from '@/components/data-table/cells';
import type { Column } from '@/components/data-table/columns';
import { formatSize } from './db-names';

type Row = z.infer<typeof Database>;
export type SizeRow = z.infer<typeof DatabaseSize>;

export function databaseColumns(input: string, sizes: ReadonlyMap<string, SizeRow>): Column<Row>[] {
  return [
    linkColumn('name', 'Database', { grow: 2, minWidth: 140 }, (d) => (
      <CellLink to="/databases/$database" params={{ database: d.name }} search={{ input }}>
        {d.name}
      </CellLink>
    )),
    {
      id: 'size',
      header: 'Size',
      grow: 1,
      minWidth: 80,
      align: 'end',
      cell: (d) => {
        const s = sizes.get(d.name);
        return (
          <span title={s ? `${s.sharePercent}% of the account's database storage, ${s.rows} rows` : undefined}>
            {formatSize(s?.sizeMb ?? d.sizeMb)}
          </span>
        );
      },
    },
    {
      id: 'tables',
      header: 'Tables',
      grow: 0.7,
      hideBelow: 'md',
      align: 'end',
      cell: (d) => sizes.get(d.name)?.tables ?? d.tables,
    },
    {
      id: 'users',
      header: 'Users',
      grow: 2,
      minWidth: 120,
      cell: (d) =>
        d.users.length ? d.users.map((u) => u.username).join(', ') : <span className="text-muted">No users</span>,
    },
    { id: 'engine', header: 'Engine', grow: 1, hideBelow: 'lg', cell: (d) => `${d.engine} ${d.serverVersion}` },
    timeColumn('created', 'Created', (d) => d.createdAt, 'day', { grow: 1, hideBelow: 'lg' }),
  ];
}
