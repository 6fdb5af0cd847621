// Orders against the registry: free quotes (GET) and held orders (POST) for
// registration, renewal, restore and transfer-in, and the owner-change quote
// that hands off to the e-ID sign-in. Approval creates an unpaid proforma
// order; the registry acts once it is paid (order-paid.ts, order-job.ts).
import { domainsOps } from '@contract/domains';
import { implement } from '@server/core/area';
import { ApiError } from '@server/core/problem';
import { ownedRegistrarDomain } from './domain-repository';
import { executeOrder, orderHold } from './order-hold';
import { ownerChangeQuote } from './owner-change';
import { registrationQuote, type QuoteEnv } from './quote';
import { renewalQuote } from './renewal-quote';
import { transferInQuote } from './transfer-in-quote';
import type { Deps } from '@server/core/deps';

const env = (deps: Deps, accountId: number): QuoteEnv => ({
  q: deps.db,
  registry: deps.infra.registry,
  accountId,
  now: deps.clock.now(),
});

function distinctNameservers(ns: string[] | undefined) {
  if (!ns || new Set(ns).size === ns.length) return ns ?? null;
  throw new ApiError('validation_failed', 'nameservers: each nameserver may be given only once', {
    errors: [{ path: 'nameservers', message: 'Each nameserver may be given only once', code: 'duplicate' }],
  });
}

export default implement(domainsOps, {
  handlers: {
    async quoteDomainRegistration({ deps, cred, params, query }) {
      return (await registrationQuote(env(deps, cred.accountId), params.domain, query.years)).out;
    },
    async quoteDomainRenewal({ deps, cred, params, query }) {
      const owned = await ownedRegistrarDomain(deps.db, cred.accountId, params.domain);
      return (await renewalQuote(env(deps, cred.accountId), owned, params.domain, query.years)).out;
    },
    async quoteDomainTransferIn({ deps, cred, params }) {
      return (await transferInQuote(env(deps, cred.accountId), params.domain)).out;
    },
    async quoteDomainOwnerChange({ deps, cred, params }) {
      const owned = await ownedRegistrarDomain(deps.db, cred.accountId, params.domain);
      return ownerChangeQuote(deps, owned, params.domain);
    },
  },
  holds: {
    registerDomain: {
      async prepare({ deps, cred, params, body, setAuditTarget }) {
        setAuditTarget(params.domain);
        return orderHold(deps, cred.accountId, {
          kind: 'register',
          domain: params.domain,
          years: body.years,
          nameservers: distinctNameservers(body.nameservers),
          auto_renew: body.auto_renew,
          billing_address_id: body.billing_address_id ?? null,
        });
      },
      execute: executeOrder,
    },
    renewDomain: {
      async prepare({ deps, cred, params, body, setAuditTarget }) {
        setAuditTarget(params.domain);
        return orderHold(deps, cred.accountId, {
          kind: 'renew',
          domain: params.domain,
          years: body.years,
          billing_address_id: null,
        });
      },
      execute: executeOrder,
    },
    restoreDomain: {
      async prepare({ deps, cred, params, setAuditTarget }) {
        setAuditTarget(params.domain);
        return orderHold(deps, cred.accountId, {
          kind: 'restore',
          domain: params.domain,
          years: 1,
          billing_address_id: null,
        });
      },
      execute: executeOrder,
    },
    transferInDomain: {
      async prepare({ deps, cred, params, body, setAuditTarget }) {
        setAuditTarget(params.domain);
        return orderHold(deps, cred.accountId, {
          kind: 'transfer_in',
          domain: params.domain,
          years: 1,
          auth_code: body.auth_code ?? null,
          auto_renew: body.auto_renew,
          billing_address_id: body.billing_address_id ?? null,
        });
      },
      execute: executeOrder,
    },
  },
});
