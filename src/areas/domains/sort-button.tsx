// A heading of the domain list that sorts it (ADR 035): the list is not a table (each row reads whole
// without headings), so the headings are a group of buttons; the sorted one is pressed, and says
// which way to a screen reader. Clicking it again sorts the other way.
import type { TableSort } from '@/components/data-table/columns';
import { cn } from '@/lib/cn';

interface Props {
  label: string;
  /** The listing's `sort` column. */
  column: string;
  sort: TableSort;
  /** Which way a first click sorts. */
  first?: 'asc' | 'desc';
}

export function SortButton({ label, column, sort, first = 'asc' }: Props) {
  const current = sort.value === column ? 'asc' : sort.value === `-${column}` ? 'desc' : null;
  const next = current ? (current === 'asc' ? 'desc' : 'asc') : first;
  return (
    <button
      type="button"
      aria-pressed={current !== null}
      aria-label={current ? `${label}, sorted ${current === 'asc' ? 'ascending' : 'descending'}` : label}
      onClick={() => sort.onChange(next === 'desc' ? `-${column}` : column)}
      className={cn(
        'inline-flex items-center gap-1 justify-self-start rounded-sm uppercase hover:text-fg focus-visible:outline-2',
        current && 'text-fg',
      )}
      title={`Sort by ${label.toLowerCase()}, ${next === 'asc' ? 'ascending' : 'descending'}`}
    >
      {label}
      <span aria-hidden="true" className={cn('text-[10px]', !current && 'opacity-40')}>
        {current === 'desc' ? '▼' : current === 'asc' ? '▲' : '↕'}
      </span>
    </button>
  );
}
