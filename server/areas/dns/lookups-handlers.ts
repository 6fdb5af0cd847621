// Asking the (simulated) DNS: a public lookup of any name, and propagation of
// one name and type across the public resolvers compared with the zone.
import { dnsOps } from '@contract/dns';
import { implement } from '@server/core/area';
import { fqdnOf } from './names';
import { nameOrFail } from './record-input';
import { findZone } from './zone-repository';

const norm = (xs: string[]) =>
  xs
    .map((x) => x.toLowerCase())
    .sort()
    .join('\n');

export default implement(dnsOps, {
  handlers: {
    async checkDnsPropagation({ deps, cred, query, resolve }) {
      const { target, zone } = await findZone(deps.db, cred.accountId, resolve, query.input);
      const fqdn = fqdnOf(nameOrFail(query.name, zone.domain), zone.domain);
      const resolver = deps.infra.resolver;
      const ask = { name: fqdn, type: query.type, follow: false };
      const auth = await resolver.query(deps.db, { ...ask, server: 'authoritative' });
      const expected = auth.answers.map((a) => a.data);
      const resolvers = [];
      for (const r of resolver.publicResolvers) {
        const res = await resolver.query(deps.db, { ...ask, server: r.id });
        const answers = res.answers.map((a) => a.data);
        resolvers.push({
          id: r.id,
          resolver: r.name,
          location: r.location,
          address: r.address,
          answers,
          ttl: res.answers[0]?.ttl ?? null,
          matches: norm(answers) === norm(expected),
          responseMs: res.responseMs,
          error: res.status === 'NXDOMAIN' && expected.length ? 'NXDOMAIN' : null,
        });
      }
      const propagated = resolvers.filter((r) => r.matches).length;
      const converges = await resolver.convergesAt(deps.db, zone.id);
      return {
        target,
        fqdn,
        type: query.type,
        checkedAt: deps.clock.now().toISOString(),
        expected,
        propagated,
        total: resolvers.length,
        complete: propagated === resolvers.length,
        convergesAt: converges?.toISOString() ?? null,
        resolvers,
      };
    },

    async lookupDns({ deps, query }) {
      const res = await deps.infra.resolver.query(deps.db, {
        name: query.name,
        type: query.type,
        server: query.resolver,
        follow: query.follow,
      });
      return {
        name: query.name,
        type: query.type,
        resolver: query.resolver,
        status: res.status,
        authoritative: res.authoritative,
        answers: res.answers,
        responseMs: res.responseMs,
        queriedAt: deps.clock.now().toISOString(),
      };
    },
  },
});
