// The headings of the screens whose heading does not depend on their data, in one place for the two
// that draw them: the dashboard's pages and the served page's first frame
// (server/pages/first-frame.ts), which draws the heading before the dashboard's code has arrived, so
// the screen's largest text is on screen with the first paint (ADR 020, issue 34). By the screen's
// address. No schema library: the dashboard's shell chunk holds it.

export interface ScreenHeading {
  title: string;
  /** The line under the title: words, and at most one link, drawn the same by both. */
  description: string | readonly [before: string, link: { text: string; to: string }, after: string];
}

export const SCREEN_HEADINGS = {
  '/domains': {
    title: 'Domains',
    description: 'Domains registered through us: expiry and renewal, nameservers, DNSSEC, contacts and transfers.',
  },
  '/hosting': {
    title: 'Web hosting',
    description: 'Your hosting accounts: open one for its usage, sites, subdomains, redirects and connection details.',
  },
  '/databases': {
    title: 'Databases',
    description: 'MySQL databases of your hosting, their users, privileges and access hosts.',
  },
  '/apps/cms': {
    title: 'CMS sites',
    description: 'WordPress sites on your hosting: versions, updates, plugins and staging.',
  },
  '/backups': {
    title: 'Backups',
    description:
      'Backups of your hosting: browse one, restore files, databases or mailboxes, and watch the restore run.',
  },
  '/vps': {
    title: 'Virtual servers',
    description:
      'Start, stop and reboot your servers, reset the root password, watch their usage and open the console. Reinstalling, resizing, deleting and snapshots of a server are not done in this dashboard or through the API: contact support for them.',
  },
  '/cron': {
    title: 'Cron jobs',
    description: 'Commands your hosting account runs on a schedule, and how their runs went.',
  },
  '/monitoring': {
    title: 'Monitoring',
    description: 'Uptime monitors of your sites and services, checked around the clock.',
  },
  '/diagnostics': {
    title: 'What is wrong?',
    description: 'Tell us what is not working; we run the checks that matter for it and say what to do.',
  },
  '/billing/invoices': {
    title: 'Invoices',
    description: [
      'Invoices, deposits and orders of this account. Open one to download its PDF or pay it. Every payment is also on the ',
      { text: 'money timeline', to: '/billing/activity' },
      '.',
    ],
  },
  '/email': { title: 'Email', description: 'Mailboxes, their quotas and send limits.' },
  '/dns': {
    title: 'DNS zones',
    description:
      'Records of your domains on our nameservers. Open a zone to edit its records, import or export it, set up mail and check propagation.',
  },
} as const satisfies Record<string, ScreenHeading>;

export type HeadedScreen = keyof typeof SCREEN_HEADINGS;

/** The login screen's heading (src/areas/auth/login-page.tsx), which the served page draws for anyone not logged in. */
export const LOGIN_HEADING = 'Log in to your control panel';

/** The overview's heading; the line under it names the account (overviewLine). */
export const OVERVIEW_HEADING = 'Overview';

/** The line under the overview's heading: the account's name, its company, whether one is a guest on it. */
export function overviewLine(account: { name: string; company?: string | null }, guest: boolean): string {
  const company = account.company && account.company !== account.name ? ` · ${account.company}` : '';
  return `${account.name}${company}${guest ? ' · you are a guest on this account' : ''}`;
}
