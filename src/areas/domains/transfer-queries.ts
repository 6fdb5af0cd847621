// Reads of inbound transfers. While a transfer moves (the registry and the
// losing registrar act through the job runner), its screens poll so the stage
// and the next step stay current.
import { queryOptions } from '@tanstack/react-query';
import type { z } from 'zod';
import { domainsOps } from '@contract/domains';
import type { TransferStatus } from '@contract/domains-transfers';
import { apiRequest } from '@/lib/api-client';
import { cursorListOptions } from '@/lib/cursor-list';
import { domainsKeys, type TransferFilters } from './keys';

export type { TransferFilters };

const POLL_MS = 5_000;
const FRESH_MS = 2_000;

/** At the registry or the losing registrar: it changes without anyone here acting. */
export const isMoving = (t: { status: z.infer<typeof TransferStatus> }) =>
  t.status === 'pending_registry' || t.status === 'pending_losing_registrar';

export const transferQueries = {
  list: (filters: TransferFilters = {}) =>
    cursorListOptions(
      domainsKeys.transfers(filters),
      domainsOps.listDomainTransfers,
      { ...filters, limit: 100 },
      {
        staleTime: FRESH_MS,
        refetchInterval: (q) => (q.state.data?.pages.some((p) => p.data.some(isMoving)) ? POLL_MS : false),
      },
    ),
  detail: (id: string) =>
    queryOptions({
      queryKey: domainsKeys.transfer(id),
      queryFn: ({ signal }) => apiRequest(domainsOps.getDomainTransfer, { params: { transfer: id }, signal }),
      staleTime: FRESH_MS,
      refetchInterval: (q) => (q.state.data && isMoving(q.state.data) ? POLL_MS : false),
    }),
};
