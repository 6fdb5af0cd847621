// The directory tree of a home directory from the sizes of what it holds:
// every entry's bytes and files are added to each directory above it, then the
// largest directories below a path are listed, `depth` levels deep. Pure.
import { BYTES_PER_MB } from '@contract/units';

export interface DiskEntry {
  /** Below the home directory, with a leading slash: `/imap/example.com/alex`. */
  path: string;
  bytes: number;
  files: number;
}

export interface DirSize {
  path: string;
  bytes: number;
  files: number;
}

/** In the contract's megabytes (10⁶ bytes, ADR 033), to one decimal: the figure a quota is compared with. */
export const toMb = (bytes: number) => Math.round((bytes / BYTES_PER_MB) * 10) / 10;

/** `/a//b/` → `/a/b`; the home itself is `/`. */
export function normalizePath(p: string): string {
  const parts = p.split('/').filter((s) => s !== '' && s !== '.');
  return `/${parts.join('/')}`;
}

const parentsOf = (path: string) => {
  const parts = path.split('/').filter(Boolean);
  // The directories that hold the entry: '/', '/a', '/a/b' … (not the entry itself).
  return parts.map((_, i) => `/${parts.slice(0, i).join('/')}`);
};

/** Every directory with the bytes and files below it. An entry names a file (or a leaf such as a database). */
export function directorySizes(entries: DiskEntry[]): Map<string, DirSize> {
  const dirs = new Map<string, DirSize>([['/', { path: '/', bytes: 0, files: 0 }]]);
  for (const e of entries) {
    for (const dir of parentsOf(normalizePath(e.path))) {
      const d = dirs.get(dir) ?? { path: dir, bytes: 0, files: 0 };
      d.bytes += e.bytes;
      d.files += e.files;
      dirs.set(dir, d);
    }
  }
  return dirs;
}

const depthBelow = (root: string, path: string) => {
  if (root === '/') return path.split('/').filter(Boolean).length;
  if (!path.startsWith(`${root}/`)) return 0;
  return path.slice(root.length).split('/').filter(Boolean).length;
};

/** The directories under `root` at most `depth` levels below it, largest first (ties by path). */
export function largestBelow(dirs: Map<string, DirSize>, root: string, depth: number): DirSize[] {
  return [...dirs.values()]
    .filter((d) => {
      const n = depthBelow(root, d.path);
      return n >= 1 && n <= depth;
    })
    .sort((a, b) => b.bytes - a.bytes || a.path.localeCompare(b.path));
}
