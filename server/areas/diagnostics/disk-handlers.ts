// GET /diagnostics/disk-usage: the largest directories under a path of the
// account's home, from the sizes of what it really holds.
import { diagnosticsOps } from '@contract/diagnostics';
import { implement } from '@server/core/area';
import { ApiError } from '@server/core/problem';
import { directorySizes, largestBelow, normalizePath, toMb } from './disk-tree';
import { diskEntries } from './disk-usage';
import { hostingSubject } from './target';

export default implement(diagnosticsOps, {
  handlers: {
    async getDiskUsageReport(ctx) {
      const { deps, query } = ctx;
      const account = await hostingSubject(ctx, query.input);
      const dirs = directorySizes(await diskEntries(deps, account));
      const path = normalizePath(query.path);
      const root = dirs.get(path);
      if (!root)
        throw new ApiError('not_found', `There is no directory ${path} in the home of ${account.service.daUsername}`);
      const below = largestBelow(dirs, path, query.depth);
      return {
        target: account.target,
        path,
        usedMb: toMb(root.bytes),
        quotaMb: account.plan.diskMb,
        data: below.slice(0, query.limit).map((d) => ({
          path: d.path,
          sizeMb: toMb(d.bytes),
          files: d.files,
          sharePercent: root.bytes ? Math.round((d.bytes / root.bytes) * 1000) / 10 : 0,
        })),
        total: below.length,
        truncated: below.length > query.limit,
        scannedAt: deps.clock.now().toISOString(),
      };
    },
  },
});
