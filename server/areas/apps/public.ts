// What the applications area offers the seed (and other areas): the only module of it they may import.
/** The catalogue's CMS app and the plugin and theme directory, so demo installs name real releases. */
export { CMS_APP_ID } from './catalogue';
export { directoryEntry } from './cms-directory';
/** A backup of an install as it is now (the demo's backup history). */
export { takeBackup } from './backups';
/** A staging copy of a production install, made as POST /cms/staging makes it. */
export { createStaging } from './staging';
/** The web cache of a domain, created as an install creates it. */
export { ensureWebCache } from './cms-provision';
/** The installer's backups kept in an account's home, with their sizes (the diagnostics' disk usage). */
export { backupSizesOf } from './backup-sizes';
/** How many installs a hosting account has on a domain (an addon domain's deletion waits for none). */
export { installCountOn } from './install-counts';
/** The one-time sign-in links the sandbox's CMS admin and app login pages redeem (server/pages). */
export { redeemAdminLink, type AdminSignedIn } from './admin-link';
export { redeemAppLoginLink } from './app-login-link';
