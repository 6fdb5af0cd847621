// Database users: list (optionally those reaching one database), create on an
// existing database, change a password (scrypt, as the node stores it),
// privileges per database (read, grant: added to what the user holds, revoke:
// the grant row goes once nothing is left), and deletion (a hold, see
// user-delete-hold.ts).
import { databasesOps } from '@contract/databases';
import { accountOf, changeableAccount } from '@server/areas/hosting/public';
import { implement } from '@server/core/area';
import { hashPassword, passwordCostOf } from '@server/core/crypto';
import { ApiError } from '@server/core/problem';
import type { Db, Tx } from '@server/db/client';
import type { HostingAccountRef } from '@server/areas/hosting/public';
import { checkedHost } from './access-hosts';
import { lockService, ownedDatabase } from './database-repository';
import { newUserName, withPrefix } from './names';
import { presentUser } from './presenter';
import { expand, granted, revoked } from './privileges';
import { executeUserDeletion, prepareUserDeletion } from './user-delete-hold';
import {
  grantsOf,
  insertUser,
  ownedUser,
  presentGrants,
  updateUser,
  usernameTaken,
  usersPage,
  writeGrant,
  type UserRow,
} from './user-repository';

/** The user's grants as the API shows them, optionally on one database only. */
async function grantsView(q: Db | Tx, user: UserRow, databaseId?: number) {
  const all = (await grantsOf(q, [user.id])).get(user.id) ?? [];
  return presentGrants(databaseId === undefined ? all : all.filter((g) => g.databaseId === databaseId));
}

const taken = (username: string) =>
  new ApiError('conflict', `The database user ${username} already exists; choose another name`);

/** A change of one user's privileges on one database, in one transaction with the account locked. */
async function changeGrant(
  q: Db,
  a: HostingAccountRef,
  typedUser: string,
  typedDatabase: string,
  change: (held: string[]) => string[],
) {
  return q.transaction(async (tx) => {
    await lockService(tx, a.service.id);
    const { user } = await ownedUser(tx, a, withPrefix(a, typedUser), typedUser, true);
    const db = await ownedDatabase(tx, a, withPrefix(a, typedDatabase), typedDatabase);
    const held = (await grantsOf(tx, [user.id])).get(user.id)!.find((g) => g.databaseId === db.id)?.privileges ?? [];
    await writeGrant(tx, user.id, db.id, change(held));
    return { username: user.username, grants: await grantsView(tx, user) };
  });
}

export default implement(databasesOps, {
  handlers: {
    async listDatabaseUsers(c) {
      const { deps, query } = c;
      const a = await accountOf(c, query.input);
      const db = query.database ? await ownedDatabase(deps.db, a, withPrefix(a, query.database), query.database) : null;
      const page = await usersPage(deps.db, a, query, db?.id ?? null, (u) => u);
      const grants = await grantsOf(
        deps.db,
        page.data.map((u) => u.id),
      );
      return { ...page, data: page.data.map((u) => presentUser(u, grants.get(u.id) ?? [])), target: a.target };
    },

    async createDatabaseUser(c) {
      const { deps, body } = c;
      const a = await changeableAccount(c, body.input);
      const username = newUserName(a, body.username, 'username');
      const host = checkedHost(body.host, 'host');
      c.setAuditTarget(`database user ${username}`);
      // What can be refused is refused before the password is hashed, and checked again under the lock.
      await ownedDatabase(deps.db, a, withPrefix(a, body.database), body.database);
      if (await usernameTaken(deps.db, username)) throw taken(username);
      const passwordHash = await hashPassword(body.password, passwordCostOf(deps.config));
      const privileges = expand(body.privileges);
      const now = deps.clock.now();
      return deps.db.transaction(async (tx) => {
        await lockService(tx, a.service.id);
        const db = await ownedDatabase(tx, a, withPrefix(a, body.database), body.database);
        if (await usernameTaken(tx, username)) throw taken(username);
        const user = await insertUser(tx, { databaseId: db.id, username, passwordHash, hosts: [host], createdAt: now });
        await writeGrant(tx, user.id, db.id, privileges);
        return {
          target: a.target,
          user: presentUser(user, [{ database: db.name, databaseId: db.id, privileges }]),
        };
      });
    },

    async changeDatabaseUserPassword(c) {
      const { deps, body } = c;
      const a = await changeableAccount(c, body.input);
      const username = withPrefix(a, body.username);
      c.setAuditTarget(`database user ${username}`);
      await ownedUser(deps.db, a, username, body.username);
      const passwordHash = await hashPassword(body.password, passwordCostOf(deps.config));
      const now = deps.clock.now();
      await deps.db.transaction(async (tx) => {
        const { user } = await ownedUser(tx, a, username, body.username, true);
        await updateUser(tx, user.id, { passwordHash });
      });
      return { target: a.target, username, changedAt: now.toISOString() };
    },

    async getDatabaseUserPrivileges(c) {
      const { deps, params, query } = c;
      const a = await accountOf(c, query.input);
      const { user } = await ownedUser(deps.db, a, withPrefix(a, params.username), params.username);
      const db = query.database ? await ownedDatabase(deps.db, a, withPrefix(a, query.database), query.database) : null;
      return { target: a.target, username: user.username, grants: await grantsView(deps.db, user, db?.id) };
    },

    async grantDatabasePrivileges(c) {
      const { deps, params, body } = c;
      const a = await changeableAccount(c, body.input);
      c.setAuditTarget(`database user ${withPrefix(a, params.username)}`);
      const r = await changeGrant(deps.db, a, params.username, body.database, (held) => granted(held, body.privileges));
      return { target: a.target, ...r };
    },

    async revokeDatabasePrivileges(c) {
      const { deps, params, query } = c;
      const a = await changeableAccount(c, query.input);
      c.setAuditTarget(`database user ${withPrefix(a, params.username)}`);
      // Without `privileges` every privilege goes, and with it the grant itself.
      const r = await changeGrant(deps.db, a, params.username, query.database, (held) =>
        query.privileges ? revoked(held, query.privileges) : [],
      );
      return { target: a.target, ...r };
    },
  },
  holds: {
    deleteDatabaseUser: { prepare: prepareUserDeletion, execute: executeUserDeletion },
  },
});
