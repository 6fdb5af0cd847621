// Subdomains: `<label>.<site>` with a document root of its own inside the
// account's home (public_html/<label> unless another is given). `www` is the
// site itself, and a name some site or pointer serves already is taken.
import path from 'node:path';
import { and, eq } from 'drizzle-orm';
import { MAX_NAME_OCTETS } from '@contract/domain-name';
import { ApiError } from '@server/core/problem';
import type { Tx } from '@server/db/client';
import { hostingPointers, hostingSites, hostingSubdomains } from '@server/db/schema/hosting';
import { insertSubdomain, subdomainCount } from './alias-repository';
import type { HostingAccount, SiteRow } from './site-repository';

const fieldError = (field: string, message: string, code: string) =>
  new ApiError('validation_failed', `${field}: ${message}`, { errors: [{ path: field, message, code }] });

/**
 * The absolute document root for `given` (relative to the home; the contract has refused a leading
 * / and ..), normalised by the platform's path module: `public_html//blog/./` → public_html/blog.
 */
export function subdomainDocumentRoot(user: string, label: string, given?: string): string {
  const relative = path.posix.normalize(given ?? `public_html/${label}`).replace(/\/+$/, '');
  if (relative === '.' || relative === '' || relative.startsWith('../'))
    throw fieldError(
      'document_root',
      'Give a folder inside your home, e.g. public_html/blog (not the home itself)',
      'outside_home',
    );
  return `/home/${user}/${relative}`;
}

/** Creates `label`.`site` (label in ASCII form), refused past the plan's allowance or when the name is taken. */
export async function addSubdomain(
  tx: Tx,
  account: HostingAccount,
  site: SiteRow,
  label: string,
  documentRoot: string | undefined,
  now: Date,
) {
  const fqdn = `${label}.${site.domain}`;
  if (label === 'www') throw fieldError('subdomain', `www.${site.domain} is the site itself`, 'served_as_www');
  if (fqdn.length > MAX_NAME_OCTETS)
    throw fieldError(
      'subdomain',
      `${fqdn} is longer than the ${MAX_NAME_OCTETS} characters a name may have`,
      'too_long',
    );
  const root = subdomainDocumentRoot(account.service.daUsername!, label, documentRoot);
  const [existing] = await tx
    .select()
    .from(hostingSubdomains)
    .where(and(eq(hostingSubdomains.domain, site.domain), eq(hostingSubdomains.label, label)));
  if (existing) throw new ApiError('conflict', `${fqdn} exists already (document root ${existing.documentRoot})`);
  const taken = [
    ...(await tx.select().from(hostingSites).where(eq(hostingSites.domain, fqdn))),
    ...(await tx.select().from(hostingPointers).where(eq(hostingPointers.domain, fqdn))),
  ];
  if (taken.length)
    throw new ApiError('conflict', `${fqdn} is already served as a domain of its own; remove that first`);
  const allowed = account.plan.subdomains;
  const used = await subdomainCount(tx, account.service.id);
  if (allowed !== null && used >= allowed)
    throw new ApiError(
      'conflict',
      `The ${account.plan.plan} plan allows ${allowed} subdomain${allowed === 1 ? '' : 's'} and this account has ${used}; remove one or upgrade the plan`,
    );
  const row = await insertSubdomain(tx, {
    serviceId: account.service.id,
    domain: site.domain,
    label,
    documentRoot: root,
    ssl: site.ssl,
    createdAt: now,
  });
  if (!row) throw new ApiError('conflict', `${fqdn} was created by another request just now`);
  return row;
}
