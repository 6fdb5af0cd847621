// The answers' shapes for what an account serves: addon domains, pointers,
// subdomains and URL redirects, as the contract names them.
import type { AddonDomain } from '@contract/hosting-sites';
import type { PointerRow, RedirectRow, SubdomainRow } from './alias-repository';
import { handling } from './redirect-rules';
import type { HostingServiceRow } from './hosting-account';
import type { SiteRow } from './site-repository';

/** A site of an account that is not active (suspended, cancelled) serves nothing, whatever its own flag says. */
export const presentAddon = (site: SiteRow, service: HostingServiceRow): AddonDomain => ({
  domain: site.domain,
  isPrimary: site.isPrimary,
  active: site.active && service.status === 'active',
  isSuspended: service.status === 'suspended',
  features: { php: site.php, cgi: site.cgi, ssl: site.ssl },
});

export const presentPointer = (r: PointerRow) => ({
  domain: r.domain,
  targetDomain: r.targetDomain,
  type: r.type as 'alias' | 'redirect',
  createdAt: r.createdAt.toISOString(),
});

export const presentSubdomain = (r: SubdomainRow) => ({
  subdomain: r.label,
  domain: r.domain,
  fqdn: `${r.label}.${r.domain}`,
  documentRoot: r.documentRoot,
  ssl: r.ssl,
  createdAt: r.createdAt.toISOString(),
});

export const presentRedirect = (r: RedirectRow) => ({
  id: r.id,
  domain: r.domain,
  path: r.path,
  destination: r.destination,
  statusCode: r.statusCode as 301 | 302,
  wildcard: r.wildcard,
  handling: handling(r),
  createdAt: r.createdAt.toISOString(),
});
