// What every CMS hold needs on approval: the hosting account as it is now (by
// the target the hold recorded; an approval has no input to resolve), still the
// approving account's and still changeable, and the install again, locked, so
// an install removed or moved to another state since the hold fails the
// approval with a problem instead of acting on something else.
import type { Target } from '@contract/common';
import { assertChangeable, hostingAccountFor, type HostingAccountRef } from '@server/areas/hosting/public';
import { ApiError } from '@server/core/problem';
import type { Tx } from '@server/db/client';
import { ownedCmsInstall, type InstallRow } from './install-repository';

export async function accountOnApproval(tx: Tx, accountId: number, target: Target): Promise<HostingAccountRef> {
  const a = await hostingAccountFor(tx, async () => target, target.input);
  if (a.service.accountId !== accountId)
    throw new ApiError('not_owned', `Service ${a.service.id} no longer belongs to this account`);
  assertChangeable(a);
  return a;
}

/** 409 unless the install is `installed` (not being installed, updated or removed). */
export function assertInstalled(install: InstallRow) {
  if (install.status !== 'installed')
    throw new ApiError('conflict', `Install ${install.id} is ${install.status}; try again once it is installed`);
}

export async function installOnApproval(tx: Tx, a: HostingAccountRef, id: string): Promise<InstallRow> {
  const install = await ownedCmsInstall(tx, a, id, true);
  assertInstalled(install);
  return install;
}
