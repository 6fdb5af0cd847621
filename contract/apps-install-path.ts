// Where an app can go on a site: the one rule the installer's form proposes with and
// the server's refusal suggests, so the dashboard never proposes a path the server
// refuses. A path is taken when an install already lives exactly there (the server's
// `assertLocationFree`); paths are stored without leading or trailing slashes, '' is
// the site's root.

/** The folder an app goes in by default: its name in lower case, letters and digits joined by hyphens. */
function appFolder(appName: string): string {
  const folder = appName
    .normalize('NFKD')
    .toLowerCase()
    .replace(/[^a-z0-9]+/g, '-')
    .replace(/^-+|-+$/g, '')
    .slice(0, 48);
  return folder || 'app';
}

/**
 * The path to propose for a new install of `appName` on a site whose installs sit at `taken`: the
 * site's root when nothing is installed there, else the app's folder (`wordpress`), else the first
 * free numbered one (`wordpress-2`, `wordpress-3`, …).
 */
export function freeInstallPath(appName: string, taken: Iterable<string>): string {
  const used = new Set([...taken].map((p) => p.replace(/^\/+|\/+$/g, '').toLowerCase()));
  if (!used.has('')) return '';
  const folder = appFolder(appName);
  if (!used.has(folder)) return folder;
  for (let n = 2; ; n++) if (!used.has(`${folder}-${n}`)) return `${folder}-${n}`;
}
