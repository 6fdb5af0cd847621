// Dropping a database is a hold: the preview names the database, its real
// size, the users that lose their grant on it and the backup taken first. On
// approval, in one transaction: the before_drop backup is recorded at the size
// the database has then, its schema is dropped on the node, and its row and
// grants are deleted. Its users stay (MySQL keeps them too), without access to it.
import type { PreviewItem, Target } from '@contract/common';
import { accountOnApproval, changeableAccount } from '@server/areas/hosting/public';
import type { HoldExecutor, HoldPlan } from '@server/core/holds';
import { ApiError } from '@server/core/problem';
import type { Deps } from '@server/core/deps';
import { RETENTION_DAYS, recordBackup } from './backup-job';
import { databaseNamed, deleteDatabase, granteesOf, lockService, ownedDatabase } from './database-repository';
import { databaseView } from './database-view';
import { withPrefix } from './names';
import { megabytes } from './presenter';

interface DropParams {
  target: Target;
  databaseId: number;
  name: string;
}

interface Asked {
  deps: Deps;
  params: { database: string };
  query: { input: string };
  resolve(input: string): Promise<Target>;
  setAuditTarget(t: string): void;
}

export async function prepareDrop(c: Asked): Promise<HoldPlan> {
  const { deps } = c;
  const a = await changeableAccount(c, c.query.input);
  const name = withPrefix(a, c.params.database);
  const row = await ownedDatabase(deps.db, a, name, c.params.database);
  c.setAuditTarget(`database ${name}`);
  const view = await databaseView(deps.db, deps.infra.databaseNode, a, row);
  const preview: PreviewItem[] = [
    { label: 'Database', value: name },
    { label: 'Hosting account', value: `${a.service.daUsername} (${a.service.domain ?? `service ${a.service.id}`})` },
    { label: 'Size', value: `${view.sizeMb} MB in ${view.tables} ${view.tables === 1 ? 'table' : 'tables'}` },
    {
      label: 'Users that lose their grant',
      value: view.users.length
        ? view.users.map((u) => `${u.username} (${u.privileges.join(', ')})`).join('; ')
        : 'none: no user holds a grant on it',
    },
    {
      label: 'Backup',
      value: `A before_drop backup of ${name} is taken just before the drop and kept ${RETENTION_DAYS.before_drop} days (GET /databases/${name}/backups)`,
    },
    {
      label: 'What happens',
      value: `${name} and every table in it are deleted from ${a.node.name}. The users stay, without access to it; delete them separately if they are no longer needed`,
    },
  ];
  return {
    summary: `Drop the database ${name}`,
    target: a.target,
    irreversible: true,
    params: { target: a.target, databaseId: row.id, name } satisfies DropParams,
    preview,
  };
}

export const executeDrop: HoldExecutor = async (tx, action, deps) => {
  const p = action.params as unknown as DropParams;
  const a = await accountOnApproval(tx, action.accountId, p.target);
  await lockService(tx, a.service.id);
  const row = await databaseNamed(tx, a.service.id, p.name);
  if (!row || row.id !== p.databaseId)
    throw new ApiError('database_not_found', `The database ${p.name} was dropped since this was asked for`);
  const now = deps.clock.now();
  const node = deps.infra.databaseNode;
  const size = (await node.stats([p.name])).get(p.name)?.sizeBytes ?? 0;
  const grantees = (await granteesOf(tx, [row.id])).get(row.id) ?? [];
  const backup = await recordBackup(tx, row, 'before_drop', size, now);
  await node.drop(p.name);
  await deleteDatabase(tx, row.id);
  return {
    dropped: p.name,
    sizeMb: megabytes(size),
    backupId: String(backup.id),
    backupRetainedUntil: backup.expiresAt.toISOString(),
    grantsRemoved: grantees.map((g) => g.username),
  };
};
