// Query-options factories of the email area, keyed ['email', 'list'|'detail', params].
// The forwarder listing is write-tier (it spends the write budget), so it is
// never refetched on its own: only after a change or when asked.
import { infiniteQueryOptions, queryOptions, type InfiniteData, type QueryKey } from '@tanstack/react-query';
import { emailOps } from '@contract/email';
import type { Operation, QueryOf, ResponseOf } from '@contract/operation';
import { servicesOps } from '@contract/services';
import { apiRequest } from '@/lib/api-client';
import type { CursorPage } from '@/lib/cursor-list';

type Row<O> = ResponseOf<O> extends { data: Array<infer T> } ? T : never;

/**
 * An infinite list typed by its rows only, as the shared table wants it: the
 * email listings also carry `target` (and `scope`), which the table ignores.
 */
function cursorListOptions<O extends Operation>(queryKey: QueryKey, op: O, filters: object) {
  type Page = CursorPage<Row<O>>;
  return infiniteQueryOptions<Page, Error, InfiniteData<Page, string | undefined>, QueryKey, string | undefined>({
    queryKey,
    queryFn: ({ pageParam, signal }) =>
      apiRequest(op, { query: { ...filters, cursor: pageParam }, signal } as never) as Promise<Page>,
    initialPageParam: undefined,
    getNextPageParam: (p) => p.nextCursor ?? undefined,
  });
}

type Q<K extends keyof typeof emailOps> = NonNullable<QueryOf<(typeof emailOps)[K]>>;
export type MailboxFilters = Omit<Q<'listMailboxes'>, 'cursor' | 'limit'>;
export type MessageFilters = Omit<Q<'listMessages'>, 'cursor' | 'limit'>;
export type LogFilters = Omit<Q<'listMailLogs'>, 'cursor' | 'limit'>;
export type TraceQuery = Q<'traceMessage'>;

/** The mailbox listing allows 200 a page; long lists scroll through pages of this size. */
const PAGE = 200;
const key = (view: string, query: object) => ['email', 'detail', { view, ...query }] as const;

export const emailQueries = {
  /** Hosted domains and the hosting service ids (a service id lists every domain of the account). */
  mailDomains: () =>
    queryOptions({
      queryKey: ['email', 'list', { kind: 'mail-domains' }],
      queryFn: async ({ signal }) => {
        const page = await apiRequest(servicesOps.listServices, { query: { type: 'hosting', limit: 100 }, signal });
        return page.data.filter((s) => s.domain).map((s) => ({ domain: s.domain!, serviceId: s.id, status: s.status }));
      },
      staleTime: 5 * 60_000,
    }),
  mailboxes: (f: MailboxFilters) =>
    cursorListOptions(['email', 'list', { kind: 'mailboxes', ...f }], emailOps.listMailboxes, { ...f, limit: PAGE }),
  mailbox: (input: string) =>
    queryOptions({
      queryKey: ['email', 'detail', { view: 'mailbox', input }],
      queryFn: ({ signal }) => apiRequest(emailOps.getMailbox, { query: { input }, signal }),
      staleTime: 0,
    }),
  folders: (input: string) =>
    queryOptions({
      queryKey: ['email', 'detail', { view: 'folders', input }],
      queryFn: ({ signal }) => apiRequest(emailOps.listMailFolders, { query: { input }, signal }),
    }),
  messages: (f: MessageFilters) =>
    cursorListOptions(['email', 'list', { kind: 'messages', ...f }], emailOps.listMessages, { ...f, limit: 50 }),
  message: (input: string, folder: string, id: string) =>
    queryOptions({
      queryKey: ['email', 'detail', { view: 'message', input, folder, id }],
      queryFn: ({ signal }) => apiRequest(emailOps.getMessage, { query: { input, folder, id }, signal }),
      staleTime: 5 * 60_000,
    }),
  deliverability: (input: string) =>
    queryOptions({
      queryKey: key('deliverability', { input }),
      queryFn: ({ signal }) => apiRequest(emailOps.checkDeliverability, { query: { input }, signal }),
      staleTime: 0,
    }),
  dkim: (input: string) =>
    queryOptions({
      queryKey: key('dkim', { input }),
      queryFn: ({ signal }) => apiRequest(emailOps.getDkim, { query: { input }, signal }),
    }),
  mxProbe: (input: string) =>
    queryOptions({
      queryKey: key('mx-probe', { input }),
      queryFn: ({ signal }) => apiRequest(emailOps.probeMailExchangers, { query: { input }, signal }),
      staleTime: 0,
    }),
  spam: (input: string) =>
    queryOptions({
      queryKey: key('spam', { input }),
      queryFn: ({ signal }) => apiRequest(emailOps.getSpamSettings, { query: { input }, signal }),
    }),
  catchAll: (input: string) =>
    queryOptions({
      queryKey: key('catch-all', { input }),
      queryFn: ({ signal }) => apiRequest(emailOps.getCatchAll, { query: { input }, signal }),
    }),
  clientSettings: (input: string) =>
    queryOptions({
      queryKey: key('client-settings', { input }),
      queryFn: ({ signal }) => apiRequest(emailOps.getMailClientSettings, { query: { input }, signal }),
    }),
  forwarders: (input: string) => ({
    ...cursorListOptions(['email', 'list', { kind: 'forwarders', input }], emailOps.listForwarders, {
      input,
      limit: 200,
    }),
    staleTime: Infinity,
  }),
  autoresponders: (input: string) =>
    cursorListOptions(['email', 'list', { kind: 'autoresponders', input }], emailOps.listAutoresponders, {
      input,
      limit: 100,
    }),
  vacations: (input: string) =>
    cursorListOptions(['email', 'list', { kind: 'vacations', input }], emailOps.listVacationMessages, {
      input,
      limit: 100,
    }),
  filters: (input: string) =>
    cursorListOptions(['email', 'list', { kind: 'filters', input }], emailOps.listMailFilters, { input, limit: 100 }),
  logs: (f: LogFilters) =>
    cursorListOptions(['email', 'list', { kind: 'logs', ...f }], emailOps.listMailLogs, { ...f, limit: 200 }),
  queue: (input: string) =>
    cursorListOptions(['email', 'list', { kind: 'queue', input }], emailOps.listMailQueue, { input, limit: 200 }),
  trace: (q: TraceQuery) =>
    queryOptions({
      queryKey: key('trace', q),
      queryFn: ({ signal }) => apiRequest(emailOps.traceMessage, { query: q, signal }),
      staleTime: 0,
    }),
};
