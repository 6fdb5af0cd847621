// Access hosts of a database user, as the spec details them: GET, POST and
// DELETE /databases/{database}/access-hosts with `input`, `database` (the same
// database as the path), `user` and `host` in the query. The user must reach
// that database: it was made on it or holds a grant on it. POST adds one host
// (409 when it is there already), DELETE removes one (404 when it is not
// there). Removing the LAST host is refused with 409: in MySQL each host is
// an account 'user'@'host' of its own, so the user would be gone; deleting the
// user is its own operation (DELETE /database-users/{username}, a hold).
import { and, eq } from 'drizzle-orm';
import type { Target } from '@contract/common';
import { databasesOps } from '@contract/databases';
import { accountOf, changeableAccount } from '@server/areas/hosting/public';
import { implement } from '@server/core/area';
import type { Deps } from '@server/core/deps';
import { ApiError } from '@server/core/problem';
import { databaseGrants } from '@server/db/schema/databases';
import type { Db, Tx } from '@server/db/client';
import type { HostingAccountRef } from '@server/areas/hosting/public';
import { checkedHost } from './access-hosts';
import { lockService, ownedDatabase, type DatabaseRow } from './database-repository';
import { withPrefix } from './names';
import { ownedUser, updateUser } from './user-repository';

interface Asked {
  deps: Deps;
  params: { database: string };
  query: { input: string; database: string; user: string };
  resolve(input: string): Promise<Target>;
  setAuditTarget(t: string): void;
}

/** The path's database, which the query's `database` must name too. */
function databaseOfRequest(a: HostingAccountRef, c: Asked) {
  const name = withPrefix(a, c.params.database);
  if (withPrefix(a, c.query.database) !== name) {
    const message = `The query names ${c.query.database} but the path ${c.params.database}; give the same database in both`;
    throw new ApiError('validation_failed', `database: ${message}`, {
      errors: [{ path: 'database', message, code: 'mismatch' }],
    });
  }
  return name;
}

/** The user, reaching the database (made on it, or holding a grant on it); 404s otherwise. */
async function userOn(q: Db | Tx, a: HostingAccountRef, c: Asked, db: DatabaseRow, lock = false) {
  const { user } = await ownedUser(q, a, withPrefix(a, c.query.user), c.query.user, lock);
  if (user.databaseId === db.id) return user;
  const [grant] = await q
    .select({ userId: databaseGrants.userId })
    .from(databaseGrants)
    .where(and(eq(databaseGrants.userId, user.id), eq(databaseGrants.databaseId, db.id)));
  if (!grant)
    throw new ApiError(
      'not_found',
      `The database user ${user.username} has no access to ${db.name}; grant it privileges there first (POST /database-users/${user.username}/privileges)`,
    );
  return user;
}

const answer = (a: HostingAccountRef, db: DatabaseRow, user: { username: string; hosts: string[] }) => ({
  target: a.target,
  database: db.name,
  user: user.username,
  hosts: user.hosts,
});

/** Change one user's hosts in one transaction, the account locked so the list is read and written in turn. */
async function changeHosts(
  c: Asked & { query: { host: string } },
  change: (hosts: string[], host: string, username: string) => string[],
) {
  const { deps } = c;
  const a = await changeableAccount(c, c.query.input);
  const name = databaseOfRequest(a, c);
  const host = checkedHost(c.query.host, 'host');
  c.setAuditTarget(`database user ${withPrefix(a, c.query.user)} on ${name}`);
  return deps.db.transaction(async (tx) => {
    await lockService(tx, a.service.id);
    const db = await ownedDatabase(tx, a, name, c.params.database);
    const user = await userOn(tx, a, c, db, true);
    const hosts = change(user.hosts, host, user.username);
    await updateUser(tx, user.id, { hosts });
    return { ...answer(a, db, { username: user.username, hosts }), host };
  });
}

export default implement(databasesOps, {
  handlers: {
    async listDatabaseAccessHosts(c) {
      const a = await accountOf(c, c.query.input);
      const db = await ownedDatabase(c.deps.db, a, databaseOfRequest(a, c), c.params.database);
      return answer(a, db, await userOn(c.deps.db, a, c, db));
    },

    async addDatabaseAccessHost(c) {
      const { host, ...r } = await changeHosts(c, (hosts, host, username) => {
        if (hosts.includes(host))
          throw new ApiError('conflict', `${username} may already connect from ${host}; nothing was changed`);
        return [...hosts, host];
      });
      return { ...r, added: host };
    },

    async removeDatabaseAccessHost(c) {
      const { host, ...r } = await changeHosts(c, (hosts, host, username) => {
        if (!hosts.includes(host))
          throw new ApiError('not_found', `${username} has no access host ${host}; its hosts are ${hosts.join(', ')}`);
        if (hosts.length === 1)
          throw new ApiError(
            'conflict',
            `${host} is the only host ${username} may connect from; removing it would remove the user. Add another host first, or delete the user (DELETE /database-users/${username})`,
          );
        return hosts.filter((h) => h !== host);
      });
      return { ...r, removed: host };
    },
  },
});
