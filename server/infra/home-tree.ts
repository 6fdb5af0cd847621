// The web node's model of a hosting account's home directory: the deterministic
// site a new account starts with (the same service always gets the same tree).
// Pure: web-store.ts stores it once something needs it (a backup, a restore),
// and until then the account's disk figure counts this tree as it would be
// stored. Both the backups and the hosting area read it, so it lives below them.
import { sha256 } from '@server/core/crypto';

export interface HomeFile {
  path: string;
  sizeBytes: number;
  modifiedAt: Date;
}

export interface HomeOwner {
  serviceId: number;
  domain: string | null;
  createdAt: Date;
}

/** A number in [0, 1) fixed by the service and a label, so every run of the simulation agrees. */
export function homeFraction(serviceId: number, label: string): number {
  return parseInt(sha256(`${serviceId}:${label}`).slice(0, 8), 16) / 0x1_0000_0000;
}

/** A whole number in [lo, hi) fixed by the service and a label. */
export const homeBetween = (serviceId: number, label: string, lo: number, hi: number) =>
  Math.floor(lo + homeFraction(serviceId, label) * (hi - lo));

/** The files a new account's site starts with, dated from the account's creation. */
export function baseTree(o: HomeOwner): HomeFile[] {
  const s = o.serviceId;
  const at = (label: string) => new Date(o.createdAt.getTime() + homeBetween(s, `t:${label}`, 1, 20) * 3_600_000);
  const file = (path: string, lo: number, hi: number): HomeFile => ({
    path,
    sizeBytes: homeBetween(s, path, lo, hi),
    modifiedAt: at(path),
  });
  return [
    file('/.bashrc', 3_000, 3_800),
    file('/.ssh/authorized_keys', 380, 1_200),
    file('/public_html/.htaccess', 600, 1_800),
    file('/public_html/index.php', 400, 420),
    file('/public_html/robots.txt', 60, 240),
    file('/public_html/wp-config.php', 3_000, 3_600),
    file('/public_html/wp-content/themes/twentytwentyfive/style.css', 18_000, 26_000),
    file('/public_html/wp-content/themes/twentytwentyfive/functions.php', 4_000, 6_000),
    file('/public_html/wp-content/themes/twentytwentyfive/theme.json', 30_000, 42_000),
    file('/public_html/wp-content/plugins/contact-form-7/wp-contact-form-7.php', 2_500, 3_000),
    file('/public_html/wp-content/plugins/contact-form-7/readme.txt', 6_000, 9_000),
    file('/public_html/wp-content/plugins/wordpress-seo/wp-seo.php', 1_500, 2_000),
    file('/public_html/wp-content/plugins/wordpress-seo/readme.txt', 50_000, 70_000),
    file('/public_html/wp-content/cache/page-cache.html', 40_000, 90_000),
    file('/logs/access.log', 100_000, 400_000),
    file('/logs/error.log', 2_000, 9_000),
  ];
}

/** What a home tree takes on disk: its files' bytes, and its inodes (the files and the directories holding them). */
export interface HomeUse {
  bytes: number;
  inodes: number;
}

/** The directory a path sits in ('/' for a top-level entry). */
const parentOf = (path: string) => path.slice(0, Math.max(1, path.lastIndexOf('/')));

/** The use of a tree held in memory (the base tree before it is stored); web-store.ts counts a stored one alike. */
export function homeUseOf(files: Pick<HomeFile, 'path' | 'sizeBytes'>[]): HomeUse {
  return {
    bytes: files.reduce((sum, f) => sum + f.sizeBytes, 0),
    inodes: files.length + new Set(files.map((f) => parentOf(f.path))).size,
  };
}
