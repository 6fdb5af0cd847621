// One finished migration for the demo account: a cPanel site moved here seven months ago.
import type { Tx } from '@server/db/client';
import * as tMigrations from '@server/db/schema/migrations';

const day = 86_400_000;

export async function seedMigrations(tx: Tx, now: Date, accountId: number) {
  const filed = new Date(now.getTime() - 210 * day);
  const at = (days: number) => new Date(filed.getTime() + days * day).toISOString();
  await tx.insert(tMigrations.migrations).values({
    accountId,
    status: 'completed',
    stage: 'done',
    sourceHost: 'cpanel.oldhost.example',
    request: {
      control_panel: { type: 'cPanel', host: 'cpanel.oldhost.example', username: 'nordlight', has_password: true },
      websites: null,
      email_accounts: ['alex@nordlight-studio.com', 'info@nordlight-studio.com'],
      domains: ['nordlight-studio.com'],
      note: 'Please move the site before the end of the month; the old contract ends then.',
    },
    work: [
      { stage: 'copying_files', total: 1, done: 1 },
      { stage: 'importing_databases', total: 1, done: 1 },
      { stage: 'copying_mail', total: 2, done: 2 },
      { stage: 'switching_dns', total: 1, done: 1 },
    ],
    events: [
      { at: at(0), status: 'requested', message: 'Migration request filed; support notified' },
      { at: at(1), status: 'scheduled', message: 'Support scheduled the migration' },
      { at: at(3), status: 'in_progress', message: 'Started: copying files (1 website)' },
      {
        at: at(3.2),
        status: 'completed',
        message:
          'Migration completed: 1 website, 1 database, 2 mailboxes, 1 domain; the source credentials were erased',
      },
    ],
    createdAt: filed,
    updatedAt: new Date(at(3.2)),
    scheduledFor: new Date(at(3)),
    completedAt: new Date(at(3.2)),
  });
}
