// Lint rules over a whole zone. Each finding names the records it is about
// and what to do, so the dashboard can link a finding to the record to fix.
import type { Db } from '@server/db/client';
import type { Resolver } from '@server/infra/resolver';
import { issue, type Issue } from './lint-issue';
import { lintSpf } from './lint-spf';
import { lintTargets } from './lint-targets';
import { identity, isNullMx, txtBytes, type RecordRow } from './rdata';
import { isSpf } from './mx-templates';

const median = (xs: number[]) => {
  const s = [...xs].sort((a, b) => a - b);
  return s.length ? s[Math.floor(s.length / 2)]! : 0;
};

export async function lintZone(db: Db, resolver: Resolver, zone: string, records: RecordRow[]): Promise<Issue[]> {
  const out: Issue[] = [];
  const byName = new Map<string, RecordRow[]>();
  for (const r of records) byName.set(r.name.toLowerCase(), [...(byName.get(r.name.toLowerCase()) ?? []), r]);
  const apex = byName.get('@') ?? [];
  const resetFix = 'Reset the zone to defaults with "keep mail records" on: it restores the SOA and our NS records';

  if (!apex.some((r) => r.type === 'SOA'))
    out.push(
      issue(
        'error',
        'soa_missing',
        'The zone has no SOA record, so no server will answer for it as authoritative',
        resetFix,
        [],
        '@',
      ),
    );
  const ns = apex.filter((r) => r.type === 'NS');
  if (ns.length === 0)
    out.push(issue('error', 'ns_missing', 'The zone has no NS records at the apex', resetFix, [], '@'));
  else if (ns.length === 1)
    out.push(
      issue(
        'warning',
        'ns_single',
        'Only one nameserver is listed; resolvers have no fallback when it is down',
        'Add a second NS record (reset restores both of ours)',
        ns,
      ),
    );

  for (const [name, rows] of byName) {
    const cnames = rows.filter((r) => r.type === 'CNAME');
    if (cnames.length && name === '@') {
      out.push(
        issue(
          'error',
          'cname_at_apex',
          'A CNAME at the apex breaks the SOA, NS and mail records there',
          'Delete the CNAME and add an A/AAAA record for the apex',
          cnames,
        ),
      );
    } else if (cnames.length && rows.length > 1) {
      const others = rows.filter((r) => r !== cnames[0]);
      out.push(
        issue(
          'error',
          'cname_conflict',
          `${name} has a CNAME and ${others.length} other record${others.length > 1 ? 's' : ''}; resolvers will ignore one or the other`,
          'Keep either the CNAME or the other records at this name',
          [cnames[0]!, ...others],
        ),
      );
    }
    const spf = rows.filter(isSpf);
    if (spf.length > 1)
      out.push(
        issue(
          'error',
          'spf_multiple',
          `${name} has ${spf.length} SPF records; receivers then treat SPF as failed (permerror)`,
          'Merge them into one v=spf1 record and delete the rest',
          spf,
        ),
      );
    const ids = new Map<string, RecordRow>();
    for (const r of rows) {
      const prev = ids.get(identity(r));
      if (prev)
        out.push(
          issue(
            'warning',
            'duplicate_record',
            `${name} has the same ${r.type} record twice (${r.value.slice(0, 60)})`,
            'Delete one of the two',
            [r, prev],
          ),
        );
      else ids.set(identity(r), r);
    }
    const types = new Map<string, RecordRow[]>();
    for (const r of rows) types.set(r.type, [...(types.get(r.type) ?? []), r]);
    for (const [type, set] of types) {
      if (new Set(set.map((r) => r.ttl)).size > 1) {
        out.push(
          issue(
            'warning',
            'ttl_mismatch',
            `The ${type} records of ${name} have different TTLs (${[...new Set(set.map((r) => r.ttl))].join(', ')} s); resolvers use the lowest`,
            'Give every record of this name and type the same TTL',
            set,
          ),
        );
      }
    }
  }

  // TTL outliers: ten times shorter or longer than the zone's usual TTL (SOA and NS have their own conventions).
  const ttls = records.filter((r) => r.type !== 'SOA' && r.type !== 'NS');
  const usual = median(ttls.map((r) => r.ttl));
  for (const r of ttls) {
    if (usual && (r.ttl * 10 <= usual || r.ttl >= usual * 10)) {
      out.push(
        issue(
          'info',
          'ttl_outlier',
          `${r.name} ${r.type} has TTL ${r.ttl} s; most records here use ${usual} s`,
          r.ttl < usual
            ? 'A short TTL is right only while a change is under way; raise it afterwards'
            : 'A long TTL delays future changes; lower it unless this record never changes',
          [r],
        ),
      );
    }
  }

  for (const r of records) {
    // The limit is 255 bytes of the wire form, not 255 characters: "é" is two bytes.
    if (r.type === 'TXT' && txtBytes(r.value).some((s) => s.length > 255)) {
      out.push(
        issue(
          'warning',
          'txt_string_too_long',
          `${r.name} TXT has a string over 255 bytes; nameservers refuse it`,
          'Save the record again: long values are split into strings of at most 255 bytes',
          [r],
        ),
      );
    }
    if (isNullMx(r))
      out.push(
        issue(
          'info',
          'null_mx',
          `${r.name} has a null MX (RFC 7505): it says this name accepts no mail, and senders give up at once`,
          'If mail should reach this name, delete the null MX and apply an MX template',
          [r],
        ),
      );
  }

  await lintSpf(db, resolver, zone, byName, out);
  await lintTargets(db, resolver, zone, records, byName, out);
  return out;
}
