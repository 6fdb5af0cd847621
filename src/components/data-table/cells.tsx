// Cells and columns that several lists share: the row's name linking to its
// page, a status badge, a date. One definition, so every list reads the same
// and a date column always shows its time in the user's zone, named.
import type { ComponentProps, ReactNode } from 'react';
import { createLink } from '@tanstack/react-router';
import { Badge, type BadgeTone } from '@/components/ui/badge';
import { cn } from '@/lib/cn';
import { formatDate, formatDateTime } from '@/lib/format';
import type { Column } from './columns';

function CellAnchor({ className, ...rest }: ComponentProps<'a'>) {
  return <a className={cn('font-medium text-accent hover:underline', className)} {...rest} />;
}

/** The row's name, linking to its detail page (typed like the router's Link). */
export const CellLink = createLink(CellAnchor);

type Layout<T> = Omit<Column<T>, 'id' | 'header' | 'cell'>;

/** The column that names the row and opens it: `link` renders a CellLink to the row's page. */
export function linkColumn<T>(id: string, header: string, layout: Layout<T>, link: (row: T) => ReactNode): Column<T> {
  return { id, header, ...layout, cell: link };
}

/** The row's buttons, at the end of the row. */
export function actionsColumn<T>(layout: Layout<T>, cell: (row: T) => ReactNode): Column<T> {
  return { id: 'actions', header: 'Actions', align: 'end', ...layout, cell };
}

/** A status as a coloured badge with a word, so colour is never the only cue. */
export function statusColumn<T, S extends string>(
  status: (row: T) => S,
  label: Record<S, string>,
  tone: Record<S, BadgeTone>,
  layout: Layout<T>,
): Column<T> {
  return {
    id: 'status',
    header: 'Status',
    ...layout,
    cell: (row) => <Badge tone={tone[status(row)]}>{label[status(row)]}</Badge>,
  };
}

/** A date (`day`) or a moment (`minute`, which names the zone), as a machine-readable <time>. */
export function timeColumn<T>(
  id: string,
  header: string,
  at: (row: T) => string | null | undefined,
  precision: 'day' | 'minute',
  layout: Layout<T>,
): Column<T> {
  return {
    id,
    header,
    ...layout,
    cell: (row) => {
      const iso = at(row);
      if (!iso) return '—';
      return <time dateTime={iso}>{precision === 'day' ? formatDate(iso) : formatDateTime(iso)}</time>;
    },
  };
}
