// Reads: the account's servers, one server with its live state, usage and the
// last day's history (the graphs), the OS templates and the install media.
import { vpsOps } from '@contract/vps';
import { implement } from '@server/core/area';
import { paginate, paginateTable } from '@server/core/pagination';
import { services, vpsIsos, vpsTemplates } from '@server/db/schema';
import type { Deps } from '@server/core/deps';
import { SAMPLE_MINUTES } from './usage-model';
import { presentDetail, presentIso, presentSummary, presentTemplate } from './vps-presenter';
import {
  accountVpsFilter,
  accountVpsRows,
  countVps,
  fetchVpsPage,
  isoFilter,
  samplesSince,
  templateFilter,
  trafficSince,
  type VpsRecord,
} from './vps-repository';
import { ownedVps } from './vps-target';

const DAY = 86_400_000;

/** Follow the hypervisor's due power transitions before reading (the state follows the clock). */
async function settleAccount(deps: Deps, accountId: number) {
  const now = deps.clock.now();
  for (const row of await accountVpsRows(deps.db, accountId)) await deps.infra.hypervisor.settle(deps.db, row, now);
}

/** Bandwidth is counted per calendar month (UTC). */
function monthOf(now: Date) {
  const start = new Date(Date.UTC(now.getUTCFullYear(), now.getUTCMonth(), 1));
  const end = new Date(Date.UTC(now.getUTCFullYear(), now.getUTCMonth() + 1, 1));
  return { start, end };
}

export default implement(vpsOps, {
  handlers: {
    async listVps({ deps, cred, query }) {
      await settleAccount(deps, cred.accountId);
      return paginate({
        params: query,
        filter: accountVpsFilter(cred.accountId, query.status),
        spec: {
          columns: [services.id],
          direction: 'asc',
          keyOf: (r: VpsRecord) => [r.service.id],
        },
        fetch: (where, orderBy, limit) => fetchVpsPage(deps.db, where, orderBy, limit),
        count: (f) => countVps(deps.db, f),
        map: presentSummary,
      });
    },

    async getVps(ctx) {
      const { deps } = ctx;
      const owned = await ownedVps(ctx, ctx.query.input);
      const now = deps.clock.now();
      const vps = await deps.infra.hypervisor.settle(deps.db, owned.vps, now);
      const month = monthOf(now);
      const [samples, trafficBytes] = await Promise.all([
        samplesSince(deps.db, vps.id, new Date(now.getTime() - DAY)),
        trafficSince(deps.db, vps.id, month.start),
      ]);
      return presentDetail(
        { ...owned, vps },
        { target: owned.target, samples, intervalMinutes: SAMPLE_MINUTES, trafficBytes, periodEndsAt: month.end },
      );
    },

    async listVpsTemplates(ctx) {
      const { deps, query } = ctx;
      const owned = query.input ? await ownedVps(ctx, query.input) : null;
      const page = await paginateTable(deps.db, vpsTemplates, {
        params: query,
        filter: templateFilter(owned?.node?.arch),
        spec: { columns: [vpsTemplates.id], direction: 'asc', keyOf: (t) => [t.id] },
        map: presentTemplate,
      });
      return { ...page, target: owned?.target ?? null };
    },

    async listVpsIsos(ctx) {
      const { deps, query } = ctx;
      const owned = await ownedVps(ctx, query.input);
      const page = await paginateTable(deps.db, vpsIsos, {
        params: query,
        filter: isoFilter(owned.vps.accountId, owned.node?.arch ?? 'x86_64'),
        spec: { columns: [vpsIsos.id], direction: 'asc', keyOf: (i) => [i.id] },
        map: (i) => presentIso(i, owned.vps.mountedIsoId),
      });
      return { ...page, target: owned.target };
    },
  },
});
