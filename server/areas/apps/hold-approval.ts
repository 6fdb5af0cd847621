// What every CMS hold needs on approval besides the hosting account as it is now
// (hosting's accountOnApproval): the install again, locked, so an install
// removed or moved to another state since the hold fails the approval with a
// problem instead of acting on something else.
import type { HostingAccountRef } from '@server/areas/hosting/public';
import { ApiError } from '@server/core/problem';
import type { Tx } from '@server/db/client';
import { ownedCmsInstall, type InstallRow } from './install-repository';

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
