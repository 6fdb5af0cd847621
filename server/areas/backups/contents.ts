// Browsing a backup's manifest one level at a time: the directories and files
// directly under a path (a directory carries the total size and the newest
// time of what it holds), or the databases or mailboxes it kept. Paged by an
// opaque cursor naming the sort and the last entry, in the order asked for (ADR 035): by default
// directories first, then by name; or by size or time modified, entries without one last.
import { BACKUP_ENTRY_SORTS, sortOf, type SortValue } from '@contract/list-sorts';
import type { BackupManifest, ManifestEntry } from '@server/db/schema/backups';
import { decodeCursor, encodeCursor } from '@server/core/pagination';
import { ApiError } from '@server/core/problem';

export interface ListedEntry {
  name: string;
  path: string;
  type: 'directory' | 'file' | 'database' | 'mailbox';
  sizeBytes: number | null;
  modifiedAt: string | null;
}

/** `/a//b/./c/` → `/a/b/c`; `..` never gets here (the contract refuses it). */
export function normalPath(path: string): string {
  const parts = path.split('/').filter((p) => p !== '' && p !== '.');
  return `/${parts.join('/')}`;
}

const later = (a: string | null, b: string | null) => (a === null ? b : b === null ? a : a > b ? a : b);

/** The entries directly under `dir` in the files part; null when `dir` is neither a directory nor a file there. */
export function filesLevel(files: ManifestEntry[], dir: string): ListedEntry[] | null {
  const base = normalPath(dir);
  const exact = files.find((f) => f.path === base);
  if (exact)
    return [
      {
        name: base.split('/').pop()!,
        path: base,
        type: 'file',
        sizeBytes: exact.sizeBytes,
        modifiedAt: exact.modifiedAt,
      },
    ];
  const prefix = base === '/' ? '/' : `${base}/`;
  const under = files.filter((f) => f.path.startsWith(prefix));
  if (!under.length) return base === '/' ? [] : null;
  const level = new Map<string, ListedEntry>();
  for (const f of under) {
    const rest = f.path.slice(prefix.length);
    const slash = rest.indexOf('/');
    if (slash < 0) {
      level.set(rest, { name: rest, path: f.path, type: 'file', sizeBytes: f.sizeBytes, modifiedAt: f.modifiedAt });
      continue;
    }
    const name = rest.slice(0, slash);
    const d = level.get(name) ?? { name, path: `${prefix}${name}`, type: 'directory', sizeBytes: 0, modifiedAt: null };
    d.sizeBytes = (d.sizeBytes ?? 0) + f.sizeBytes;
    d.modifiedAt = later(d.modifiedAt, f.modifiedAt);
    level.set(name, d);
  }
  return [...level.values()];
}

/** One level of a part, in the listing's own order (folders first, then by name); 404 naming the path when the backup has nothing there. */
export function levelOf(m: BackupManifest, part: 'files' | 'databases' | 'email', path: string, backupId: string) {
  const p = normalPath(path);
  let entries: ListedEntry[] | null;
  if (part === 'files') entries = filesLevel(m.files, p);
  else {
    const all = m[part].map((e) => ({
      name: e.path,
      path: e.path,
      type: e.type,
      sizeBytes: e.sizeBytes,
      modifiedAt: e.modifiedAt,
    }));
    // a database or mailbox is one level deep: `/` lists them, `/name` names one
    entries = p === '/' ? all : all.filter((e) => `/${e.name}` === p.toLowerCase() || `/${e.name}` === p);
    if (p !== '/' && !entries.length) entries = null;
  }
  if (!entries)
    throw new ApiError(
      'not_found',
      `Backup ${backupId} holds nothing at ${p} in its ${part}; list ${part === 'files' ? 'the parent directory' : '/'} to see what it has`,
    );
  entries.sort(byName);
  return { path: p, entries };
}

type EntrySort = SortValue<(typeof BACKUP_ENTRY_SORTS)[number]>;

const rank = (e: ListedEntry) => (e.type === 'directory' ? 0 : 1);
/** The listing's own order: directories first, then by name. */
const byName = (a: ListedEntry, b: ListedEntry) => rank(a) - rank(b) || a.name.localeCompare(b.name, 'en');
const figure: Record<'size' | 'modified', (e: ListedEntry) => number | null> = {
  size: (e) => e.sizeBytes,
  modified: (e) => (e.modifiedAt === null ? null : Date.parse(e.modifiedAt)),
};

/**
 * The entries in the order `sort` asks: `name` is the listing's own order (reversed by `-name`); `size`
 * and `modified` put an entry without one last either way ("no size" is neither small nor large), and
 * equal ones keep the listing's own order, so every order is total and a cursor finds its place.
 */
export function sortEntries(entries: ListedEntry[], sort: EntrySort): ListedEntry[] {
  const { column, direction } = sortOf(sort);
  const sign = direction === 'desc' ? -1 : 1;
  if (column === 'name') return [...entries].sort((a, b) => sign * byName(a, b));
  const value = figure[column];
  return [...entries].sort((a, b) => {
    const x = value(a);
    const y = value(b);
    if (x === null || y === null) return x === y ? byName(a, b) : x === null ? 1 : -1;
    return sign * (x - y) || byName(a, b);
  });
}

/** A page of a sorted level, after the entry the cursor names; a cursor of another sort is refused. */
export function pageOf(entries: ListedEntry[], sort: EntrySort, cursor: string | undefined, limit: number) {
  let start = 0;
  if (cursor) {
    const key = decodeCursor(cursor);
    if (key[0] !== sort)
      throw new ApiError(
        'invalid_request',
        'The cursor belongs to another sort of this listing; start again without it',
      );
    const at = entries.findIndex((e) => e.type === key[1] && e.name === key[2]);
    if (key.length !== 3 || at < 0) throw new ApiError('invalid_request', 'The cursor does not belong to this listing');
    start = at + 1;
  }
  const data = entries.slice(start, start + limit);
  const hasMore = start + limit < entries.length;
  const last = data[data.length - 1];
  return {
    data,
    hasMore,
    nextCursor: hasMore && last ? encodeCursor([sort, last.type, last.name]) : null,
    total: entries.length,
  };
}
