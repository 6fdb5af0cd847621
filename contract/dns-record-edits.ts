// Listing and editing the records of a zone, one at a time or in one
// all-or-nothing bulk change. Each change bumps the zone's SOA serial.
import { z } from 'zod';
import { Input, Target, collection, page } from './common';
import { defineArea } from './operation';
import { DnsRecord, DnsRecordInput, RecordId, RecordName, RecordType } from './dns-records';
import { ZoneWithRecords, dnsErrors, readDns, writeDns } from './dns-shared';
import { DNS_RECORD_SEARCH } from './search-text';
import { DNS_RECORD_SORT_DEFAULT, DNS_RECORD_SORTS } from './list-sorts';
import { exportOf, sortParam } from './list-export';

/** A created or replaced record, with the zone's new serial. */
const RecordWritten = ZoneWithRecords.extend({ record: DnsRecord });

const recordListOps = defineArea('dns', {
  listDnsRecords: {
    method: 'GET',
    path: '/dns/records',
    tier: 'R',
    scopes: readDns,
    errors: dnsErrors,
    summary: 'Records of a zone, apex first, then by name and type unless `sort` says otherwise',
    query: z.object({
      input: Input,
      ...page(500),
      type: RecordType.optional(),
      name: RecordName.optional(),
      q: z.string().trim().max(DNS_RECORD_SEARCH.maxLength, DNS_RECORD_SEARCH.message).optional(),
      // Additive (ADR 035): `name` is the zone order above; `type`, `ttl` and `value` then by name.
      sort: sortParam(DNS_RECORD_SORTS, DNS_RECORD_SORT_DEFAULT),
    }),
    response: collection(DnsRecord).extend({ target: Target, zone: z.string(), serial: z.number().int() }),
  },
});

const recordExportOps = defineArea('dns', {
  exportDnsRecords: exportOf(recordListOps.listDnsRecords, 'Records of a zone'),
});

const recordWriteOps = defineArea('dns', {
  createDnsRecord: {
    method: 'POST',
    path: '/dns/records',
    tier: 'W',
    scopes: writeDns,
    status: 201,
    summary: 'Add one record to a zone',
    errors: [...dnsErrors, 'conflict'],
    body: z.object({ input: Input, record: DnsRecordInput }),
    response: RecordWritten,
  },
  updateDnsRecord: {
    method: 'PUT',
    path: '/dns/records',
    tier: 'W',
    scopes: writeDns,
    summary: "Replace one record's name, TTL and data (its type stays; delete and re-add to change it)",
    errors: [...dnsErrors, 'conflict'],
    body: z.object({ input: Input, id: RecordId, record: DnsRecordInput }),
    response: RecordWritten,
  },
  deleteDnsRecord: {
    method: 'DELETE',
    path: '/dns/records',
    tier: 'W',
    scopes: writeDns,
    errors: dnsErrors,
    summary: 'Remove one record from a zone',
    query: z.object({ input: Input, id: RecordId }),
    response: ZoneWithRecords.extend({ deleted: DnsRecord }),
  },
  bulkChangeDnsRecords: {
    method: 'POST',
    path: '/dns/zone/records/bulk',
    tier: 'W',
    scopes: writeDns,
    summary: 'Create, update and delete records in one all-or-nothing change',
    errors: [...dnsErrors, 'conflict'],
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
});

export const recordEditOps = { ...recordListOps, ...recordExportOps, ...recordWriteOps };
