// The command palette searches "sources". Screens come from the nav list (the palette's own
// source, command-palette-screens.ts); areas add their own (a domain, a mailbox, a service by
// name) by passing another source to the shell — the palette itself never changes.
import type { QueryClient } from '@tanstack/react-query';
import type { LinkProps } from '@tanstack/react-router';

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
  /** `queryClient` is the app's: a source reading an area's list answers from its cache when the screen was visited. */
  search(query: string, signal: AbortSignal, queryClient: QueryClient): CommandItem[] | Promise<CommandItem[]>;
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
    async search(query, signal, queryClient) {
      loaded ??= load().catch((error: unknown) => {
        loaded = undefined; // a failed chunk load is retried on the next query
        throw error;
      });
      return (await loaded).search(query, signal, queryClient);
    },
  };
}
