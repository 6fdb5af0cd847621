// The simulated DNS: our two authoritative nameservers (ns1 primary, ns2 a
// secondary that transfers changes a few seconds later) and a set of public
// resolvers. A zone change is logged with the answers it replaced; each
// server keeps answering those until it has "seen" the new serial, which a
// `dns.propagate` job advances per server on its own delay. Names outside the
// hosted zones come from a short table of the public internet the sandbox knows.
import { and, asc, eq, gt, inArray, lte, sql } from 'drizzle-orm';
import type { Db, Tx } from '@server/db/client';
import { dnsChangeLog, dnsRecords, dnsServerState, dnsZones, jobs } from '@server/db/schema';
import { sha256 } from '@server/core/crypto';
import { enqueue, registerJob } from '@server/core/jobs';

type Conn = Db | Tx;

export interface ServerInfo {
  id: string;
  name: string;
  address: string;
  location: string;
  lagMs: number;
}

export const NAMESERVERS = [
  { host: 'ns1.panel-dns.net', addresses: ['185.20.29.53', '2a0b:4c0:53::1'], primary: true },
  { host: 'ns2.panel-dns.net', addresses: ['185.20.28.53', '2a0b:4c0:53::2'], primary: false },
];
const SECONDARY: ServerInfo = {
  id: 'ns2.panel-dns.net',
  name: 'ns2.panel-dns.net',
  address: '185.20.28.53',
  location: 'Frankfurt, DE',
  lagMs: 3_000,
};

export const PUBLIC_RESOLVERS: ServerInfo[] = [
  { id: 'cloudflare', name: 'Cloudflare', address: '1.1.1.1', location: 'Anycast · Stockholm', lagMs: 5_000 },
  { id: 'google', name: 'Google Public DNS', address: '8.8.8.8', location: 'Anycast · Hamina', lagMs: 15_000 },
  { id: 'quad9', name: 'Quad9', address: '9.9.9.9', location: 'Anycast · Zurich', lagMs: 30_000 },
  { id: 'opendns', name: 'OpenDNS', address: '208.67.222.222', location: 'Anycast · Amsterdam', lagMs: 60_000 },
  { id: 'isp-sto', name: 'ISP resolver', address: '192.0.2.53', location: 'Stockholm, SE', lagMs: 120_000 },
  { id: 'isp-hel', name: 'ISP resolver', address: '198.51.100.53', location: 'Helsinki, FI', lagMs: 180_000 },
  { id: 'isp-fra', name: 'ISP resolver', address: '203.0.113.53', location: 'Frankfurt, DE', lagMs: 300_000 },
];

/** What the sandbox knows of the internet outside the zones hosted here. */
const KNOWN: Record<string, Record<string, string[]>> = {
  'ns1.panel-dns.net': { A: ['185.20.29.53'], AAAA: ['2a0b:4c0:53::1'] },
  'ns2.panel-dns.net': { A: ['185.20.28.53'], AAAA: ['2a0b:4c0:53::2'] },
  'mx1.panel-mail.net': { A: ['185.20.30.25'], AAAA: ['2a0b:4c0::25'] },
  'mx2.panel-mail.net': { A: ['185.20.31.25'] },
  'smtp.panel-mail.net': { A: ['185.20.30.26'] },
  '_spf.panel-mail.net': { TXT: ['"v=spf1 ip4:185.20.30.0/24 ip4:185.20.31.0/24 ip6:2a0b:4c0::/32 -all"'] },
  'mail-in.suite-a.net': { A: ['198.18.10.25'] },
  'alt-in.suite-a.net': { A: ['198.18.11.25'] },
  'spf.suite-a.net': { TXT: ['"v=spf1 include:_netblocks.suite-a.net include:_netblocks2.suite-a.net ~all"'] },
  '_netblocks.suite-a.net': { TXT: ['"v=spf1 ip4:198.18.10.0/24 ~all"'] },
  '_netblocks2.suite-a.net': { TXT: ['"v=spf1 ip4:198.18.11.0/24 ~all"'] },
  'mx1.suite-b.com': { A: ['198.18.20.25'] },
  'mx2.suite-b.com': { A: ['198.18.21.25'] },
  '_spf.suite-b.com': { TXT: ['"v=spf1 ip4:198.18.20.0/23 ~all"'] },
  '14.30.20.185.in-addr.arpa': { PTR: ['web-ams-04.panel-hosting.net.'] },
  '25.30.20.185.in-addr.arpa': { PTR: ['mx1.panel-mail.net.'] },
  '25.31.20.185.in-addr.arpa': { PTR: ['mx2.panel-mail.net.'] },
};
const KNOWN_ZONES = ['panel-dns.net', 'panel-mail.net', 'suite-a.net', 'suite-b.com', 'in-addr.arpa'];

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

export interface ChangedRRset {
  name: string;
  type: string;
  rows: { type: string; ttl: number; priority: number | null; value: string }[];
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

const hash = (s: string) => parseInt(sha256(s).slice(0, 8), 16);
const ms = (server: string, q: string, base: number, spread: number) => base + (hash(`${server}|${q}`) % spread);

export interface Resolver {
  nameservers: typeof NAMESERVERS;
  publicResolvers: ServerInfo[];
  /** Call with the old rows of every changed RRset, in the transaction that changes the zone. */
  zoneChanged(
    tx: Tx,
    c: { zoneId: number; zone: string; oldSerial: number; newSerial: number; now: Date; changed: ChangedRRset[] },
  ): Promise<void>;
  /** Ask one server: 'authoritative' (ns1), a secondary's host, or a public resolver id. */
  query(db: Conn, q: { name: string; type: string; server: string; follow?: boolean }): Promise<QueryResult>;
  /** The serial each nameserver serves for a zone. */
  nameserverSerials(db: Conn, zoneId: number, serial: number): Promise<Record<string, number>>;
  /** When every server will have caught up with the zone's last change, or null when all have. */
  convergesAt(db: Conn, zoneId: number): Promise<Date | null>;
}

async function seenBy(db: Conn, zoneId: number, server: string): Promise<number | null> {
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

const reverseName = (ip: string) =>
  /^\d+\.\d+\.\d+\.\d+$/.test(ip) ? `${ip.split('.').reverse().join('.')}.in-addr.arpa` : ip;

async function resolveName(
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

async function propagateStep(
  tx: Tx,
  payload: { zoneId: number; serial: number; due: Record<string, number> },
  now: number,
) {
  const left: Record<string, number> = {};
  const total = Object.keys(payload.due).length;
  for (const [server, at] of Object.entries(payload.due)) {
    if (at > now) {
      left[server] = at;
      continue;
    }
    await tx
      .insert(dnsServerState)
      .values({ zoneId: payload.zoneId, server, serialSeen: payload.serial, updatedAt: new Date(now) })
      .onConflictDoUpdate({
        target: [dnsServerState.zoneId, dnsServerState.server],
        set: { serialSeen: sql`greatest(${dnsServerState.serialSeen}, ${payload.serial})`, updatedAt: new Date(now) },
      });
  }
  return { left, total };
}

registerJob('dns.propagate', async (tx, job, deps) => {
  const payload = job.payload as { zoneId: number; serial: number; due: Record<string, number> };
  const now = deps.clock.now().getTime();
  const { left, total } = await propagateStep(tx, payload, now);
  const pending = Object.values(left);
  if (pending.length) {
    return {
      state: 'running',
      stage: `${total - pending.length} of ${total} servers updated`,
      progress: Math.round(((total - pending.length) / total) * 100),
      runInMs: Math.max(0, Math.min(...pending) - now),
      payload: { ...payload, due: left },
    };
  }
  // Every server has seen at least this serial: the answers older changes replaced are never served again.
  const [min] = await tx
    .select({ s: sql<number>`min(${dnsServerState.serialSeen})` })
    .from(dnsServerState)
    .where(eq(dnsServerState.zoneId, payload.zoneId));
  if (min?.s != null)
    await tx
      .delete(dnsChangeLog)
      .where(and(eq(dnsChangeLog.zoneId, payload.zoneId), lte(dnsChangeLog.serial, Number(min.s))));
  return { state: 'done', stage: 'propagated', result: { serial: payload.serial } };
});

export function createResolver(): Resolver {
  const servers = [SECONDARY, ...PUBLIC_RESOLVERS];
  return {
    nameservers: NAMESERVERS,
    publicResolvers: PUBLIC_RESOLVERS,

    async zoneChanged(tx, c) {
      const at = c.now;
      await tx
        .insert(dnsServerState)
        .values(servers.map((s) => ({ zoneId: c.zoneId, server: s.id, serialSeen: c.oldSerial, updatedAt: at })))
        .onConflictDoNothing();
      const logs = c.changed.map((rs) => ({
        zoneId: c.zoneId,
        serial: c.newSerial,
        name: rs.name.toLowerCase(),
        type: rs.type,
        oldAnswers: rs.rows.map((r) => answerData(r, c.oldSerial)),
        oldTtl: rs.rows[0]?.ttl ?? null,
        createdAt: at,
      }));
      for (let i = 0; i < logs.length; i += 1000) await tx.insert(dnsChangeLog).values(logs.slice(i, i + 1000));
      // A resolver never holds an answer longer than its TTL: the longest replaced TTL bounds every delay.
      const maxTtlMs = Math.max(60, ...c.changed.flatMap((rs) => rs.rows.map((r) => r.ttl))) * 1000;
      const due: Record<string, number> = {};
      for (const s of servers) {
        const jitter = 0.75 + (hash(`${c.zone}|${c.newSerial}|${s.id}`) % 50) / 100;
        due[s.id] = at.getTime() + Math.min(maxTtlMs, Math.round(s.lagMs * jitter));
      }
      await enqueue(tx, at, {
        kind: 'dns.propagate',
        subject: String(c.zoneId),
        stage: 'queued',
        payload: { zoneId: c.zoneId, serial: c.newSerial, due },
        runInMs: Math.min(...Object.values(due)) - at.getTime(),
      });
    },

    async query(db, q) {
      const bare = q.name.replace(/\.$/, '').toLowerCase();
      const name = q.type === 'PTR' ? reverseName(bare) : bare;
      const res = await resolveName(db, q.server, name, q.type, q.follow ?? true, 0);
      const isPublic = PUBLIC_RESOLVERS.some((r) => r.id === q.server);
      return {
        ...res,
        authoritative: !isPublic && res.authoritative,
        responseMs: ms(q.server, `${name}/${q.type}`, isPublic ? 4 : 8, isPublic ? 40 : 25),
      };
    },

    async nameserverSerials(db, zoneId, serial) {
      const seen = await seenBy(db, zoneId, SECONDARY.id);
      return { [NAMESERVERS[0]!.host]: serial, [SECONDARY.id]: seen === null ? serial : Math.min(seen, serial) };
    },

    async convergesAt(db, zoneId) {
      const rows = await db
        .select({ payload: jobs.payload })
        .from(jobs)
        .where(
          and(
            eq(jobs.kind, 'dns.propagate'),
            eq(jobs.subject, String(zoneId)),
            inArray(jobs.state, ['queued', 'running']),
          ),
        );
      const times = rows.flatMap((r) => Object.values((r.payload as { due?: Record<string, number> }).due ?? {}));
      return times.length ? new Date(Math.max(...times)) : null;
    },
  };
}
