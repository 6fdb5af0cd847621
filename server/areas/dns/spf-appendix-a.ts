// The DNS data of RFC 7208 Appendix A (A.1 to A.4), for the SPF tests: loaded
// into the sandbox's own zones so evaluation goes through the real sandbox
// resolver, and served as-is by a plain in-memory resolver so the library can
// be asked the same question without our adapter in between.
import { sql } from 'drizzle-orm';
import { queryRows, type Db } from '@server/db/client';
import { chunkTxt, txtValue } from './rdata';

export interface FixtureRecord {
  name: string;
  type: 'A' | 'AAAA' | 'MX' | 'TXT' | 'PTR' | 'CNAME';
  value: string;
  priority?: number;
}

const a = (name: string, value: string): FixtureRecord => ({ name, type: 'A', value });
const txt = (name: string, value: string): FixtureRecord => ({ name, type: 'TXT', value });
const ptr = (name: string, value: string): FixtureRecord => ({ name, type: 'PTR', value });

/** Zone → records (names relative to the zone, '@' for the apex). example.com's own SPF record is set per case. */
export const APPENDIX_A: Record<string, FixtureRecord[]> = {
  'example.com': [
    { name: '@', type: 'MX', priority: 10, value: 'mail-a.example.com.' },
    { name: '@', type: 'MX', priority: 20, value: 'mail-b.example.com.' },
    a('@', '192.0.2.10'),
    a('@', '192.0.2.11'),
    a('amy', '192.0.2.65'),
    a('bob', '192.0.2.66'),
    a('mail-a', '192.0.2.129'),
    a('mail-b', '192.0.2.130'),
    { name: 'www', type: 'CNAME', value: 'example.com.' },
    // A.3, DNSBL style.
    a('mary.mobile-users._spf', '127.0.0.2'),
    a('fred.mobile-users._spf', '127.0.0.2'),
    a('15.15.168.192.joel.remote-users._spf', '127.0.0.2'),
    a('16.15.168.192.joel.remote-users._spf', '127.0.0.2'),
    txt('mobile-users._spf', 'v=spf1 exists:%{l1r+}.%{d}'),
    txt('remote-users._spf', 'v=spf1 exists:%{ir}.%{l1r+}.%{d}'),
    // A.4, with erratum 6216 (ptr:example.com instead of a bare ptr, which would test ptr._spf.example.com).
    txt('ip4._spf', 'v=spf1 -ip4:192.0.2.0/24 +all'),
    txt('ptr._spf', 'v=spf1 -ptr:example.com +all'),
  ],
  'example.org': [
    { name: '@', type: 'MX', priority: 10, value: 'mail-c.example.org.' },
    a('mail-c', '192.0.2.140'),
    // A.2: a union of two domains' servers, and sub-domains that share the record.
    txt('@', 'v=spf1 include:example.com include:example.net -all'),
    txt('la', 'v=spf1 redirect=example.org'),
    txt('ny', 'v=spf1 redirect=example.org'),
    txt('sf', 'v=spf1 redirect=example.org'),
  ],
  // A.2 names example.net without giving its record; this one (ours) makes the union observable.
  'example.net': [txt('@', 'v=spf1 ip4:192.0.2.200 -all')],
  '2.0.192.in-addr.arpa': [
    ptr('10', 'example.com.'),
    ptr('11', 'example.com.'),
    ptr('65', 'amy.example.com.'),
    ptr('66', 'bob.example.com.'),
    ptr('129', 'mail-a.example.com.'),
    ptr('130', 'mail-b.example.com.'),
    ptr('140', 'mail-c.example.org.'),
  ],
  // "A rogue reverse IP domain that claims to be something it's not."
  '0.0.10.in-addr.arpa': [ptr('4', 'bob.example.com.')],
};

const stored = (r: FixtureRecord) => (r.type === 'TXT' ? txtValue(chunkTxt(r.value)) : r.value);

/** Host the fixture zones in the sandbox (as an account's zones), so its resolver answers for them. */
export async function loadZones(db: Db, accountId: number, zones: Record<string, FixtureRecord[]> = APPENDIX_A) {
  for (const [domain, records] of Object.entries(zones)) {
    const [zone] = await queryRows<{ id: number }>(
      db,
      sql`insert into dns_zones (account_id, domain, serial) values (${accountId}, ${domain}, 2024010101) returning id`,
    );
    const zoneId = zone!.id;
    for (const r of records)
      await db.execute(
        sql`insert into dns_records (zone_id, name, type, ttl, priority, value) values (${zoneId}, ${r.name}, ${r.type}, 600, ${r.priority ?? null}, ${stored(r)})`,
      );
  }
}

/** Make `text` the only TXT record at `name` of a loaded zone (example.com's SPF record changes per case). */
export async function setTxt(db: Db, zone: string, name: string, text: string) {
  await db.execute(
    sql`delete from dns_records where type = 'TXT' and name = ${name} and zone_id = (select id from dns_zones where domain = ${zone})`,
  );
  await db.execute(
    sql`insert into dns_records (zone_id, name, type, ttl, value) select id, ${name}, 'TXT', 600, ${txtValue(chunkTxt(text))} from dns_zones where domain = ${zone}`,
  );
}

const notFound = (code: 'ENOTFOUND' | 'ENODATA', name: string) => Object.assign(new Error(`${code} ${name}`), { code });

/**
 * The same data answered the way node:dns answers (TXT as arrays of strings,
 * MX as {exchange, priority}, names without the trailing dot), with no CNAME
 * following: the reference the library is asked directly.
 */
export function memoryResolver(zones: Record<string, FixtureRecord[]>) {
  const byName = new Map<string, FixtureRecord[]>();
  for (const [zone, records] of Object.entries(zones))
    for (const r of records) {
      const fqdn = r.name === '@' ? zone : `${r.name}.${zone}`;
      byName.set(fqdn, [...(byName.get(fqdn) ?? []), r]);
    }
  const bare = (n: string) => n.replace(/\.$/, '');
  return async (name: string, type: string): Promise<unknown[]> => {
    const rows = byName.get(bare(name).toLowerCase());
    if (!rows) throw notFound('ENOTFOUND', name);
    const of = rows.filter((r) => r.type === type);
    if (!of.length) throw notFound('ENODATA', name);
    if (type === 'TXT') return of.map((r) => chunkTxt(r.value));
    if (type === 'MX') return of.map((r) => ({ exchange: bare(r.value), priority: r.priority ?? 0 }));
    return of.map((r) => bare(r.value));
  };
}
