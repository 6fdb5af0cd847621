// Web-forwards of a registrar domain: list, record (validated: an http(s)
// destination that is not the forward's own address, one forward per host and
// path) and remove. Merged into the portfolio part by portfolio-handlers.ts.
import { domainsOps } from '@contract/domains';
import { implement } from '@server/core/area';
import { ApiError } from '@server/core/problem';
import { ownedRegistrarDomain } from './domain-repository';
import { checkedDestination, sourceUrl } from './web-forward-url';
import { deleteForward, forwardAt, forwardsPage, insertForward, type WebForwardRow } from './web-forward-repository';

const presentForward = (domain: string) => (r: WebForwardRow) => ({
  id: r.id,
  domain,
  host: r.host,
  path: r.path,
  destination: r.destination,
  type: r.type as '301' | '302' | 'frame',
  createdAt: r.createdAt.toISOString(),
});

const shownAddress = (domain: string, host: string, path: string) => `${host ? `${host}.` : ''}${domain}${path}`;

export default implement(domainsOps, {
  handlers: {
    async listDomainWebForwards({ deps, cred, params, query, setAuditTarget }) {
      setAuditTarget(params.domain);
      const { domain } = await ownedRegistrarDomain(deps.db, cred.accountId, params.domain);
      return forwardsPage(deps.db, domain.id, query, presentForward(domain.name));
    },

    async createDomainWebForward({ deps, cred, params, body, setAuditTarget }) {
      setAuditTarget(params.domain);
      const now = deps.clock.now();
      const row = await deps.db.transaction(async (tx) => {
        const { domain } = await ownedRegistrarDomain(tx, cred.accountId, params.domain, true);
        const source = sourceUrl(domain.name, body.host, body.path);
        const destination = checkedDestination(source, body.destination);
        const address = shownAddress(domain.name, body.host, source.pathname);
        const taken = (to: string) =>
          new ApiError('conflict', `${address} already forwards${to}; remove that forward first to send it elsewhere`);
        const existing = await forwardAt(tx, domain.id, body.host, source.pathname);
        if (existing) throw taken(` to ${existing.destination} (forward ${existing.id})`);
        const inserted = await insertForward(tx, {
          accountId: domain.accountId,
          domainId: domain.id,
          host: body.host,
          path: source.pathname,
          destination,
          type: body.type,
          createdAt: now,
        });
        // another request recorded the same host and path between the check and the insert
        if (!inserted) throw taken('');
        return inserted;
      });
      return presentForward(params.domain)(row);
    },

    async deleteDomainWebForward({ deps, cred, params, setAuditTarget }) {
      setAuditTarget(`${params.domain} forward ${params.redirect}`);
      const id = Number(params.redirect);
      await deps.db.transaction(async (tx) => {
        const { domain } = await ownedRegistrarDomain(tx, cred.accountId, params.domain, true);
        if (!(await deleteForward(tx, domain.id, id)))
          throw new ApiError('not_found', `${domain.name} has no web-forward ${id}`);
      });
      return { deleted: true as const, id };
    },
  },
});
