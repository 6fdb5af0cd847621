// The simulated DNS behind one interface: our two authoritative nameservers
// (ns1 primary, ns2 a secondary that transfers changes a few seconds later)
// and a set of public resolvers (dns-servers.ts). Each server answers from
// the zones hosted here as of the last serial it has seen (dns-lookup.ts); a
// zone change reaches them one by one through a job (dns-propagation.ts).
import type { Tx } from '@server/db/client';
import { NAMESERVERS, PUBLIC_RESOLVERS, SECONDARY, stableHash, type ServerInfo } from './dns-servers';
import { resolveName, reverseName, seenBy, type Conn, type QueryResult } from './dns-lookup';
import { enqueuePropagation, propagationDoneAt, type ZoneChange } from './dns-propagation';

export interface Resolver {
  nameservers: typeof NAMESERVERS;
  publicResolvers: ServerInfo[];
  /** Call with the old rows of every changed RRset, in the transaction that changes the zone. */
  zoneChanged(tx: Tx, c: ZoneChange): Promise<void>;
  /** Ask one server: 'authoritative' (ns1), a secondary's host, or a public resolver id. */
  query(db: Conn, q: { name: string; type: string; server: string; follow?: boolean }): Promise<QueryResult>;
  /** The serial each nameserver serves for a zone. */
  nameserverSerials(db: Conn, zoneId: number, serial: number): Promise<Record<string, number>>;
  /** When every server will have caught up with the zone's last change, or null when all have. */
  convergesAt(db: Conn, zoneId: number): Promise<Date | null>;
}

/** A believable round trip, the same for the same question on every run; anycast resolvers answer faster. */
const responseMs = (server: string, q: string, base: number, spread: number) =>
  base + (stableHash(`${server}|${q}`) % spread);

export function createResolver(): Resolver {
  return {
    nameservers: NAMESERVERS,
    publicResolvers: PUBLIC_RESOLVERS,

    zoneChanged: enqueuePropagation,

    async query(db, q) {
      const bare = q.name.replace(/\.$/, '').toLowerCase();
      const name = q.type === 'PTR' ? reverseName(bare) : bare;
      const res = await resolveName(db, q.server, name, q.type, q.follow ?? true, 0);
      const isPublic = PUBLIC_RESOLVERS.some((r) => r.id === q.server);
      return {
        ...res,
        authoritative: !isPublic && res.authoritative,
        responseMs: responseMs(q.server, `${name}/${q.type}`, isPublic ? 4 : 8, isPublic ? 40 : 25),
      };
    },

    async nameserverSerials(db, zoneId, serial) {
      const seen = await seenBy(db, zoneId, SECONDARY.id);
      return { [NAMESERVERS[0]!.host]: serial, [SECONDARY.id]: seen === null ? serial : Math.min(seen, serial) };
    },

    convergesAt: propagationDoneAt,
  };
}
