// Migrations as the API shows them: status, stage, progress computed from the
// work units done, the filed (secret-free) request and its event history.
import type { z } from 'zod';
import type { FiledMigrationRequest, Migration, MigrationSummary } from '@contract/migrations';
import type { migrations } from '@server/db/schema/migrations';
import { filedEmailAccount } from './migration-request';

export type MigrationRow = typeof migrations.$inferSelect;
type Summary = z.input<typeof MigrationSummary>;
type Filed = z.input<typeof FiledMigrationRequest>;

export const stageLabels: Record<string, string> = {
  queued: 'Queued',
  copying_files: 'Copying files',
  importing_databases: 'Importing databases',
  copying_mail: 'Copying mail',
  switching_dns: 'Switching DNS',
  done: 'Done',
};

/** Not started yet: support can still drop it. */
export const isCancellable = (row: MigrationRow) => row.status === 'requested' || row.status === 'scheduled';

export function progressOf(row: MigrationRow): number {
  if (row.status === 'completed') return 100;
  const total = row.work.reduce((s, w) => s + w.total, 0);
  const done = row.work.reduce((s, w) => s + Math.min(w.done, w.total), 0);
  return total === 0 ? 0 : Math.floor((100 * done) / total);
}

export function toSummary(row: MigrationRow): Summary {
  const req = row.request as Filed;
  return {
    id: row.id,
    status: row.status as Summary['status'],
    stage: row.stage as Summary['stage'],
    progress: progressOf(row),
    stages: row.work.map((w) => ({
      stage: w.stage as Summary['stage'],
      label: stageLabels[w.stage] ?? w.stage,
      state: w.total === 0 ? 'skipped' : w.done >= w.total ? 'done' : w.stage === row.stage ? 'active' : 'pending',
      done: Math.min(w.done, w.total),
      total: w.total,
    })),
    sourceHost: row.sourceHost,
    domains: req.domains ?? [],
    websiteCount: row.work.find((w) => w.stage === 'copying_files')?.total ?? 0,
    emailAccountCount: req.email_accounts?.length ?? 0,
    createdAt: row.createdAt.toISOString(),
    updatedAt: row.updatedAt.toISOString(),
    scheduledFor: row.scheduledFor?.toISOString() ?? null,
    completedAt: row.completedAt?.toISOString() ?? null,
  };
}

export function toMigration(row: MigrationRow): z.input<typeof Migration> {
  return {
    ...toSummary(row),
    request: shownRequest(row.request as Filed),
    pendingActionId: row.pendingActionId,
    events: row.events.map((e) => ({ at: e.at, status: e.status as Summary['status'], message: e.message })),
    cancellable: isCancellable(row),
    cancelledAt: row.cancelledAt?.toISOString() ?? null,
  };
}

/**
 * The stored request through its declared members only. Rows filed before the contract refused
 * unknown members may hold other members of email accounts (even a nested password): they stay unshown.
 */
export function shownRequest(req: Filed): Filed {
  const cp = req.control_panel;
  const web = req.websites;
  return {
    control_panel: cp
      ? { type: cp.type, host: cp.host, username: cp.username, has_password: Boolean(cp.has_password) }
      : null,
    websites: web
      ? {
          ftp_server: web.ftp_server,
          ftp_username: web.ftp_username,
          has_ftp_password: Boolean(web.has_ftp_password),
          additional_information: web.additional_information,
          websites: web.websites ?? [],
        }
      : null,
    email_accounts: (req.email_accounts ?? []).map((e) =>
      typeof e === 'string' ? e : filedEmailAccount(e as Record<string, unknown>),
    ),
    domains: req.domains ?? [],
    note: req.note ?? null,
  };
}
