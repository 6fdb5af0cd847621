// Taking a hosting backup: what the account has at that moment, part by part.
// Files from its home tree, databases at the size the node measures now,
// mailboxes with the mail they hold, the DNS zones of the domains it serves,
// and its cron entries; kept as a manifest the contents browser and a restore read.
import { BYTES_PER_MB } from '@contract/units';
import type { Tx } from '@server/db/client';
import { hostingBackups, type BackupManifest, type ManifestEntry } from '@server/db/schema/backups';
import type { DatabaseNode } from '@server/infra/database-node';
import { databaseSizes } from '@server/areas/databases/public';
import { mailboxesOn } from '@server/areas/email/public';
import { readZone } from '@server/areas/dns/public';
import { sitesOf, type HostingAccount } from '@server/areas/hosting/public';
import { ensureHomeTree } from './home-files';
import { partSizesOf, sumOfParts } from './part-sizes';
import { cronLinesOf } from '@server/areas/cron/public';
import { PARTS, retainedUntil, type BackupKind } from './schedule';

/** The contract's megabyte (contract/units.ts): the list's `sizeMb` and the contents' bytes then read the same. */
export const MB = BYTES_PER_MB;
export type BackupRow = typeof hostingBackups.$inferSelect;

export async function manifestOf(tx: Tx, node: DatabaseNode, a: HostingAccount, at: Date): Promise<BackupManifest> {
  const s = a.service;
  const files = await ensureHomeTree(tx, { serviceId: s.id, domain: s.domain, createdAt: s.createdAt });
  const dbs = await databaseSizes(tx, s.id, node);
  const domains = (await sitesOf(tx, s.id)).map((site) => site.domain);
  const boxes = await mailboxesOn(tx, s.accountId, domains);
  const dns: string[] = [];
  for (const d of domains) {
    const zone = await readZone(tx, d);
    if (!zone) continue;
    for (const r of zone.records) {
      const owner = r.name === '@' ? `${d}.` : `${r.name}.${d}.`;
      dns.push([owner, r.ttl, 'IN', r.type, r.priority, r.value].filter((v) => v !== null).join(' '));
    }
  }
  const entry = (path: string, type: ManifestEntry['type'], sizeBytes: number, at: Date | null): ManifestEntry => ({
    path,
    type,
    sizeBytes,
    modifiedAt: at ? at.toISOString() : null,
  });
  return {
    files: files.map((f) => entry(f.path, 'file', f.sizeBytes, f.modifiedAt)),
    databases: dbs.map((d) => entry(d.name, 'database', d.sizeBytes, null)),
    email: boxes.map((b) => entry(b.address, 'mailbox', b.usedMb * MB, null)),
    cron: await cronLinesOf(tx, s.id, at),
    dns,
  };
}

/** A backup's size: the sum of its parts, so the list's total is what the contents browser adds up to. */
export const manifestBytes = (m: BackupManifest) => sumOfParts(partSizesOf(m));

/** Take a backup of the account as it is now (in the caller's transaction). */
export async function takeBackup(
  tx: Tx,
  node: DatabaseNode,
  a: HostingAccount,
  kind: BackupKind,
  at: Date,
  note: string | null = null,
): Promise<BackupRow> {
  const manifest = await manifestOf(tx, node, a, at);
  const [row] = await tx
    .insert(hostingBackups)
    .values({
      accountId: a.service.accountId,
      serviceId: a.service.id,
      kind,
      node: a.service.node ?? a.node.name,
      sizeBytes: manifestBytes(manifest),
      contains: [...PARTS],
      manifest,
      note,
      createdAt: at,
      retainedUntil: retainedUntil(kind, at),
    })
    .returning();
  return row!;
}
