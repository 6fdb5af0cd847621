// The disk report lists directories with their total sizes, a directory's
// subdirectories among them. A treemap needs each size counted once, so the
// flat list becomes a tree in which a directory's own share is its size less
// what its listed subdirectories hold.
import type { DiskUsage } from './queries';

export type DiskRow = DiskUsage['data'][number];

export interface DiskNode {
  path: string;
  /** Name shown on the tile: the last part of the path. */
  name: string;
  sizeMb: number;
  /** What is in the directory itself, outside its listed subdirectories. */
  ownMb: number;
  children: DiskNode[];
}

const within = (dir: string, path: string) => path.startsWith(dir.endsWith('/') ? dir : `${dir}/`);
const lastPart = (path: string) => path.replace(/\/+$/, '').split('/').pop() || path;

export function diskTree(rootPath: string, rows: DiskRow[]): DiskNode {
  const root: DiskNode = { path: rootPath, name: rootPath, sizeMb: 0, ownMb: 0, children: [] };
  const nodes: DiskNode[] = [];
  // Shortest paths first, so every directory's listed parent is placed before it.
  for (const row of [...rows].sort((a, b) => a.path.length - b.path.length)) {
    if (row.path === rootPath) continue;
    const node: DiskNode = { path: row.path, name: lastPart(row.path), sizeMb: row.sizeMb, ownMb: 0, children: [] };
    const parent = nodes.filter((n) => within(n.path, row.path)).sort((a, b) => b.path.length - a.path.length)[0];
    (parent ?? root).children.push(node);
    nodes.push(node);
  }
  const settle = (n: DiskNode) => {
    n.children.forEach(settle);
    const inChildren = n.children.reduce((s, c) => s + c.sizeMb, 0);
    n.ownMb = n === root ? 0 : Math.max(0, n.sizeMb - inChildren);
    if (n === root) n.sizeMb = inChildren;
  };
  settle(root);
  return root;
}

/** The directory above `path` inside the home, or null at the top. */
export function parentPath(path: string): string | null {
  const trimmed = path.replace(/\/+$/, '');
  if (trimmed === '') return null;
  const up = trimmed.slice(0, trimmed.lastIndexOf('/'));
  return up === '' ? '/' : up;
}
