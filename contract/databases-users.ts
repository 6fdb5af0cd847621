// Database users: create, delete (a hold: it cannot be undone), password, and
// the privileges they hold per database.
import { z } from 'zod';
import { AttemptKey, ConfirmationHold, Input, Target, Timestamp, page, targetCollection } from './common';
import { defineArea } from './operation';
import {
  AccessHost,
  DatabaseName,
  DatabasePassword,
  DatabaseUser,
  DatabaseUsername,
  Grant,
  Privilege,
  databaseErrors,
  databaseUserErrors,
  readDatabases,
  writeDatabases,
} from './databases-shared';

const usernameParams = z.object({ username: DatabaseUsername });

export const databaseUserOps = defineArea('databases', {
  listDatabaseUsers: {
    method: 'GET',
    path: '/database-users',
    tier: 'R',
    scopes: readDatabases,
    errors: databaseErrors,
    summary: 'Database users of the hosting account and what they may access',
    query: z.object({ input: Input, database: DatabaseName.optional(), ...page(100) }),
    response: targetCollection(DatabaseUser),
  },
  createDatabaseUser: {
    method: 'POST',
    path: '/database-users',
    tier: 'W',
    scopes: writeDatabases,
    status: 201,
    summary: 'Create a user on an existing database',
    errors: [...databaseErrors, 'conflict'],
    body: z.object({
      input: Input,
      database: DatabaseName,
      username: DatabaseUsername,
      password: DatabasePassword,
      privileges: z
        .array(Privilege)
        .min(1, 'Grant at least one privilege')
        .max(Privilege.options.length, `At most ${Privilege.options.length} privileges`)
        .default(['ALL PRIVILEGES']),
      host: AccessHost.default('localhost'),
    }),
    response: z.object({ target: Target, user: DatabaseUser }),
  },
  deleteDatabaseUser: {
    method: 'DELETE',
    path: '/database-users/{username}',
    tier: 'W',
    scopes: writeDatabases,
    hold: true,
    summary: 'Hold deleting a database user; confirms it exists and which database it belongs to',
    errors: [...databaseUserErrors, 'conflict'],
    params: z.object({ username: z.string().trim().min(1, 'Name the database user').max(32, 'At most 32 characters') }),
    query: z.object({ input: Input, attempt_key: AttemptKey }),
    response: ConfirmationHold,
  },
  changeDatabaseUserPassword: {
    method: 'PUT',
    path: '/database-users/password',
    tier: 'W',
    scopes: writeDatabases,
    errors: [...databaseUserErrors, 'conflict'],
    summary: "Set a database user's password",
    body: z.object({ input: Input, username: DatabaseUsername, password: DatabasePassword }),
    response: z.object({ target: Target, username: z.string(), changedAt: Timestamp }),
  },
  getDatabaseUserPrivileges: {
    method: 'GET',
    path: '/database-users/{username}/privileges',
    tier: 'R',
    scopes: readDatabases,
    summary: "A database user's privileges, per database",
    errors: databaseUserErrors,
    params: usernameParams,
    query: z.object({ input: Input, database: DatabaseName.optional() }),
    response: z.object({ target: Target, username: z.string(), grants: z.array(Grant) }),
  },
  grantDatabasePrivileges: {
    method: 'POST',
    path: '/database-users/{username}/privileges',
    tier: 'W',
    scopes: writeDatabases,
    summary: 'Grant privileges on one database (added to what the user already has)',
    errors: [...databaseUserErrors, 'conflict'],
    params: usernameParams,
    body: z.object({
      input: Input,
      database: DatabaseName,
      privileges: z
        .array(Privilege)
        .min(1, 'Choose at least one privilege')
        .max(Privilege.options.length, `At most ${Privilege.options.length} privileges`),
    }),
    response: z.object({ target: Target, username: z.string(), grants: z.array(Grant) }),
  },
  revokeDatabasePrivileges: {
    method: 'DELETE',
    path: '/database-users/{username}/privileges',
    tier: 'W',
    scopes: writeDatabases,
    summary: 'Revoke privileges on one database; without `privileges` all of them',
    errors: [...databaseUserErrors, 'conflict'],
    params: usernameParams,
    query: z.object({
      input: Input,
      database: DatabaseName,
      // A comma-separated list in the query string, e.g. `INSERT,UPDATE`.
      privileges: z
        .string()
        .max(400)
        .transform((s) =>
          s
            .split(',')
            .map((p) => p.trim().toUpperCase())
            .filter(Boolean),
        )
        .pipe(z.array(Privilege).min(1, 'Name at least one privilege, or leave privileges out'))
        .optional(),
    }),
    response: z.object({ target: Target, username: z.string(), grants: z.array(Grant) }),
  },
});
