// What a restore will do, worked out before anything runs: the items of the
// backup it covers (every file under a chosen directory, each database or
// mailbox named), and the dry run the approval page shows: what is
// overwritten, what is newer now than in the backup and gets replaced, what
// is recreated, what cannot be restored, and whether it fits the disk quota.
import type { PreviewItem } from '@contract/common';
import { countOf, formatBytes, nounFor } from '@contract/units';
import type { BackupManifest, RestorePlanItem } from '@server/db/schema/backups';
import { ApiError, type FieldError } from '@server/core/problem';
import { normalPath } from './contents';

export type Scope = 'full' | 'files' | 'databases' | 'email';
export type Part = RestorePlanItem['part'];

export interface LiveState {
  files: Map<string, { sizeBytes: number; modifiedAt: Date }>;
  databases: Map<string, number>;
  mailboxes: Map<string, number>;
}

const partsOf = (scope: Scope): Part[] => (scope === 'full' ? ['files', 'databases', 'email'] : [scope]);
const item = (part: Part, name: string, sizeBytes: number): RestorePlanItem => ({
  part,
  name,
  sizeBytes,
  state: 'pending',
  reason: null,
});

/** The backup's items a restore covers, in order; 422 naming each requested item the backup does not hold. */
export function planItems(m: BackupManifest, scope: Scope, items: string[], backupId: string): RestorePlanItem[] {
  const out: RestorePlanItem[] = [];
  const errors: FieldError[] = [];
  for (const part of partsOf(scope)) {
    if (part === 'files') {
      if (!items.length) out.push(...m.files.map((f) => item('files', f.path, f.sizeBytes)));
      const seen = new Set<string>();
      items.forEach((raw, i) => {
        const p = normalPath(raw);
        const prefix = p === '/' ? '/' : `${p}/`;
        const hit = m.files.filter((f) => f.path === p || f.path.startsWith(prefix));
        if (!hit.length)
          errors.push({
            path: `items.${i}`,
            message: `Backup ${backupId} holds no file or directory ${p}`,
            code: 'not_in_backup',
          });
        for (const f of hit) {
          if (seen.has(f.path)) continue;
          seen.add(f.path);
          out.push(item('files', f.path, f.sizeBytes));
        }
      });
      continue;
    }
    const kept = m[part];
    if (!items.length) out.push(...kept.map((e) => item(part, e.path, e.sizeBytes)));
    items.forEach((raw, i) => {
      const name = raw.replace(/^\/+/, '').toLowerCase();
      const hit = kept.find((e) => e.path.toLowerCase() === name);
      if (!hit)
        errors.push({
          path: `items.${i}`,
          message: `Backup ${backupId} holds no ${part === 'databases' ? 'database' : 'mailbox'} ${name}`,
          code: 'not_in_backup',
        });
      else if (!out.some((o) => o.part === part && o.name === hit.path)) out.push(item(part, hit.path, hit.sizeBytes));
    });
  }
  if (errors.length) throw new ApiError('validation_failed', errors.map((e) => e.message).join('; '), { errors });
  if (!out.length)
    throw new ApiError(
      'validation_failed',
      `Backup ${backupId} holds nothing in its ${scope === 'full' ? 'files, databases or mail' : scope} to restore`,
      {
        errors: [{ path: 'scope', message: 'Nothing to restore in this scope', code: 'empty_restore' }],
      },
    );
  return out;
}

/** Sizes as every other text says them (ADR 033: decimal units, three significant digits). */
const mb = (bytes: number) => formatBytes(bytes);
const some = (names: string[], max = 8) =>
  names.length <= max ? names.join(', ') : `${names.slice(0, max).join(', ')} and ${names.length - max} more`;

/** How many bytes the restore adds to the disk in use (negative when it frees some). */
export function growthOf(plan: RestorePlanItem[], live: LiveState): number {
  let sum = 0;
  for (const i of plan) {
    const now =
      i.part === 'files'
        ? (live.files.get(i.name)?.sizeBytes ?? 0)
        : i.part === 'databases'
          ? (live.databases.get(i.name) ?? 0)
          : (live.mailboxes.get(i.name) ?? 0);
    sum += i.sizeBytes - now;
  }
  return sum;
}

/** The dry run: nothing is written. `freeBytes` is null for an unlimited plan. */
export function dryRun(
  plan: RestorePlanItem[],
  live: LiveState,
  backupAt: Date,
  freeBytes: number | null,
): { preview: PreviewItem[]; willFail: string[] } {
  const preview: PreviewItem[] = [];
  const willFail: string[] = [];
  const files = plan.filter((i) => i.part === 'files');
  if (files.length) {
    const over = files.filter((f) => live.files.has(f.name));
    const newer = over.filter((f) => live.files.get(f.name)!.modifiedAt > backupAt).map((f) => f.name);
    const recreated = files.filter((f) => !live.files.has(f.name)).map((f) => f.name);
    const bytes = files.reduce((s, f) => s + f.sizeBytes, 0);
    preview.push({
      label: 'Files',
      value: `${countOf(files.length, 'file', 'files')} (${mb(bytes)}); ${over.length} ${nounFor(over.length, 'overwrites', 'overwrite')} the live copy`,
    });
    preview.push({
      label: 'Newer now than in the backup (replaced by the older copy)',
      value: newer.length ? `${newer.length}: ${some(newer)}` : 'none',
    });
    if (recreated.length)
      preview.push({ label: 'Missing now (recreated)', value: `${recreated.length}: ${some(recreated)}` });
  }
  for (const part of ['databases', 'email'] as const) {
    const rows = plan.filter((i) => i.part === part);
    if (!rows.length) continue;
    const liveOf = part === 'databases' ? live.databases : live.mailboxes;
    const what = part === 'databases' ? 'database' : 'mailbox';
    const desc = rows.map((r) =>
      liveOf.has(r.name)
        ? `${r.name} (${mb(liveOf.get(r.name)!)} now → ${mb(r.sizeBytes)} in the backup)`
        : `${r.name} (no longer exists: cannot be restored)`,
    );
    for (const r of rows) if (!liveOf.has(r.name)) willFail.push(`${r.name}: the ${what} no longer exists`);
    preview.push({
      label: part === 'databases' ? 'Databases overwritten' : 'Mailboxes overwritten',
      value: desc.join('; '),
    });
  }
  const growth = growthOf(plan, live);
  preview.push({
    label: 'Disk quota',
    value:
      freeBytes === null
        ? `The plan has no disk limit; the restore ${growth >= 0 ? 'adds' : 'frees'} ${mb(Math.abs(growth))}`
        : growth > freeBytes
          ? `The restore adds ${mb(growth)} but only ${mb(freeBytes)} is free: items that do not fit fail`
          : `The restore ${growth >= 0 ? 'adds' : 'frees'} ${mb(Math.abs(growth))}; ${mb(freeBytes)} is free`,
  });
  if (willFail.length) preview.push({ label: 'Will not be restored', value: willFail.join('; ') });
  return { preview, willFail };
}
