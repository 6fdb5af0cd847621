// Fixtures the applications tests share (CMS sites, CMS tabs, installer): one
// hosting account, nordlight-studio.com, typed against the contract so a
// contract change breaks them at compile time.
import { hostingTarget as target } from '@/test/fixtures';

/** One page of a list; `extra` overrides `hasMore`, `nextCursor`, `total`. */
export const page = <T>(data: T[], extra: object = {}) => ({
  data,
  hasMore: false,
  nextCursor: null,
  total: data.length,
  target: target(),
  ...extra,
});
