// How every operation inside one CMS install (users, plugins, themes, content,
// settings) reaches it: the hosting account the `input` names (403 / 404 as
// the spec says; 409 for a change while the account is suspended), then the
// install by `install_id` (404 unknown, 403 another account's) or, without
// one, the install the input's site and path name (install-pick.ts). A change runs
// in one transaction with the install row locked, so two changes of one site
// run in turn; the site's own rows are on the node's database server (`node`). An install that is not `installed` (still being installed,
// updated or removed by the installer) has no site to read or change: 409.
import { accountOf, changeableAccount, type HostingCaller as Caller } from '@server/areas/hosting/public';
import type { HostingAccountRef } from '@server/areas/hosting/public';
import { ApiError } from '@server/core/problem';
import type { Tx } from '@server/db/client';
import type { CustomerSql } from '@server/db/customer-server';
import type { CmsLocation } from '@server/infra/cms-site';
import { installFor } from './install-pick';
import { cmsLocation, type InstallRow } from './install-repository';

export interface CmsSiteRef {
  a: HostingAccountRef;
  install: InstallRow;
  at: CmsLocation;
  /** The node's database server, where the site's tables are (not the transaction's database). */
  node: CustomerSql;
}

interface SiteInput {
  input: string;
  install_id?: string;
}

function assertReady(install: InstallRow) {
  if (install.status !== 'installed')
    throw new ApiError(
      'conflict',
      `Install ${install.id} is ${install.status}; its site can be read and changed once it is installed`,
    );
}

/** The install to read, outside any transaction. */
export async function readCmsSite(c: Caller, q: SiteInput): Promise<CmsSiteRef> {
  const a = await accountOf(c, q.input);
  const install = await installFor(c.deps.db, a, q.install_id, { cms: true });
  assertReady(install);
  return { a, install, at: cmsLocation(install), node: c.deps.infra.databaseNode.sql };
}

/** Run `change` in one transaction on the locked install. */
export async function changeCmsSite<T>(
  c: Caller & { setAuditTarget(target: string): void },
  b: SiteInput,
  change: (tx: Tx, site: CmsSiteRef) => Promise<T>,
): Promise<T> {
  const a = await changeableAccount(c, b.input);
  if (b.install_id) c.setAuditTarget(`CMS install ${b.install_id}`);
  return c.deps.db.transaction(async (tx) => {
    const install = await installFor(tx, a, b.install_id, { cms: true, lock: true });
    c.setAuditTarget(`CMS install ${install.id}`);
    assertReady(install);
    return change(tx, { a, install, at: cmsLocation(install), node: c.deps.infra.databaseNode.sql });
  });
}
