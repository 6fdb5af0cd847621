// The portfolio of registrar domains: the list and one domain, its auth code
// (an audited read), WHOIS, lifecycle, auto-renewal and the registry status
// sync; web-forwards are in web-forwards-handlers.ts and served from here too.
import { domainsOps } from '@contract/domains';
import { implement, type AreaModule } from '@server/core/area';
import { audit } from '@server/core/audit';
import { csvAnswer, exportFileName } from '@server/core/csv-export';
import type { Deps } from '@server/core/deps';
import { ApiError } from '@server/core/problem';
import { OUR_REGISTRAR, tldOf } from '@server/infra/registry';
import { readZone } from '@server/areas/dns/public';
import { domainTarget, ownedRegistrarDomain, registrarSettings, saveRegistrarSettings } from './domain-repository';
import { presentRegistrarDomain, presentRegistrarDomainDetail, registryFacts, type TldCache } from './domain-presenter';
import { lifecycleOf, phaseOfLocalStatus, renewalAttemptAt } from './lifecycle-view';
import { pendingRenewalOf } from './order-repository';
import { domainCsvColumns } from './portfolio-csv';
import { pageOfDomains, type DomainListQuery } from './portfolio-list';
import { saveAutoRenew } from './portfolio-repository';
import { LIVE_PHASES, readRegistry, registryRecord } from './registry-read';
import { statusSyncOf } from './status-sync';
import { whoisOf } from './whois';
import webForwards from './web-forwards-handlers';

const portfolio = implement(domainsOps, {
  handlers: {
    async listRegistrarDomains({ deps, cred, query }) {
      return domainPage(deps, cred.accountId, query, new Map());
    },

    async exportRegistrarDomains({ deps, cred, query }) {
      // One TLD catalogue read per TLD for the whole file, not per page.
      const tlds: TldCache = new Map();
      return csvAnswer({
        fileName: exportFileName('domains', deps.clock.now()),
        columns: domainCsvColumns,
        page: (cursor, limit) => domainPage(deps, cred.accountId, { ...query, cursor, limit }, tlds),
      });
    },

    async getRegistrarDomain({ deps, cred, params, setAuditTarget }) {
      setAuditTarget(params.domain);
      const o = await ownedRegistrarDomain(deps.db, cred.accountId, params.domain);
      const now = deps.clock.now();
      const facts = await registryFacts(deps, deps.db, o.domain.name, now);
      const settings = await registrarSettings(deps.db, o.domain.id);
      return presentRegistrarDomainDetail(params.domain, o, facts, {
        hasDnsZone: (await readZone(deps.db, o.domain.name)) !== null,
        lastSyncedAt: settings.lastSyncedAt,
        // a renewal awaiting payment is shown with its invoice, so the page offers Pay instead of a second Renew
        pendingOrder: await pendingRenewalOf(deps.db, cred.accountId, o.domain.name, now),
      });
    },

    async getDomainAuthCode({ deps, cred, params, hono, setAuditTarget }) {
      setAuditTarget(params.domain);
      const o = await ownedRegistrarDomain(deps.db, cred.accountId, params.domain);
      const now = deps.clock.now();
      const view = await registryRecord(deps, deps.db, o.domain.name, now);
      if (view.row.registrar !== OUR_REGISTRAR)
        throw new ApiError(
          'conflict',
          `The registry lists ${o.domain.name} under ${view.row.registrar}; ask that registrar for its auth code`,
        );
      if (!LIVE_PHASES.includes(view.phase))
        throw new ApiError(
          'conflict',
          `${o.domain.name} is in ${view.phase.replace('_', ' ')}, and the registry issues no auth code then${
            view.phase === 'redemption' ? '; restore it first (POST /domains/{domain}/actions/restore)' : ''
          }`,
        );
      // The code hands the name to whoever holds it: every disclosure is on the audit log (reads otherwise are not).
      await audit(deps.db, cred, {
        operation: 'getDomainAuthCode',
        method: 'GET',
        path: hono.req.path,
        target: o.domain.name,
        outcome: 'success',
        status: 200,
        detail: `Transfer-out auth code of ${o.domain.name} disclosed`,
        at: now,
      });
      return {
        target: domainTarget(params.domain, o),
        domain: o.domain.name,
        authCode: view.row.authCode,
        expiresAt: null,
      };
    },

    async getDomainWhois({ deps, cred, params, setAuditTarget }) {
      setAuditTarget(params.domain);
      const o = await ownedRegistrarDomain(deps.db, cred.accountId, params.domain);
      const now = deps.clock.now();
      const view = await registryRecord(deps, deps.db, o.domain.name, now);
      const contacts = await deps.infra.registry.contacts(deps.db, view.row.id);
      const ds = await deps.infra.registry.dsRecords(deps.db, view.row.id);
      return whoisOf(view, contacts.find((c) => c.role === 'registrant') ?? null, ds.length, now);
    },

    async getDomainLifecycle({ deps, cred, params, setAuditTarget }) {
      setAuditTarget(params.domain);
      const o = await ownedRegistrarDomain(deps.db, cred.accountId, params.domain);
      const now = deps.clock.now();
      // The registry's dates when it answers; ours (with the TLD's phase lengths) when it does not.
      const { view } = await readRegistry(deps, deps.db, o.domain.name, now);
      const tld = view?.tld ?? (await deps.infra.registry.tld(deps.db, tldOf(o.domain.name)));
      const life = lifecycleOf(
        {
          domain: o.domain.name,
          expiresAt: view?.row.expiresAt ?? o.domain.expiresAt,
          createdAt: view?.row.createdAt ?? o.domain.registeredAt,
          localStatus: o.domain.status,
          autoRenew: o.domain.autorenew,
        },
        tld,
        now,
      );
      return { target: domainTarget(params.domain, o), ...life };
    },

    async setDomainAutoRenew({ deps, cred, params, body, setAuditTarget }) {
      setAuditTarget(params.domain);
      const o = await deps.db.transaction(async (tx) => {
        const owned = await ownedRegistrarDomain(tx, cred.accountId, params.domain, true);
        return { ...owned, domain: await saveAutoRenew(tx, owned, body.enabled) };
      });
      const d = o.domain;
      return {
        target: domainTarget(params.domain, o),
        domain: d.name,
        autoRenew: d.autorenew,
        nextRenewalAt: renewalAttemptAt(d.expiresAt, d.autorenew, phaseOfLocalStatus(d.status))?.toISOString() ?? null,
      };
    },

    async syncDomainStatus({ deps, cred, params, setAuditTarget }) {
      setAuditTarget(params.domain);
      const o = await ownedRegistrarDomain(deps.db, cred.accountId, params.domain);
      const now = deps.clock.now();
      const read = await readRegistry(deps, deps.db, o.domain.name, now);
      // Reports only: the one thing recorded is when the registry was last read, in the registrar's settings.
      if (read.reachable)
        await deps.db.transaction((tx) => saveRegistrarSettings(tx, o.domain.id, { lastSyncedAt: now }));
      return statusSyncOf(o.domain, read, domainTarget(params.domain, o));
    },
  },
});

/** One page of the account's registrar domains as the API shows them: the list and its export. */
function domainPage(deps: Deps, accountId: number, query: DomainListQuery, tlds: TldCache) {
  const now = deps.clock.now();
  return pageOfDomains(deps.db, accountId, query, now, async (rows) => {
    const out = [];
    // one name at a time: a registry that does not answer degrades its own rows only
    for (const d of rows) out.push(presentRegistrarDomain(d, await registryFacts(deps, deps.db, d.name, now, tlds)));
    return out;
  });
}

const part: Pick<AreaModule, 'handlers' | 'holds'> = {
  handlers: { ...portfolio.handlers, ...webForwards.handlers },
  holds: { ...portfolio.holds, ...webForwards.holds },
};
export default part;
