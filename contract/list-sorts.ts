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
