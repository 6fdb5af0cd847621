// How a hosting account is named where a person picks one (the screens about one account: backups,
// databases, CMS sites, cron), and which one such a screen opens on: shared by the dashboard's picker
// and route loaders (src/lib/hosting-accounts.ts) and the served page, which reads and draws the
// backups screen's top for its first frame (server/pages/spa.ts), so the two cannot open on different
// accounts.
import type { z } from 'zod';
import { displayDomainName } from './domain-scripts';
import type { HostingAccountSummary } from './hosting';

type Option = Pick<z.infer<typeof HostingAccountSummary>, 'domain' | 'plan' | 'status'>;

const statusWords: Record<Option['status'], string> = {
  active: '',
  suspended: ' (suspended)',
  pending: ' (being set up)',
  cancelled: ' (cancelled)',
};

/** "nordlight-studio.com · Business", "bücher.se · Starter (suspended)". */
export const hostingAccountOption = ({ domain, plan, status }: Option): string =>
  `${displayDomainName(domain)} · ${plan}${statusWords[status]}`;

/** The picker's label. */
export const HOSTING_ACCOUNT_LABEL = 'Hosting account';

type Choosable = Pick<z.infer<typeof HostingAccountSummary>, 'domain' | 'serviceId' | 'status'>;

/** The account a screen works on by default: the first active one, else the first. */
export const defaultAccount = <A extends Choosable>(accounts: readonly A[] | undefined): A | undefined =>
  accounts?.find((a) => a.status === 'active') ?? accounts?.[0];

/** The account an address's `input` names: its domain (in any case) or its service id. */
export const accountFor = <A extends Choosable>(accounts: readonly A[] | undefined, input: string): A | undefined =>
  accounts?.find((a) => a.domain === input.toLowerCase() || String(a.serviceId) === input);
