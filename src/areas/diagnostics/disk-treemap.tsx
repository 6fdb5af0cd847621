// The disk report as a treemap: each directory a tile sized by what it holds,
// its listed subdirectories nested inside it. Drawn with d3-hierarchy's
// squarified layout; this module is loaded lazily by the disk-usage screen so
// the layout library is fetched only with it. The tiles are a picture for
// the eye (hidden from assistive technology): the table beside it holds the
// same numbers and the same drill-down links for keyboard and screen reader.
import { hierarchy, treemap, treemapSquarify } from 'd3-hierarchy';
import { useMemo } from 'react';
import { cn } from '@/lib/cn';
import { formatMegabytes } from '@/lib/glossary';
import type { DiskNode } from './disk-tree';

const W = 1000;
const H = 560;
const LABEL = 20;

const shades = ['bg-accent/25', 'bg-accent/40', 'bg-accent/55', 'bg-accent/70'];

export default function DiskTreemap({ tree, onOpen }: { tree: DiskNode; onOpen: (path: string) => void }) {
  const tiles = useMemo(() => {
    const root = hierarchy(tree, (n) => n.children)
      .sum((n) => n.ownMb)
      .sort((a, b) => (b.value ?? 0) - (a.value ?? 0));
    const laidOut = treemap<DiskNode>()
      .tile(treemapSquarify)
      .size([W, H])
      .paddingInner(3)
      .paddingOuter(3)
      .paddingTop(LABEL)(root);
    return laidOut.descendants().filter((d) => d.depth > 0 && d.x1 - d.x0 > 1 && d.y1 - d.y0 > 1);
  }, [tree]);
  return (
    <div
      aria-hidden="true"
      className="relative w-full overflow-hidden rounded-md border border-line bg-surface-2 aspect-[1000/560]"
      data-testid="disk-treemap"
    >
      {tiles.map((d) => {
        const wide = d.x1 - d.x0 > 90 && d.y1 - d.y0 > 18;
        return (
          <div
            key={d.data.path}
            title={`${d.data.path}: ${formatMegabytes(d.data.sizeMb)}`}
            onClick={(e) => {
              e.stopPropagation();
              onOpen(d.data.path);
            }}
            className={cn(
              'absolute cursor-pointer overflow-hidden rounded-sm border border-surface px-1 text-xs text-fg hover:ring-2 hover:ring-accent',
              shades[Math.min(d.depth - 1, shades.length - 1)],
            )}
            style={{
              left: `${(d.x0 / W) * 100}%`,
              top: `${(d.y0 / H) * 100}%`,
              width: `${((d.x1 - d.x0) / W) * 100}%`,
              height: `${((d.y1 - d.y0) / H) * 100}%`,
            }}
          >
            {wide && (
              <span className="block truncate font-medium">
                {d.data.name} · {formatMegabytes(d.data.sizeMb)}
              </span>
            )}
          </div>
        );
      })}
    </div>
  );
}
