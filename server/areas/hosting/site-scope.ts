// Which of the account's sites an `input` names. A domain (or a mailbox or URL
// on it) names its own site, primary or addon; a service id names the primary
// site for a change and the whole account for a listing (as the email
// listings do). A pointer names no site of its own: the caller hears which
// site it points at.
import { eq } from 'drizzle-orm';
import { ApiError } from '@server/core/problem';
import type { Db, Tx } from '@server/db/client';
import { hostingPointers } from '@server/db/schema/hosting';
import type { HostingAccountRef } from './hosting-account';
import { siteByDomain, sitesOf, type SiteRow } from './site-repository';

type Q = Db | Tx;

const inputError = (message: string, code: string) =>
  new ApiError('validation_failed', `input: ${message}`, { errors: [{ path: 'input', message, code }] });

/** The site a change applies to. */
export async function siteForInput(q: Q, account: HostingAccountRef): Promise<SiteRow> {
  const { target, service } = account;
  if (target.kind === 'service') {
    const [primary] = await sitesOf(q, service.id);
    if (!primary?.isPrimary) throw new Error(`Hosting service ${service.id} has no primary site`);
    return primary;
  }
  const domain = target.domain!;
  const site = await siteByDomain(q, domain);
  if (site && site.serviceId === service.id) return site;
  const [pointer] = await q.select().from(hostingPointers).where(eq(hostingPointers.domain, domain));
  if (pointer)
    throw inputError(
      `${domain} is a pointer to ${pointer.targetDomain}, not a site of its own; give ${pointer.targetDomain}`,
      'pointer_not_site',
    );
  throw inputError(`${domain} is not a site of the hosting account ${service.daUsername}`, 'not_a_site');
}

/** The site a listing covers: its domain, or null for every site of the account. */
export async function listingSite(q: Q, account: HostingAccountRef): Promise<string | null> {
  if (account.target.kind === 'service') return null;
  return (await siteForInput(q, account)).domain;
}
