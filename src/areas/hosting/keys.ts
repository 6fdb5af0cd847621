// Every cache key of the hosting area, shared by its query and mutation modules.
// Everything of one hosting account is addressed by its `input` (a domain or a
// service id), so `ofAccount` finds all of it.
import type { z } from 'zod';
import type { HostingResourceKind, UsageMetric, hostingOps } from '@contract/hosting';
import type { QueryOf } from '@contract/operation';
import { areaKeys } from '@/lib/query-keys';

export type HostingFilters = Omit<NonNullable<QueryOf<typeof hostingOps.listHostingAccounts>>, 'cursor' | 'limit'>;
type Metric = z.infer<typeof UsageMetric>;
type Period = '24h' | '7d' | '30d' | '12m';

const k = areaKeys('hosting');

export const hostingKeys = {
  ...k,
  accounts: (filters: HostingFilters = {}) => k.list({ kind: 'accounts', ...filters }),
  account: (input: string) => k.detail({ kind: 'account', input }),
  credentials: (input: string) => k.detail({ kind: 'credentials', input }),
  usage: (input: string) => k.detail({ kind: 'usage', input }),
  resourceUsage: (input: string) => k.detail({ kind: 'resource-usage', input }),
  history: (input: string, metric: Metric, period: Period) => k.detail({ kind: 'history', input, metric, period }),
  httpd: (input: string) => k.detail({ kind: 'httpd', input }),
  resources: (input: string, kind: z.infer<typeof HostingResourceKind>) => k.list({ kind: `resources-${kind}`, input }),
  addonDomains: (input: string) => k.list({ kind: 'addon-domains', input }),
  subdomains: (input: string) => k.list({ kind: 'subdomains', input }),
  pointers: (input: string) => k.list({ kind: 'pointers', input }),
  redirects: (input: string) => k.list({ kind: 'redirects', input }),
  hotlink: (input: string) => k.detail({ kind: 'hotlink', input }),
};
