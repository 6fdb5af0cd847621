// Class names for a component: its own classes first, the caller's after.
// tailwind-merge drops the earlier of two conflicting utilities, so a caller's
// `min-h-8 py-1` replaces the base `min-h-10 py-2` instead of both reaching the
// page and the stylesheet's order deciding which one wins.
import { extendTailwindMerge } from 'tailwind-merge';
import { USED_CLASS_GROUPS } from './cn-groups';

/**
 * The theme names (tailwind.config.ts) that tailwind-merge cannot infer from the default scales:
 * `rounded-card` is a radius, `max-w-page` a container width. Colours (text-muted, bg-surface-2,
 * border-line…) need nothing: any name is a colour.
 */
export const THEME_NAMES = { extend: { theme: { radius: ['card'], container: ['page'] } } };

const merge = extendTailwindMerge(THEME_NAMES, (config) => ({
  ...config,
  // Only the groups the dashboard's classes belong to (cn-groups.ts): half the map to build.
  classGroups: Object.fromEntries(USED_CLASS_GROUPS.map((group) => [group, config.classGroups[group]])),
}));

/** Join class names, skipping falsy ones; a later utility wins over an earlier one of the same kind. */
export function cn(...parts: Array<string | false | null | undefined>): string {
  return merge(parts.filter(Boolean).join(' '));
}
