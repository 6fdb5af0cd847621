// What a hosting account serves: its addon domains (GET with action=list,
// create or update; POST; PATCH; the held DELETE, one implementation behind
// them all) and its hotlink protection.
import { domainWarnings } from '@contract/domain-scripts';
import { hostingOps } from '@contract/hosting';
import { implement } from '@server/core/area';
import type { Deps } from '@server/core/deps';
import { ApiError } from '@server/core/problem';
import { addAddonDomain, changeAddonFlags, type AddonFlags } from './addon-domains';
import { addonDeletion, deletionPreview, removeAddonDomain } from './addon-deletion';
import { assertChangeable, hostingAccountFor, type HostingAccountRef } from './hosting-account';
import { readHotlink, writeHotlink } from './hotlink';
import { presentAddon } from './site-presenter';
import { accountOfService, lockAccount, sitesOf } from './site-repository';

/** Adds or changes one addon domain in one transaction on the locked account; answers it as it now stands. */
async function writeAddon(
  deps: Deps,
  account: HostingAccountRef,
  action: 'create' | 'update',
  domain: string,
  flags: AddonFlags,
) {
  assertChangeable(account);
  const now = deps.clock.now();
  return deps.db.transaction(async (tx) => {
    const locked = await lockAccount(tx, account);
    if (action === 'create') {
      const { site, warnings } = await addAddonDomain(tx, locked, domain, flags, now);
      return { target: account.target, ...presentAddon(site, locked.service), warnings };
    }
    const site = await changeAddonFlags(tx, locked, domain, flags);
    return { target: account.target, ...presentAddon(site, locked.service), warnings: domainWarnings(domain) };
  });
}

const flagsOf = (v: AddonFlags): AddonFlags => ({ php: v.php, cgi: v.cgi, ssl: v.ssl });
const addonAudit = (domain: string, account: HostingAccountRef) =>
  `${domain} (addon domain of ${account.service.daUsername})`;

export default implement(hostingOps, {
  handlers: {
    async listAddonDomains({ deps, query, resolve, setAuditTarget }) {
      const account = await hostingAccountFor(deps.db, resolve, query.input);
      // action=create and update are writes (the pipeline has required write:hosting and audits them)
      const changed =
        query.action === 'list'
          ? undefined
          : await writeAddon(deps, account, query.action, query.domain!, flagsOf(query));
      if (changed) setAuditTarget(addonAudit(changed.domain, account));
      const sites = await sitesOf(deps.db, account.service.id);
      return {
        target: account.target,
        data: sites.map((s) => presentAddon(s, account.service)),
        total: sites.length,
        ...(changed ? { changed } : {}),
      };
    },

    async createAddonDomain({ deps, body, resolve, setAuditTarget }) {
      const account = await hostingAccountFor(deps.db, resolve, body.input);
      setAuditTarget(addonAudit(body.domain!, account));
      return writeAddon(deps, account, 'create', body.domain!, flagsOf(body));
    },

    async updateAddonDomain({ deps, body, resolve, setAuditTarget }) {
      const account = await hostingAccountFor(deps.db, resolve, body.input);
      setAuditTarget(addonAudit(body.domain!, account));
      const { warnings: _, ...state } = await writeAddon(deps, account, 'update', body.domain!, flagsOf(body));
      return state;
    },

    async getHotlinkProtection({ deps, query, resolve }) {
      const account = await hostingAccountFor(deps.db, resolve, query.input);
      if (!account.node.hotlinkSupported) return { target: account.target, supported: false as const };
      return { target: account.target, ...(await readHotlink(deps.db, account.service.id)) };
    },

    async setHotlinkProtection({ deps, body, resolve, setAudit }) {
      const account = await hostingAccountFor(deps.db, resolve, body.input);
      // the node's web server has no hotlink module: the same answer as a read, and nothing changes
      if (!account.node.hotlinkSupported) {
        setAudit({ detail: `${account.node.name} does not support hotlink protection; nothing changed` });
        return { target: account.target, supported: false as const };
      }
      assertChangeable(account);
      const now = deps.clock.now();
      const state = await deps.db.transaction(async (tx) =>
        writeHotlink(tx, await lockAccount(tx, account), body, now),
      );
      return { target: account.target, ...state };
    },
  },

  holds: {
    deleteAddonDomain: {
      async prepare({ deps, query, resolve, setAuditTarget }) {
        const account = await hostingAccountFor(deps.db, resolve, query.input);
        setAuditTarget(addonAudit(query.domain, account));
        assertChangeable(account);
        const deletion = await addonDeletion(deps.db, account, query.domain);
        return {
          summary: `Delete the addon domain ${query.domain} from the hosting account ${account.service.daUsername}`,
          params: { service_id: account.service.id, domain: query.domain },
          target: account.target,
          irreversible: true,
          preview: await deletionPreview(deps.db, account, deletion),
        };
      },
      async execute(tx, action) {
        const account = await accountOfService(tx, Number(action.params.service_id));
        if (account.service.accountId !== action.accountId)
          throw new ApiError('not_owned', `Service ${account.service.id} belongs to another account`);
        return removeAddonDomain(tx, await lockAccount(tx, account), String(action.params.domain));
      },
    },
  },
});
