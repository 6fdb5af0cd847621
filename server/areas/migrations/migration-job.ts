// A filed migration advances through its stages on the job runner: support
// schedules it, then files, databases, mail and DNS are worked through in
// batches, each step recording real progress. Secrets are erased at the end.
import { eq } from 'drizzle-orm';
import type { Tx } from '@server/db/client';
import { migrations, type MigrationEvent, type StageWork } from '@server/db/schema/migrations';
import type { Deps } from '@server/core/deps';
import type { JobStep, StepResult } from '@server/core/job-queue';
import { ERASED_SECRETS } from './migration-repository';
import { describeWork } from './migration-request';
import { progressOf, stageLabels, type MigrationRow } from './migration-presenter';
import { open } from '@server/core/crypto';
import { accountById } from '@server/areas/account/public';
import { migrationKey } from './secret-box';

export const MIGRATION_JOB = 'migration.run';
/** Support picks a filed request up after this long, and starts it this long after scheduling. */
export const PICKUP_MS = 2_000;
export const SCHEDULE_MS = 3_000;
/** One batch of a stage (a quarter of its units) takes this long. */
export const STEP_MS = 2_500;
export const SUPPORT_EMAIL = process.env.SUPPORT_EMAIL ?? 'support@panel-hosting.net';

const unitNames: Record<string, [string, string]> = {
  copying_files: ['website', 'websites'],
  importing_databases: ['database', 'databases'],
  copying_mail: ['mailbox', 'mailboxes'],
  switching_dns: ['domain', 'domains'],
};
const units = (w: StageWork) => `${w.total} ${unitNames[w.stage]![w.total === 1 ? 0 : 1]}`;

export const migrationStep: JobStep<Deps> = async (tx, job, deps): Promise<StepResult> => {
  const [row] = await tx
    .select()
    .from(migrations)
    .where(eq(migrations.id, Number(job.payload.migrationId)))
    .for('update');
  if (!row || ['completed', 'cancelled', 'failed'].includes(row.status))
    return { state: 'done', stage: row?.stage ?? 'done', result: { status: row?.status ?? 'missing' } };
  const now = deps.clock.now();
  const event = (status: string, message: string): MigrationEvent[] => [
    ...row.events,
    { at: now.toISOString(), status, message },
  ];

  if (row.status === 'requested') {
    const start = new Date(now.getTime() + SCHEDULE_MS);
    await tx
      .update(migrations)
      .set({
        status: 'scheduled',
        scheduledFor: start,
        updatedAt: now,
        events: event(
          'scheduled',
          `Support scheduled the migration to start at ${start.toISOString().replace('T', ' ').slice(0, 19)} UTC`,
        ),
      })
      .where(eq(migrations.id, row.id));
    return { state: 'running', progress: 0, stage: 'queued', runInMs: SCHEDULE_MS };
  }

  if (row.status === 'scheduled') {
    if (!(await credentialsReadable(tx, deps, row, now))) {
      await tx
        .update(migrations)
        .set({
          status: 'failed',
          updatedAt: now,
          events: event(
            'failed',
            'The stored source credentials could not be read; support will contact you for them again',
          ),
        })
        .where(eq(migrations.id, row.id));
      await notify(tx, deps, row, 'migration_failed', `Migration #${row.id} failed: stored credentials unreadable`);
      return { state: 'failed', error: 'stored credentials could not be decrypted' };
    }
    const first = row.work.find((w) => w.total > 0)!;
    await tx
      .update(migrations)
      .set({
        status: 'in_progress',
        stage: first.stage,
        updatedAt: now,
        events: event('in_progress', `Started: ${stageLabels[first.stage]!.toLowerCase()} (${units(first)})`),
      })
      .where(eq(migrations.id, row.id));
    return { state: 'running', progress: 0, stage: first.stage, runInMs: STEP_MS };
  }

  // in_progress: one batch of the current stage
  const work = row.work.map((w) => ({ ...w }));
  const i = work.findIndex((w) => w.stage === row.stage);
  const cur = work[i]!;
  cur.done = Math.min(cur.total, cur.done + Math.max(1, Math.ceil(cur.total / 4)));
  let events = row.events;
  let stage = row.stage;
  if (cur.done >= cur.total) {
    events = event('in_progress', `Finished ${stageLabels[cur.stage]!.toLowerCase()} (${units(cur)})`);
    const next = work.slice(i + 1).find((w) => w.total > 0);
    if (!next) return complete(tx, deps, { ...row, work }, events, now);
    stage = next.stage;
    events = [
      ...events,
      {
        at: now.toISOString(),
        status: 'in_progress',
        message: `Started: ${stageLabels[next.stage]!.toLowerCase()} (${units(next)})`,
      },
    ];
  }
  const updated = { ...row, work, stage, events, updatedAt: now };
  await tx.update(migrations).set({ work, stage, events, updatedAt: now }).where(eq(migrations.id, row.id));
  return { state: 'running', progress: progressOf(updated), stage, runInMs: STEP_MS };
};

async function complete(
  tx: Tx,
  deps: Deps,
  row: MigrationRow,
  events: MigrationEvent[],
  now: Date,
): Promise<StepResult> {
  const message = `Migration completed: ${describeWork(row.work)}; the source credentials were erased`;
  // The source passwords are only needed while copying: erase them once done.
  await tx
    .update(migrations)
    .set({
      status: 'completed',
      stage: 'done',
      work: row.work,
      completedAt: now,
      updatedAt: now,
      ...ERASED_SECRETS,
      events: [...events, { at: now.toISOString(), status: 'completed', message }],
    })
    .where(eq(migrations.id, row.id));
  const acc = await accountById(tx, row.accountId);
  await deps.infra.mailer.send(
    {
      accountId: row.accountId,
      to: acc!.email,
      kind: 'migration_completed',
      subject: `Your migration #${row.id} is complete`,
      body: `Hello ${acc!.name},\n\n${message}.\nCheck your sites and mailboxes; the old host can be cancelled once you are happy.\n`,
    },
    tx,
  );
  return { state: 'done', stage: 'done', result: { migrationId: row.id, status: 'completed' } };
}

async function credentialsReadable(tx: Tx, deps: Deps, row: MigrationRow, now: Date): Promise<boolean> {
  const sealed = [row.controlPanelPasswordEnc, row.ftpPasswordEnc, row.emailSecretsEnc].filter(
    (s): s is string => s !== null,
  );
  if (sealed.length === 0) return true;
  try {
    const key = await migrationKey(deps.db, tx, now);
    for (const s of sealed) open(key, s);
    return true;
  } catch {
    return false;
  }
}

export async function notify(tx: Tx, deps: Deps, row: MigrationRow, kind: string, subject: string, body = '') {
  await deps.infra.mailer.send(
    {
      accountId: row.accountId,
      to: SUPPORT_EMAIL,
      kind,
      subject,
      body: body || `${subject}.\nMigration #${row.id}, account ${row.accountId}.\n`,
    },
    tx,
  );
}
