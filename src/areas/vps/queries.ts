// Query-options factories of the VPS area; keys come from keys.ts. A server's
// power state changes on the confirmation page (stop, reboot) or by booting,
// so details go stale quickly and are polled while a server is between states.
import { queryOptions } from '@tanstack/react-query';
import type { z } from 'zod';
import type { SortValue, VPS_ISO_SORTS, VPS_TEMPLATE_SORTS } from '@contract/list-sorts';
import type { VpsDetail, VpsSummary } from '@contract/vps';
import { vpsMeta as vpsOps } from '@/lib/ops-meta/vps';
import { apiRequest } from '@/lib/api-client';
import { cursorListOptions } from '@/lib/cursor-list';
import { servedOr } from '@/lib/served-answer';
import { vpsKeys } from './keys';
import { isChanging } from './vps-format';

export type VpsRow = z.infer<typeof VpsSummary>;
export type Vps = z.infer<typeof VpsDetail>;
export type TemplateSort = SortValue<(typeof VPS_TEMPLATE_SORTS)[number]>;
export type IsoSort = SortValue<(typeof VPS_ISO_SORTS)[number]>;

/** An account has a handful of servers: one page of the listing's maximum holds them. */
const PAGE = 100;
/** A reboot approved elsewhere shows within this long when a screen is opened again. */
const FRESH_MS = 2_000;
/** While a server boots or stops, its state is read again this often until it settles. */
const SETTLING_MS = 2_000;

export const vpsQueries = {
  list: () =>
    queryOptions({
      queryKey: vpsKeys.list(),
      queryFn: ({ signal }) => apiRequest(vpsOps.listVps, { query: { limit: PAGE }, signal }),
      staleTime: FRESH_MS,
      refetchInterval: (q) => (q.state.data?.data.some((v) => isChanging(v.status)) ? SETTLING_MS : false),
    }),
  detail: (input: string) =>
    queryOptions({
      queryKey: vpsKeys.detail(input),
      // The first ask of the page the dashboard was served on takes the details the page carries.
      queryFn: ({ signal }) =>
        servedOr(vpsOps.getVps.id, { input }, () => apiRequest(vpsOps.getVps, { query: { input }, signal })),
      staleTime: FRESH_MS,
      refetchInterval: (q) => (q.state.data && isChanging(q.state.data.status) ? SETTLING_MS : false),
    }),
  /**
   * The operating systems offered on this server's hypervisor (the catalogue never changes within a visit),
   * in `sort`'s order (by id when absent); likewise the install media.
   */
  templates: (input: string, sort?: TemplateSort) =>
    cursorListOptions(
      vpsKeys.templates(input, sort),
      vpsOps.listVpsTemplates,
      { input, sort, limit: 200 },
      { staleTime: 10 * 60_000 },
    ),
  isos: (input: string, sort?: IsoSort) =>
    cursorListOptions(
      vpsKeys.isos(input, sort),
      vpsOps.listVpsIsos,
      { input, sort, limit: PAGE },
      { staleTime: 60_000 },
    ),
};
