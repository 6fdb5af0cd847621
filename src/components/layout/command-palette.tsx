// Ctrl/Cmd-K: a combobox over every source's results. Arrow keys move,
// Enter goes, Escape closes; the active option is announced through
// aria-activedescendant so focus never leaves the input, and the list scrolls
// so the active option stays in view.
import { useEffect, useId, useMemo, useRef, useState } from 'react';
import { useNavigate } from '@tanstack/react-router';
import { Dialog } from '@/components/ui/dialog';
import type { CommandItem, CommandSource } from './command-sources';
import { screensSource } from './command-palette-screens';
import { navItems, type NavItem } from './nav-items';
import { useCommandResults } from './use-command-results';

interface CommandPaletteProps {
  open: boolean;
  onClose: () => void;
  /** The areas' sources, after the screens. */
  sources: CommandSource[];
  /** The screens it finds (the nav list by default). */
  screens?: NavItem[];
}

export function CommandPalette({ open, onClose, sources, screens = navItems }: CommandPaletteProps) {
  const [query, setQuery] = useState('');
  const [active, setActive] = useState(0);
  const all = useMemo(() => [screensSource(screens), ...sources], [screens, sources]);
  const results = useCommandResults(all, query, open);
  const flat = useMemo(() => results.flatMap((r) => r.items), [results]);
  const loading = results.some((r) => r.loading);
  const navigate = useNavigate();
  const listId = useId();
  const optionId = (i: number) => `${listId}-o${i}`;
  const list = useRef<HTMLDivElement>(null);
  // The pointer picks what is under it, which is already in view: scrolling then
  // would move the list under a still pointer.
  const pointing = useRef(false);

  useEffect(() => {
    if (pointing.current) return;
    // The first option scrolls its group's heading back into view too.
    if (active === 0) list.current?.scrollTo?.({ top: 0 });
    else document.getElementById(`${listId}-o${active}`)?.scrollIntoView?.({ block: 'nearest' });
    // `flat` too: results that arrive later re-render the list under the same index.
  }, [active, flat, listId]);

  const close = () => {
    setQuery('');
    setActive(0);
    onClose();
  };
  const go = (item: CommandItem | undefined) => {
    if (!item) return;
    close();
    void navigate({ to: item.link.to, params: item.link.params as never, search: item.link.search as never });
  };

  const onKeyDown = (e: React.KeyboardEvent) => {
    const last = flat.length - 1;
    const moves: Record<string, number> = {
      ArrowDown: Math.min(active + 1, last),
      ArrowUp: Math.max(active - 1, 0),
      Home: 0,
      End: last,
    };
    if (e.key in moves) {
      e.preventDefault();
      pointing.current = false;
      setActive(Math.max(0, moves[e.key]));
    } else if (e.key === 'Enter') {
      e.preventDefault();
      go(flat[active]);
    }
  };

  let index = -1;
  return (
    <Dialog open={open} onClose={close} title="Go to" hideTitle bare wide>
      <input
        role="combobox"
        aria-expanded={flat.length > 0}
        aria-controls={listId}
        aria-autocomplete="list"
        aria-activedescendant={flat.length ? optionId(active) : undefined}
        aria-label="Go to a screen or search"
        placeholder="Go to… (type a screen name)"
        autoFocus
        value={query}
        onChange={(e) => {
          pointing.current = false;
          setQuery(e.target.value);
          setActive(0);
        }}
        onKeyDown={onKeyDown}
        className="w-full rounded-t-card border-b-2 border-line bg-transparent px-4 py-3 text-base outline-none focus:border-accent"
      />
      <div ref={list} role="listbox" id={listId} aria-label="Results" className="max-h-80 overflow-y-auto p-2">
        {results.map(({ source, items, error }) =>
          items.length === 0 && !error ? null : (
            <div role="group" aria-label={source.label} key={source.id}>
              <div aria-hidden="true" className="px-2 pt-2 pb-1 text-xs font-semibold uppercase text-muted">
                {source.label}
              </div>
              {error && <p className="px-2 text-sm text-danger">{error}</p>}
              {items.map((item) => {
                const i = ++index;
                return (
                  <div
                    key={item.id}
                    id={optionId(i)}
                    role="option"
                    aria-selected={i === active}
                    onMouseMove={() => {
                      pointing.current = true;
                      setActive(i);
                    }}
                    onClick={() => go(item)}
                    className="flex cursor-pointer items-center justify-between rounded-md px-2 py-2 text-sm aria-selected:bg-accent/10 aria-selected:text-accent"
                  >
                    <span>{item.label}</span>
                    {item.hint && <span className="text-xs text-muted">{item.hint}</span>}
                  </div>
                );
              })}
            </div>
          ),
        )}
      </div>
      <p role="status" className="px-4 pb-3 text-xs text-muted">
        {loading
          ? 'Searching…'
          : flat.length === 0
            ? 'No matches'
            : `${flat.length} result${flat.length === 1 ? '' : 's'}`}
      </p>
    </Dialog>
  );
}
