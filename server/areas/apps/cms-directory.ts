// The CMS's public plugin and theme directory as this sandbox knows it: each
// extension with its releases (oldest first) and what each release needs. A
// safe update's health check reads the needs: a release that needs a newer PHP
// than the site runs, or a newer CMS core than the install has, takes the site
// down (a fatal error), which is what the check catches and the rollback undoes.
// The demo's "legacy-slider" 4.0.0 is such a release on purpose.
export interface DirectoryRelease {
  version: string;
  requiresPhp: string;
  requiresCore: string;
}

export interface DirectoryExtension {
  kind: 'plugin' | 'theme';
  slug: string;
  name: string;
  author: string;
  releases: DirectoryRelease[];
}

const r = (version: string, requiresPhp = '7.4', requiresCore = '6.0'): DirectoryRelease => ({
  version,
  requiresPhp,
  requiresCore,
});

export const DIRECTORY: readonly DirectoryExtension[] = [
  {
    kind: 'theme',
    slug: 'twentytwentyfive',
    name: 'Twenty Twenty-Five',
    author: 'the CMS team',
    releases: [r('1.0'), r('1.1'), r('1.2', '7.2', '6.7')],
  },
  {
    kind: 'theme',
    slug: 'twentytwentyfour',
    name: 'Twenty Twenty-Four',
    author: 'the CMS team',
    releases: [r('1.2'), r('1.3')],
  },
  {
    kind: 'theme',
    slug: 'astra',
    name: 'Astra',
    author: 'Brainstorm Force',
    releases: [r('4.8.3'), r('4.9.1'), r('4.11.0', '7.4', '6.5')],
  },
  { kind: 'theme', slug: 'kadence', name: 'Kadence', author: 'Kadence WP', releases: [r('1.2.9'), r('1.2.16')] },
  {
    kind: 'theme',
    slug: 'generatepress',
    name: 'GeneratePress',
    author: 'Tom Usborne',
    releases: [r('3.5.0'), r('3.6.0')],
  },
  {
    kind: 'plugin',
    slug: 'akismet',
    name: 'Akismet Anti-spam',
    author: 'Automattic',
    releases: [r('5.3.3'), r('5.3.5'), r('5.5', '7.2', '6.6')],
  },
  {
    kind: 'plugin',
    slug: 'contact-form-7',
    name: 'Contact Form 7',
    author: 'Takayuki Miyoshi',
    releases: [r('5.9.8'), r('6.0.5'), r('6.1.1', '7.4', '6.6')],
  },
  {
    kind: 'plugin',
    slug: 'wordpress-seo',
    name: 'Yoast SEO',
    author: 'Team Yoast',
    releases: [r('23.9'), r('24.8'), r('25.9', '7.4', '6.6')],
  },
  {
    kind: 'plugin',
    slug: 'woocommerce',
    name: 'WooCommerce',
    author: 'Automattic',
    releases: [r('9.4.2'), r('9.8.5'), r('10.2.1', '7.4', '6.7')],
  },
  {
    kind: 'plugin',
    slug: 'classic-editor',
    name: 'Classic Editor',
    author: 'the CMS team',
    releases: [r('1.6.5'), r('1.6.7')],
  },
  {
    kind: 'plugin',
    slug: 'wp-super-cache',
    name: 'WP Super Cache',
    author: 'Automattic',
    releases: [r('1.12.4'), r('3.0.1')],
  },
  {
    kind: 'plugin',
    slug: 'wordfence',
    name: 'Wordfence Security',
    author: 'Wordfence',
    releases: [r('7.11.7'), r('8.0.5'), r('8.1.0', '7.4', '6.5')],
  },
  {
    kind: 'plugin',
    slug: 'updraftplus',
    name: 'UpdraftPlus Backup',
    author: 'UpdraftPlus',
    releases: [r('1.24.6'), r('1.25.7')],
  },
  {
    kind: 'plugin',
    slug: 'redirection',
    name: 'Redirection',
    author: 'John Godley',
    releases: [r('5.5.0'), r('5.5.2')],
  },
  // Its last release needs PHP 8.4: updating a site on an older PHP fails the health check and rolls back.
  {
    kind: 'plugin',
    slug: 'legacy-slider',
    name: 'Legacy Slider',
    author: 'Slider Works',
    releases: [r('3.2.1'), r('3.4.0'), r('4.0.0', '8.4', '6.7')],
  },
];

const key = (kind: string, slug: string) => `${kind}:${slug}`;
const bySlug = new Map(DIRECTORY.map((e) => [key(e.kind, e.slug), e]));

export const directoryEntry = (kind: 'plugin' | 'theme', slug: string) => bySlug.get(key(kind, slug)) ?? null;
export const latestRelease = (e: DirectoryExtension) => e.releases.at(-1)!;
export const releaseOf = (e: DirectoryExtension, version: string) =>
  e.releases.find((x) => x.version === version) ?? null;

/** What a fresh CMS install has on disk: the default theme (active) and the anti-spam plugin (inactive). */
export const DEFAULT_EXTENSIONS = [
  { kind: 'theme' as const, slug: 'twentytwentyfive', active: true },
  { kind: 'plugin' as const, slug: 'akismet', active: false },
];

/**
 * Compare two release numbers of the directory or the catalogue (`6.7`, `10.2.1`, `2025-05-14a`):
 * numeric parts by number, the rest as text; a missing part counts as 0 (`6.7` = `6.7.0`). Negative when
 * `a` is older. The numbers are this sandbox's own data, never a customer's text.
 */
export function compareVersions(a: string, b: string): number {
  const pa = a.split(/[.-]/);
  const pb = b.split(/[.-]/);
  for (let i = 0; i < Math.max(pa.length, pb.length); i++) {
    const x = pa[i] ?? '0';
    const y = pb[i] ?? '0';
    const nx = Number(x);
    const ny = Number(y);
    const d = Number.isInteger(nx) && Number.isInteger(ny) ? nx - ny : x.localeCompare(y, 'en', { numeric: true });
    if (d !== 0) return Math.sign(d);
  }
  return 0;
}
