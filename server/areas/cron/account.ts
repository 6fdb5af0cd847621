// The hosting account whose crontab a request's `input` names (403 for another
// account's, 404 for a domain no hosting account here serves); a change needs
// it active (409 while suspended or cancelled).
import type { Target } from '@contract/common';
import type { Deps } from '@server/core/deps';
import { assertChangeable, hostingAccountFor, type HostingAccountRef } from '@server/areas/hosting/public';

interface Caller {
  deps: Deps;
  resolve(input: string): Promise<Target>;
}

export const accountOf = (c: Caller, input: string) => hostingAccountFor(c.deps.db, c.resolve, input);

export async function changeableAccount(c: Caller, input: string): Promise<HostingAccountRef> {
  const a = await accountOf(c, input);
  assertChangeable(a);
  return a;
}
