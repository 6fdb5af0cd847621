// The loaded lines of a log, virtualized: only the lines in view are in the
// page, so tens of thousands stay smooth. The box scrolls with the keyboard
// (it takes focus), each line is a list item that says its place ("line 12 of
// 500"), and matches of the search are marked. While following, the view
// stays at the bottom as lines arrive unless the person scrolled up to read.
import { useEffect, useLayoutEffect, useRef } from 'react';
import { useVirtualizer } from '@tanstack/react-virtual';
import { cn } from '@/lib/cn';
import { splitMatches } from './highlight';

const LINE_PX = 20;

export function LogLines({
  lines,
  query,
  wrap,
  stickToBottom,
  label,
}: {
  /** The lines to show, with their number in the loaded log (1-based). */
  lines: { n: number; text: string }[];
  query: string;
  wrap: boolean;
  stickToBottom: boolean;
  label: string;
}) {
  const scroller = useRef<HTMLDivElement>(null);
  const atBottom = useRef(true);
  const virtualizer = useVirtualizer({
    count: lines.length,
    getScrollElement: () => scroller.current,
    estimateSize: () => LINE_PX,
    overscan: 20,
    getItemKey: (i) => lines[i]!.n,
  });

  // Wrapped lines take their real height; unwrapped ones all have the same.
  useLayoutEffect(() => {
    virtualizer.measure();
  }, [wrap, virtualizer]);

  // A log is read from its end: it opens at the newest line, and while following it stays there as lines
  // arrive, unless the person has scrolled up to read.
  const opened = useRef(false);
  useEffect(() => {
    if (lines.length === 0) return;
    const first = !opened.current;
    opened.current = true;
    if (first || (stickToBottom && atBottom.current)) virtualizer.scrollToIndex(lines.length - 1, { align: 'end' });
  }, [lines.length, stickToBottom, virtualizer]);

  return (
    <div
      ref={scroller}
      tabIndex={0}
      role="region"
      aria-label={label}
      onScroll={(e) => {
        const el = e.currentTarget;
        atBottom.current = el.scrollHeight - el.scrollTop - el.clientHeight < LINE_PX * 2;
      }}
      className="h-[min(65dvh,36rem)] overflow-auto rounded-card border border-line bg-surface font-mono text-xs focus-visible:outline-2"
      data-testid="log-scroller"
    >
      <ul role="list" className="relative" style={{ height: virtualizer.getTotalSize() }}>
        {virtualizer.getVirtualItems().map((v) => {
          const line = lines[v.index]!;
          return (
            <li
              key={v.key}
              data-index={v.index}
              ref={wrap ? virtualizer.measureElement : undefined}
              aria-setsize={lines.length}
              aria-posinset={v.index + 1}
              className={cn(
                'absolute inset-x-0 flex gap-3 px-3',
                wrap ? 'whitespace-pre-wrap break-all py-0.5' : 'whitespace-pre',
                v.index % 2 === 1 && 'bg-surface-2/40',
              )}
              style={{
                transform: `translateY(${v.start}px)`,
                ...(wrap ? {} : { height: LINE_PX, lineHeight: `${LINE_PX}px` }),
              }}
            >
              <span aria-hidden="true" className="w-12 shrink-0 select-none text-right text-muted tabular">
                {line.n}
              </span>
              <span data-testid="log-line">
                {splitMatches(line.text, query).map((p, i) =>
                  p.match ? (
                    <mark key={i} className="rounded-sm bg-warning-bg text-fg ring-1 ring-warning">
                      {p.text}
                    </mark>
                  ) : (
                    p.text
                  ),
                )}
              </span>
            </li>
          );
        })}
      </ul>
    </div>
  );
}
