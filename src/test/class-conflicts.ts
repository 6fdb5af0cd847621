// The check cn runs in component tests (src/lib/cn.ts): a class list in which one utility undoes
// another of the same kind and variant fails the render, naming what tailwind-merge would have
// dropped. Without it, which of the two wins is the stylesheet's order, not the author's intent.
import { extendTailwindMerge } from 'tailwind-merge';

// The theme names (tailwind.config.ts) tailwind-merge cannot infer from the default scales:
// `rounded-card` is a radius, `max-w-page` a container width. Any other name is a colour.
const merge = extendTailwindMerge({
  extend: { theme: { radius: ['card'], container: ['page'] } },
});

/** Throws when a class of `classes` is undone by a later one (a class written twice is not). */
export function assertNoClassConflict(classes: string): void {
  const kept = new Set(merge(classes).split(' '));
  const dropped = classes.split(/\s+/).filter((c) => c && !kept.has(c));
  if (dropped.length > 0)
    throw new Error(
      `cn: "${dropped.join(' ')}" is undone by a later class in "${classes}"; use a variant or a condition`,
    );
}
