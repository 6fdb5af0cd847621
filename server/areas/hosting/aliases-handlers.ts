// The other names that lead to an account's sites: domain pointers, subdomains
// and URL redirects. A domain input lists and changes that site's; a service
// id lists the whole account's and changes its primary site's.
import { hostingOps } from '@contract/hosting';
import { implement } from '@server/core/area';
import { publishHostAddresses } from '@server/areas/dns/public';
import type { Deps } from '@server/core/deps';
import type { Tx } from '@server/db/client';
import { pointersPage, redirectsPage, subdomainsPage } from './alias-repository';
import { assertChangeable, hostingAccountFor, type HostingAccountRef } from './hosting-account';
import { addPointer, removePointer } from './pointer-rules';
import { addRedirect, removeRedirect } from './redirects';
import { presentPointer, presentRedirect, presentSubdomain } from './site-presenter';
import { listingSite, siteForInput } from './site-scope';
import { lockAccount } from './site-repository';
import { addSubdomain } from './subdomain-rules';

/** One write to the account, in one transaction with its service row locked. */
function onAccount<T>(
  deps: Deps,
  account: HostingAccountRef,
  write: (tx: Tx, locked: HostingAccountRef) => Promise<T>,
) {
  assertChangeable(account);
  return deps.db.transaction(async (tx) => write(tx, await lockAccount(tx, account)));
}

export default implement(hostingOps, {
  handlers: {
    async listDomainPointers({ deps, query, resolve }) {
      const account = await hostingAccountFor(deps.db, resolve, query.input);
      const site = await listingSite(deps.db, account);
      return {
        target: account.target,
        ...(await pointersPage(deps.db, account.service.id, site, query, presentPointer)),
      };
    },

    async createDomainPointer({ deps, body, resolve, setAuditTarget }) {
      const account = await hostingAccountFor(deps.db, resolve, body.input);
      setAuditTarget(`${body.domain} (pointer on ${account.service.daUsername})`);
      const now = deps.clock.now();
      const { row, warnings } = await onAccount(deps, account, async (tx, locked) =>
        addPointer(tx, locked, await siteForInput(tx, locked), body.domain, body.type, now),
      );
      return { target: account.target, ...presentPointer(row), warnings };
    },

    async deleteDomainPointer({ deps, query, resolve, setAuditTarget }) {
      const account = await hostingAccountFor(deps.db, resolve, query.input);
      setAuditTarget(`${query.domain} (pointer on ${account.service.daUsername})`);
      await onAccount(deps, account, (tx, locked) => removePointer(tx, locked, query.domain));
      return { target: account.target, domain: query.domain, deleted: true as const };
    },

    async listSubdomains({ deps, query, resolve }) {
      const account = await hostingAccountFor(deps.db, resolve, query.input);
      const site = await listingSite(deps.db, account);
      return {
        target: account.target,
        ...(await subdomainsPage(deps.db, account.service.id, site, query, presentSubdomain)),
      };
    },

    async createSubdomain({ deps, body, resolve }) {
      const account = await hostingAccountFor(deps.db, resolve, body.input);
      const now = deps.clock.now();
      const row = await onAccount(deps, account, async (tx, locked) => {
        const site = await siteForInput(tx, locked);
        const created = await addSubdomain(tx, locked, site, body.subdomain, body.document_root, now);
        // The new name resolves to the account's node at once, where the domain's DNS is hosted here.
        await publishHostAddresses(deps, tx, site.domain, created.label, locked.node.ipv4, locked.node.ipv6);
        return created;
      });
      return { target: account.target, ...presentSubdomain(row) };
    },

    async listUrlRedirects({ deps, query, resolve }) {
      const account = await hostingAccountFor(deps.db, resolve, query.input);
      const site = await listingSite(deps.db, account);
      return {
        target: account.target,
        ...(await redirectsPage(deps.db, account.service.id, site, query, presentRedirect)),
      };
    },

    async createUrlRedirect({ deps, body, resolve }) {
      const account = await hostingAccountFor(deps.db, resolve, body.input);
      const now = deps.clock.now();
      const row = await onAccount(deps, account, async (tx, locked) =>
        addRedirect(
          tx,
          locked,
          await siteForInput(tx, locked),
          { path: body.path, destination: body.destination, statusCode: body.status_code, wildcard: body.wildcard },
          now,
        ),
      );
      return { target: account.target, ...presentRedirect(row) };
    },

    async deleteUrlRedirect({ deps, query, resolve, setAuditTarget }) {
      const account = await hostingAccountFor(deps.db, resolve, query.input);
      setAuditTarget(`URL redirect ${query.id} (on ${account.service.daUsername})`);
      await onAccount(deps, account, (tx, locked) => removeRedirect(tx, locked, query.id));
      return { target: account.target, id: query.id, deleted: true as const };
    },
  },
});
