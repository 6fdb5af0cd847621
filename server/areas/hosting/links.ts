// Single-use links into the hosting account: a control-panel login (valid for
// 5 minutes, optionally landing on a panel page) and a temporary preview URL of
// a domain the account serves (valid for the hours asked, before the domain's
// DNS points here). Both are rows in `onelinks` holding only the secret's hash;
// the URL is `<id>.<secret>`. Redeeming one (server/pages/sandbox-panel.ts)
// claims it with a conditional update, so of two concurrent uses only one
// succeeds; the use and every refusal of a known link are audited in the
// account it belongs to, with the link (not a person) as the actor.
import { and, eq, sql } from 'drizzle-orm';
import type { Db, Tx } from '@server/db/client';
import { domainNamed } from '@server/areas/domains/public';
import { serviceById } from '@server/areas/services/public';
import { hostingPointers, hostingSites, hostingSubdomains } from '@server/db/schema/hosting';
import { hostingNode } from '@server/infra/web-store';
import { isLocalPath } from '@contract/hosting';
import type { Deps } from '@server/core/deps';
import { auditSystemEvent } from '@server/core/audit';
import { claimOneTimeLink, findOneTimeLink, issueOneTimeLink, type OneTimeLinkRow } from '@server/core/one-time-links';
import { ApiError } from '@server/core/problem';
import type { HostingNodeRow, HostingServiceRow } from './hosting-account';

type Q = Db | Tx;
type LinkRow = OneTimeLinkRow;
export type LinkKind = 'panel' | 'preview';

export const LOGIN_TTL_MS = 5 * 60_000;
// onelinks.purpose: the kind's prefix, the service id and the kind's own value (a panel path has no
// whitespace and a domain no colon, so `prefix:id:value` reads back unambiguously)
const PURPOSE: Record<LinkKind, string> = { panel: 'hosting_panel_login:', preview: 'hosting_preview:' };
const OPERATION: Record<LinkKind, string> = { panel: 'useHostingLoginLink', preview: 'useTemporaryUrl' };
const NOUN: Record<LinkKind, string> = { panel: 'control-panel login link', preview: 'preview link' };

const pathOf = (kind: LinkKind, id: string) => `/sandbox/${kind}/${id}`;

async function issue(deps: Deps, kind: LinkKind, service: HostingServiceRow, value: string, ttlMs: number) {
  const { url, expiresAt } = await issueOneTimeLink(deps, {
    accountId: service.accountId,
    purpose: `${PURPOSE[kind]}${service.id}:${value}`,
    page: `/sandbox/${kind}`,
    ttlMs,
  });
  return { url, expiresAt: expiresAt.toISOString() };
}

export const issueLoginLink = (deps: Deps, service: HostingServiceRow, redirectPath: string | undefined) =>
  issue(deps, 'panel', service, redirectPath ?? '', LOGIN_TTL_MS);

export const issuePreviewLink = (deps: Deps, service: HostingServiceRow, domain: string, hours: number) =>
  issue(deps, 'preview', service, domain, hours * 3_600_000);

export interface ServedSite {
  domain: string;
  documentRoot: string;
}

/**
 * The site of `domain` on this hosting account: one of its sites, subdomains or alias pointers. A domain of another
 * account is 403; one this account does not serve (or serves switched off) is 404 / 409, saying so.
 */
export async function servedSite(q: Q, service: HostingServiceRow, domain: string): Promise<ServedSite> {
  const [site] = await q.select().from(hostingSites).where(eq(hostingSites.domain, domain));
  if (site?.serviceId === service.id) {
    if (!site.active)
      throw new ApiError('conflict', `${domain} is switched off on this hosting account; switch it on to preview it`);
    return { domain, documentRoot: site.documentRoot };
  }
  const [sub] = await q
    .select()
    .from(hostingSubdomains)
    .where(
      and(
        eq(hostingSubdomains.serviceId, service.id),
        sql`${hostingSubdomains.label} || '.' || ${hostingSubdomains.domain} = ${domain}`,
      ),
    );
  if (sub) return { domain, documentRoot: sub.documentRoot };
  // an alias pointer serves its target site under its own name; a redirect pointer serves nothing to preview
  const [pointer] = await q
    .select({ type: hostingPointers.type, target: hostingPointers.targetDomain, root: hostingSites.documentRoot })
    .from(hostingPointers)
    .innerJoin(hostingSites, eq(hostingSites.domain, hostingPointers.targetDomain))
    .where(and(eq(hostingPointers.serviceId, service.id), eq(hostingPointers.domain, domain)));
  if (pointer?.type === 'alias') return { domain, documentRoot: pointer.root };
  if (pointer)
    throw new ApiError('not_found', `${domain} only redirects to ${pointer.target}; preview ${pointer.target} instead`);
  const owner = site ? await serviceById(q, site.serviceId) : await domainNamed(q, domain);
  if (owner && owner.accountId !== service.accountId)
    throw new ApiError('domain_not_owned', `The domain ${domain} belongs to another account`);
  throw new ApiError(
    'not_found',
    site
      ? `${domain} is served by another of your hosting accounts; ask for its preview there`
      : `${domain} is not served by the hosting account ${service.daUsername}; add it as an addon domain or a subdomain first`,
  );
}

export type Redeemed =
  | { ok: true; kind: 'panel'; service: HostingServiceRow; node: HostingNodeRow; redirectPath: string | null }
  | { ok: true; kind: 'preview'; service: HostingServiceRow; node: HostingNodeRow; site: ServedSite }
  | { ok: false; status: 404 | 409 | 410; title: string; message: string };
type Refused = Extract<Redeemed, { ok: false }>;

const unknown = (kind: LinkKind): Refused => ({
  ok: false,
  status: 404,
  title: 'Link not valid',
  message: `This ${NOUN[kind]} is not valid. Ask for a new one in the dashboard.`,
});

/** The link a token names, when its secret matches; null for anything else. */
const findLink = async (tx: Tx, kind: LinkKind, token: string): Promise<LinkRow | null> =>
  (await findOneTimeLink(tx, token, PURPOSE[kind])) ?? null;

function parsePurpose(kind: LinkKind, purpose: string) {
  const rest = purpose.slice(PURPOSE[kind].length);
  const colon = rest.indexOf(':');
  return { serviceId: Number(rest.slice(0, colon)), value: rest.slice(colon + 1) };
}

/** Use a link once: every refusal says why; only the first use of a valid link succeeds. */
export async function redeemLink(deps: Deps, kind: LinkKind, token: string): Promise<Redeemed> {
  const now = deps.clock.now();
  return deps.db.transaction(async (tx) => {
    const link = await findLink(tx, kind, token);
    if (!link) return unknown(kind);
    const { serviceId, value } = parsePurpose(kind, link.purpose);
    const service = await serviceById(tx, serviceId);
    const node = service?.node ? await hostingNode(tx, service.node) : null;
    const target = kind === 'panel' ? `hosting ${service?.daUsername ?? serviceId}` : value;
    const refuse = async (status: Refused['status'], title: string, message: string): Promise<Refused> => {
      await recordUse(tx, link, kind, target, now, status, message);
      return { ok: false, status, title, message };
    };
    const again = `Ask for a new one in the dashboard.`;
    if (link.usedAt)
      return refuse(
        410,
        'Link already used',
        `This ${NOUN[kind]} was used at ${link.usedAt.toISOString()} and works only once. ${again}`,
      );
    if (link.expiresAt <= now)
      return refuse(410, 'Link expired', `This ${NOUN[kind]} expired at ${link.expiresAt.toISOString()}. ${again}`);
    if (!service || !node || service.status !== 'active')
      return refuse(
        409,
        'Hosting account not available',
        `The hosting account ${service?.daUsername ?? serviceId} is ${service?.status ?? 'gone'}; nothing can be opened until it is active again.`,
      );
    let site: ServedSite | null = null;
    if (kind === 'preview') {
      try {
        site = await servedSite(tx, service, value);
      } catch (err) {
        if (!(err instanceof ApiError)) throw err;
        return refuse(err.status === 409 ? 409 : 404, 'Nothing to preview', err.detail);
      }
    }
    // the claim: of two uses at once, only one finds the link unused
    if (!(await claimOneTimeLink(tx, link.id, now)))
      return refuse(410, 'Link already used', `This ${NOUN[kind]} was used a moment ago and works only once. ${again}`);
    await recordUse(tx, link, kind, target, now, 200, null);
    return site
      ? { ok: true, kind: 'preview', service, node, site }
      : { ok: true, kind: 'panel', service, node, redirectPath: value && isLocalPath(value) ? value : null };
  });
}

/** The audit event of a link's use or refusal, in the account the link belongs to. */
async function recordUse(
  tx: Tx,
  link: LinkRow,
  kind: LinkKind,
  target: string,
  at: Date,
  status: number,
  detail: string | null,
) {
  await auditSystemEvent(tx, {
    accountId: link.accountId,
    at,
    actorId: link.id,
    actorName: NOUN[kind],
    operation: OPERATION[kind],
    method: 'GET',
    path: pathOf(kind, link.id),
    target,
    outcome: status === 200 ? 'success' : 'denied',
    status,
    detail,
  });
}
