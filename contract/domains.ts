// Domains, registrar side: the portfolio, web-forwards, WHOIS, lifecycle,
// auto-renewal and the registry status sync. Contacts, DNSSEC, glue and
// nameservers are in domains-registry.ts; orders in domains-orders.ts;
// inbound transfers in domains-transfers.ts; Snapback in domains-snapback.ts.
import { z } from 'zod';
import { AsciiDomainName, Money, Target, Timestamp, collection, idParam, page } from './common';
import { domainLabel } from './domain-name-fields';
import { exportOf, sortParam } from './list-export';
import { DOMAIN_SORT_DEFAULT, DOMAIN_SORTS } from './list-sorts';
import { defineArea } from './operation';
import {
  RegistrarDomain,
  RegistrarStatus,
  domainErrors,
  domainParams,
  readDomains,
  writeDomains,
} from './domains-schemas';
import { domainRegistryOps } from './domains-registry';
import { domainOrderOps } from './domains-orders';
import { domainTransferOps } from './domains-transfers';
import { snapbackOps } from './domains-snapback';
import { DOMAIN_SEARCH } from './search-text';

/**
 * An order of the name still on its way: a renewal or restore whose proforma awaits payment, or one paid and being
 * carried out at the registry. While there is one, no second renewal or restore can be ordered.
 */
export const PendingDomainOrder = z.object({
  kind: z.enum(['register', 'renew', 'restore', 'transfer_in']),
  status: z.enum(['awaiting_payment', 'processing']),
  invoiceId: z.number().int(),
  invoiceNumber: z.string(),
  total: Money,
  dueAt: Timestamp,
});

export const RegistrarDomainDetail = RegistrarDomain.extend({
  target: Target,
  registrar: z.string(),
  // EPP status codes as the registry reports them, e.g. clientTransferProhibited
  registryStatuses: z.array(z.string()),
  authCodeAvailable: z.boolean(),
  hasDnsZone: z.boolean(),
  hostingServiceId: z.number().int().nullable(),
  createdAt: Timestamp,
  lastSyncedAt: Timestamp.nullable(),
  pendingOrder: PendingDomainOrder.nullable(),
});

export const WebForward = z.object({
  id: z.number().int(),
  domain: AsciiDomainName,
  host: z.string(),
  path: z.string(),
  destination: z.string(),
  type: z.enum(['301', '302', 'frame']),
  createdAt: Timestamp,
});

export const Whois = z.object({
  domain: AsciiDomainName,
  registrar: z.string().nullable(),
  createdAt: Timestamp.nullable(),
  updatedAt: Timestamp.nullable(),
  expiresAt: Timestamp.nullable(),
  statuses: z.array(z.string()),
  nameservers: z.array(z.string()),
  dnssec: z.boolean(),
  // registries redact personal data; organisation and country usually remain
  registrant: z.object({
    name: z.string().nullable(),
    organization: z.string().nullable(),
    country: z.string().nullable(),
  }),
  raw: z.string(),
  fetchedAt: Timestamp,
});

export const LifecyclePhase = z.enum(['active', 'grace', 'redemption', 'pending_delete', 'released']);
export const Lifecycle = z.object({
  target: Target,
  domain: AsciiDomainName,
  phase: LifecyclePhase,
  expiresAt: Timestamp.nullable(),
  autoRenew: z.boolean(),
  renewalAttemptAt: Timestamp.nullable(),
  restorable: z.boolean(),
  restorePrice: Money.nullable(),
  timeline: z.array(z.object({ phase: LifecyclePhase, startsAt: Timestamp.nullable(), endsAt: Timestamp.nullable() })),
});

export const StatusSyncResult = z.object({
  synced: z.boolean(),
  registryAvailable: z.boolean(),
  registryStatuses: z.array(z.string()),
  expiresAtRegistry: Timestamp.nullable(),
  expiresAtLocal: Timestamp.nullable(),
  // whole days registry minus local; 0 means they agree, null when the registry could not be read
  expiryDrift: z.number().int().nullable(),
  target: Target,
});

const coreOps = defineArea('domains', {
  listRegistrarDomains: {
    method: 'GET',
    path: '/domains',
    tier: 'R',
    scopes: readDomains,
    summary: 'Domains registered or being transferred through the service, by name unless `sort` says otherwise',
    query: z.object({
      ...page(200),
      status: RegistrarStatus.optional(),
      q: z.string().trim().max(DOMAIN_SEARCH.maxLength, DOMAIN_SEARCH.message).optional(),
      expiring_within_days: z.coerce
        .number({ error: 'expiring_within_days must be a number' })
        .int('expiring_within_days must be a whole number')
        .min(1, 'expiring_within_days is at least 1')
        .max(365, 'expiring_within_days is at most 365')
        .optional(),
      sort: sortParam(DOMAIN_SORTS, DOMAIN_SORT_DEFAULT),
    }),
    response: collection(RegistrarDomain),
  },
  getRegistrarDomain: {
    method: 'GET',
    path: '/domains/{domain}',
    tier: 'R',
    scopes: readDomains,
    summary: 'One domain in detail',
    params: domainParams,
    response: RegistrarDomainDetail,
    errors: domainErrors,
  },
  getDomainAuthCode: {
    method: 'GET',
    path: '/domains/{domain}/auth-code',
    tier: 'R',
    scopes: readDomains,
    summary: 'Transfer-out auth code (EPP code) of a domain',
    params: domainParams,
    response: z.object({
      target: Target,
      domain: AsciiDomainName,
      authCode: z.string(),
      expiresAt: Timestamp.nullable(),
    }),
    // conflict: the registry issues no codes while the name is in redemption or pending delete
    errors: [...domainErrors, 'conflict'],
  },
  listDomainWebForwards: {
    method: 'GET',
    path: '/domains/{domain}/redirects',
    tier: 'R',
    scopes: readDomains,
    summary: 'Web-forwards served for a domain by the registrar',
    params: domainParams,
    query: z.object(page(100)),
    response: collection(WebForward),
    errors: domainErrors,
  },
  createDomainWebForward: {
    method: 'POST',
    path: '/domains/{domain}/redirects',
    tier: 'W',
    scopes: writeDomains,
    summary: 'Record a web-forward from a host and path to a URL',
    params: domainParams,
    body: z.object({
      host: domainLabel('host is one label such as www, or empty for the domain itself', true).default(''),
      path: z.string().trim().max(255, 'At most 255 characters').regex(/^\//, 'path starts with /').default('/'),
      destination: z.url({ protocol: /^https?$/, error: 'Enter an http(s) URL' }).max(2048, 'At most 2048 characters'),
      type: WebForward.shape.type.default('301'),
    }),
    response: WebForward,
    errors: [...domainErrors, 'conflict'],
  },
  deleteDomainWebForward: {
    method: 'DELETE',
    path: '/domains/{domain}/redirects/{redirect}',
    tier: 'W',
    scopes: writeDomains,
    summary: 'Remove a web-forward',
    params: domainParams.extend({ redirect: idParam('redirect') }),
    response: z.object({ deleted: z.literal(true), id: z.number().int() }),
    errors: domainErrors,
  },
  getDomainWhois: {
    method: 'GET',
    path: '/domains/{domain}/whois',
    tier: 'R',
    scopes: readDomains,
    summary: 'Parsed public WHOIS/RDAP record',
    params: domainParams,
    response: Whois,
    errors: domainErrors,
  },
  getDomainLifecycle: {
    method: 'GET',
    path: '/domains/{domain}/lifecycle',
    tier: 'R',
    scopes: readDomains,
    summary: 'Registry lifecycle: expiry, grace, redemption and deletion dates',
    params: domainParams,
    response: Lifecycle,
    errors: domainErrors,
  },
  setDomainAutoRenew: {
    method: 'POST',
    path: '/domains/{domain}/autorenew',
    tier: 'W',
    scopes: writeDomains,
    summary: 'Enable or disable auto-renewal',
    params: domainParams,
    body: z.object({ enabled: z.boolean({ error: 'enabled must be true or false' }) }),
    response: z.object({
      target: Target,
      domain: AsciiDomainName,
      autoRenew: z.boolean(),
      nextRenewalAt: Timestamp.nullable(),
    }),
    errors: domainErrors,
  },
  setDomainTransferLock: {
    method: 'POST',
    path: '/domains/{domain}/lock',
    tier: 'W',
    scopes: writeDomains,
    unavailable: 'Setting or clearing the transfer lock is not available through the API',
    summary: 'Set or clear the transfer lock (not available)',
    params: domainParams,
    body: z.object({ locked: z.boolean({ error: 'locked must be true or false' }) }),
    response: z.object({ target: Target, domain: AsciiDomainName, transferLock: z.boolean() }),
    errors: domainErrors,
  },
  // Detailed in the spec: reports drift only, never rewrites the stored service.
  syncDomainStatus: {
    method: 'POST',
    path: '/domains/{domain}/actions/status-sync',
    tier: 'W',
    scopes: writeDomains,
    summary: 'Re-read the registry and report status and expiry drift',
    params: domainParams,
    response: StatusSyncResult,
    errors: domainErrors,
  },
});

const exportOps = defineArea('domains', {
  exportRegistrarDomains: exportOf(coreOps.listRegistrarDomains, 'Registrar domains'),
});

export const domainsOps = {
  ...coreOps,
  ...exportOps,
  ...domainRegistryOps,
  ...domainOrderOps,
  ...domainTransferOps,
  ...snapbackOps,
};
