// Whole-zone operations: reset to the hosting defaults, import and export a BIND zone file.
import { z } from 'zod';
import { Input } from './common';
import { defineArea } from './operation';
import { DnsRecord, LineNote, ZoneDiffEntry } from './dns-records';
import { ZoneWithRecords, dnsErrors, readDns, writeDns, zoneQuery } from './dns-shared';

export const zoneActionOps = defineArea('dns', {
  resetDnsZone: {
    method: 'POST',
    path: '/dns/zone/actions/reset',
    tier: 'W',
    scopes: writeDns,
    errors: dnsErrors,
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
    scopes: writeDns,
    errors: dnsErrors,
    summary: 'Import a BIND zone file, merging into or replacing the zone',
    // A zone holds at most 20,000 records and one import changes at most 1,000 of them (twice Route
    // 53's quota, and its change-batch size): each import is one transaction, and a bigger one would hold the
    // database from other customers (docs/decisions/028). Both refusals are 422 on `zone_file`.
    // 1 MiB of zone file, plus room for its JSON escaping (every newline becomes two bytes).
    maxBodyBytes: 2 * 1024 * 1024,
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
    scopes: readDns,
    errors: dnsErrors,
    summary: 'The zone as a BIND zone file',
    produces: 'text/dns',
    query: zoneQuery,
    response: z.string(),
  },
});
