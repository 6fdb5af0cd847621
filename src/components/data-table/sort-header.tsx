// A column header: plain text, or for a column the list sorts by, a button that sorts by it (again:
// the other way), with `aria-sort` on the sorted one so a screen reader says which order it hears.
import { cn } from '@/lib/cn';
import { cellClass, cellStyle, type Column, type TableSort } from './columns';

export function SortHeader<T>({ column, sort }: { column: Column<T>; sort?: TableSort }) {
  const key = column.sort;
  if (!key || !sort)
    return (
      <div role="columnheader" className={cellClass(column)} style={cellStyle(column)}>
        {column.header}
      </div>
    );
  const current = sort.value === key ? 'asc' : sort.value === `-${key}` ? 'desc' : null;
  const next = current ? (current === 'asc' ? 'desc' : 'asc') : (column.sortFirst ?? 'asc');
  return (
    <div
      role="columnheader"
      aria-sort={current === 'asc' ? 'ascending' : current === 'desc' ? 'descending' : undefined}
      className={cellClass(column)}
      style={cellStyle(column)}
    >
      <button
        type="button"
        onClick={() => sort.onChange(next === 'desc' ? `-${key}` : key)}
        className={cn(
          'inline-flex max-w-full items-center gap-1 rounded-sm uppercase hover:text-fg focus-visible:outline-2',
          current && 'text-fg',
          column.align === 'end' && 'flex-row-reverse',
        )}
        title={`Sort by ${column.header.toLowerCase()}, ${next === 'asc' ? 'ascending' : 'descending'}`}
      >
        <span className="truncate">{column.header}</span>
        <span aria-hidden="true" className={cn('text-[10px]', !current && 'opacity-40')}>
          {current === 'desc' ? '▼' : current === 'asc' ? '▲' : '↕'}
        </span>
      </button>
    </div>
  );
}
