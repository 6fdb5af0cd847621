// What fills a hosting account's home, from the sizes the areas know: the
// site files of its home tree, the mail of every mailbox on its domains, its
// databases as the database node measures them, and the installer's backups. The home tree is
// the stored one, or the base tree an account starts with when none is stored yet: the same files
// the hosting disk figure counts and a backup copies.
import { BYTES_PER_MB } from '@contract/units';
import { backupSizesOf } from '@server/areas/apps/public';
import { homeTreeOf } from '@server/areas/backups/public';
import { databaseSizes } from '@server/areas/databases/public';
import { mailboxStorage } from '@server/areas/email/public';
import { sitesOf, type HostingAccountRef } from '@server/areas/hosting/public';
import type { Deps } from '@server/core/deps';
import { baseTree } from '@server/infra/home-tree';
import type { DiskEntry } from './disk-tree';

/** Mailboxes live in Maildir under imap/<domain>/<user>; databases are counted in the quota under mysql/<name>. */
export async function diskEntries(deps: Deps, account: HostingAccountRef): Promise<DiskEntry[]> {
  const svc = account.service;
  const domains = (await sitesOf(deps.db, svc.id)).map((s) => s.domain);
  const [stored, mail, dbs, backups] = await Promise.all([
    homeTreeOf(deps.db, svc.id),
    mailboxStorage(deps.db, svc.accountId, domains),
    databaseSizes(deps.db, svc.id, deps.infra.databaseNode),
    backupSizesOf(deps.db, svc.id),
  ]);
  const files = stored.length ? stored : baseTree({ serviceId: svc.id, domain: svc.domain, createdAt: svc.createdAt });
  return [
    ...files.map((f) => ({ path: f.path, bytes: f.sizeBytes, files: 1 })),
    ...mail.map((m) => ({
      path: `/imap/${m.domain}/${m.address.split('@')[0]}/Maildir`,
      bytes: m.usedMb * BYTES_PER_MB,
      files: m.messages,
    })),
    ...dbs.map((d) => ({ path: `/mysql/${d.name}/tables`, bytes: d.sizeBytes, files: d.tables })),
    ...backups.map((b) => ({
      path: `/app_backups/${b.domain ?? 'removed-installs'}/${b.id}.tar.gz`,
      bytes: Math.round(b.sizeMb * BYTES_PER_MB),
      files: 1,
    })),
  ];
}
