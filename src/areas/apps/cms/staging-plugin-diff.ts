// What a push would do to production's plugins: production ends up with the
// staging copy's plugins, so every plugin that is only on one side, or at
// another version or activation, is overwritten. Plugins alike on both sides
// are left out: the preview lists only what changes.
import type { Extension } from './staging-queries';

export type PluginChange =
  | { kind: 'added'; slug: string; name: string; staging: Extension }
  | { kind: 'removed'; slug: string; name: string; production: Extension }
  | { kind: 'changed'; slug: string; name: string; production: Extension; staging: Extension };

export function pluginChanges(production: Extension[], staging: Extension[]): PluginChange[] {
  const prod = new Map(production.map((p) => [p.slug, p]));
  const stag = new Map(staging.map((p) => [p.slug, p]));
  const out: PluginChange[] = [];
  for (const s of staging) {
    const p = prod.get(s.slug);
    if (!p) out.push({ kind: 'added', slug: s.slug, name: s.name, staging: s });
    else if (p.version !== s.version || p.active !== s.active)
      out.push({ kind: 'changed', slug: s.slug, name: s.name, production: p, staging: s });
  }
  for (const p of production)
    if (!stag.has(p.slug)) out.push({ kind: 'removed', slug: p.slug, name: p.name, production: p });
  return out.sort((a, b) => a.name.localeCompare(b.name));
}

const state = (e: Extension) => `${e.version}, ${e.active ? 'active' : 'inactive'}`;

/** One line per change, as the preview reads it out. */
export function describeChange(c: PluginChange): string {
  if (c.kind === 'added') return `added (${state(c.staging)})`;
  if (c.kind === 'removed') return `removed (was ${state(c.production)})`;
  return `${state(c.production)} → ${state(c.staging)}`;
}
