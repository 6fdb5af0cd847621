// The apps tables: only server/areas/apps reads or writes them (docs/architecture.md, "Who owns which table").
import { sql } from 'drizzle-orm';
import { boolean, index, integer, jsonb, pgTable, primaryKey, real, text, uniqueIndex } from 'drizzle-orm/pg-core';
import { createdAt, textId, timestamps, ts } from '@server/db/columns';

export const appInstalls = pgTable(
  'app_installs',
  {
    id: textId(),
    accountId: integer('account_id').notNull(),
    serviceId: integer('service_id').notNull(),
    /** The catalogue's app id (server/areas/apps/catalogue.ts). */
    appId: integer('app_id').notNull(),
    version: text('version').notNull(),
    domain: text('domain').notNull(),
    /** Below the domain's document root, without leading or trailing slash; '' is the root. */
    path: text('path').notNull(),
    /** installing | installed | updating | uninstalling | failed */
    status: text('status').notNull().default('installing'),
    databaseName: text('database_name'),
    databaseUser: text('database_user'),
    tablePrefix: text('table_prefix'),
    adminUsername: text('admin_username'),
    adminEmail: text('admin_email'),
    siteTitle: text('site_title'),
    language: text('language').notNull().default('en_US'),
    autoUpgrade: boolean('auto_upgrade').notNull().default(false),
    autoBackup: text('auto_backup').notNull().default('off'),
    backupRotation: integer('backup_rotation').notNull().default(3),
    /** The CMS's own update policy: off | minor | all. */
    cmsAutoUpdate: text('cms_auto_update').notNull().default('minor'),
    /** A staging copy: the production install it was cloned from. */
    stagingOf: text('staging_of'),
    maintenance: boolean('maintenance').notNull().default(false),
    debug: boolean('debug').notNull().default(false),
    /** The installer's settings of the app (configure), by name. */
    settings: jsonb('settings').$type<Record<string, unknown>>().notNull().default({}),
    /**
     * The `attempt_key` of the call that made this install (a CMS install, clone or staging copy),
     * with that call's operation and a hash of its parameters: a retry with the same key is answered
     * with this install instead of making a second (server/areas/apps/install-attempts.ts).
     */
    attemptKey: text('attempt_key'),
    attemptOperation: text('attempt_operation'),
    attemptParamsHash: text('attempt_params_hash'),
    ...timestamps(),
  },
  (t) => [
    uniqueIndex('app_installs_location_uq').on(t.domain, t.path),
    index('app_installs_service_idx').on(t.serviceId),
    uniqueIndex('app_installs_attempt_uq')
      .on(t.accountId, t.attemptOperation, t.attemptKey)
      .where(sql`attempt_key is not null`),
  ],
);

/** A plugin or theme on a CMS install's disk. */
export const appExtensions = pgTable(
  'app_extensions',
  {
    installId: text('install_id')
      .notNull()
      .references(() => appInstalls.id, { onDelete: 'cascade' }),
    kind: text('kind').notNull(), // plugin | theme
    slug: text('slug').notNull(),
    name: text('name').notNull(),
    version: text('version').notNull(),
    active: boolean('active').notNull().default(false),
    autoUpdate: boolean('auto_update').notNull().default(false),
    installedAt: createdAt(),
  },
  (t) => [primaryKey({ columns: [t.installId, t.kind, t.slug] })],
);

/**
 * A backup of an install, or a restore point taken before a change that overwrites it (an update, a
 * staging push, a restore). It outlives the install (the installer keeps backups of removed apps),
 * so it names the install without a foreign key. `snapshot` is what a restore puts back.
 */
export const appBackups = pgTable(
  'app_backups',
  {
    id: textId(),
    accountId: integer('account_id').notNull(),
    serviceId: integer('service_id').notNull(),
    installId: text('install_id').notNull(),
    appId: integer('app_id').notNull(),
    version: text('version').notNull(),
    /** manual | scheduled | restore_point */
    kind: text('kind').notNull(),
    includesFiles: boolean('includes_files').notNull(),
    includesDatabase: boolean('includes_database').notNull(),
    sizeMb: real('size_mb').notNull(),
    note: text('note'),
    snapshot: jsonb('snapshot').$type<Record<string, unknown>>().notNull(),
    createdAt: createdAt(),
  },
  (t) => [
    index('app_backups_install_idx').on(t.installId, t.createdAt),
    index('app_backups_service_idx').on(t.serviceId),
  ],
);

export interface AppTaskStep {
  name: string;
  status: 'running' | 'succeeded' | 'failed' | 'skipped';
  detail: string | null;
  at: string;
}

/** Installer work the job runner advances (install, upgrade, uninstall, backup, restore, clone, import): the activity. */
export const appTasks = pgTable(
  'app_tasks',
  {
    id: textId(),
    accountId: integer('account_id').notNull(),
    serviceId: integer('service_id').notNull(),
    installId: text('install_id'),
    appId: integer('app_id').notNull(),
    kind: text('kind').notNull(),
    status: text('status').notNull().default('queued'), // queued | running | succeeded | failed
    progress: integer('progress').notNull().default(0),
    message: text('message'),
    steps: jsonb('steps').$type<AppTaskStep[]>().notNull().default([]),
    /** The restore point taken before the change, where there is one. */
    rollbackBackupId: text('rollback_backup_id'),
    params: jsonb('params').$type<Record<string, unknown>>().notNull().default({}),
    startedAt: ts('started_at').notNull(),
    finishedAt: ts('finished_at'),
  },
  (t) => [index('app_tasks_service_idx').on(t.serviceId, t.startedAt), index('app_tasks_install_idx').on(t.installId)],
);

/** The web cache in front of one domain's sites. */
export const webCaches = pgTable('web_caches', {
  domain: text('domain').primaryKey(),
  serviceId: integer('service_id').notNull(),
  enabled: boolean('enabled').notNull().default(true),
  engine: text('engine').notNull(),
  ttlSeconds: integer('ttl_seconds').notNull().default(3600),
  hits: integer('hits').notNull().default(0),
  misses: integer('misses').notNull().default(0),
  cachedObjects: integer('cached_objects').notNull().default(0),
  sizeMb: real('size_mb').notNull().default(0),
  lastPurgedAt: ts('last_purged_at'),
});
