// The databases tables: only server/areas/databases reads or writes them (docs/architecture.md, "Who owns which table").
import { sql } from 'drizzle-orm';
import { bigint, index, integer, pgTable, primaryKey, text, uniqueIndex } from 'drizzle-orm/pg-core';
import { accountId, createdAt, id, texts, ts } from '@server/db/columns';

export const databases = pgTable(
  'databases',
  {
    id: id(),
    accountId: accountId(),
    serviceId: integer('service_id').notNull(),
    name: text('name').notNull(),
    sizeMb: integer('size_mb').notNull().default(0),
    createdAt: createdAt(),
  },
  (t) => [uniqueIndex('databases_name_uq').on(t.name)],
);

export const databaseUsers = pgTable(
  'database_users',
  {
    id: id(),
    databaseId: integer('database_id').notNull(),
    username: text('username').notNull(),
    // scrypt, as the node stores it; the API never returns it
    passwordHash: text('password_hash'),
    hosts: text('hosts')
      .array()
      .notNull()
      .default(sql`'{localhost}'::text[]`),
    createdAt: createdAt(),
  },
  (t) => [uniqueIndex('database_users_uq').on(t.databaseId, t.username)],
);

/** What a database user may do in one database; the user's own database and any other of the account. */
export const databaseGrants = pgTable(
  'database_grants',
  {
    userId: integer('user_id').notNull(),
    databaseId: integer('database_id').notNull(),
    privileges: texts('privileges'),
  },
  (t) => [primaryKey({ columns: [t.userId, t.databaseId] }), index('database_grants_database_idx').on(t.databaseId)],
);

/** A dump of one customer database the node took (nightly, or before a drop). */
export const databaseBackups = pgTable(
  'database_backups',
  {
    id: id(),
    databaseId: integer('database_id').notNull(),
    // kept after the database is dropped, so its backups stay listed by name
    databaseName: text('database_name').notNull(),
    kind: text('kind').notNull(), // nightly | before_drop
    sizeBytes: bigint('size_bytes', { mode: 'number' }).notNull(),
    createdAt: ts('created_at').notNull(),
    expiresAt: ts('expires_at').notNull(),
  },
  (t) => [index('database_backups_database_idx').on(t.databaseId, t.createdAt)],
);
