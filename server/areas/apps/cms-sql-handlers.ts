// POST /cms/database/query: the read-only SQL console of a CMS install. The
// install is the one the input names (install-pick.ts), the caller's (403 for
// another account's, 404 unknown); its real
// customer database answers one statement that sql-guard.ts has accepted,
// inside the read-only transaction of sql-run.ts.
import { cmsToolOps } from '@contract/apps-cms-tools';
import { accountOf } from '@server/areas/hosting/public';
import { implement } from '@server/core/area';
import { ApiError } from '@server/core/problem';
import { installFor } from './install-pick';
import { cmsLocation } from './install-repository';
import { runConsoleQuery } from './sql-run';

export default implement(cmsToolOps, {
  handlers: {
    async queryCmsDatabase(ctx) {
      const { deps, body } = ctx;
      const a = await accountOf(ctx, body.input);
      const install = await installFor(deps.db, a, body.install_id, { cms: true });
      ctx.setAuditTarget(`install ${install.id}`);
      if (install.status !== 'installed' || !install.databaseName)
        throw new ApiError(
          'conflict',
          `Install ${install.id} is ${install.status}; its database can be queried once it is installed`,
        );
      const at = cmsLocation(install);
      const answer = await runConsoleQuery(deps.infra.databaseNode.server, at, body.query);
      return { target: a.target, prefix: at.prefix, ...answer, rowCount: answer.rows.length };
    },
  },
});
