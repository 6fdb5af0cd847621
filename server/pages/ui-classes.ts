// The classes of src/components/ui that the served page's first frames draw with (first-frame.ts,
// verification-frame.ts, restores-frame.ts), kept in one place: a frame is replaced by the dashboard's
// first render, so its controls must look as the components do (e2e/first-frame.spec.ts compares the
// boxes). The server cannot import the components; a change there is mirrored here.

const SMALL =
  'inline-flex items-center justify-center gap-2 rounded-md font-medium transition-colors disabled:cursor-not-allowed disabled:opacity-60 min-h-8 px-2.5 text-sm';

/** buttonClass('secondary', 'sm') of src/components/ui/button.tsx: Resend, Show more, an export control. */
export const SECONDARY_SMALL = `${SMALL} border border-line bg-surface text-fg hover:bg-surface-2`;

/** buttonClass('ghost', 'sm'): the header's menu button on a phone. */
export const GHOST_SMALL = `${SMALL} text-fg hover:bg-surface-2`;

/** buttonClass('danger', 'sm'): Cancel restore. */
export const DANGER_SMALL = `${SMALL} bg-danger text-white hover:opacity-90 dark:text-canvas`;

/** Badge's tones (src/components/ui/badge.tsx). */
export const BADGE_TONES = {
  neutral: 'bg-surface-2 text-fg',
  info: 'bg-accent/15 text-accent',
  success: 'bg-success/15 text-success',
  warning: 'bg-warning-bg text-warning',
  danger: 'bg-danger/15 text-danger',
} as const;

/** Select's look at its default size, as the hosting-account picker sets its width. */
export const SELECT =
  'block w-full rounded-md border border-line bg-surface px-3 text-fg placeholder:text-muted aria-[invalid=true]:border-danger disabled:opacity-60 min-h-10 py-2 max-w-sm';

/** A search value as the router writes it into an address (src/router.tsx: JSON, so a text is in quotes). */
export const routerSearch = (values: Record<string, string>) =>
  new URLSearchParams(Object.entries(values).map(([k, v]) => [k, JSON.stringify(v)])).toString();
