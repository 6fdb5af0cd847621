// Creating a customer database with its user, all privileges granted: what
// POST /databases does, and what the applications area does when an install
// needs a database of its own. Runs inside the caller's transaction, so a
// failed install leaves no database behind.
import type { DatabaseAccount } from './account-ref';
import { ApiError } from '@server/core/problem';
import type { Tx } from '@server/db/client';
import type { Charset, DatabaseNode } from '@server/infra/database-node';
import { ensureNightlyBackups } from './backup-job';
import { databaseCount, insertDatabase, lockService, schemaTwin, type DatabaseRow } from './database-repository';
import { EACH } from './privileges';
import { insertUser, usernameTaken, writeGrant, type UserRow } from './user-repository';

const conflict = (detail: string) => new ApiError('conflict', detail);

export interface NewDatabase {
  /** Full names, the account prefix included. */
  name: string;
  username: string;
  passwordHash: string;
  charset: Charset;
  now: Date;
}

/** 409 at the plan's database limit, for a name that exists (or shares its first 63 characters), or a taken user name. */
export async function provisionDatabase(
  tx: Tx,
  node: DatabaseNode,
  a: DatabaseAccount,
  d: NewDatabase,
): Promise<{ db: DatabaseRow; user: UserRow }> {
  await lockService(tx, a.service.id);
  const limit = a.plan.databases;
  const held = await databaseCount(tx, a.service.id);
  if (limit !== null && held >= limit)
    throw conflict(
      `The ${a.plan.plan} plan allows ${limit} databases and ${a.service.daUsername} has ${held}; drop one or upgrade the plan`,
    );
  const twin = await schemaTwin(tx, d.name);
  if (twin === d.name || (await node.exists(d.name)))
    throw conflict(`The database ${d.name} already exists; choose another name`);
  if (twin)
    throw conflict(
      `${d.name} and the existing database ${twin} share their first 63 characters, which the node cannot tell apart; choose a shorter name`,
    );
  if (await usernameTaken(tx, d.username))
    throw conflict(
      `The database user ${d.username} already exists; choose another name, or grant that user privileges on the new database afterwards (POST /database-users/${d.username}/privileges)`,
    );
  await node.create(d.name, d.charset);
  const db = await insertDatabase(tx, {
    accountId: a.service.accountId,
    serviceId: a.service.id,
    name: d.name,
    sizeMb: 0,
    createdAt: d.now,
  });
  const user = await insertUser(tx, {
    databaseId: db.id,
    username: d.username,
    passwordHash: d.passwordHash,
    hosts: ['localhost'],
    createdAt: d.now,
  });
  await writeGrant(tx, user.id, db.id, [...EACH]);
  await ensureNightlyBackups(tx, d.now);
  return { db, user };
}
