// DNS zones and records hosted on our nameservers. Every zone operation takes
// `input` (a domain, mailbox, URL or service id) and works on that domain's
// zone. Record changes apply at once and bump the SOA serial; a bulk change is
// all-or-nothing. Record shapes and naming rules live in dns-records.ts.
// Records are edited in dns-record-edits.ts, whole zones in dns-zone-actions.ts;
// checks, MX templates and snapshots have files of their own.
import { z } from 'zod';
import { AsciiDomainName, Target, Timestamp, collection, page } from './common';
import { DNS_ZONE_SORTS, DNS_ZONE_SORT_DEFAULT } from './list-sorts';
import { sortParam } from './list-export';
import { defineArea } from './operation';
import { RecordType } from './dns-records';
import { dnsErrors, readDns, zoneQuery } from './dns-shared';
import { recordEditOps } from './dns-record-edits';
import { zoneActionOps } from './dns-zone-actions';
import { dnsCheckOps } from './dns-checks';
import { mxTemplateOps } from './dns-mx-templates';
import { zoneSnapshotOps } from './dns-snapshots';
import { DNS_ZONE_SEARCH } from './search-text';

export const DnsZoneSummary = z.object({
  domain: AsciiDomainName,
  serviceId: z.number().int().nullable(),
  serial: z.number().int(),
  recordCount: z.number().int().min(0),
  /** Whether the registry delegates the domain to our nameservers; edits are live only then. */
  delegated: z.boolean(),
  dnssec: z.boolean(),
  updatedAt: Timestamp,
});

export const DnsZone = DnsZoneSummary.extend({
  target: Target,
  defaultTtl: z.number().int(),
  nameservers: z.array(z.string()),
  registryNameservers: z.array(z.string()),
  recordCounts: z.partialRecord(RecordType, z.number().int().min(0)),
  /** The MX template the zone's mail records match, `custom` when edited by hand, null without MX. */
  mxTemplate: z.enum(['suite_a', 'suite_b', 'own', 'custom']).nullable(),
});

const zoneOps = defineArea('dns', {
  listDnsZones: {
    method: 'GET',
    path: '/dns/zones',
    tier: 'R',
    scopes: readDns,
    summary: 'Zones hosted for the account',
    query: z.object({
      ...page(100),
      q: z.string().trim().max(DNS_ZONE_SEARCH.maxLength, DNS_ZONE_SEARCH.message).optional(),
      sort: sortParam(DNS_ZONE_SORTS, DNS_ZONE_SORT_DEFAULT),
    }),
    response: collection(DnsZoneSummary),
  },
  getDnsZone: {
    method: 'GET',
    path: '/dns/zone',
    tier: 'R',
    scopes: readDns,
    errors: dnsErrors,
    summary: 'Summarise one zone: serial, nameservers, delegation, record counts',
    query: zoneQuery,
    response: DnsZone,
  },
});

export const dnsOps = {
  ...zoneOps,
  ...recordEditOps,
  ...zoneActionOps,
  ...dnsCheckOps,
  ...mxTemplateOps,
  ...zoneSnapshotOps,
};
