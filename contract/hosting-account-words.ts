// How a hosting account is named where a person picks one (the screens about one account: backups,
// databases, CMS sites, cron), shared by the dashboard's picker and the served page's first frame.
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
