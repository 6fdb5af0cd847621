// Query-options factories of the backups area; keys come from keys.ts. While a
// restore is queued or running, the restores listing polls so its progress
// shows live; it stops once every restore has finished.
import { queryOptions } from '@tanstack/react-query';
import type { z } from 'zod';
import { backupsOps, type Restore } from '@contract/backups';
import { hostingOps, type HostingAccountSummary } from '@contract/hosting';
import { apiRequest } from '@/lib/api-client';
import { cursorListOptions } from '@/lib/cursor-list';
import { backupsKeys, type ContentsPart } from './keys';

export type HostingAccountRow = z.infer<typeof HostingAccountSummary>;
export type RestoreRow = z.infer<typeof Restore>;

/** How often a moving restore is re-read. */
export const POLL_MS = 1_500;
export const isMoving = (r: Pick<RestoreRow, 'status'>) => r.status === 'queued' || r.status === 'running';

/** The account a screen works on by default: the first active one, else the first. */
export const defaultAccount = (accounts: HostingAccountRow[] | undefined) =>
  accounts?.find((a) => a.status === 'active') ?? accounts?.[0];

/** The account an `input` names: its domain or its service id. */
export const accountFor = (accounts: HostingAccountRow[] | undefined, input: string) =>
  accounts?.find((a) => a.domain === input.toLowerCase() || String(a.serviceId) === input);

export const backupsQueries = {
  hostingAccounts: () =>
    queryOptions({
      queryKey: backupsKeys.hostingAccounts(),
      queryFn: async ({ signal }) =>
        (await apiRequest(hostingOps.listHostingAccounts, { query: { limit: 100 }, signal })).data,
      staleTime: 5 * 60_000,
    }),
  backups: (input: string) =>
    cursorListOptions(backupsKeys.backups(input), backupsOps.listHostingBackups, { input, limit: 50 }),
  schedule: (input: string) =>
    queryOptions({
      queryKey: backupsKeys.schedule(input),
      queryFn: ({ signal }) => apiRequest(backupsOps.getBackupSchedule, { query: { input }, signal }),
      staleTime: 5 * 60_000,
    }),
  accountRecords: (input: string) =>
    cursorListOptions(backupsKeys.accountRecords(input), backupsOps.listAccountBackupRecords, { input, limit: 25 }),
  contents: (input: string, backup: string, part: ContentsPart, path: string) =>
    cursorListOptions(
      backupsKeys.contents(input, backup, part, path),
      backupsOps.listBackupContents,
      { input, part, path, limit: 200 },
      // A backup never changes once taken.
      { params: { backup }, staleTime: Infinity },
    ),
  restores: (input: string) =>
    cursorListOptions(
      backupsKeys.restores(input),
      backupsOps.listRestores,
      { input, limit: 20 },
      {
        staleTime: 0,
        refetchInterval: (q) => (q.state.data?.pages.some((p) => p.data.some(isMoving)) ? POLL_MS : false),
      },
    ),
};
