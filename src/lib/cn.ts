// Class names for a component: its own classes first, the caller's after.
// tailwind-merge drops the earlier of two conflicting utilities, so a caller's
// `min-h-8 py-1` replaces the base `min-h-10 py-2` instead of both reaching the
// page and the stylesheet's order deciding which one wins.
import { extendTailwindMerge } from 'tailwind-merge';

// The theme names (tailwind.config.ts) that tailwind-merge cannot infer from
// the default scales: `rounded-card` is a radius, `max-w-page` a container width.
// Colours (text-muted, bg-surface-2, border-line…) need nothing: any name is a colour.
const merge = extendTailwindMerge({
  extend: { theme: { radius: ['card'], container: ['page'] } },
});

/** Join class names, skipping falsy ones; a later utility wins over an earlier one of the same kind. */
export function cn(...parts: Array<string | false | null | undefined>): string {
  return merge(parts.filter(Boolean).join(' '));
}
