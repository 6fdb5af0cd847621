// The website an `input` names, for statistics and logs: resolved for the acting
// account (403/404 as the spec says), then the site on a hosting account here
// that serves it. A domain of the account that no hosting account here serves has
// no web logs: 404 saying so.
import type { Target } from '@contract/common';
import type { Credential } from '@server/core/admission/credential';
import type { Deps } from '@server/core/deps';
import { ApiError } from '@server/core/problem';
import type { ServedSite } from '@server/infra/web-node';

export async function hostedSite(
  ctx: { deps: Deps; cred: Credential; resolve(input: string): Promise<Target> },
  input: string,
): Promise<{ target: Target; site: ServedSite }> {
  const target = await ctx.resolve(input);
  const site = target.domain ? await ctx.deps.infra.webNode.servedSite(ctx.deps.db, target.domain) : null;
  if (!site)
    throw new ApiError(
      'not_found',
      `${target.domain ?? input} is not served by a hosting account here: logs and statistics exist only for hosted websites`,
    );
  if (site.accountId !== ctx.cred.accountId)
    throw new ApiError('domain_not_owned', `The website ${site.domain} is hosted by another account`);
  return { target, site };
}
