// Deleting a database user is a hold: the preview names the user, the
// database it belongs to, where it may connect from and the grants it loses.
// A user whose database was dropped is refused with 404 database_not_found
// (the spec's answer for "which database it belongs to" when there is none).
import type { PreviewItem, Target } from '@contract/common';
import { accountOnApproval, changeableAccount } from '@server/areas/hosting/public';
import type { Deps } from '@server/core/deps';
import type { HoldExecutor, HoldPlan } from '@server/core/holds';
import { ApiError } from '@server/core/problem';
import type { HostingAccountRef } from '@server/areas/hosting/public';
import { lockService } from './database-repository';
import { withPrefix } from './names';
import { deleteUser, grantsOf, ownedUser, presentGrants } from './user-repository';

interface DeleteUserParams {
  target: Target;
  userId: number;
  username: string;
}

interface Asked {
  deps: Deps;
  params: { username: string };
  query: { input: string };
  resolve(input: string): Promise<Target>;
  setAuditTarget(t: string): void;
}

function databaseGone(a: HostingAccountRef, username: string): ApiError {
  return new ApiError(
    'database_not_found',
    `The database user ${username} belonged to a database that has been dropped, so it has no database on the hosting account ${a.service.daUsername} to be deleted from`,
  );
}

export async function prepareUserDeletion(c: Asked): Promise<HoldPlan> {
  const { deps } = c;
  const a = await changeableAccount(c, c.query.input);
  const username = withPrefix(a, c.params.username);
  const { user, database } = await ownedUser(deps.db, a, username, c.params.username);
  c.setAuditTarget(`database user ${user.username}`);
  if (database === null) throw databaseGone(a, user.username);
  const grants = presentGrants((await grantsOf(deps.db, [user.id])).get(user.id) ?? []);
  const preview: PreviewItem[] = [
    { label: 'Database user', value: user.username },
    { label: 'Belongs to database', value: database },
    { label: 'May connect from', value: user.hosts.join(', ') },
    {
      label: 'Grants removed',
      value: grants.length ? grants.map((g) => `${g.database}: ${g.privileges.join(', ')}`).join('; ') : 'none',
    },
    {
      label: 'What happens',
      value: `${user.username} can no longer sign in to any database; ${database} and its data stay as they are`,
    },
  ];
  return {
    summary: `Delete the database user ${user.username} of ${database}`,
    target: a.target,
    irreversible: true,
    params: { target: a.target, userId: user.id, username: user.username } satisfies DeleteUserParams,
    preview,
  };
}

export const executeUserDeletion: HoldExecutor = async (tx, action) => {
  const p = action.params as unknown as DeleteUserParams;
  const a = await accountOnApproval(tx, action.accountId, p.target);
  await lockService(tx, a.service.id);
  const { user, database } = await ownedUser(tx, a, p.username, p.username, true);
  if (user.id !== p.userId) throw new ApiError('not_found', `The database user ${p.username} was replaced since`);
  if (database === null) throw databaseGone(a, user.username);
  await deleteUser(tx, user.id);
  return { deleted: user.username, database };
};
