// A name a hosting account starts to serve (an addon domain or a pointer):
// whose it is, whether something serves it already, and bringing it onto the
// account: its `domains` row (so an `input` naming it resolves to this account)
// and, when its DNS is not hosted here yet, a zone with the node's records.
import { eq, inArray } from 'drizzle-orm';
import { createZone, readZone } from '@server/areas/dns/public';
import {
  domainsNamed,
  linkDomainToHosting,
  unlinkDomainFromHosting,
  type DomainRow,
} from '@server/areas/domains/public';
import { ApiError } from '@server/core/problem';
import type { Db, Tx } from '@server/db/client';
import { hostingPointers, hostingSites } from '@server/db/schema/hosting';
import type { HostingAccount } from './site-repository';

type Q = Db | Tx;

const fieldError = (message: string, code: string) =>
  new ApiError('validation_failed', `domain: ${message}`, { errors: [{ path: 'domain', message, code }] });

/** `a.b.example.com` → [a.b.example.com, b.example.com, example.com]: the name and the names above it, TLD excluded. */
export function namesAbove(name: string): string[] {
  const labels = name.split('.');
  return labels.slice(0, -1).map((_, i) => labels.slice(i).join('.'));
}

/**
 * Refuses `name` unless this account may start serving it: 403 `domain_not_owned` when it, or a
 * domain it lies under, is another account's (a name under someone's domain is theirs to serve);
 * 422 when it lies under a domain this account serves (that is a subdomain); 409 when a site or a
 * pointer serves it already. Answers the account's own `domains` row of the name, if it has one.
 */
export async function assertNameFree(q: Q, account: HostingAccount, name: string): Promise<DomainRow | null> {
  const accountId = account.service.accountId;
  const above = namesAbove(name);
  const rows = await domainsNamed(q, above);
  const foreign = rows.find((r) => r.accountId !== accountId);
  if (foreign)
    throw new ApiError(
      'domain_not_owned',
      foreign.name === name
        ? `The domain ${name} belongs to another account`
        : `${name} is under ${foreign.name}, which belongs to another account`,
    );
  const served = await q.select().from(hostingSites).where(inArray(hostingSites.domain, above));
  const site = served.find((s) => s.domain === name);
  if (site) {
    const ours = site.serviceId === account.service.id;
    throw new ApiError(
      'conflict',
      ours
        ? `${name} is already ${site.isPrimary ? 'the primary domain' : 'an addon domain'} of this hosting account`
        : `${name} is already served by another hosting account here; remove it there first`,
    );
  }
  const parent = served.find((s) => s.serviceId === account.service.id);
  if (parent) {
    const www = name === `www.${parent.domain}`;
    throw fieldError(
      www
        ? `${name} is served with ${parent.domain} already (www always is)`
        : `${name} is under ${parent.domain}, which this account serves: add it as a subdomain instead`,
      www ? 'served_as_www' : 'use_subdomain',
    );
  }
  const [pointer] = await q.select().from(hostingPointers).where(eq(hostingPointers.domain, name));
  if (pointer)
    throw new ApiError(
      'conflict',
      `${name} already points at ${pointer.targetDomain}; remove that pointer first to use the name otherwise`,
    );
  const own = rows.find((r) => r.name === name) ?? null;
  if (own?.hostingServiceId)
    throw new ApiError('conflict', `${name} is already linked to a hosting account; unlink it there first`);
  return own;
}

/**
 * Links `name` to the hosting account: the account's `domains` row gets the hosting service (a name
 * new to the account gets a row of its own, status `external`: registered elsewhere, served here),
 * and a name whose DNS is not hosted here gets a zone whose web records point at the account's node.
 */
export async function linkName(tx: Tx, account: HostingAccount, name: string, own: DomainRow | null, now: Date) {
  const linked = await linkDomainToHosting(tx, {
    accountId: account.service.accountId,
    hostingServiceId: account.service.id,
    name,
    own,
    now,
  });
  // another request brought the name here between the check and the insert
  if (!linked) throw new ApiError('conflict', `${name} was added here by another request just now; try again`);
  if (!(await readZone(tx, name)))
    await createZone(tx, { accountId: account.service.accountId, domain: name, node: account.service.node, now });
}

/**
 * The name stops being served by the account: its `domains` row stays (the DNS zone hosted here is
 * still the account's, and a registered domain stays registered) but no longer names the hosting.
 */
export const unlinkName = (tx: Tx, serviceId: number, name: string) => unlinkDomainFromHosting(tx, serviceId, name);
