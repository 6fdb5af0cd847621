// DNS zones and records hosted on our nameservers. Every zone operation takes
// `input` (a domain, mailbox, URL or service id) and works on that domain's
// zone. Record changes apply at once and bump the SOA serial; a bulk change is
// all-or-nothing. Record shapes and naming rules live in dns-records.ts.
import { z } from 'zod';
import { Input, Target, Timestamp, collection, page, qBool } from './common';
import { defineArea } from './operation';
import { DnsRecord, DnsRecordInput, LineNote, RecordId, RecordName, RecordType, ZoneDiffEntry } from './dns-records';

export const MxTemplateId = z.enum(['suite_a', 'suite_b', 'own']);

export const DnsZoneSummary = z.object({
  domain: z.string(),
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

const ZoneWithRecords = z.object({
  target: Target,
  zone: z.string(),
  serial: z.number().int(),
});

export const LintIssue = z.object({
  severity: z.enum(['error', 'warning', 'info']),
  /** Stable rule id, e.g. `cname_at_apex`, `spf_multiple`, `mx_points_to_cname`. */
  code: z.string(),
  message: z.string(),
  recordId: z.string().nullable(),
  /** Every record the finding is about (e.g. both halves of a duplicate), the first being `recordId`. */
  recordIds: z.array(z.string()),
  name: z.string().nullable(),
  type: RecordType.nullable(),
  /** What to do about it, in one sentence. */
  fix: z.string().nullable(),
});

export const Nameserver = z.object({
  host: z.string(),
  addresses: z.array(z.string()),
  reachable: z.boolean(),
  authoritative: z.boolean(),
  serial: z.number().int().nullable(),
  responseMs: z.number().int().nullable(),
});

export const HealthCheck = z.object({
  id: z.string(),
  label: z.string(),
  status: z.enum(['pass', 'warn', 'fail']),
  detail: z.string(),
});

export const ResolverAnswer = z.object({
  id: z.string(),
  resolver: z.string(),
  location: z.string(),
  address: z.string(),
  answers: z.array(z.string()),
  ttl: z.number().int().nullable(),
  matches: z.boolean(),
  responseMs: z.number().int().nullable(),
  error: z.string().nullable(),
});

export const MxTemplate = z.object({
  id: MxTemplateId,
  name: z.string(),
  description: z.string(),
  /** What applying writes: the MX set and the apex SPF TXT record. */
  records: z.array(
    z.object({
      type: z.enum(['MX', 'TXT']),
      name: z.string(),
      priority: z.number().int().nullable(),
      value: z.string(),
    }),
  ),
});

export const ZoneSnapshot = z.object({
  id: z.string(),
  note: z.string().nullable(),
  serial: z.number().int(),
  recordCount: z.number().int().min(0),
  createdAt: Timestamp,
});

const zoneQuery = z.object({ input: Input });
const errors = ['domain_not_owned', 'not_found'] as const;
const read = ['read:dns'] as const;
const write = ['write:dns'] as const;
const snapshotsUnavailable = 'Zone snapshots are not yet available';

export const dnsOps = defineArea('dns', {
  listDnsZones: {
    method: 'GET',
    path: '/dns/zones',
    tier: 'R',
    scopes: read,
    summary: 'Zones hosted for the account',
    query: z.object({ ...page(100), q: z.string().trim().max(253).optional() }),
    response: collection(DnsZoneSummary),
  },
  getDnsZone: {
    method: 'GET',
    path: '/dns/zone',
    tier: 'R',
    scopes: read,
    errors,
    summary: 'Summarise one zone: serial, nameservers, delegation, record counts',
    query: zoneQuery,
    response: DnsZone,
  },
  listDnsRecords: {
    method: 'GET',
    path: '/dns/records',
    tier: 'R',
    scopes: read,
    errors,
    summary: 'Records of a zone, apex first, then by name and type',
    query: z.object({
      input: Input,
      ...page(500),
      type: RecordType.optional(),
      name: RecordName.optional(),
      q: z.string().trim().max(255, 'At most 255 characters').optional(),
    }),
    response: collection(DnsRecord).extend({ target: Target, zone: z.string(), serial: z.number().int() }),
  },
  createDnsRecord: {
    method: 'POST',
    path: '/dns/records',
    tier: 'W',
    scopes: write,
    status: 201,
    summary: 'Add one record to a zone',
    errors: [...errors, 'conflict'],
    body: z.object({ input: Input, record: DnsRecordInput }),
    response: ZoneWithRecords.extend({ record: DnsRecord }),
  },
  updateDnsRecord: {
    method: 'PUT',
    path: '/dns/records',
    tier: 'W',
    scopes: write,
    summary: "Replace one record's name, TTL and data (its type stays; delete and re-add to change it)",
    errors: [...errors, 'conflict'],
    body: z.object({ input: Input, id: RecordId, record: DnsRecordInput }),
    response: ZoneWithRecords.extend({ record: DnsRecord }),
  },
  deleteDnsRecord: {
    method: 'DELETE',
    path: '/dns/records',
    tier: 'W',
    scopes: write,
    errors,
    summary: 'Remove one record from a zone',
    query: z.object({ input: Input, id: RecordId }),
    response: ZoneWithRecords.extend({ deleted: DnsRecord }),
  },
  bulkChangeDnsRecords: {
    method: 'POST',
    path: '/dns/zone/records/bulk',
    tier: 'W',
    scopes: write,
    summary: 'Create, update and delete records in one all-or-nothing change',
    errors: [...errors, 'conflict'],
    body: z
      .object({
        input: Input,
        creates: z.array(DnsRecordInput).max(200, 'At most 200 creates per call').default([]),
        updates: z
          .array(z.object({ id: RecordId, record: DnsRecordInput }))
          .max(200, 'At most 200 updates per call')
          .default([]),
        deletes: z.array(RecordId).max(200, 'At most 200 deletes per call').default([]),
        // Validate and report what would change without writing anything.
        dry_run: z.boolean().default(false),
      })
      .refine((b) => b.creates.length + b.updates.length + b.deletes.length > 0, {
        message: 'Send at least one create, update or delete',
      }),
    response: ZoneWithRecords.extend({
      dryRun: z.boolean(),
      created: z.array(DnsRecord),
      updated: z.array(DnsRecord),
      deleted: z.array(z.string()),
    }),
  },
  resetDnsZone: {
    method: 'POST',
    path: '/dns/zone/actions/reset',
    tier: 'W',
    scopes: write,
    errors,
    summary: 'Replace the zone with the default records for its hosting (web, mail, nameservers)',
    body: z.object({
      input: Input,
      // Keeping mail records avoids breaking delivery for zones that use an outside mail suite.
      keep_mail: z.boolean().default(false),
    }),
    response: ZoneWithRecords.extend({ removed: z.number().int().min(0), records: z.array(DnsRecord) }),
  },
  importDnsZone: {
    method: 'PUT',
    path: '/dns/zone/import',
    tier: 'W',
    scopes: write,
    errors,
    summary: 'Import a BIND zone file, merging into or replacing the zone',
    body: z.object({
      input: Input,
      zone_file: z.string().min(1, 'Paste the zone file').max(1048576, 'A zone file is at most 1 MiB'),
      // replace: the zone becomes exactly the file (SOA and our NS excepted); merge: add what is missing.
      mode: z.enum(['merge', 'replace']).default('merge'),
      dry_run: z.boolean().default(false),
    }),
    response: ZoneWithRecords.extend({
      mode: z.enum(['merge', 'replace']),
      dryRun: z.boolean(),
      created: z.number().int().min(0),
      updated: z.number().int().min(0),
      removed: z.number().int().min(0),
      unchanged: z.number().int().min(0),
      // Lines that were not imported (unsupported type, outside the zone, managed records) and why.
      // A syntax error or invalid data is not skipped: the import is refused with a 422 naming the line.
      skipped: z.array(LineNote),
      // Lines imported with a change (a TTL moved into 60–86400 seconds).
      adjusted: z.array(LineNote),
      diff: z.array(ZoneDiffEntry),
    }),
  },
  exportDnsZone: {
    method: 'GET',
    path: '/dns/zone/export',
    tier: 'R',
    scopes: read,
    errors,
    summary: 'The zone as a BIND zone file',
    produces: 'text/dns',
    query: zoneQuery,
    response: z.string(),
  },
  lintDnsZone: {
    method: 'GET',
    path: '/dns/zone/lint',
    tier: 'R',
    scopes: read,
    errors,
    summary: 'Check the zone for mistakes (CNAME conflicts, duplicate SPF, dangling targets)',
    query: zoneQuery,
    response: z.object({
      target: Target,
      zone: z.string(),
      checkedAt: Timestamp,
      ok: z.boolean(),
      errorCount: z.number().int().min(0),
      warningCount: z.number().int().min(0),
      issues: z.array(LintIssue),
    }),
  },
  getDnsHealth: {
    method: 'GET',
    path: '/dns/health',
    tier: 'R',
    scopes: read,
    errors,
    summary: 'Zone health: delegation, nameserver reachability, serial agreement',
    query: zoneQuery,
    response: z.object({
      target: Target,
      zone: z.string(),
      checkedAt: Timestamp,
      status: z.enum(['healthy', 'degraded', 'broken']),
      serialsInSync: z.boolean(),
      nameservers: z.array(Nameserver),
      checks: z.array(HealthCheck),
    }),
  },
  checkDnsPropagation: {
    method: 'GET',
    path: '/dns/propagation',
    tier: 'R',
    scopes: read,
    errors,
    summary: 'Ask public resolvers for one name and type and compare with the zone',
    query: z.object({ input: Input, name: RecordName.default('@'), type: RecordType.default('A') }),
    response: z.object({
      target: Target,
      fqdn: z.string(),
      type: RecordType,
      checkedAt: Timestamp,
      /** The answers the zone itself gives: what "propagated" means here. */
      expected: z.array(z.string()),
      propagated: z.number().int().min(0),
      total: z.number().int().min(0),
      complete: z.boolean(),
      /** When the last resolver is due to pick up the zone's latest change; null when nothing is pending. */
      convergesAt: Timestamp.nullable(),
      resolvers: z.array(ResolverAnswer),
    }),
  },
  lookupDns: {
    method: 'GET',
    path: '/dns/lookup',
    tier: 'R',
    scopes: read,
    summary: 'Public DNS lookup of any name (no ownership needed)',
    query: z.object({
      name: z
        .string()
        .trim()
        .toLowerCase()
        .min(1, 'Enter a name or, for PTR, an IP address')
        .max(253, 'A DNS name is at most 253 characters')
        .regex(/^[a-z0-9_.:*-]+$/, 'Enter a DNS name such as example.com or an IP address'),
      type: z.enum(['A', 'AAAA', 'CNAME', 'MX', 'TXT', 'SRV', 'CAA', 'NS', 'SOA', 'PTR']).default('A'),
      resolver: z.enum(['cloudflare', 'google', 'quad9', 'authoritative']).default('cloudflare'),
      // Follow CNAME chains to the final answer, as a browser's resolver would.
      follow: qBool.default(true),
    }),
    response: z.object({
      name: z.string(),
      type: z.string(),
      resolver: z.string(),
      status: z.enum(['NOERROR', 'NXDOMAIN', 'SERVFAIL', 'REFUSED', 'TIMEOUT']),
      authoritative: z.boolean(),
      answers: z.array(z.object({ name: z.string(), type: z.string(), ttl: z.number().int(), data: z.string() })),
      responseMs: z.number().int().nullable(),
      queriedAt: Timestamp,
    }),
  },
  listMxTemplates: {
    method: 'GET',
    path: '/dns/zone/mx-templates',
    tier: 'R',
    scopes: read,
    errors,
    summary: 'MX templates; with `input`, also which one the zone currently matches',
    query: z.object({ input: Input.optional() }),
    response: z.object({
      target: Target.nullable(),
      current: z.enum(['suite_a', 'suite_b', 'own', 'custom']).nullable(),
      data: z.array(MxTemplate),
      total: z.number().int().min(0),
    }),
  },
  applyMxTemplate: {
    method: 'POST',
    path: '/dns/zone/mx-templates/apply',
    tier: 'W',
    scopes: write,
    errors,
    summary: "Replace the zone's MX records and apex SPF with a template (mail delivery changes at once)",
    body: z.object({ input: Input, template: MxTemplateId }),
    response: z.object({
      target: Target,
      domain: z.string(),
      template: MxTemplateId,
      /** What is now in place, e.g. `MX 10 mx1.example.net, MX 20 mx2.example.net; SPF v=spf1 ...`. */
      applied: z.string(),
      /** What changed against the previous records, or `no changes`. */
      changes: z.string(),
    }),
  },
  listDnsZoneSnapshots: {
    method: 'GET',
    path: '/dns/zone/snapshots',
    tier: 'R',
    scopes: read,
    errors,
    summary: 'Saved copies of a zone',
    unavailable: snapshotsUnavailable,
    query: z.object({ input: Input, ...page(50) }),
    response: collection(ZoneSnapshot).extend({ target: Target }),
  },
  createDnsZoneSnapshot: {
    method: 'POST',
    path: '/dns/zone/snapshots',
    tier: 'W',
    scopes: write,
    errors,
    status: 201,
    summary: 'Save a copy of a zone',
    unavailable: snapshotsUnavailable,
    body: z.object({ input: Input, note: z.string().trim().max(200, 'At most 200 characters').optional() }),
    response: ZoneSnapshot.extend({ target: Target }),
  },
  restoreDnsZoneSnapshot: {
    method: 'POST',
    path: '/dns/zone/snapshots/restore',
    tier: 'W',
    scopes: write,
    errors,
    summary: 'Put a saved copy back in place of the zone',
    unavailable: snapshotsUnavailable,
    body: z.object({ input: Input, snapshot_id: z.string().trim().min(1, 'Choose a snapshot').max(64) }),
    response: ZoneWithRecords.extend({ snapshotId: z.string(), restoredAt: Timestamp }),
  },
});
