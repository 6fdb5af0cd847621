// Domain pointers: another domain led to one of the account's sites, either as
// an alias (the site answers under the pointer's name too) or as a redirect
// (a 301 to the same path and query string on the site's domain). The target
// is always a site of this account (the one the request's `input` names), so
// a pointer can never lead to another account's domain; the pointer's own
// name must be one this account may serve (served-names.ts).
import { domainNamed } from '@server/areas/domains/public';
import { domainWarnings } from '@contract/domain-scripts';
import { ApiError } from '@server/core/problem';
import type { Db, Tx } from '@server/db/client';
import { deletePointer, insertPointer } from './alias-repository';
import { assertNameFree, linkName, unlinkName } from './served-names';
import type { HostingAccount, SiteRow } from './site-repository';

type Q = Db | Tx;
export type PointerType = 'alias' | 'redirect';

export async function addPointer(
  tx: Tx,
  account: HostingAccount,
  site: SiteRow,
  domain: string,
  type: PointerType,
  now: Date,
) {
  if (domain === site.domain) {
    const message = `${domain} cannot point at itself; give another domain to lead to ${site.domain}`;
    throw new ApiError('validation_failed', `domain: ${message}`, {
      errors: [{ path: 'domain', message, code: 'pointer_to_itself' }],
    });
  }
  const own = await assertNameFree(tx, account, domain);
  const row = await insertPointer(tx, {
    serviceId: account.service.id,
    domain,
    targetDomain: site.domain,
    type,
    createdAt: now,
  });
  if (!row) throw new ApiError('conflict', `${domain} was pointed elsewhere by another request just now`);
  await linkName(tx, account, domain, own, now);
  return { row, warnings: domainWarnings(domain) };
}

/** 404 for a name that is not a pointer of this account (403 when another account owns the name). */
export async function removePointer(tx: Tx, account: HostingAccount, domain: string) {
  const row = await deletePointer(tx, account.service.id, domain);
  if (!row) {
    await assertNotForeign(tx, account, domain);
    throw new ApiError(
      'not_found',
      `${domain} is not a pointer of the hosting account ${account.service.daUsername}; list them with GET /hosting/pointers`,
    );
  }
  await unlinkName(tx, account.service.id, domain);
  return row;
}

async function assertNotForeign(q: Q, account: HostingAccount, domain: string) {
  const row = await domainNamed(q, domain);
  if (row && row.accountId !== account.service.accountId)
    throw new ApiError('domain_not_owned', `The domain ${domain} belongs to another account`);
}
