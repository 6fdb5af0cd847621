// Working on a CMS install: the admin password reset and the restore (both
// holds: admin-password-hold.ts, restore-hold.ts), the one-time admin login
// link, the import of an existing site (a queued task: cms-import.ts), and the
// web cache of a domain. The SQL console is in cms-sql-handlers.ts.
import { cmsToolOps } from '@contract/apps-cms-tools';
import { accountOf, changeableAccount } from '@server/areas/hosting/public';
import { implement } from '@server/core/area';
import { executeAdminReset, prepareAdminReset } from './admin-password-hold';
import { issueAdminLink } from './admin-link';
import { siteUser } from './admin-user';
import { DEFAULT_PORTS, queueImport, type ImportParams } from './cms-import';
import { assertLocationFree, normalPath, siteOfAccount } from './cms-provision';
import { assertInstalled } from './hold-approval';
import { installFor } from './install-pick';
import { executeRestore, prepareRestore } from './restore-hold';
import { domainOf, purgeWebCache, webCacheStatus } from './webcache';

export default implement(cmsToolOps, {
  holds: {
    resetCmsAdminPassword: {
      prepare: (ctx) => prepareAdminReset(ctx, ctx.body),
      execute: executeAdminReset,
    },
    restoreCms: {
      prepare: (ctx) => prepareRestore(ctx, ctx.body),
      execute: executeRestore,
    },
  },
  handlers: {
    async createCmsAdminLink(ctx) {
      const { deps, body } = ctx;
      const a = await changeableAccount(ctx, body.input);
      const install = await installFor(deps.db, a, body.install_id, { cms: true });
      assertInstalled(install);
      ctx.setAuditTarget(`CMS install ${install.id}`);
      const user = await siteUser(deps.infra.databaseNode.sql, install, body.username);
      const link = await issueAdminLink(deps, install, user);
      return {
        target: a.target,
        installId: install.id,
        username: user.login,
        url: link.url,
        expiresAt: link.expiresAt.toISOString(),
      };
    },

    async importCms(ctx) {
      const { deps, body } = ctx;
      const a = await changeableAccount(ctx, body.input);
      const domain = domainOf(a);
      const now = deps.clock.now();
      const path = normalPath(body.source === 'local' ? body.source_path! : body.target_path);
      const r = body.remote;
      const params: ImportParams = {
        target: a.target,
        source: body.source,
        domain,
        path,
        remote:
          body.source === 'remote' && r
            ? {
                protocol: r.protocol,
                host: r.host,
                port: r.port ?? DEFAULT_PORTS[r.protocol],
                username: r.username,
                path: r.path,
              }
            : null,
      };
      const task = await deps.db.transaction(async (tx) => {
        await siteOfAccount(tx, a, domain);
        // A local directory that already holds an install is managed already; a remote import needs a free target.
        await assertLocationFree(tx, domain, path);
        return queueImport(tx, a, params, now);
      });
      ctx.setAuditTarget(`import task ${task.id}`);
      return {
        target: a.target,
        taskId: task.id,
        status: task.status === 'running' ? ('running' as const) : ('queued' as const),
        source: body.source,
        startedAt: task.startedAt.toISOString(),
      };
    },

    async getWebcache(ctx) {
      const { deps, query } = ctx;
      const a = await accountOf(ctx, query.input);
      return webCacheStatus(deps.db, a, domainOf(a));
    },

    async purgeWebcache(ctx) {
      const { deps, body } = ctx;
      const a = await changeableAccount(ctx, body.input);
      const now = deps.clock.now();
      return deps.db.transaction((tx) => purgeWebCache(tx, a, domainOf(a), body.paths, now));
    },
  },
});
