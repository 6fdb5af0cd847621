// Fixtures the applications tests share (CMS sites, CMS tabs, installer): one
// hosting account, nordlight-studio.com, typed against the contract so a
// contract change breaks them at compile time.
import { hostingTarget as target } from '@/test/fixtures';

// The hosting account and shell every area's tests share, under the names this area's tests use.
export { HOSTING_DOMAIN as DOMAIN, hostingAccount as account } from '@/test/fixtures';
export { hostingTarget as target, shellRoutes } from '@/test/fixtures';

/** One page of a list; `extra` overrides `hasMore`, `nextCursor`, `total`. */
export const page = <T>(data: T[], extra: object = {}) => ({
  data,
  hasMore: false,
  nextCursor: null,
  total: data.length,
  target: target(),
  ...extra,
});
