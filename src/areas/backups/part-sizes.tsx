// What each part of a backup holds, with its size, so the total beside it is explained
// (issue 32: "every backup 7.7 GB while it holds about 95 MB" was the mailboxes, unsaid).
// Sizes in the glossary's decimal units (ADR 033), as the contents browser says them.
import type { z } from 'zod';
import type { HostingBackup } from '@contract/backups';
import { BYTES_PER_MB } from '@contract/units';
import { formatBytes } from '@/lib/glossary';
import { partLabel } from './format';

type Backup = Pick<z.infer<typeof HostingBackup>, 'sizeMb' | 'sizeBytes' | 'parts' | 'contains'>;

/** The backup's total: in bytes where the answer has them, else from its megabytes. */
export const totalText = (b: Backup) => formatBytes(b.sizeBytes ?? b.sizeMb * BYTES_PER_MB);

/** "Files 98.5 MB", "Email 7.81 GB", …: each part the backup holds with its size, largest first. */
export function partSizes(b: Backup): { part: string; label: string; size: string | null }[] {
  const parts = b.parts;
  const rows = b.contains.map((p) => ({ part: p, label: partLabel[p], bytes: parts ? parts[p] : null }));
  if (parts) rows.sort((x, y) => (y.bytes ?? 0) - (x.bytes ?? 0));
  return rows.map((r) => ({ part: r.part, label: r.label, size: r.bytes === null ? null : formatBytes(r.bytes) }));
}

/** The parts in one line of a table cell: "Email 7.81 GB · Files 98.5 MB · …". */
export function PartSizesLine({ backup }: { backup: Backup }) {
  return (
    <ul aria-label="What it holds" className="flex flex-wrap gap-x-3 gap-y-0.5 text-xs">
      {partSizes(backup).map((p) => (
        <li key={p.part} className="whitespace-nowrap">
          {p.label}
          {p.size && <span className="tabular text-muted"> {p.size}</span>}
        </li>
      ))}
    </ul>
  );
}
