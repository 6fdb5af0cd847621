// Name resolution as one server answers it. A name in a hosted zone is
// answered from dns_records, except where the server has not yet seen a later
// change: then it answers what that change replaced (dns_change_log). CNAMEs
// are followed and wildcards answer for missing names; names outside the
// hosted zones come from the table of the known internet (dns-servers.ts).
import { and, asc, eq, gt, inArray, sql } from 'drizzle-orm';
import type { Db, Tx } from '@server/db/client';
import { dnsRecords, dnsZones } from '@server/db/schema/dns';
import { dnsChangeLog, dnsServerState } from '@server/db/schema/infra-dns';
import { KNOWN, KNOWN_ZONES, NAMESERVERS } from './dns-servers';

export type Conn = Db | Tx;

export type Status = 'NOERROR' | 'NXDOMAIN' | 'SERVFAIL' | 'REFUSED' | 'TIMEOUT';
export interface Answer {
  name: string;
  type: string;
  ttl: number;
  data: string;
}
export interface QueryResult {
  status: Status;
  authoritative: boolean;
  answers: Answer[];
  responseMs: number;
  /** False when the name is outside everything the sandbox knows (the NXDOMAIN is a guess). */
  known: boolean;
}

/** A stored row as a resolver shows it (dig's presentation form). */
export function answerData(r: { type: string; priority: number | null; value: string }, serial: number): string {
  if (r.type === 'MX' || r.type === 'SRV') return `${r.priority ?? 0} ${r.value.trim()}`;
  if (r.type === 'SOA') {
    const p = r.value.trim().split(/\s+/);
    p[2] = String(serial);
    return p.join(' ');
  }
  return r.value.trim();
}

/** The zone serial a server has seen; null for the primary, which always has the latest. */
export async function seenBy(db: Conn, zoneId: number, server: string): Promise<number | null> {
  if (server === 'authoritative' || server === NAMESERVERS[0]!.host) return null;
  const [row] = await db
    .select()
    .from(dnsServerState)
    .where(and(eq(dnsServerState.zoneId, zoneId), eq(dnsServerState.server, server)));
  return row?.serialSeen ?? null;
}

type ZoneRow = typeof dnsZones.$inferSelect;

/** The RRset as a server that has seen `seen` answers it: the replaced answers of the first later change, else the current ones. */
async function rrset(
  db: Conn,
  zone: ZoneRow,
  name: string,
  type: string,
  seen: number | null,
): Promise<{ data: string[]; ttl: number }> {
  if (seen !== null && seen < zone.serial) {
    if (type === 'SOA') {
      const cur = await rrset(db, zone, name, type, null);
      return { ...cur, data: cur.data.map((d) => answerData({ type: 'SOA', priority: null, value: d }, seen)) };
    }
    const [log] = await db
      .select()
      .from(dnsChangeLog)
      .where(
        and(
          eq(dnsChangeLog.zoneId, zone.id),
          eq(dnsChangeLog.name, name),
          eq(dnsChangeLog.type, type),
          gt(dnsChangeLog.serial, seen),
        ),
      )
      .orderBy(asc(dnsChangeLog.serial))
      .limit(1);
    if (log) return { data: log.oldAnswers, ttl: log.oldTtl ?? 3600 };
  }
  const rows = await db
    .select()
    .from(dnsRecords)
    .where(
      and(eq(dnsRecords.zoneId, zone.id), eq(dnsRecords.sortName, name === '@' ? '' : name), eq(dnsRecords.type, type)),
    );
  return { data: rows.map((r) => answerData(r, zone.serial)), ttl: rows[0]?.ttl ?? 0 };
}

/** A name with records below it exists even without records of its own (an empty non-terminal). */
async function nodeExists(db: Conn, zone: ZoneRow, name: string): Promise<boolean> {
  const key = name === '@' ? '' : name;
  const [row] = await db
    .select({ id: dnsRecords.id })
    .from(dnsRecords)
    .where(
      and(
        eq(dnsRecords.zoneId, zone.id),
        sql`(${dnsRecords.sortName} = ${key} or ${dnsRecords.sortName} like ${`%.${key}`})`,
      ),
    )
    .limit(1);
  return Boolean(row);
}

/** The longest hosted zone that contains `fqdn`, with the label relative to it ('@' for the apex). */
async function hostedZone(db: Conn, fqdn: string): Promise<{ zone: ZoneRow; label: string } | null> {
  const labels = fqdn.split('.');
  const names = labels.map((_, i) => labels.slice(i).join('.'));
  const rows = await db.select().from(dnsZones).where(inArray(dnsZones.domain, names));
  for (const [i, n] of names.entries()) {
    const zone = rows.find((z) => z.domain === n);
    if (zone) return { zone, label: i === 0 ? '@' : labels.slice(0, i).join('.') };
  }
  return null;
}

export const reverseName = (ip: string) =>
  /^\d+\.\d+\.\d+\.\d+$/.test(ip) ? `${ip.split('.').reverse().join('.')}.in-addr.arpa` : ip;

export async function resolveName(
  db: Conn,
  server: string,
  qname: string,
  type: string,
  follow: boolean,
  depth: number,
): Promise<Omit<QueryResult, 'responseMs'>> {
  const hz = await hostedZone(db, qname);
  if (!hz) {
    const known = KNOWN[qname];
    const inKnownZone = KNOWN_ZONES.some((z) => qname === z || qname.endsWith(`.${z}`));
    if (!known) return { status: 'NXDOMAIN', authoritative: false, answers: [], known: inKnownZone };
    return {
      status: 'NOERROR',
      authoritative: false,
      answers: (known[type] ?? []).map((data) => ({ name: qname, type, ttl: 3600, data })),
      known: true,
    };
  }
  const seen = await seenBy(db, hz.zone.id, server);
  const authoritative = server === 'authoritative' || NAMESERVERS.some((n) => n.host === server);
  let label = hz.label;
  if (type !== 'CNAME') {
    const cname = await rrset(db, hz.zone, label, 'CNAME', seen);
    if (cname.data.length) {
      const own: Answer = { name: qname, type: 'CNAME', ttl: cname.ttl, data: cname.data[0]! };
      if (!follow || depth >= 8) return { status: 'NOERROR', authoritative, answers: [own], known: true };
      const next = await resolveName(
        db,
        server,
        cname.data[0]!.replace(/\.$/, '').toLowerCase(),
        type,
        follow,
        depth + 1,
      );
      return { ...next, authoritative, answers: [own, ...next.answers] };
    }
  }
  let rs = await rrset(db, hz.zone, label, type, seen);
  if (!rs.data.length && !(await nodeExists(db, hz.zone, label)) && label !== '@') {
    // No such node: a wildcard one level up answers in its place (RFC 4592, closest encloser simplified).
    label = label.includes('.') ? `*.${label.slice(label.indexOf('.') + 1)}` : '*';
    rs = await rrset(db, hz.zone, label, type, seen);
    if (!rs.data.length && !(await nodeExists(db, hz.zone, label)))
      return { status: 'NXDOMAIN', authoritative, answers: [], known: true };
  }
  return {
    status: 'NOERROR',
    authoritative,
    answers: rs.data.map((data) => ({ name: qname, type, ttl: rs.ttl, data })),
    known: true,
  };
}
