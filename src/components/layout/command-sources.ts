// The command palette searches "sources". Screens come from the nav list;
// areas add their own later (a domain, a mailbox, a service by name) by
// passing another source to the shell — the palette itself never changes.
import type { LinkProps } from '@tanstack/react-router';
import type { NavItem } from './nav-items';

export interface CommandLink {
  to: NonNullable<LinkProps['to']>;
  params?: Record<string, string>;
  search?: Record<string, unknown>;
}

export interface CommandItem {
  id: string;
  label: string;
  /** Shown beside the label, e.g. the area or the account. */
  hint?: string;
  link: CommandLink;
}

export interface CommandSource {
  id: string;
  /** Heading of this source's results. */
  label: string;
  /** Below this many characters the source is not asked (API-backed sources). */
  minLength?: number;
  search(query: string, signal: AbortSignal): CommandItem[] | Promise<CommandItem[]>;
}

/** Every word of the query appears in the text (case-insensitive). */
export function matchesQuery(text: string, query: string): boolean {
  const hay = text.toLowerCase();
  return query
    .toLowerCase()
    .split(/\s+/)
    .filter(Boolean)
    .every((word) => hay.includes(word));
}

export function screensSource(items: NavItem[]): CommandSource {
  return {
    id: 'screens',
    label: 'Screens',
    search: (query) =>
      items
        .filter((item) => matchesQuery([item.label, item.group, ...(item.keywords ?? [])].join(' '), query))
        .map((item) => ({ id: `screen:${item.to}`, label: item.label, hint: item.group, link: { to: item.to } })),
  };
}

/**
 * A source whose code loads the first time the palette asks it: an area's source
 * brings the area's contract and queries, which the shell's first paint must not wait for.
 */
export function lazySource(
  meta: Pick<CommandSource, 'id' | 'label' | 'minLength'>,
  load: () => Promise<CommandSource>,
): CommandSource {
  let loaded: Promise<CommandSource> | undefined;
  return {
    ...meta,
    async search(query, signal) {
      loaded ??= load().catch((error: unknown) => {
        loaded = undefined; // a failed chunk load is retried on the next query
        throw error;
      });
      return (await loaded).search(query, signal);
    },
  };
}
