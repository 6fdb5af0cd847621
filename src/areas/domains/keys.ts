// Every cache key of the domains area (registrar side), shared by its query and
// mutation modules. A domain's keys all carry its name, so `ofDomain` finds them.
import type { domainsOps } from '@contract/domains';
import type { QueryOf } from '@contract/operation';
import { areaKeys } from '@/lib/query-keys';

type Filters<Q> = Omit<NonNullable<Q>, 'cursor' | 'limit'>;
export type DomainFilters = Filters<QueryOf<typeof domainsOps.listRegistrarDomains>>;
export type TransferFilters = Filters<QueryOf<typeof domainsOps.listDomainTransfers>>;
export type DroppingFilters = Filters<QueryOf<typeof domainsOps.listSnapbackDomains>>;
export type BookingFilters = Filters<QueryOf<typeof domainsOps.listSnapbackBookings>>;

const k = areaKeys('domains');

export const domainsKeys = {
  ...k,
  list: (filters: DomainFilters = {}) => k.list({ kind: 'domains', ...filters }),
  detail: (domain: string) => k.detail({ kind: 'domain', domain }),
  authCode: (domain: string) => k.detail({ kind: 'auth-code', domain }),
  whois: (domain: string) => k.detail({ kind: 'whois', domain }),
  lifecycle: (domain: string) => k.detail({ kind: 'lifecycle', domain }),
  forwards: (domain: string) => k.list({ kind: 'forwards', domain }),
  contacts: (domain: string) => k.detail({ kind: 'contacts', domain }),
  verification: (domain: string) => k.detail({ kind: 'verification', domain }),
  dnssec: (domain: string) => k.detail({ kind: 'dnssec', domain }),
  glue: (domain: string) => k.detail({ kind: 'glue', domain }),
  statusSync: (domain: string) => k.detail({ kind: 'status-sync', domain }),
  quote: (domain: string, kind: 'register' | 'renew' | 'transfer-in' | 'owner-change', years?: number) =>
    k.detail({ kind: `quote-${kind}`, domain, years }),
  transfers: (filters: TransferFilters = {}) => k.list({ kind: 'transfers', ...filters }),
  transfer: (id: string) => k.detail({ kind: 'transfer', id }),
  dropping: (filters: DroppingFilters = {}) => k.list({ kind: 'dropping', ...filters }),
  droppingDomain: (domain: string) => k.detail({ kind: 'dropping-domain', domain }),
  bookings: (filters: BookingFilters = {}) => k.list({ kind: 'bookings', ...filters }),
  booking: (id: string) => k.detail({ kind: 'booking', id }),
  eligibility: (domain?: string) => k.detail({ kind: 'snapback-eligibility', domain }),
};
