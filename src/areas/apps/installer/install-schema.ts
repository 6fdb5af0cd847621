// The install form: the contract's own field schemas (so the form refuses what
// the server would, with the same words), plus the domain the app goes on,
// which the request sends as its `input`.
import { z } from 'zod';
import { installerOps } from '@contract/apps';

const body = installerOps.installApp.body.shape;

export const installSchema = z.object({
  domain: z.string().min(1, 'Choose a domain'),
  path: body.path,
  site_name: body.site_name,
  admin_username: body.admin_username,
  admin_email: body.admin_email,
  admin_password: body.admin_password,
  auto_upgrade: body.auto_upgrade,
  auto_backup: body.auto_backup,
});

export type InstallInput = z.input<typeof installSchema>;
export type InstallValues = z.output<typeof installSchema>;
export const autoBackupOptions = body.auto_backup.unwrap().options;

export const autoBackupLabel: Record<(typeof autoBackupOptions)[number], string> = {
  off: 'Off',
  daily: 'Daily',
  weekly: 'Weekly',
  monthly: 'Monthly',
};

/** A server's field path, as the form names it: the request's `input` is the form's domain. */
export const formPath = (path: string) => (path === 'input' ? 'domain' : path);

/** Where the app will answer, https://domain/path/, built by the URL parser (it encodes what needs it). */
export function siteUrl(domain: string, path: string): string {
  const url = new URL(`https://${domain}/`);
  const parts = path.split('/').filter(Boolean);
  url.pathname = parts.length ? `/${parts.join('/')}/` : '/';
  return url.href;
}
