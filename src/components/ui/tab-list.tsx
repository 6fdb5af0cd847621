// A row of tabs that switch one panel below it. Each tab names the panel it
// controls and the panel names its tab back, so a screen reader reads the pair.
import { cn } from '@/lib/cn';

interface TabListProps<T extends string> {
  /** Accessible name of the tab list. */
  label: string;
  tabs: readonly T[];
  labels: Record<T, string>;
  current: T;
  onSelect: (tab: T) => void;
  /** Each tab's id is `${idPrefix}${tab}`; the panel's aria-labelledby uses the same. */
  idPrefix: string;
  panelId: string;
  className?: string;
  tabClassName?: string;
}

export function TabList<T extends string>(props: TabListProps<T>) {
  const { label, tabs, labels, current, onSelect, idPrefix, panelId, className, tabClassName } = props;
  return (
    <div role="tablist" aria-label={label} className={cn('flex gap-1', className)}>
      {tabs.map((t) => (
        <button
          key={t}
          type="button"
          role="tab"
          id={`${idPrefix}${t}`}
          aria-selected={t === current}
          aria-controls={panelId}
          onClick={() => onSelect(t)}
          className={cn(
            'rounded-md px-3 py-1.5 text-sm',
            tabClassName,
            t === current ? 'bg-accent text-accent-fg' : 'hover:bg-surface-2',
          )}
        >
          {labels[t]}
        </button>
      ))}
    </div>
  );
}
