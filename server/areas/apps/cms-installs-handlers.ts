// CMS installs and their lifecycle: the site's live status and site-wide
// actions, the installs of a hosting account (staging copies included), one
// install, install, clone, and staging (create at once; push held, see
// staging-push-hold.ts, under its own pending-action name because cmsStaging
// itself is not a hold).
import { and, count, eq, sql } from 'drizzle-orm';
import { cmsOps } from '@contract/apps-cms';
import type { CMS_INSTALL_SORTS } from '@contract/list-sorts';
import { accountOf, changeableAccount } from '@server/areas/hosting/public';
import { implement, type RuntimeHold } from '@server/core/area';
import { hashPassword, passwordCostOf, randomString } from '@server/core/crypto';
import { createHold, replayAttempt } from '@server/core/holds';
import { appInstalls } from '@server/db/schema/apps';
import { CMS_APP_ID } from './catalogue';
import { cloneInstall } from './cms-clone';
import { pageOf } from './cms-cursor';
import { provisionCmsInstall } from './cms-provision';
import { adminUrlOf, presentCmsInstall, presentCmsInstallDetail } from './cms-presenter';
import { assertInstalled } from './hold-approval';
import { attemptOf, oncePerAttempt } from './install-attempts';
import { installFor } from './install-pick';
import { ownedCmsInstall, type InstallRow } from './install-repository';
import { sortedKeyset, type SortColumns } from './list-sort';
import { runSiteAction } from './site-actions';
import { siteStatus } from './site-status';
import { createStaging } from './staging';
import { STAGING_PUSH, executeStagingPush, prepareStagingPush } from './staging-push-hold';
import { presentTask } from './tasks';
import { domainOf } from './webcache';

// The installs' orders (ADR 035): `created` the listing's order before `sort`; `site` by domain and path, unique
// together, with the id after them all the same so that every order ends on a unique column.
const cmsInstallSorts: Record<(typeof CMS_INSTALL_SORTS)[number], SortColumns<InstallRow>> = {
  created: {
    by: [sql`${appInstalls.createdAt}`, sql`${appInstalls.id}`],
    kinds: ['time', 'string'],
    keyOf: (r) => [r.createdAt.toISOString(), r.id],
  },
  site: {
    by: [sql`${appInstalls.domain}`, sql`${appInstalls.path}`, sql`${appInstalls.id}`],
    kinds: ['string', 'string', 'string'],
    keyOf: (r) => [r.domain, r.path, r.id],
  },
};

const part = implement(cmsOps, {
  handlers: {
    async getCmsSite(ctx) {
      const { deps, query } = ctx;
      const a = await accountOf(ctx, query.input);
      const install = await installFor(deps.db, a, query.install_id, { cms: true });
      assertInstalled(install);
      return siteStatus(
        deps.db,
        deps.infra.databaseNode.sql,
        a.target,
        install,
        a.service.status === 'active',
        deps.clock.now(),
      );
    },

    async runCmsSiteAction(ctx) {
      const { deps, body } = ctx;
      const a = await changeableAccount(ctx, body.input);
      const now = deps.clock.now();
      return deps.db.transaction(async (tx) => {
        const install = await installFor(tx, a, body.install_id, { cms: true, lock: true });
        assertInstalled(install);
        ctx.setAuditTarget(`CMS install ${install.id}`);
        const done = await runSiteAction(tx, deps, install, body.action, now);
        return {
          action: body.action,
          message: done.message,
          site: await siteStatus(tx, deps.infra.databaseNode.sql, a.target, done.install, true, now),
          task: done.task ? presentTask(done.task) : null,
        };
      });
    },

    async listCmsInstalls(ctx) {
      const { deps, query } = ctx;
      const a = await accountOf(ctx, query.input);
      const mine = and(eq(appInstalls.serviceId, a.service.id), eq(appInstalls.appId, CMS_APP_ID));
      const { after, orderBy, keyOf } = sortedKeyset(query.sort, cmsInstallSorts, query.cursor);
      const rows = await deps.db
        .select()
        .from(appInstalls)
        .where(and(mine, after))
        .orderBy(...orderBy)
        .limit(query.limit + 1);
      const [total] = await deps.db.select({ n: count() }).from(appInstalls).where(mine);
      return { ...pageOf(rows, query.limit, total!.n, keyOf, presentCmsInstall), target: a.target };
    },

    async getCmsInstall(ctx) {
      const { deps, query } = ctx;
      const a = await accountOf(ctx, query.input);
      const install = await installFor(deps.db, a, query.install_id, { cms: true });
      assertInstalled(install);
      return presentCmsInstallDetail(deps.db, deps, a, install);
    },

    async installCms(ctx) {
      const { deps, body } = ctx;
      const a = await changeableAccount(ctx, body.input);
      const domain = domainOf(a);
      // The admin signs in with a one-time admin link (or resets the password): nobody needs this one.
      const adminPasswordHash = await hashPassword(randomString(24), passwordCostOf(deps.config));
      const row = await oncePerAttempt(deps.db, a.service.accountId, attemptOf('installCms', body), (tx) =>
        provisionCmsInstall(tx, deps, a, {
          domain,
          path: body.path,
          siteTitle: body.site_title,
          adminUsername: body.admin_username,
          adminEmail: body.admin_email,
          adminPasswordHash,
          language: body.language,
          autoUpdate: body.auto_update,
          now: deps.clock.now(),
        }),
      );
      ctx.setAuditTarget(`CMS install ${row.id}`);
      return { target: a.target, install: presentCmsInstall(row), adminUrl: adminUrlOf(row) };
    },

    async cloneCms(ctx) {
      const { deps, body } = ctx;
      const a = await changeableAccount(ctx, body.input);
      // The install the input names, locked below (a retry of the same attempt reads it again, unchanged).
      const sourceId = (await installFor(deps.db, a, body.install_id, { cms: true })).id;
      const row = await oncePerAttempt(deps.db, a.service.accountId, attemptOf('cloneCms', body), async (tx) => {
        const source = await ownedCmsInstall(tx, a, sourceId, true);
        assertInstalled(source);
        return cloneInstall(
          tx,
          deps,
          a,
          source,
          { domain: body.target_domain, path: body.target_path },
          deps.clock.now(),
        );
      });
      ctx.setAuditTarget(`CMS install ${sourceId}`);
      return { target: a.target, sourceInstallId: sourceId, install: presentCmsInstall(row) };
    },

    async cmsStaging(ctx) {
      const { deps, body } = ctx;
      if (body.action === 'push') {
        ctx.setAudit({ outcome: 'held', operation: STAGING_PUSH });
        // A retry gets the first push's hold and what became of it, before the checks (docs/decisions/004-holds.md).
        const retry = await replayAttempt(deps, ctx.cred, STAGING_PUSH, ctx);
        if (retry) return retry;
        const plan = await prepareStagingPush(ctx, body);
        return createHold(deps, ctx.cred, STAGING_PUSH, plan, body.attempt_key, ctx);
      }
      const a = await changeableAccount(ctx, body.input);
      const productionId = (await installFor(deps.db, a, body.install_id, { cms: true })).id;
      ctx.setAuditTarget(`CMS install ${productionId}`);
      const now = deps.clock.now();
      const staging = await oncePerAttempt(deps.db, a.service.accountId, attemptOf('cmsStaging', body), async (tx) => {
        const production = await ownedCmsInstall(tx, a, productionId, true);
        assertInstalled(production);
        return createStaging(
          tx,
          deps.infra.databaseNode.sql,
          a,
          production,
          { domain: body.target_domain, path: body.target_path },
          now,
        );
      });
      return {
        status: 'created' as const,
        target: a.target,
        installId: productionId,
        staging: {
          id: staging.id,
          domain: staging.domain,
          path: staging.path,
          url: presentCmsInstall(staging).url,
          createdAt: staging.createdAt.toISOString(),
        },
      };
    },
  },
});

// The push's executor, found by the pending action's operation name when a person approves it.
export default {
  handlers: part.handlers,
  holds: {
    ...part.holds,
    [STAGING_PUSH]: {
      prepare: (ctx) => prepareStagingPush(ctx, ctx.body as Parameters<typeof prepareStagingPush>[1]),
      execute: executeStagingPush,
    } satisfies RuntimeHold,
  },
};
