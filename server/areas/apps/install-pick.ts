// Which install a request means, the one rule every CMS and installer operation
// follows (ADR 016): the `input` names a site, as the spec's shared input
// resolution reads it (core/resolve-input.ts). A domain, a mailbox or a service
// id names the install at the site's root; a website URL names the install that
// serves the URL's path (the deepest install at or above it, as the web server
// would). `install_id` is needed only where the name still matches several
// installs: nothing serves that path and several installs lie below it.
import { and, eq } from 'drizzle-orm';
import { ApiError } from '@server/core/problem';
import { inputSitePath } from '@server/core/admission/resolve-input';
import type { HostingAccountRef } from '@server/areas/hosting/public';
import type { Db, Tx } from '@server/db/client';
import { appInstalls } from '@server/db/schema/apps';
import { CMS_APP_ID } from './catalogue';
import { installUrl, ownedCmsInstall, ownedInstall, type InstallRow } from './install-repository';

type Q = Db | Tx;

interface PickOptions {
  /** Only CMS installs (a 404 for an install_id of another catalogue app). */
  cms?: boolean;
  /** Lock the install's row for the rest of the transaction. */
  lock?: boolean;
}

/** Whether the site path `path` is served by the install at `at` ('' is the document root). */
const serves = (at: string, path: string) => at === '' || path === at || path.startsWith(`${at}/`);

/** Whether the install at `at` lies below the site path `path`. */
const below = (at: string, path: string) => at !== path && serves(path, at);

/**
 * The install the request names. With `install_id`, that install of the account (404 when no install
 * has the id, 403 when another account's has it). Without, the one the input's site and path name:
 * 404 when none does, 422 naming the candidates when several do.
 */
export async function installFor(
  q: Q,
  a: HostingAccountRef,
  installId: string | undefined,
  o: PickOptions = {},
): Promise<InstallRow> {
  if (installId) return o.cms ? ownedCmsInstall(q, a, installId, o.lock) : ownedInstall(q, a, installId, o.lock);
  const domain = a.target.domain;
  const path = inputSitePath(a.target.input);
  const rows = await q
    .select()
    .from(appInstalls)
    .where(
      and(
        eq(appInstalls.serviceId, a.service.id),
        o.cms ? eq(appInstalls.appId, CMS_APP_ID) : undefined,
        domain ? eq(appInstalls.domain, domain) : undefined,
      ),
    );
  const picked = pickInstall(rows, path);
  const what = o.cms ? 'CMS install' : 'application';
  const at = domain ? installUrl({ domain, path }) : a.target.input;
  if (picked.length === 0) throw new ApiError('not_found', `No ${what} serves ${at}; the installs listing gives them`);
  if (picked.length > 1)
    throw new ApiError(
      'validation_failed',
      `${at} has no ${what} of its own and ${picked.length} below it (${picked.map(installUrl).join(', ')}); give the one you mean by its URL or with install_id`,
      {
        errors: [
          { path: 'install_id', message: `Name the install: ${picked.length} lie below ${at}`, code: 'required' },
        ],
      },
    );
  const row = picked[0]!;
  return o.lock ? ownedInstall(q, a, row.id, true) : row;
}

/**
 * The installs `path` names among one site's installs: the deepest that serves it (paths are unique
 * per domain, so one), else every install below it.
 */
export function pickInstall<T extends Pick<InstallRow, 'path'>>(rows: T[], path: string): T[] {
  const serving = rows.filter((r) => serves(r.path, path));
  const deepest = Math.max(...serving.map((r) => r.path.length));
  if (serving.length) return serving.filter((r) => r.path.length === deepest);
  return rows.filter((r) => below(r.path, path));
}
