// Finding a zone for an `input` and reading its records. Every DNS operation
// resolves `input` through the core (403 domain_not_owned for another
// account's domain), then finds the hosted zone: the domain's own, or the
// closest parent zone for a host name such as build-01.example.com.
import { and, asc, eq, inArray, type SQL } from 'drizzle-orm';
import type { Target } from '@contract/common';
import type { Db, Tx } from '@server/db/client';
import { dnsRecords, dnsZones } from '@server/db/schema/dns';
import { ApiError } from '@server/core/problem';
import { OUR_NAMESERVERS, type RecordRow } from './rdata';

export type ZoneRow = typeof dnsZones.$inferSelect;
export interface ZoneRef {
  target: Target;
  zone: ZoneRow;
}

export async function findZone(
  db: Db,
  accountId: number,
  resolve: (input: string) => Promise<Target>,
  input: string,
): Promise<ZoneRef> {
  const target = await resolve(input);
  const name = target.domain;
  if (!name) throw new ApiError('not_found', `${input} has no domain, so it has no DNS zone`);
  const labels = name.split('.');
  const candidates = labels.slice(0, -1).map((_, i) => labels.slice(i).join('.'));
  const rows = await db.select().from(dnsZones).where(inArray(dnsZones.domain, candidates));
  const zone = candidates.map((c) => rows.find((z) => z.domain === c)).find(Boolean);
  if (!zone)
    throw new ApiError(
      'not_found',
      `No DNS zone is hosted here for ${name}; point the domain at our nameservers and add it first`,
    );
  if (zone.accountId !== accountId)
    throw new ApiError('domain_not_owned', `The zone ${zone.domain} belongs to another account`);
  return { target, zone };
}

export const apexOnly = eq(dnsRecords.name, '@');

/** Every record of a zone (or those matching `where`) in listing order (apex first, SOA and NS first within a name). */
export function zoneRecords(db: Db | Tx, zoneId: number, where?: SQL): Promise<RecordRow[]> {
  return db
    .select({
      id: dnsRecords.id,
      zoneId: dnsRecords.zoneId,
      name: dnsRecords.name,
      type: dnsRecords.type,
      ttl: dnsRecords.ttl,
      priority: dnsRecords.priority,
      value: dnsRecords.value,
      createdAt: dnsRecords.createdAt,
      updatedAt: dnsRecords.updatedAt,
    })
    .from(dnsRecords)
    .where(and(eq(dnsRecords.zoneId, zoneId), where))
    .orderBy(asc(dnsRecords.sortName), asc(dnsRecords.typeRank), asc(dnsRecords.id));
}

/** Edits are live only when the registry sends resolvers to our nameservers. */
export const isDelegated = (registry: string[]) => OUR_NAMESERVERS.every((ns) => registry.includes(ns));

/** `q` as a LIKE pattern that matches it literally anywhere. */
export const containsPattern = (q: string) => `%${q.replace(/[\\%_]/g, (c) => `\\${c}`)}%`;

/** The zone hosted for exactly this domain, if any (no ownership check: callers have resolved the domain). */
export async function zoneByDomain(db: Db | Tx, domain: string): Promise<ZoneRow | null> {
  const [zone] = await db.select().from(dnsZones).where(eq(dnsZones.domain, domain));
  return zone ?? null;
}
