// Saved copies of a zone. The spec marks them as not yet available: each answers a 501.
import { z } from 'zod';
import { Input, Target, Timestamp, targetCollection, targetPage } from './common';
import { defineArea } from './operation';
import { ZoneWithRecords, dnsErrors, readDns, writeDns } from './dns-shared';

export const ZoneSnapshot = z.object({
  id: z.string(),
  note: z.string().nullable(),
  serial: z.number().int(),
  recordCount: z.number().int().min(0),
  createdAt: Timestamp,
});

const snapshotsUnavailable = 'Zone snapshots are not yet available';

export const zoneSnapshotOps = defineArea('dns', {
  listDnsZoneSnapshots: {
    method: 'GET',
    path: '/dns/zone/snapshots',
    tier: 'R',
    scopes: readDns,
    errors: dnsErrors,
    summary: 'Saved copies of a zone',
    unavailable: snapshotsUnavailable,
    query: z.object(targetPage(50)),
    response: targetCollection(ZoneSnapshot),
  },
  createDnsZoneSnapshot: {
    method: 'POST',
    path: '/dns/zone/snapshots',
    tier: 'W',
    scopes: writeDns,
    errors: dnsErrors,
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
    scopes: writeDns,
    errors: dnsErrors,
    summary: 'Put a saved copy back in place of the zone',
    unavailable: snapshotsUnavailable,
    body: z.object({ input: Input, snapshot_id: z.string().trim().min(1, 'Choose a snapshot').max(64) }),
    response: ZoneWithRecords.extend({ snapshotId: z.string(), restoredAt: Timestamp }),
  },
});
