// The backups kept of one database apart from the full hosting backups:
// daily, weekly and manual copies, their size and how long each is kept.
import type { z } from 'zod';
import { useInfiniteQuery } from '@tanstack/react-query';
import type { DatabaseBackup } from '@contract/databases';
import { timeColumn } from '@/components/data-table/cells';
import type { Column } from '@/components/data-table/columns';
import { DataTable } from '@/components/data-table/data-table';
import { formatMegabytes } from '@/lib/glossary';
import { databasesQueries } from './queries';
import { tableHeight } from './table-height';

type Row = z.infer<typeof DatabaseBackup>;

const kindLabel: Record<Row['kind'], string> = { daily: 'Daily', weekly: 'Weekly', manual: 'Manual' };

const columns: Column<Row>[] = [
  timeColumn('created', 'Taken', (b) => b.createdAt, 'minute', { grow: 2, minWidth: 150 }),
  { id: 'kind', header: 'Kind', grow: 1, hideBelow: 'sm', cell: (b) => kindLabel[b.kind] },
  { id: 'size', header: 'Size', grow: 1, align: 'end', cell: (b) => formatMegabytes(b.sizeMb) },
  timeColumn('kept', 'Kept until', (b) => b.retainedUntil, 'day', { grow: 1.5, hideBelow: 'sm' }),
];

export function BackupsSection({ input, database }: { input: string; database: string }) {
  const query = databasesQueries.backups(input, database);
  const loaded = useInfiniteQuery(query).data?.pages.reduce((n, p) => n + p.data.length, 0) ?? 0;
  return (
    <DataTable
      query={query}
      columns={columns}
      getRowId={(b) => b.id}
      label={`Backups of ${database}`}
      height={tableHeight(loaded, '50dvh')}
      empty={{ title: 'No separate backups yet', body: 'The full hosting backups include this database too.' }}
    />
  );
}
