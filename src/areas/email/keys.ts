// Every cache key of the email area, shared by queries.ts and mutations.ts.
// Called without arguments (or without filters), a key is the prefix of all
// its variants: `emailKeys.mailboxes()` matches every filtered mailbox list.
import type { emailOps } from '@contract/email';
import type { QueryOf } from '@contract/operation';
import { areaKeys } from '@/lib/query-keys';

type Q<K extends keyof typeof emailOps> = NonNullable<QueryOf<(typeof emailOps)[K]>>;
export type MailboxFilters = Omit<Q<'listMailboxes'>, 'cursor' | 'limit'>;
export type MessageFilters = Omit<Q<'listMessages'>, 'cursor' | 'limit'>;
export type LogFilters = Omit<Q<'listMailLogs'>, 'cursor' | 'limit'>;
export type TraceQuery = Q<'traceMessage'>;
/** The order of each mail rule list (absent: the listing's default, one cache entry with the unsorted call). */
export type ForwarderSort = Q<'listForwarders'>['sort'];
export type AutoresponderSort = Q<'listAutoresponders'>['sort'];
export type VacationSort = Q<'listVacationMessages'>['sort'];
export type MailFilterSort = Q<'listMailFilters'>['sort'];
export type MailQueueSort = Q<'listMailQueue'>['sort'];

const k = areaKeys('email');
const view = (name: string, params: object = {}) => k.detail({ view: name, ...params });

export const emailKeys = {
  ...k,
  mailDomains: () => k.list({ kind: 'mail-domains' }),
  mailboxes: (f?: MailboxFilters) => k.list({ kind: 'mailboxes', ...f }),
  mailboxSuggestions: (all?: string, q?: string) => k.list({ kind: 'mailbox-suggestions', all, q }),
  messages: (f?: MessageFilters) => k.list({ kind: 'messages', ...f }),
  forwarders: (input?: string, sort?: ForwarderSort) => k.list({ kind: 'forwarders', input, sort }),
  autoresponders: (input?: string, sort?: AutoresponderSort) => k.list({ kind: 'autoresponders', input, sort }),
  vacations: (input?: string, sort?: VacationSort) => k.list({ kind: 'vacations', input, sort }),
  filters: (input?: string, sort?: MailFilterSort) => k.list({ kind: 'filters', input, sort }),
  logs: (f?: LogFilters) => k.list({ kind: 'logs', ...f }),
  queue: (input?: string, sort?: MailQueueSort) => k.list({ kind: 'queue', input, sort }),
  mailbox: (input?: string) => view('mailbox', { input }),
  folders: (input?: string) => view('folders', { input }),
  message: (input: string, folder: string, id: string) => view('message', { input, folder, id }),
  deliverability: (input?: string) => view('deliverability', { input }),
  dkim: (input?: string) => view('dkim', { input }),
  mxProbe: (input?: string) => view('mx-probe', { input }),
  spam: (input?: string) => view('spam', { input }),
  catchAll: (input?: string) => view('catch-all', { input }),
  clientSettings: (input?: string) => view('client-settings', { input }),
  trace: (q: TraceQuery) => view('trace', q),
};
