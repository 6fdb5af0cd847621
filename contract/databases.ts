// Databases: MySQL/MariaDB databases on the hosting node, their users, access
// hosts and privileges. Dropping a database or deleting a user cannot be
// undone, so both are holds; everything else runs on the call.
import { z } from 'zod';
import { AttemptKey, ConfirmationHold, Input, Target, Timestamp, collection, page } from './common';
import { defineArea } from './operation';

// MySQL caps database names at 64 and user names at 32 characters; the panel
// adds the account prefix (`acme_shop`), so the whole name is checked here.
export const DatabaseName = z
  .string()
  .trim()
  .min(1, 'Enter a database name')
  .max(64, 'A database name is at most 64 characters')
  .regex(/^[A-Za-z0-9_]+$/, 'Use only letters, digits and underscores');
export const DatabaseUsername = z
  .string()
  .trim()
  .min(1, 'Enter a database user name')
  .max(32, 'A database user name is at most 32 characters')
  .regex(/^[A-Za-z0-9_]+$/, 'Use only letters, digits and underscores');
export const DatabasePassword = z.string().min(8, 'Use at least 8 characters').max(128, 'At most 128 characters');
// `%`, `localhost`, an IPv4/IPv6 address, a netmask or a `%.example.com` pattern.
export const AccessHost = z
  .string()
  .trim()
  .min(1, 'Enter a host such as %, localhost, an IP address or %.example.com')
  .max(255, 'At most 255 characters')
  .regex(/^[A-Za-z0-9.%_:/-]+$/, 'A host may contain letters, digits and . % _ : / - only');

export const Privilege = z.enum(
  [
    'ALL PRIVILEGES',
    'SELECT',
    'INSERT',
    'UPDATE',
    'DELETE',
    'CREATE',
    'DROP',
    'REFERENCES',
    'INDEX',
    'ALTER',
    'CREATE TEMPORARY TABLES',
    'LOCK TABLES',
    'EXECUTE',
    'CREATE VIEW',
    'SHOW VIEW',
    'CREATE ROUTINE',
    'ALTER ROUTINE',
    'EVENT',
    'TRIGGER',
  ],
  { error: 'Unknown privilege: use MySQL names such as SELECT, INSERT or ALL PRIVILEGES' },
);

export const Grant = z.object({ database: z.string(), privileges: z.array(Privilege) });

export const DatabaseUser = z.object({
  username: z.string(),
  hosts: z.array(z.string()),
  grants: z.array(Grant),
  createdAt: Timestamp.nullable(),
});

export const Database = z.object({
  name: z.string(),
  engine: z.enum(['mysql', 'mariadb']),
  serverVersion: z.string(),
  host: z.string(),
  sizeMb: z.number().min(0),
  tables: z.number().int().min(0),
  charset: z.string(),
  collation: z.string(),
  users: z.array(z.object({ username: z.string(), privileges: z.array(Privilege) })),
  createdAt: Timestamp.nullable(),
});

export const DatabaseSize = z.object({
  name: z.string(),
  sizeMb: z.number().min(0),
  tables: z.number().int().min(0),
  rows: z.number().int().min(0),
  /** Share of all the account's database storage, 0-100. */
  sharePercent: z.number().min(0).max(100),
});

export const DatabaseBackup = z.object({
  id: z.string(),
  database: z.string(),
  kind: z.enum(['daily', 'weekly', 'manual']),
  sizeMb: z.number().min(0),
  createdAt: Timestamp,
  retainedUntil: Timestamp.nullable(),
});

export const AccessHosts = z.object({
  target: Target,
  database: z.string(),
  user: z.string(),
  hosts: z.array(z.string()),
});

const read = ['read:database'] as const;
const write = ['write:database'] as const;
const errors = ['domain_not_owned', 'database_not_found'] as const;
const userErrors = ['domain_not_owned', 'not_found', 'database_not_found'] as const;
const databaseParams = z.object({ database: DatabaseName });
const usernameParams = z.object({ username: DatabaseUsername });

// The spec passes `database` both in the path and in the query; the two must
// name the same database (the server answers 422 when they differ).
const accessHostQuery = z.object({
  input: Input,
  database: DatabaseName,
  user: DatabaseUsername,
  host: AccessHost.optional(),
});
const accessHostWriteQuery = accessHostQuery.extend({ host: AccessHost });

export const databasesOps = defineArea('databases', {
  listDatabases: {
    method: 'GET',
    path: '/databases',
    tier: 'R',
    scopes: read,
    errors,
    summary: 'Databases of the hosting account, with their users',
    query: z.object({ input: Input, q: z.string().max(64).optional(), ...page(100) }),
    response: collection(Database).extend({ target: Target }),
  },
  createDatabase: {
    method: 'POST',
    path: '/databases',
    tier: 'W',
    scopes: write,
    status: 201,
    summary: 'Create a database and a user with all privileges on it',
    errors: [...errors, 'conflict'],
    body: z.object({
      input: Input,
      name: DatabaseName,
      username: DatabaseUsername,
      password: DatabasePassword,
      charset: z.enum(['utf8mb4', 'utf8', 'latin1']).default('utf8mb4'),
    }),
    response: z.object({ target: Target, database: Database, user: DatabaseUser }),
  },
  listDatabaseSizes: {
    method: 'GET',
    path: '/databases/sizes',
    tier: 'R',
    scopes: read,
    errors,
    summary: 'Databases ordered by size, largest first',
    query: z.object({ input: Input, ...page(100) }),
    response: collection(DatabaseSize).extend({ target: Target, totalSizeMb: z.number().min(0) }),
  },
  getDatabase: {
    method: 'GET',
    path: '/databases/{database}',
    tier: 'R',
    scopes: read,
    errors,
    summary: 'One database with its users and privileges',
    params: databaseParams,
    query: z.object({ input: Input }),
    response: Database.extend({ target: Target }),
  },
  dropDatabase: {
    method: 'DELETE',
    path: '/databases/{database}',
    tier: 'W',
    scopes: write,
    hold: true,
    errors,
    summary: 'Hold dropping a database for confirmation; nothing is dropped on this call',
    params: databaseParams,
    query: z.object({ input: Input, attempt_key: AttemptKey }),
    response: ConfirmationHold,
  },
  listDatabaseBackups: {
    method: 'GET',
    path: '/databases/{database}/backups',
    tier: 'R',
    scopes: read,
    errors,
    summary: 'Backups kept of one database apart from the full hosting backups',
    params: databaseParams,
    query: z.object({ input: Input, ...page(100) }),
    response: collection(DatabaseBackup).extend({ target: Target, database: z.string() }),
  },
  listDatabaseAccessHosts: {
    method: 'GET',
    path: '/databases/{database}/access-hosts',
    tier: 'R',
    scopes: read,
    summary: "A database user's current access-host patterns",
    errors: [...userErrors, 'not_available'],
    params: databaseParams,
    query: accessHostQuery,
    response: AccessHosts,
  },
  addDatabaseAccessHost: {
    method: 'POST',
    path: '/databases/{database}/access-hosts',
    tier: 'W',
    scopes: write,
    summary: 'Allow a database user to connect from one more host',
    errors: [...userErrors, 'not_available', 'conflict'],
    params: databaseParams,
    query: accessHostWriteQuery,
    response: AccessHosts.extend({ added: z.string() }),
  },
  removeDatabaseAccessHost: {
    method: 'DELETE',
    path: '/databases/{database}/access-hosts',
    tier: 'W',
    scopes: write,
    summary: 'Stop a database user connecting from one host',
    errors: [...userErrors, 'not_available'],
    params: databaseParams,
    query: accessHostWriteQuery,
    response: AccessHosts.extend({ removed: z.string() }),
  },
  listDatabaseUsers: {
    method: 'GET',
    path: '/database-users',
    tier: 'R',
    scopes: read,
    errors,
    summary: 'Database users of the hosting account and what they may access',
    query: z.object({ input: Input, database: DatabaseName.optional(), ...page(100) }),
    response: collection(DatabaseUser).extend({ target: Target }),
  },
  createDatabaseUser: {
    method: 'POST',
    path: '/database-users',
    tier: 'W',
    scopes: write,
    status: 201,
    summary: 'Create a user on an existing database',
    errors: [...errors, 'conflict'],
    body: z.object({
      input: Input,
      database: DatabaseName,
      username: DatabaseUsername,
      password: DatabasePassword,
      privileges: z.array(Privilege).min(1, 'Grant at least one privilege').default(['ALL PRIVILEGES']),
      host: AccessHost.default('localhost'),
    }),
    response: z.object({ target: Target, user: DatabaseUser }),
  },
  deleteDatabaseUser: {
    method: 'DELETE',
    path: '/database-users/{username}',
    tier: 'W',
    scopes: write,
    hold: true,
    summary: 'Hold deleting a database user; confirms it exists and which database it belongs to',
    errors: userErrors,
    params: z.object({ username: z.string().trim().min(1, 'Name the database user').max(32, 'At most 32 characters') }),
    query: z.object({ input: Input, attempt_key: AttemptKey }),
    response: ConfirmationHold,
  },
  changeDatabaseUserPassword: {
    method: 'PUT',
    path: '/database-users/password',
    tier: 'W',
    scopes: write,
    errors: userErrors,
    summary: "Set a database user's password",
    body: z.object({ input: Input, username: DatabaseUsername, password: DatabasePassword }),
    response: z.object({ target: Target, username: z.string(), changedAt: Timestamp }),
  },
  getDatabaseUserPrivileges: {
    method: 'GET',
    path: '/database-users/{username}/privileges',
    tier: 'R',
    scopes: read,
    summary: "A database user's privileges, per database",
    errors: userErrors,
    params: usernameParams,
    query: z.object({ input: Input, database: DatabaseName.optional() }),
    response: z.object({ target: Target, username: z.string(), grants: z.array(Grant) }),
  },
  grantDatabasePrivileges: {
    method: 'POST',
    path: '/database-users/{username}/privileges',
    tier: 'W',
    scopes: write,
    summary: 'Grant privileges on one database (added to what the user already has)',
    errors: userErrors,
    params: usernameParams,
    body: z.object({
      input: Input,
      database: DatabaseName,
      privileges: z.array(Privilege).min(1, 'Choose at least one privilege'),
    }),
    response: z.object({ target: Target, username: z.string(), grants: z.array(Grant) }),
  },
  revokeDatabasePrivileges: {
    method: 'DELETE',
    path: '/database-users/{username}/privileges',
    tier: 'W',
    scopes: write,
    summary: 'Revoke privileges on one database; without `privileges` all of them',
    errors: userErrors,
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
  createDbAdminLoginLink: {
    method: 'POST',
    path: '/databases/actions/dbadmin-sso',
    tier: 'W',
    scopes: write,
    errors,
    summary: 'Single-use login link to the database-admin tool (phpMyAdmin)',
    body: z.object({ input: Input, database: DatabaseName.optional() }),
    response: z.object({ target: Target, tool: z.string(), url: z.string(), expiresAt: Timestamp }),
  },
});
