// What the hosting area offers other areas (databases, applications): the only module of it they may import.
/** The hosting account an `input` names, with its plan and node (403 / 404 as the spec says). */
export { hostingAccountFor, assertChangeable, type HostingAccountRef } from './hosting-account';
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
/** The account's sites (the domains it serves): what a hosting backup copies mail and DNS for. */
export { sitesOf } from './site-repository';
