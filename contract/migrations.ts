// Migrations: asking the support team to move sites and mail here from another
// host. Filing one is a hold (support is emailed only after approval). Source
// passwords are write-only: stored encrypted and shown back only as flags.
import { z } from 'zod';
import { AttemptKey, ConfirmationHold, Timestamp, collection, idParam, page } from './common';
import { DomainWarning, Email, domainName, hostOrAddress } from './domain-name-fields';
import { MIGRATION_SORTS, MIGRATION_SORT_DEFAULT } from './list-sorts';
import { sortParam } from './list-export';
import { defineArea } from './operation';

/** A hostname or an IP address (the source server may have no name); names are kept in ASCII form. */
export const SourceHost = hostOrAddress('Enter a hostname such as ftp.example.com, or an IP address');
/** A site or domain name, Unicode or ASCII; kept in ASCII form. */
export const Hostname = domainName();
/** A source password: write-only, stored sealed (AES-256-GCM) and shown back only as a `has_…` flag. */
const Secret = z.string().max(256, 'At most 256 characters');

/**
 * A mailbox to copy over IMAP. Only these members are kept: any other member is refused (422),
 * so no secret can ride along under a name we do not know to seal. `email` is taken as a synonym of `address`.
 */
export const MigrationEmailAccount = z
  .strictObject({
    address: Email.optional(),
    email: Email.optional(),
    username: z.string().trim().max(128, 'At most 128 characters').optional(),
    imap_server: SourceHost.optional(),
    password: Secret.optional(),
  })
  .refine((v) => Boolean(v.address || v.email), { message: 'Give the mailbox its address' })
  .refine((v) => !(v.address && v.email && v.address !== v.email), {
    message: 'Give the address once: address and email differ',
  });

export const MigrationRequestBody = z
  .object({
    control_panel: z
      .object({
        type: z.string().trim().max(64, 'At most 64 characters').optional(),
        host: SourceHost.optional(),
        username: z.string().trim().max(128, 'At most 128 characters').optional(),
        password: Secret.optional(),
      })
      .optional(),
    websites: z
      .object({
        ftp_server: SourceHost.optional(),
        ftp_username: z.string().trim().max(128, 'At most 128 characters').optional(),
        ftp_password: Secret.optional(),
        additional_information: z.string().max(5000, 'At most 5000 characters').optional(),
        websites: z.array(Hostname).max(500, 'At most 500 websites per request').optional(),
      })
      .optional(),
    // the spec allows bare addresses or objects (e.g. with a password for IMAP copy)
    email_accounts: z
      .array(z.union([Email, MigrationEmailAccount]))
      .max(1000, 'At most 1000 email accounts per request')
      .optional(),
    domains: z.array(Hostname).max(500, 'At most 500 domains per request').optional(),
    note: z.string().max(5000, 'The note is at most 5000 characters').optional(),
    attempt_key: AttemptKey,
  })
  .refine((v) => Boolean(v.control_panel || v.websites || v.email_accounts?.length || v.domains?.length), {
    message: 'Say what to migrate: control_panel, websites, email_accounts or domains',
  });

/**
 * requested: filed, support notified; scheduled: support booked a start time;
 * in_progress: copying; completed / cancelled / failed are final.
 */
export const MigrationStatus = z.enum(['requested', 'scheduled', 'in_progress', 'completed', 'cancelled', 'failed']);
/** Where the work is: queued until it starts, then the working stages, then done. */
export const MigrationStage = z.enum([
  'queued',
  'copying_files',
  'importing_databases',
  'copying_mail',
  'switching_dns',
  'done',
]);
/** One working stage: `skipped` when the request has nothing for it (e.g. no email accounts). */
export const MigrationStageProgress = z.object({
  stage: MigrationStage,
  label: z.string(),
  state: z.enum(['pending', 'active', 'done', 'skipped']),
  done: z.number().int().min(0),
  total: z.number().int().min(0),
});

/**
 * The request as filed, echoed in the request's own (snake_case) member names,
 * as the spec names the password flags `has_password` / `has_ftp_password`.
 * An email account object shows its declared members only, its password as `has_password`.
 */
export const FiledMigrationRequest = z.object({
  control_panel: z
    .object({
      type: z.string().nullable(),
      host: z.string().nullable(),
      username: z.string().nullable(),
      has_password: z.boolean(),
    })
    .nullable(),
  websites: z
    .object({
      ftp_server: z.string().nullable(),
      ftp_username: z.string().nullable(),
      has_ftp_password: z.boolean(),
      additional_information: z.string().nullable(),
      websites: z.array(z.string()),
    })
    .nullable(),
  email_accounts: z.array(
    z.union([
      z.string(),
      z.object({
        address: z.string(),
        username: z.string().nullable(),
        imap_server: z.string().nullable(),
        has_password: z.boolean(),
      }),
    ]),
  ),
  domains: z.array(z.string()),
  note: z.string().nullable(),
});

export const MigrationSummary = z.object({
  id: z.number().int(),
  status: MigrationStatus,
  stage: MigrationStage,
  // share of the work units done, 0..100
  progress: z.number().int().min(0).max(100),
  stages: z.array(MigrationStageProgress),
  sourceHost: z.string().nullable(),
  domains: z.array(z.string()),
  websiteCount: z.number().int().min(0),
  emailAccountCount: z.number().int().min(0),
  createdAt: Timestamp,
  updatedAt: Timestamp,
  scheduledFor: Timestamp.nullable(),
  completedAt: Timestamp.nullable(),
});

export const Migration = MigrationSummary.extend({
  request: FiledMigrationRequest,
  pendingActionId: z.string().nullable(),
  // newest last: what support has done so far
  events: z.array(z.object({ at: Timestamp, status: MigrationStatus, message: z.string() })),
  cancellable: z.boolean(),
  cancelledAt: Timestamp.nullable(),
});

const migrationParams = z.object({
  migration: idParam('migration'),
});
// The spec lists no 404 for migrations: an id that is not this account's answers 403 not_owned.
const owned = ['not_owned'] as const;

export const migrationsOps = defineArea('migrations', {
  listMigrations: {
    method: 'GET',
    path: '/migrations',
    tier: 'R',
    scopes: ['read:hosting'],
    summary: 'Migration requests of the account, newest first unless `sort` says otherwise',
    query: z.object({
      ...page(100),
      status: MigrationStatus.optional(),
      sort: sortParam(MIGRATION_SORTS, MIGRATION_SORT_DEFAULT),
    }),
    response: collection(MigrationSummary),
  },
  requestMigration: {
    method: 'POST',
    path: '/migrations',
    tier: 'W',
    scopes: ['write:hosting'],
    hold: true,
    summary: 'Hold a migration request for confirmation; nothing is filed or emailed yet',
    body: MigrationRequestBody,
    // warnings: a domain or site name that mixes scripts and can pass for another (also in the preview)
    response: ConfirmationHold.extend({ warnings: z.array(DomainWarning) }),
    errors: ['domain_not_owned', 'conflict'],
  },
  getMigration: {
    method: 'GET',
    path: '/migrations/{migration}',
    tier: 'R',
    scopes: ['read:hosting'],
    summary: 'One migration with its progress',
    params: migrationParams,
    response: Migration,
    errors: owned,
  },
  cancelMigration: {
    method: 'POST',
    path: '/migrations/{migration}/actions/cancel',
    tier: 'W',
    scopes: ['write:hosting'],
    summary: 'Cancel a migration that has not started yet',
    params: migrationParams,
    body: z.object({ reason: z.string().trim().max(1000, 'At most 1000 characters').optional() }).optional(),
    response: Migration,
    errors: [...owned, 'conflict'],
  },
});
