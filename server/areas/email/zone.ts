// Reading and writing the account's own DNS zone (the DNS area's dns_records
// table, shared through the database): TXT text, MX hosts, the DKIM record.
import { eq } from 'drizzle-orm';
import type { Db, Tx } from '@server/db/client';
import { dnsRecords, dnsZones } from '@server/db/schema';

export type ZoneRecord = typeof dnsRecords.$inferSelect;
export interface Zone {
  id: number;
  domain: string;
  records: ZoneRecord[];
}

/** '@' for the apex, otherwise the label relative to the zone, lower-case. */
export function relativeName(name: string, domain: string): string {
  const n = name.trim().toLowerCase().replace(/\.$/, '');
  if (n === '' || n === '@' || n === domain) return '@';
  return n.endsWith(`.${domain}`) ? n.slice(0, -(domain.length + 1)) : n;
}

/** The text of a TXT record from its zone-file form: quoted strings joined, unquoted text as is. */
export function txtText(value: string): string {
  const parts = [...value.matchAll(/"((?:[^"\\]|\\.)*)"/g)].map((m) => m[1]!.replace(/\\(.)/g, '$1'));
  return parts.length ? parts.join('') : value.trim();
}

/** Zone-file form of a TXT text: quoted, split into 255-character strings (RFC 1035). */
export function txtValue(text: string): string {
  const chunks = text.match(/.{1,255}/gs) ?? [''];
  return chunks.map((c) => `"${c.replace(/(["\\])/g, '\\$1')}"`).join(' ');
}

export async function loadZone(db: Db | Tx, domain: string): Promise<Zone | null> {
  const [zone] = await db.select().from(dnsZones).where(eq(dnsZones.domain, domain));
  if (!zone) return null;
  const records = await db.select().from(dnsRecords).where(eq(dnsRecords.zoneId, zone.id)).orderBy(dnsRecords.id);
  return { id: zone.id, domain, records };
}

export const txtAt = (zone: Zone, name: string) =>
  zone.records
    .filter((r) => r.type.toUpperCase() === 'TXT' && relativeName(r.name, zone.domain) === name)
    .map((r) => txtText(r.value));

export const mxOf = (zone: Zone) =>
  zone.records
    .filter((r) => r.type.toUpperCase() === 'MX' && relativeName(r.name, zone.domain) === '@')
    .map((r) => ({
      host: r.value.trim().split(/\s+/).pop()!.replace(/\.$/, '').toLowerCase(),
      priority: r.priority ?? 0,
    }))
    .sort((a, b) => a.priority - b.priority || a.host.localeCompare(b.host));

/** The next serial: YYYYMMDDnn of today, or one more than the current one if that is already later. */
export function nextSerial(current: number, now: Date): number {
  const today = Number(`${now.toISOString().slice(0, 10).replaceAll('-', '')}01`);
  return Math.max(current + 1, today);
}

/** Replace every TXT record at `name` with one record, and bump the zone's serial. */
export async function replaceTxt(tx: Tx, zone: Zone, name: string, text: string, now: Date) {
  const old = zone.records.filter((r) => r.type.toUpperCase() === 'TXT' && relativeName(r.name, zone.domain) === name);
  for (const r of old) await tx.delete(dnsRecords).where(eq(dnsRecords.id, r.id));
  await tx
    .insert(dnsRecords)
    .values({ zoneId: zone.id, name, type: 'TXT', ttl: 3600, priority: null, value: txtValue(text), createdAt: now });
  const [z] = await tx.select({ serial: dnsZones.serial }).from(dnsZones).where(eq(dnsZones.id, zone.id));
  const newSerial = nextSerial(z!.serial, now);
  await tx.update(dnsZones).set({ serial: newSerial, updatedAt: now }).where(eq(dnsZones.id, zone.id));
  return {
    oldSerial: z!.serial,
    newSerial,
    old: old.map((r) => ({ type: r.type, ttl: r.ttl, priority: r.priority, value: r.value })),
  };
}
