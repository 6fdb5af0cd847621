// The backups kept of one database apart from the full hosting backups:
// daily, weekly and manual copies, their size and how long each is kept.
// Newest first; the Taken, Size and Kept until headers sort on the server
// (ADR 035), the order kept in the section (the database page keeps no
// filters in its address).
import type { z } from 'zod';
import { useInfiniteQuery } from '@tanstack/react-query';
import type { DatabaseBackup } from '@contract/databases';
import { DATABASE_BACKUP_SORT_DEFAULT } from '@contract/list-sorts';
import { timeColumn } from '@/components/data-table/cells';
import type { Column } from '@/components/data-table/columns';
import { DataTable } from '@/components/data-table/data-table';
import { usePanelSort } from '@/components/data-table/panel-sort';
import { formatMegabytes } from '@/lib/glossary';
import type { BackupSort } from './keys';
import { databasesQueries } from './queries';
import { tableHeight } from './table-height';

type Row = z.infer<typeof DatabaseBackup>;

const kindLabel: Record<Row['kind'], string> = { daily: 'Daily', weekly: 'Weekly', manual: 'Manual' };

const columns: Column<Row>[] = [
  timeColumn('created', 'Taken', (b) => b.createdAt, 'minute', {
    grow: 2,
    minWidth: 150,
    sort: 'created',
    sortFirst: 'desc',
  }),
  { id: 'kind', header: 'Kind', grow: 1, hideBelow: 'sm', cell: (b) => kindLabel[b.kind] },
  {
    id: 'size',
    header: 'Size',
    grow: 1,
    align: 'end',
    sort: 'size',
    sortFirst: 'desc',
    cell: (b) => formatMegabytes(b.sizeMb),
  },
  timeColumn('kept', 'Kept until', (b) => b.retainedUntil, 'day', {
    grow: 1.5,
    hideBelow: 'sm',
    sort: 'retained',
    sortFirst: 'desc',
  }),
];

export function BackupsSection({ input, database }: { input: string; database: string }) {
  // The default asks for no order, so the route's prefetch is the same query.
  const sort = usePanelSort<BackupSort>(DATABASE_BACKUP_SORT_DEFAULT);
  const query = databasesQueries.backups(input, database, sort.param);
  const loaded = useInfiniteQuery(query).data?.pages.reduce((n, p) => n + p.data.length, 0) ?? 0;
  return (
    <DataTable
      query={query}
      columns={columns}
      getRowId={(b) => b.id}
      label={`Backups of ${database}`}
      sort={sort.table}
      height={tableHeight(loaded, '50dvh')}
      empty={{ title: 'No separate backups yet', body: 'The full hosting backups include this database too.' }}
    />
  );
}
