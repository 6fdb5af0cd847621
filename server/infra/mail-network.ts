// The sandbox's view of the mail network. Names are resolved from the DNS
// zones hosted here (dns_records) and a short list of known providers; the
// service's own exchangers answer SMTP; nothing leaves this machine.
import { and, eq, sql } from 'drizzle-orm';
import type { Db, Tx } from '@server/db/client';
import { dnsRecords, dnsZones } from '@server/db/schema/dns';
import { sha256 } from '@server/core/crypto';

type Conn = Db | Tx;

/** The service's own mail exchangers and their addresses. */
export const OWN_MX: Record<string, string[]> = {
  'mx1.panel-mail.net': ['185.20.30.25', '2a0b:4c0::25'],
  'mx2.panel-mail.net': ['185.20.31.25'],
  'smtp.panel-mail.net': ['185.20.30.26'],
};

/** Big providers the sandbox knows; their exchangers accept mail for delivery. */
const KNOWN_PROVIDERS: Record<string, string> = {
  'gmail.com': 'gmail-smtp-in.l.google.com',
  'outlook.com': 'outlook-com.olc.protection.outlook.com',
  'hotmail.com': 'hotmail-com.olc.protection.outlook.com',
  'yahoo.com': 'mta5.am0.yahoodns.net',
  'icloud.com': 'mx01.mail.icloud.com',
  'proton.me': 'mail.protonmail.ch',
};

/** Reserved names (RFC 2606 / 6761) never resolve to a reachable exchanger. */
export const isReservedDomain = (domain: string) =>
  /(^|\.)(example|test|invalid|localhost)$/.test(domain) || /(^|\.)example\.(com|net|org)$/.test(domain);

const stripDot = (h: string) => h.replace(/\.$/, '').toLowerCase();

/** Longest hosted zone that contains `name`, with the label relative to it ('@' for the apex). */
async function hostedZone(db: Conn, name: string) {
  const labels = name.split('.');
  for (let i = 0; i < labels.length - 1; i++) {
    const zoneName = labels.slice(i).join('.');
    const [zone] = await db.select().from(dnsZones).where(eq(dnsZones.domain, zoneName));
    if (zone) return { zone, label: i === 0 ? '@' : labels.slice(0, i).join('.') };
  }
  return null;
}

async function records(db: Conn, name: string, type: string) {
  const hz = await hostedZone(db, name);
  if (!hz) return null;
  return db
    .select()
    .from(dnsRecords)
    .where(
      and(
        eq(dnsRecords.zoneId, hz.zone.id),
        eq(dnsRecords.type, type),
        sql`lower(${dnsRecords.name}) = ${hz.label.toLowerCase()}`,
      ),
    );
}

export async function resolveMx(db: Conn, domain: string): Promise<{ host: string; priority: number }[]> {
  const d = domain.toLowerCase();
  const rows = await records(db, d, 'MX');
  if (rows)
    return rows
      .map((r) => ({ host: stripDot(r.value.split(/\s+/).pop()!), priority: r.priority ?? 0 }))
      .sort((a, b) => a.priority - b.priority);
  if (KNOWN_PROVIDERS[d]) return [{ host: KNOWN_PROVIDERS[d]!, priority: 10 }];
  if (isReservedDomain(d)) return [];
  // Any other public domain: the sandbox pretends it has one exchanger at mx.<domain>.
  return [{ host: `mx.${d}`, priority: 10 }];
}

export async function resolveAddresses(db: Conn, host: string): Promise<string[]> {
  const h = stripDot(host);
  if (OWN_MX[h]) return OWN_MX[h]!;
  const a = await records(db, h, 'A');
  if (a) return a.map((r) => r.value.trim());
  if (Object.values(KNOWN_PROVIDERS).includes(h)) return [fakeAddress(h)];
  if (isReservedDomain(h)) return [];
  return h.startsWith('mx.') ? [fakeAddress(h)] : [];
}

/** A stable documentation-range address for a host the sandbox invents. */
const fakeAddress = (h: string) => `203.0.113.${(parseInt(sha256(h).slice(0, 2), 16) % 250) + 1}`;

export interface ProbeResult {
  host: string;
  addresses: string[];
  reachable: boolean;
  banner: string | null;
  startTls: boolean;
  tlsVersion: string | null;
  certificate: { subject: string; issuer: string; validTo: string; valid: boolean } | null;
  responseMs: number | null;
  error: string | null;
}

/** What an SMTP client would see: the service's own exchangers answer with TLS; invented hosts only on 25. */
export async function probeHost(db: Conn, host: string, port: number, now: Date): Promise<ProbeResult> {
  const h = stripDot(host);
  const addresses = await resolveAddresses(db, h);
  const base = {
    host: h,
    addresses,
    banner: null,
    startTls: false,
    tlsVersion: null,
    certificate: null,
    responseMs: null,
  };
  if (addresses.length === 0)
    return { ...base, reachable: false, error: `${h} does not resolve (NXDOMAIN in the sandbox resolver)` };
  const own = Boolean(OWN_MX[h]);
  const ms = 20 + (parseInt(sha256(`${h}:${port}`).slice(0, 4), 16) % 180);
  if (!own && port !== 25) return { ...base, reachable: false, error: `Connection to ${addresses[0]}:${port} refused` };
  if (!own && addresses.every((a) => a.startsWith('10.') || a.startsWith('192.168.') || a.startsWith('127.'))) {
    return {
      ...base,
      reachable: false,
      error: `${h} has only private addresses; it cannot receive mail from the internet`,
    };
  }
  const day = 86_400_000;
  return {
    ...base,
    reachable: true,
    banner: own ? `220 ${h} ESMTP Postfix (panel-mail)` : `220 ${h} ESMTP ready`,
    startTls: port !== 465,
    tlsVersion: 'TLSv1.3',
    certificate: {
      subject: `CN=${own ? '*.panel-mail.net' : h}`,
      issuer: "CN=R11, O=Let's Encrypt, C=US",
      validTo: new Date(now.getTime() + 61 * day).toISOString(),
      valid: true,
    },
    responseMs: ms,
    error: null,
  };
}
