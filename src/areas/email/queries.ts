// Query-options factories of the email area; keys come from keys.ts.
// The forwarder listing is write-tier (it spends the write budget), so it is
// never refetched on its own: only after a change or when asked.
import { queryOptions } from '@tanstack/react-query';
import type { z } from 'zod';
import type { ServiceStatus } from '@contract/services';
// The operations without their schemas (src/lib/ops-meta): the mailbox list's first view loads no zod.
import { emailMeta as emailOps } from '@/lib/ops-meta/email';
import { servicesMeta as servicesOps } from '@/lib/ops-meta/services';
import { apiRequest } from '@/lib/api-client';
import { cursorListOptions } from '@/lib/cursor-list';
import {
  emailKeys,
  type AutoresponderSort,
  type ForwarderSort,
  type LogFilters,
  type MailboxFilters,
  type MailFilterSort,
  type MailQueueSort,
  type MessageFilters,
  type TraceQuery,
  type VacationSort,
} from './keys';

export type { LogFilters, MailboxFilters, MessageFilters, TraceQuery };

/** The mailbox listing allows 200 a page; long lists scroll through pages of this size. */
const PAGE = 200;

export type MailDomain = { domain: string; serviceId: number; status: z.infer<typeof ServiceStatus> };
/** Any hosting service id lists every domain of the account: the input of the account-wide lists. */
export const accountWideInput = (domains: MailDomain[] | undefined) =>
  domains?.[0] ? String(domains[0].serviceId) : undefined;
/** The mailbox list's filters for an input and the page's search (the route's loader and the page agree on them). */
export const mailboxListFilters = (input: string, s: Pick<MailboxFilters, 'q' | 'sort'>): MailboxFilters => ({
  input,
  q: s.q,
  // Absent is the default order (by address): the server's default, so one cache entry serves both.
  sort: s.sort,
});

export const emailQueries = {
  /** Hosted domains and the hosting service ids (a service id lists every domain of the account). */
  mailDomains: () =>
    queryOptions({
      queryKey: emailKeys.mailDomains(),
      queryFn: async ({ signal }): Promise<MailDomain[]> => {
        const page = await apiRequest(servicesOps.listServices, { query: { type: 'hosting', limit: 100 }, signal });
        return page.data.filter((s) => s.domain).map((s) => ({ domain: s.domain!, serviceId: s.id, status: s.status }));
      },
      staleTime: 5 * 60_000,
    }),
  mailboxes: (f: MailboxFilters) =>
    cursorListOptions(emailKeys.mailboxes(f), emailOps.listMailboxes, { ...f, limit: PAGE }),
  /** A few addresses matching what is typed, across every domain of the account (`all` is a service id). */
  mailboxSuggestions: (all: string | undefined, typed: string) =>
    queryOptions({
      queryKey: emailKeys.mailboxSuggestions(all, typed),
      queryFn: ({ signal }) =>
        apiRequest(emailOps.listMailboxes, {
          query: { input: all!, q: typed.slice(0, 100) || undefined, limit: 20 },
          signal,
        }),
      enabled: Boolean(all),
      staleTime: 60_000,
    }),
  mailbox: (input: string) =>
    queryOptions({
      queryKey: emailKeys.mailbox(input),
      queryFn: ({ signal }) => apiRequest(emailOps.getMailbox, { query: { input }, signal }),
      staleTime: 0,
    }),
  folders: (input: string) =>
    queryOptions({
      queryKey: emailKeys.folders(input),
      queryFn: ({ signal }) => apiRequest(emailOps.listMailFolders, { query: { input }, signal }),
    }),
  messages: (f: MessageFilters) => cursorListOptions(emailKeys.messages(f), emailOps.listMessages, { ...f, limit: 50 }),
  message: (input: string, folder: string, id: string) =>
    queryOptions({
      queryKey: emailKeys.message(input, folder, id),
      queryFn: ({ signal }) => apiRequest(emailOps.getMessage, { query: { input, folder, id }, signal }),
      staleTime: 5 * 60_000,
    }),
  deliverability: (input: string) =>
    queryOptions({
      queryKey: emailKeys.deliverability(input),
      queryFn: ({ signal }) => apiRequest(emailOps.checkDeliverability, { query: { input }, signal }),
      staleTime: 0,
    }),
  dkim: (input: string) =>
    queryOptions({
      queryKey: emailKeys.dkim(input),
      queryFn: ({ signal }) => apiRequest(emailOps.getDkim, { query: { input }, signal }),
    }),
  mxProbe: (input: string) =>
    queryOptions({
      queryKey: emailKeys.mxProbe(input),
      queryFn: ({ signal }) => apiRequest(emailOps.probeMailExchangers, { query: { input }, signal }),
      staleTime: 0,
    }),
  spam: (input: string) =>
    queryOptions({
      queryKey: emailKeys.spam(input),
      queryFn: ({ signal }) => apiRequest(emailOps.getSpamSettings, { query: { input }, signal }),
    }),
  catchAll: (input: string) =>
    queryOptions({
      queryKey: emailKeys.catchAll(input),
      queryFn: ({ signal }) => apiRequest(emailOps.getCatchAll, { query: { input }, signal }),
    }),
  clientSettings: (input: string) =>
    queryOptions({
      queryKey: emailKeys.clientSettings(input),
      queryFn: ({ signal }) => apiRequest(emailOps.getMailClientSettings, { query: { input }, signal }),
    }),
  // The rule lists' `sort` is undefined for the default order, so the key and the call match the unsorted ones.
  forwarders: (input: string, sort?: ForwarderSort) =>
    cursorListOptions(
      emailKeys.forwarders(input, sort),
      emailOps.listForwarders,
      { input, sort, limit: 200 },
      { staleTime: Infinity },
    ),
  autoresponders: (input: string, sort?: AutoresponderSort) =>
    cursorListOptions(emailKeys.autoresponders(input, sort), emailOps.listAutoresponders, {
      input,
      sort,
      limit: 100,
    }),
  vacations: (input: string, sort?: VacationSort) =>
    cursorListOptions(emailKeys.vacations(input, sort), emailOps.listVacationMessages, { input, sort, limit: 100 }),
  filters: (input: string, sort?: MailFilterSort) =>
    cursorListOptions(emailKeys.filters(input, sort), emailOps.listMailFilters, { input, sort, limit: 100 }),
  logs: (f: LogFilters) => cursorListOptions(emailKeys.logs(f), emailOps.listMailLogs, { ...f, limit: 200 }),
  queue: (input: string, sort?: MailQueueSort) =>
    cursorListOptions(emailKeys.queue(input, sort), emailOps.listMailQueue, { input, sort, limit: 200 }),
  trace: (q: TraceQuery) =>
    queryOptions({
      queryKey: emailKeys.trace(q),
      queryFn: ({ signal }) => apiRequest(emailOps.traceMessage, { query: q, signal }),
      staleTime: 0,
    }),
};
