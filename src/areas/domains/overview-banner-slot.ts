// The overview's verification banner, loaded only when a domain awaits its registrant's
// confirmation. The overview's loader loads it before the page is drawn; the page then draws
// the loaded component directly (no Suspense round that would add it after the first paint).
// Kept here, not in the route file: the router splits a route's loader and component into
// separate chunks, and a value they share must live in a module of its own.
import type { ComponentType } from 'react';

let loaded: ComponentType<{ domains: string[] }> | undefined;

export const loadOverviewBanner = () =>
  import('./overview-verification-banner').then((m) => (loaded = m.OverviewVerificationBanner));

/** The banner if it has loaded, else undefined (the page then loads it lazily). */
export const loadedOverviewBanner = () => loaded;
