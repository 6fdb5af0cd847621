// The control panel's mark, inline (contract/brand-mark.ts says why); decorative, beside its name.
import { BRAND_MARK as M } from '@contract/brand-mark';

export function BrandMark({ className }: { className: string }) {
  return (
    <svg viewBox={M.viewBox} aria-hidden="true" focusable="false" className={className}>
      <rect width={M.tile.size} height={M.tile.size} rx={M.tile.radius} fill={M.tile.colour} />
      <path d={M.bars} fill="#fff" />
      {M.lights.map((l) => (
        <circle key={l.cy} cx={l.cx} cy={l.cy} r={M.lightRadius} fill={M.tile.colour} />
      ))}
    </svg>
  );
}
