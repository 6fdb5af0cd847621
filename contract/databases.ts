// Databases: MySQL/MariaDB databases on the hosting node, their users, access
// hosts and privileges. Dropping a database or deleting a user cannot be
// undone, so both are holds; everything else runs on the call.
// Users and their privileges are in databases-users.ts.
import { z } from 'zod';
import {
  AttemptKey,
  ConfirmationHold,
  Input,
  Target,
  Timestamp,
  collection,
  page,
  targetCollection,
  targetPage,
} from './common';
import {
  DATABASE_BACKUP_SORTS,
  DATABASE_BACKUP_SORT_DEFAULT,
  DATABASE_SORTS,
  DATABASE_SORT_DEFAULT,
} from './list-sorts';
import { sortParam } from './list-export';
import { defineArea } from './operation';
import {
  AccessHost,
  DatabaseName,
  DatabasePassword,
  DatabaseUser,
  DatabaseUsername,
  Privilege,
  databaseErrors,
  databaseUserErrors,
  readDatabases,
  writeDatabases,
} from './databases-shared';
import { databaseUserOps } from './databases-users';
import { DATABASE_SEARCH } from './search-text';

export const Database = z.object({
  name: z.string(),
  engine: z.enum(['mysql', 'mariadb']),
  serverVersion: z.string(),
  /** The host to connect to from an allowed access host (the same as the hosting account's connection details); websites of the account itself use `localhost`. */
  host: z.string(),
  port: z.number().int().min(1).max(65535),
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

const databaseParams = z.object({ database: DatabaseName });

// The spec passes `database` both in the path and in the query; the two must
// name the same database (the server answers 422 when they differ).
const accessHostQuery = z.object({
  input: Input,
  database: DatabaseName,
  user: DatabaseUsername,
  host: AccessHost.optional(),
});
const accessHostWriteQuery = accessHostQuery.extend({ host: AccessHost });

const databaseOps = defineArea('databases', {
  listDatabases: {
    method: 'GET',
    path: '/databases',
    tier: 'R',
    scopes: readDatabases,
    errors: databaseErrors,
    summary: 'Databases of the hosting account, with their users',
    query: z.object({
      input: Input,
      q: z.string().trim().max(DATABASE_SEARCH.maxLength, DATABASE_SEARCH.message).optional(),
      ...page(100),
      sort: sortParam(DATABASE_SORTS, DATABASE_SORT_DEFAULT),
    }),
    response: targetCollection(Database),
  },
  createDatabase: {
    method: 'POST',
    path: '/databases',
    tier: 'W',
    scopes: writeDatabases,
    status: 201,
    summary: 'Create a database and a user with all privileges on it',
    errors: [...databaseErrors, 'conflict'],
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
    scopes: readDatabases,
    errors: databaseErrors,
    summary: 'Databases ordered by size, largest first',
    query: z.object(targetPage(100)),
    response: collection(DatabaseSize).extend({ target: Target, totalSizeMb: z.number().min(0) }),
  },
  getDatabase: {
    method: 'GET',
    path: '/databases/{database}',
    tier: 'R',
    scopes: readDatabases,
    errors: databaseErrors,
    summary: 'One database with its users and privileges',
    params: databaseParams,
    query: z.object({ input: Input }),
    response: Database.extend({ target: Target }),
  },
  dropDatabase: {
    method: 'DELETE',
    path: '/databases/{database}',
    tier: 'W',
    scopes: writeDatabases,
    hold: true,
    errors: [...databaseErrors, 'conflict'],
    summary: 'Hold dropping a database for confirmation; nothing is dropped on this call',
    params: databaseParams,
    query: z.object({ input: Input, attempt_key: AttemptKey }),
    response: ConfirmationHold,
  },
  listDatabaseBackups: {
    method: 'GET',
    path: '/databases/{database}/backups',
    tier: 'R',
    scopes: readDatabases,
    errors: databaseErrors,
    summary: 'Backups kept of one database apart from the full hosting backups',
    params: databaseParams,
    query: z.object({ ...targetPage(100), sort: sortParam(DATABASE_BACKUP_SORTS, DATABASE_BACKUP_SORT_DEFAULT) }),
    response: collection(DatabaseBackup).extend({ target: Target, database: z.string() }),
  },
  listDatabaseAccessHosts: {
    method: 'GET',
    path: '/databases/{database}/access-hosts',
    tier: 'R',
    scopes: readDatabases,
    summary: "A database user's current access-host patterns",
    errors: databaseUserErrors,
    params: databaseParams,
    query: accessHostQuery,
    response: AccessHosts,
  },
  addDatabaseAccessHost: {
    method: 'POST',
    path: '/databases/{database}/access-hosts',
    tier: 'W',
    scopes: writeDatabases,
    summary: 'Allow a database user to connect from one more host',
    errors: [...databaseUserErrors, 'conflict'],
    params: databaseParams,
    query: accessHostWriteQuery,
    response: AccessHosts.extend({ added: z.string() }),
  },
  removeDatabaseAccessHost: {
    method: 'DELETE',
    path: '/databases/{database}/access-hosts',
    tier: 'W',
    scopes: writeDatabases,
    summary: 'Stop a database user connecting from one host',
    errors: [...databaseUserErrors, 'conflict'],
    params: databaseParams,
    query: accessHostWriteQuery,
    response: AccessHosts.extend({ removed: z.string() }),
  },
});

const dbAdminOps = defineArea('databases', {
  createDbAdminLoginLink: {
    method: 'POST',
    path: '/databases/actions/dbadmin-sso',
    tier: 'W',
    scopes: writeDatabases,
    errors: [...databaseErrors, 'conflict'],
    summary: 'Single-use login link to the database-admin tool (phpMyAdmin)',
    body: z.object({ input: Input, database: DatabaseName.optional() }),
    response: z.object({ target: Target, tool: z.string(), url: z.string(), expiresAt: Timestamp }),
  },
});

export const databasesOps = { ...databaseOps, ...databaseUserOps, ...dbAdminOps };
