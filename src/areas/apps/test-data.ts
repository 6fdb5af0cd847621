// Fixtures the applications tests share (CMS sites, CMS tabs, installer): one
// hosting account, nordlight-studio.com, typed against the contract so a
// contract change breaks them at compile time.
import type { z } from 'zod';
import type { Target } from '@contract/common';
import type { HostingAccountSummary } from '@contract/hosting';
import { json, type Routes } from '@/test/fetch-stub';
import { me, session } from '@/test/fixtures';

export const DOMAIN = 'nordlight-studio.com';

/** What the app shell reads around a page. */
export const shellRoutes = (): Routes => ({
  'GET /api/v1/auth/session': json(session()),
  'GET /api/v1/me': json(me()),
  'GET /api/v1/account/accessible-accounts': json({ data: [], total: 0 }),
});

export const target = (domain = DOMAIN): Target => ({
  input: domain,
  kind: 'domain',
  domain,
  mailbox: null,
  serviceId: 41,
  domainServiceId: null,
  daUsername: 'nordligh',
  node: 'web-ams-04',
  userId: 10,
  note: null,
});

/** One page of a list; `extra` overrides `hasMore`, `nextCursor`, `total`. */
export const page = <T>(data: T[], extra: object = {}) => ({
  data,
  hasMore: false,
  nextCursor: null,
  total: data.length,
  target: target(),
  ...extra,
});

export const account = (
  over: Partial<z.infer<typeof HostingAccountSummary>> = {},
): z.infer<typeof HostingAccountSummary> => ({
  serviceId: 41,
  domain: DOMAIN,
  daUsername: 'nordligh',
  plan: 'Business Hosting',
  node: 'web-ams-04',
  status: 'active',
  diskUsedMb: 2100,
  diskQuotaMb: 51200,
  expiresAt: '2030-01-01T00:00:00.000Z',
  ...over,
});
