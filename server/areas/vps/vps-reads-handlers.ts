// Reads: the account's servers, one server with its live state, usage and the
// last day's history (the graphs), the OS templates and the install media (each sortable, ADR 035).
import { sortOf } from '@contract/list-sorts';
import { vpsOps } from '@contract/vps';
import { implement } from '@server/core/area';
import { encodeCursor, decodeCursor, type Page } from '@server/core/pagination';
import { ApiError } from '@server/core/problem';
import type { Deps } from '@server/core/deps';
import { pageOfIsos, pageOfTemplates } from '@server/infra/hypervisor-catalogue';
import { SAMPLE_MINUTES } from './usage-model';
import { presentDetail, presentIso, presentSummary, presentTemplate, statusOf } from './vps-presenter';
import { accountVpsRecords, accountVpsRows, samplesSince, trafficSince, type VpsRecord } from './vps-repository';
import { ownedVps } from './vps-target';

const DAY = 86_400_000;

/** Follow the hypervisor's due power transitions before reading (the state follows the clock). */
async function settleAccount(deps: Deps, accountId: number) {
  const now = deps.clock.now();
  for (const row of await accountVpsRows(deps.db, accountId)) await deps.infra.hypervisor.settle(deps.db, row, now);
}

/**
 * One page of the account's servers by service id, with the status filter applied to the status the
 * API shows. The cursor is the last service id seen, so servers added while a client pages cause no
 * skips or repeats.
 */
function pageOfServers(all: VpsRecord[], o: { cursor?: string; limit: number; status?: string }): Page<VpsRecord> {
  const after = o.cursor === undefined ? undefined : decodeCursor(o.cursor);
  if (after && (after.length !== 1 || !Number.isInteger(after[0])))
    throw new ApiError('invalid_request', 'The cursor does not belong to this listing');
  const matching = o.status ? all.filter((r) => statusOf(r) === o.status) : all;
  const rest = after ? matching.filter((r) => r.service.id > (after[0] as number)) : matching;
  const data = rest.slice(0, o.limit);
  const hasMore = rest.length > o.limit;
  return {
    data,
    hasMore,
    nextCursor: hasMore ? encodeCursor([data[data.length - 1]!.service.id]) : null,
    total: matching.length,
  };
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
      const page = pageOfServers(await accountVpsRecords(deps.db, cred.accountId), query);
      return { ...page, data: page.data.map(presentSummary) };
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
      const page = await pageOfTemplates(deps.db, query, owned?.node?.arch, presentTemplate, sortOf(query.sort));
      return { ...page, target: owned?.target ?? null };
    },

    async listVpsIsos(ctx) {
      const { deps, query } = ctx;
      const owned = await ownedVps(ctx, query.input);
      const page = await pageOfIsos(
        deps.db,
        query,
        { accountId: owned.vps.accountId, arch: owned.node?.arch ?? 'x86_64' },
        (i) => presentIso(i, owned.vps.mountedIsoId),
        sortOf(query.sort),
      );
      return { ...page, target: owned.target };
    },
  },
});
