// What an `input` names for the diagnostics: the resolved target (403/404 as
// the spec says), the domain the checks need, and the hosting account serving
// it when there is one (a domain without hosting still has DNS and mail).
import type { Target } from '@contract/common';
import { hostingAccountFor, type HostingAccountRef } from '@server/areas/hosting/public';
import type { Ctx } from '@server/core/area';
import { ApiError } from '@server/core/problem';

type Caller = Pick<Ctx<unknown>, 'deps' | 'resolve'>;

export interface Subject {
  input: string;
  target: Target;
  domain: string;
  account: HostingAccountRef | null;
}

export async function subjectOf(c: Caller, input: string): Promise<Subject> {
  const target = await c.resolve(input);
  if (!target.domain)
    throw new ApiError(
      'not_found',
      `Service ${target.serviceId ?? input} has no domain to check; give a domain, mailbox or URL`,
    );
  // A VPS or domain service names no hosting account: its checks run without one.
  const hosted = target.serviceId !== null && target.daUsername !== null;
  const account = !hosted ? null : await hostingAccountFor(c.deps.db, async () => target, input);
  return { input, target: account?.target ?? target, domain: target.domain, account };
}

/** The hosting account an input names: 404 for a domain no hosting account here serves. */
export const hostingSubject = (c: Caller, input: string) => hostingAccountFor(c.deps.db, c.resolve, input);

/** The website address to check: the URL given, or the domain's https front page. */
export const urlOf = (s: Subject) => (s.target.kind === 'url' ? s.input.trim() : `https://${s.domain}/`);
