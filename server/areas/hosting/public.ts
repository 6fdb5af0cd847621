// What the hosting area offers other areas (databases, applications): the only module of it they may import.
import { and, eq } from 'drizzle-orm';
import type { Db, Tx } from '@server/db/client';
import { hostingResources } from '@server/db/schema/hosting';
/** The hosting account an `input` names, with its plan and node (403 / 404 as the spec says). */
export { hostingAccountFor, assertChangeable, type HostingAccountRef } from './hosting-account';
/** The same for a handler (`accountOf`, `changeableAccount`: 409 unless active) and for a hold's approval. */
export { accountOf, changeableAccount, accountOnApproval, type Caller as HostingCaller } from './hosting-account';
/** The seed's usage history: a month of hourly samples per sampled account, and the hourly collector started. */
export { backfillUsage } from './usage-collector';
/** What a hosting account serves, written as its handlers write it (the seed builds the demo's sites with these). */
export { accountOfService, siteByDomain, type HostingAccount } from './site-repository';
export { addAddonDomain } from './addon-domains';
export { addSubdomain } from './subdomain-rules';
export { addPointer } from './pointer-rules';
export { addRedirect } from './redirects';
export { writeHotlink } from './hotlink';
/** The disk each account uses now (files, mail, databases), by service id: the installer checks an app fits. */
export { diskUsedOf } from './usage';
/** The node's public host name, which the connection details and the databases both give. */
export { nodeHost } from './account-presenter';
/** The account's sites (the domains it serves): what a hosting backup copies mail and DNS for. */
export { sitesOf } from './site-repository';
/** Resource use against the plan's limits with the last 24 hours' limit faults (the diagnostics' resource check). */
export { resourceUsage } from './usage';

/** The TLS certificate the account holds for `domain` (hosting resources, kind ssl_certificates), or null. */
export async function certificateOf(q: Db | Tx, serviceId: number, domain: string) {
  const [row] = await q
    .select({ status: hostingResources.status, details: hostingResources.details })
    .from(hostingResources)
    .where(
      and(
        eq(hostingResources.serviceId, serviceId),
        eq(hostingResources.kind, 'ssl_certificates'),
        eq(hostingResources.name, domain),
      ),
    );
  return row ?? null;
}
/** The one-time links the sandbox's control panel page redeems (server/pages). */
export { redeemLink, type LinkKind, type Redeemed as RedeemedLink } from './links';
