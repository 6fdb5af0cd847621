// The columns each sortable listing sorts by (ADR 035), without zod: a route checks its `sort` search
// parameter against these without loading the contract's schemas into the first load.

/** A `sort` value: the column, ascending, or `-column`, descending. */
export type SortValue<C extends string> = C | `-${C}`;

/** Every `sort` value of these columns: each one, then each one reversed. */
export function sortValues<const C extends readonly [string, ...string[]]>(columns: C) {
  return columns.flatMap((c) => [c, `-${c}`]) as [SortValue<C[number]>, ...SortValue<C[number]>[]];
}

/** The column and direction a `sort` value names. */
export function sortOf<C extends string>(value: SortValue<C>): { column: C; direction: 'asc' | 'desc' } {
  return value.startsWith('-')
    ? { column: value.slice(1) as C, direction: 'desc' }
    : { column: value as C, direction: 'asc' };
}

export const INVOICE_SORTS = ['issued', 'due', 'number', 'total'] as const;
export const INVOICE_SORT_DEFAULT = '-issued';

// The registrar domains: by name (the spec's order), when they lapse, when they were registered, status.
export const DOMAIN_SORTS = ['name', 'expires', 'registered', 'status'] as const;
export const DOMAIN_SORT_DEFAULT = 'name';

// Uptime monitors: in the order they were added (the spec's order), by name, status, and the last change of status.
export const MONITOR_SORTS = ['created', 'name', 'status', 'changed'] as const;
export const MONITOR_SORT_DEFAULT = 'created';

// DNS records of a zone: `name` is the zone order (apex first, then by name, SOA and NS first within one).
export const DNS_RECORD_SORTS = ['name', 'type', 'ttl', 'value'] as const;
export const DNS_RECORD_SORT_DEFAULT = 'name';

// Mailboxes: `usage` is the megabytes used (`-usage`: most used first).
export const MAILBOX_SORTS = ['address', 'usage'] as const;
export const MAILBOX_SORT_DEFAULT = 'address';

// The audit log: `time` is the order events were recorded in (`-time`: newest first). Outcome and
// actor kind are filters; their values in alphabetical order would not read as an order.
export const AUDIT_LOG_SORTS = ['time'] as const;
export const AUDIT_LOG_SORT_DEFAULT = '-time';

// The money timeline: `amount` is the size of what moved, money in or out alike (`-amount`: largest
// first); the row's direction is its own column, so a charge and a credit of the same size sit together.
export const ACTIVITY_SORTS = ['time', 'amount'] as const;
export const ACTIVITY_SORT_DEFAULT = '-time';

// Mail rules of a domain; each default is the order the listing always had. Forwarders and
// autoresponders: by address, autoresponders also by subject. Vacation messages: `starts` and `ends` are
// the period's ends. Filter rules: `position` is the order the mail server runs them in, `name` the rule's.
export const FORWARDER_SORTS = ['address'] as const;
export const FORWARDER_SORT_DEFAULT = 'address';
export const AUTORESPONDER_SORTS = ['address', 'subject'] as const;
export const AUTORESPONDER_SORT_DEFAULT = 'address';
export const VACATION_SORTS = ['starts', 'ends', 'address'] as const;
export const VACATION_SORT_DEFAULT = 'starts';
export const MAIL_FILTER_SORTS = ['position', 'name'] as const;
export const MAIL_FILTER_SORT_DEFAULT = 'position';

// Snapback bookings: `booked` is the order they were made (`-booked`: newest first, the spec's order), `drops`
// when the name is released, `price` what a catch costs.
export const SNAPBACK_BOOKING_SORTS = ['booked', 'domain', 'drops', 'price', 'status'] as const;
export const SNAPBACK_BOOKING_SORT_DEFAULT = '-booked';

// Snapback's drop list: `drops` is when the registry releases the name (soonest first, the listing's order),
// `domain` the name, `price` what a catch of it costs (its TLD's Snapback price).
export const SNAPBACK_DROP_SORTS = ['drops', 'domain', 'price'] as const;
export const SNAPBACK_DROP_SORT_DEFAULT = 'drops';

// Inbound transfers: `started` is the order they were started in (`-started`: newest first, the spec's order).
export const TRANSFER_SORTS = ['started', 'domain', 'status'] as const;
export const TRANSFER_SORT_DEFAULT = '-started';

// Services: `created` is the order they were added (the listing's order), `name` the name shown, `type`
// hosting, domain, vps and so on.
export const SERVICE_SORTS = ['created', 'name', 'type'] as const;
export const SERVICE_SORT_DEFAULT = 'created';

// Migrations: `filed` is the order they were requested in (`-filed`: newest first, the spec's order).
export const MIGRATION_SORTS = ['filed', 'status'] as const;
export const MIGRATION_SORT_DEFAULT = '-filed';

// DNS zones: by domain (the listing's order), `records` the number of records, `updated` the last change.
export const DNS_ZONE_SORTS = ['domain', 'records', 'updated'] as const;
export const DNS_ZONE_SORT_DEFAULT = 'domain';

// Databases of a hosting account: by name (the listing's order), or when each was created. Size is the
// node's live measure, not a column: the sizes listing (GET /databases/sizes) answers largest first.
export const DATABASE_SORTS = ['name', 'created'] as const;
export const DATABASE_SORT_DEFAULT = 'name';

// One database's backups: `created` when taken (`-created`: newest first, the listing's order), `size`,
// and `retained` when each is deleted.
export const DATABASE_BACKUP_SORTS = ['created', 'size', 'retained'] as const;
export const DATABASE_BACKUP_SORT_DEFAULT = '-created';

// Guests: `invited` is the order they were invited in (`-invited`: newest first, the listing's order).
export const GUEST_SORTS = ['email', 'invited'] as const;
export const GUEST_SORT_DEFAULT = '-invited';

// API tokens: `created` newest first (the listing's order), by name, by expiry (never expiring sorts as the latest)
// and by last use (never used sorts as the longest ago).
export const TOKEN_SORTS = ['created', 'name', 'expires', 'used'] as const;
export const TOKEN_SORT_DEFAULT = '-created';

// CMS installs of a hosting account: `created` is the order they were made (the listing's order), `site` the
// domain, then the path below it.
export const CMS_INSTALL_SORTS = ['created', 'site'] as const;
export const CMS_INSTALL_SORT_DEFAULT = 'created';

// Pages or posts of a CMS install: `date` is the publication date (`-date`, newest first, the listing's order),
// `modified` the last change.
export const CMS_CONTENT_SORTS = ['date', 'modified', 'title'] as const;
export const CMS_CONTENT_SORT_DEFAULT = '-date';

// Users of a CMS install: `registered` is the order they joined the site (the listing's order), `name` the display
// name, `role` most capable first (administrator, editor, author, contributor, subscriber).
export const CMS_USER_SORTS = ['registered', 'name', 'role'] as const;
export const CMS_USER_SORT_DEFAULT = 'registered';

// Apps installed through the installer: `installed` newest first (the listing's order), by the app's name, and
// `site` the domain, then the path below it.
export const APP_INSTALL_SORTS = ['installed', 'name', 'site'] as const;
export const APP_INSTALL_SORT_DEFAULT = '-installed';

// Cron jobs: `created` is the order they were added (the listing's order), `command` the command line.
export const CRON_JOB_SORTS = ['created', 'command'] as const;
export const CRON_JOB_SORT_DEFAULT = 'created';

// A hosting account's backups: `taken` newest first (the spec's order), `size` the backup's total bytes.
export const HOSTING_BACKUP_SORTS = ['taken', 'size'] as const;
export const HOSTING_BACKUP_SORT_DEFAULT = '-taken';

// Full-account backup runs: when each started (`-started`: newest first, the listing's order). Kind and
// outcome in alphabetical order would not read as an order; the size is unknown while a run is running.
export const ACCOUNT_BACKUP_RECORD_SORTS = ['started'] as const;
export const ACCOUNT_BACKUP_RECORD_SORT_DEFAULT = '-started';

// One level of a backup's contents: `name` is folders first, then by name (the listing's order); `size`
// and `modified` put entries without one last either way.
export const BACKUP_ENTRY_SORTS = ['name', 'size', 'modified'] as const;
export const BACKUP_ENTRY_SORT_DEFAULT = 'name';

// A website's top pages in a period: `hits` most first (the spec's order), distinct visitors, bytes sent, path.
export const TOP_PAGE_SORTS = ['hits', 'visitors', 'bandwidth', 'path'] as const;
export const TOP_PAGE_SORT_DEFAULT = '-hits';

// A website's error responses by status and path: `count` most first (the listing's order), `last` seen.
export const ERROR_STAT_SORTS = ['count', 'status', 'path', 'last'] as const;
export const ERROR_STAT_SORT_DEFAULT = '-count';

// The delivery side and webmail. A mailbox's log: `time` is when the server wrote the line (`-time`:
// newest first); direction and status are filters. The outgoing queue: `queued` is when a message
// entered it (oldest first). A folder's messages: `date` (`-date`: newest first) or `subject`.
export const MAIL_LOG_SORTS = ['time'] as const;
export const MAIL_LOG_SORT_DEFAULT = '-time';
export const MAIL_QUEUE_SORTS = ['queued'] as const;
export const MAIL_QUEUE_SORT_DEFAULT = 'queued';
export const MESSAGE_SORTS = ['date', 'subject'] as const;
export const MESSAGE_SORT_DEFAULT = '-date';

// The balance ledger: `time` is the order movements were recorded in (`-time`: newest first, the spec's
// order), `amount` the signed amount (`-amount`: the largest deposit first, the largest charge last).
export const BALANCE_EVENT_SORTS = ['time', 'amount'] as const;
export const BALANCE_EVENT_SORT_DEFAULT = '-time';

// Single-use links: `issued` newest first (the listing's order), `expires` when each stops working, `purpose`.
export const ONELINK_SORTS = ['issued', 'expires', 'purpose'] as const;
export const ONELINK_SORT_DEFAULT = '-issued';

// Hosting accounts: `created` is the order they were added (the listing's order), `domain` the site's
// name, `plan` and `status` their contract values in alphabetical order.
export const HOSTING_ACCOUNT_SORTS = ['created', 'domain', 'plan', 'status'] as const;
export const HOSTING_ACCOUNT_SORT_DEFAULT = 'created';

// A VPS's media, read from the hypervisor's catalogue. `id` is the catalogue's own name of each (debian-12,
// ubuntu-24.04-arm64; the listing's order, which keeps its cursors). Templates: `name` as shown, `disk` the
// minimum disk; the end of life is not offered (many have none announced). Install media: `name` (the file
// name), `os` the system on it, `size` (`-size`: largest first).
export const VPS_TEMPLATE_SORTS = ['id', 'name', 'disk'] as const;
export const VPS_TEMPLATE_SORT_DEFAULT = 'id';
export const VPS_ISO_SORTS = ['id', 'name', 'os', 'size'] as const;
export const VPS_ISO_SORT_DEFAULT = 'id';
