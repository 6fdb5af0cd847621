// What the application contract files share: how an install, a site path and
// a CMS slug are named, the problems and the scopes (apps are hosting scopes).
import { z } from 'zod';
import { Input, Timestamp } from './common';

export const InstallId = z
  .string()
  .trim()
  .min(1, 'Choose an install (its id is in the installs listing)')
  .max(64, 'At most 64 characters')
  .regex(/^[A-Za-z0-9_.-]+$/, 'An install id has letters, digits, dot, underscore and hyphen only');

/** A directory under the domain's document root; the spec's staging limit applies everywhere. */
export const SitePath = z
  .string()
  .trim()
  .max(64, 'At most 64 characters')
  .regex(/^[A-Za-z0-9._/-]*$/, 'Use only letters, digits, dot, underscore, slash and hyphen')
  .refine((p) => !p.split('/').includes('..'), 'A path may not contain ..');

// Slugs as in the CMS's public directory (`twentytwentyfive`, `contact-form-7`).
export const Slug = z
  .string()
  .trim()
  .min(1, 'Enter the slug')
  .max(100, 'At most 100 characters')
  .regex(/^[a-z0-9-]+$/, 'A slug has lowercase letters, digits and hyphens only');

/**
 * The install a call names when `input` alone does not: a domain or service id names the install at
 * the site's root, a website URL the install that serves its path (ADR 016). Needed only where the
 * name matches several installs and none serves it.
 */
export const PickedInstallId = InstallId.optional().meta({
  description:
    "The install's id from the installs listing. Optional: without it, a domain names the install at the site's root and a website URL the install at its path; needed when several installs lie below the name and none serves it",
});

/** The site and install every call inside one CMS install names. */
export const cmsSite = { input: Input, install_id: PickedInstallId };

export const readHosting = ['read:hosting'] as const;
export const writeHosting = ['write:hosting'] as const;
export const appErrors = ['domain_not_owned', 'not_owned', 'not_found'] as const;

/** Installer and CMS work as the activity lists it (apps.ts re-exports these). */
export const AppTaskKind = z.enum(['install', 'upgrade', 'uninstall', 'backup', 'restore', 'clone', 'import', 'push']);
export const AppTaskStatus = z.enum(['queued', 'running', 'succeeded', 'failed']);

export const AppTask = z.object({
  id: z.string(),
  kind: AppTaskKind,
  installId: z.string().nullable(),
  appName: z.string(),
  /**
   * What the task did, in the customer's words: "Update of the plugin Legacy Slider", "Rollback of the
   * update of the plugin Legacy Slider" once a failed check put it back, "Install of Joomla". Optional
   * only until every screen's test data carries it; the server always sends it.
   */
  title: z.string().optional(),
  status: AppTaskStatus,
  progress: z.number().int().min(0).max(100),
  message: z.string().nullable(),
  /** Each step as it ran: an update is snapshot, update, health check and, if the check fails, rollback. */
  steps: z.array(
    z.object({
      name: z.string(),
      status: z.enum(['running', 'succeeded', 'failed', 'skipped']),
      detail: z.string().nullable(),
      at: Timestamp,
    }),
  ),
  /** The restore point taken before the change (a backup id of /apps/backups), where there is one. */
  rollbackBackupId: z.string().nullable(),
  startedAt: Timestamp,
  finishedAt: Timestamp.nullable(),
});
