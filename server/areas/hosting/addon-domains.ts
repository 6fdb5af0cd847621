// Addon domains: another domain served by the hosting account with a site of
// its own (document root /home/<user>/domains/<domain>/public_html). One
// implementation behind GET ?action=create|update, POST, PATCH and the held
// DELETE; every write runs in the caller's transaction on a locked account.
import { domainWarnings } from '@contract/domain-scripts';
import { ApiError } from '@server/core/problem';
import type { Db, Tx } from '@server/db/client';
import { serviceById } from '@server/areas/services/public';
import { assertNameFree, linkName } from './served-names';
import {
  addonCount,
  insertSite,
  siteByDomain,
  updateSiteFlags,
  type HostingAccount,
  type SiteRow,
} from './site-repository';

type Q = Db | Tx;
export interface AddonFlags {
  php?: boolean;
  cgi?: boolean;
  ssl?: boolean;
}

export const addonDocumentRoot = (user: string, domain: string) => `/home/${user}/domains/${domain}/public_html`;

/** The plan's addon-domain allowance, refused with what the plan allows (null is unlimited). */
async function assertAddonRoom(q: Q, account: HostingAccount) {
  const allowed = account.plan.addonDomains;
  if (allowed === null) return;
  const used = await addonCount(q, account.service.id);
  if (used >= allowed)
    throw new ApiError(
      'conflict',
      `The ${account.plan.plan} plan allows ${allowed} addon domain${allowed === 1 ? '' : 's'} and this account has ${used}; remove one or upgrade the plan`,
    );
}

/**
 * Adds `domain` (stored ASCII form) as an addon domain: php, cgi and ssl on unless sent off. Refused
 * when another account owns the name (403), something serves it already or the plan's allowance is
 * used up (409). A name that mixes scripts is added, with a warning the caller should pass on.
 */
export async function addAddonDomain(tx: Tx, account: HostingAccount, domain: string, flags: AddonFlags, now: Date) {
  const own = await assertNameFree(tx, account, domain);
  await assertAddonRoom(tx, account);
  const site = await insertSite(tx, {
    serviceId: account.service.id,
    domain,
    isPrimary: false,
    active: true,
    php: flags.php ?? true,
    cgi: flags.cgi ?? true,
    ssl: flags.ssl ?? true,
    documentRoot: addonDocumentRoot(account.service.daUsername!, domain),
    phpVersion: account.node.defaultPhpVersion,
    createdAt: now,
  });
  if (!site) throw new ApiError('conflict', `${domain} was added by another request just now`);
  await linkName(tx, account, domain, own, now);
  return { site, warnings: domainWarnings(domain) };
}

/**
 * The addon domain `domain` of the account: 409 for the primary domain (it is the account itself:
 * change or remove the account instead), 404 for a name that is not one of its addon domains.
 */
export async function addonSite(q: Q, account: HostingAccount, domain: string): Promise<SiteRow> {
  const site = await siteByDomain(q, domain);
  if (site && site.serviceId !== account.service.id) {
    const owner = await serviceById(q, site.serviceId);
    if (owner?.accountId !== account.service.accountId)
      throw new ApiError('domain_not_owned', `The domain ${domain} belongs to another account`);
    throw new ApiError(
      'not_found',
      `${domain} is served by your hosting account ${owner.daUsername}, not by ${account.service.daUsername}; give that account's input`,
    );
  }
  if (!site)
    throw new ApiError(
      'not_found',
      `${domain} is not an addon domain of the hosting account ${account.service.daUsername}; list them with action=list`,
    );
  if (site.isPrimary)
    throw new ApiError(
      'conflict',
      `${domain} is the primary domain of the hosting account ${account.service.daUsername}, not an addon domain; it goes with the account itself`,
    );
  return site;
}

/** Changes only the flags sent; sending none is refused, as it would change nothing. */
export async function changeAddonFlags(tx: Tx, account: HostingAccount, domain: string, flags: AddonFlags) {
  const set = Object.fromEntries(Object.entries(flags).filter(([, v]) => v !== undefined)) as AddonFlags;
  if (Object.keys(set).length === 0)
    throw new ApiError('validation_failed', 'Send php, cgi or ssl (true or false) to change; nothing was sent', {
      errors: [{ path: 'php', message: 'Send php, cgi or ssl to change', code: 'nothing_to_change' }],
    });
  const site = await addonSite(tx, account, domain);
  return updateSiteFlags(tx, site.id, set);
}
