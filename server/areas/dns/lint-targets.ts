// Lint rules that follow names: CNAME chains (loops, aliases of nothing) and
// mail exchangers (aliases, hosts without an address), asked of the resolver.
import type { Db } from '@server/db/client';
import type { Resolver } from '@server/infra/resolver';
import { issue, type Issue } from './lint-issue';
import { fqdnOf, inZone, stripDot } from './names';
import { isNullMx, type RecordRow } from './rdata';

/** CNAME and MX targets: dangling aliases, loops, and mail exchangers that are aliases or do not resolve. */
export async function lintTargets(
  db: Db,
  resolver: Resolver,
  zone: string,
  records: RecordRow[],
  byName: Map<string, RecordRow[]>,
  out: Issue[],
) {
  for (const r of records.filter((x) => x.type === 'CNAME')) {
    const target = stripDot(r.value);
    const seen = new Set([fqdnOf(r.name, zone)]);
    let hop: string | null = target;
    let loop = false;
    for (let i = 0; i < 8 && hop; i++) {
      if (seen.has(hop)) {
        loop = true;
        break;
      }
      seen.add(hop);
      const rel = inZone(hop, zone);
      const next: RecordRow | undefined = rel !== null ? byName.get(rel)?.find((x) => x.type === 'CNAME') : undefined;
      hop = next ? stripDot(next.value) : null;
    }
    if (loop) {
      out.push(
        issue(
          'error',
          'cname_loop',
          `${r.name} is part of a CNAME loop; it never resolves`,
          'Point one of the aliases at a name with an address',
          [r],
        ),
      );
      continue;
    }
    const res = await resolver.query(db, { name: target, type: 'A', server: 'authoritative', follow: true });
    if (res.status === 'NXDOMAIN' && res.known) {
      out.push(
        issue(
          'warning',
          'cname_dangling',
          `${r.name} is an alias of ${target}, which does not exist`,
          `Point it at a name that exists, or delete it (a dangling alias can be taken over if ${target} is registered by someone else)`,
          [r],
        ),
      );
    }
  }
  // A null MX (RFC 7505) names no host: there is nothing to resolve.
  for (const r of records.filter((x) => x.type === 'MX' && !isNullMx(x))) {
    const host = stripDot(r.value.split(/\s+/).pop()!);
    const rel = inZone(host, zone);
    if (rel !== null && byName.get(rel)?.some((x) => x.type === 'CNAME')) {
      out.push(
        issue(
          'error',
          'mx_points_to_cname',
          `The MX ${host} is an alias (CNAME); mail servers must not follow it (RFC 2181)`,
          `Point the MX at the host ${host} aliases, or give ${rel} an A record instead`,
          [r],
        ),
      );
      continue;
    }
    const a = await resolver.query(db, { name: host, type: 'A', server: 'authoritative', follow: false });
    const aaaa = a.answers.length
      ? a
      : await resolver.query(db, { name: host, type: 'AAAA', server: 'authoritative', follow: false });
    if (a.known && a.answers.length === 0 && aaaa.answers.length === 0) {
      out.push(
        issue(
          'warning',
          'mx_target_missing',
          `The mail server ${host} has no address; mail to this domain bounces`,
          `Add an A record for ${host}, or apply an MX template`,
          [r],
        ),
      );
    }
  }
}
