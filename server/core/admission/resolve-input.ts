// The shared `input` (domain, email address, website URL or service id) is
// resolved to the account that owns it; a target of another account is a 403.
import { eq, or } from 'drizzle-orm';
import { MAX_ID, type Target } from '@contract/common';
import { parseDomainName, parseEmailAddress } from '@contract/domain-name';
import { domains } from '@server/db/schema/domains';
import { services } from '@server/db/schema/services';
import type { Db } from '@server/db/client';
import { memoize } from '@server/core/memo';
import { ApiError } from '@server/core/problem';
import { cachedRead } from '@server/core/read-cache';

type Kind = Target['kind'];

const invalid = (message: string, code: string) =>
  new ApiError('validation_failed', `input: ${message}`, { errors: [{ path: 'input', message, code }] });

/**
 * What kind of `input` this is, with its domain in the stored (lower-case
 * ASCII) form, so `bücher.se`, `xn--bcher-kva.se`, `info@bücher.se` and
 * `https://bücher.se/x` all name `xn--bcher-kva.se`. Mailboxes are lower-cased.
 */
export function classifyInput(raw: string): {
  kind: Kind;
  domain: string | null;
  mailbox: string | null;
  serviceId: number | null;
  /** A URL's path as install paths are stored (`staging`; '' for the site root); null for other kinds. */
  path: string | null;
} {
  const input = raw.trim();
  const none = { mailbox: null, serviceId: null, path: null };
  if (/^\d{1,10}$/.test(input)) return { ...none, kind: 'service', domain: null, serviceId: Number(input) };
  if (/^https?:\/\//i.test(input)) return classifyUrl(input);
  if (input.includes('@')) {
    const e = parseEmailAddress(input);
    if (!e.ok) throw invalid(e.message, 'invalid_email');
    return { ...none, kind: 'email', domain: e.domain, mailbox: e.address.toLowerCase() };
  }
  // `example.com/staging`, a website address typed without its scheme: a URL when what precedes the path is a domain.
  const slash = input.indexOf('/');
  if (slash > 0 && parseDomainName(input.slice(0, slash)).ok) return classifyUrl(`https://${input}`);
  const d = parseDomainName(input);
  if (d.ok) return { ...none, kind: 'domain', domain: d.ascii };
  // Something meant as a domain (it has a dot) hears what is wrong with it; anything else, what an input is.
  if (input.includes('.') && !/\s/.test(input)) throw invalid(`Not a valid domain: ${d.message}`, 'invalid_domain');
  throw invalid('Give a domain, an email address, a website URL or a numeric service id', 'invalid_input');
}

function classifyUrl(input: string) {
  let url: URL;
  try {
    url = new URL(input);
  } catch {
    throw invalid('Not a valid website URL', 'invalid_url');
  }
  // The URL parser already gives the host in ASCII form.
  const d = parseDomainName(url.hostname);
  if (!d.ok) throw invalid(`The website URL has no domain name: ${d.message}`, 'invalid_url');
  // The parser has resolved `.` and `..` segments; empty ones (`//`, the trailing slash) name nothing.
  const path = url.pathname
    .split('/')
    .filter((s) => s !== '')
    .join('/');
  return { kind: 'url' as const, domain: d.ascii, mailbox: null, serviceId: null, path };
}

/**
 * The site path an `input` names, as install paths are stored: a URL's path (`staging`, or '' for
 * its root); a domain, a mailbox or a service id names the site at its root (''). Call it after the
 * input has resolved (an ill-formed input has been answered by then).
 */
export const inputSitePath = (input: string): string => classifyInput(input).path ?? '';

/**
 * Resolve `input` for the acting account; 404 when unknown, 403 when another account owns it.
 * On the embedded database an answer is kept until the next write (core/read-cache.ts).
 */
export async function resolveInput(db: Db, accountId: number, input: string): Promise<Target> {
  // A copy: a handler may add to its target without touching the cached one.
  return { ...(await cachedRead(db, `input:${accountId}:${input}`, () => readInput(db, accountId, input))) };
}

async function readInput(db: Db, accountId: number, input: string): Promise<Target> {
  const c = classifyInput(input);
  if (c.kind === 'service') {
    // Past the id column's range no service can have the id (and the database would refuse the query).
    const [svc] = c.serviceId! <= MAX_ID ? await db.select().from(services).where(eq(services.id, c.serviceId!)) : [];
    if (!svc) throw new ApiError('service_not_found', `No service with id ${c.serviceId}`);
    if (svc.accountId !== accountId)
      throw new ApiError('not_owned', `Service ${c.serviceId} belongs to another account`);
    const hosting = svc.type === 'hosting' ? svc : null;
    return {
      input,
      kind: 'service',
      domain: svc.domain,
      mailbox: null,
      serviceId: svc.id,
      domainServiceId: null,
      daUsername: hosting?.daUsername ?? null,
      node: svc.node,
      userId: svc.accountId,
      note: `${svc.type} service "${svc.displayName}"`,
    };
  }
  // The domain and its hosting service in one query: every call with an `input` resolves it first.
  const candidates = domainCandidates(c);
  const rows = await db
    .select({ d: domains, hosting: services })
    .from(domains)
    .leftJoin(services, eq(services.id, domains.hostingServiceId))
    .where(or(...candidates.map((n) => eq(domains.name, n))));
  return targetOf(
    input,
    c,
    accountId,
    rows.map(({ d, hosting }) => ({
      name: d.name,
      account_id: d.accountId,
      service_id: d.serviceId,
      hosting_id: hosting?.id ?? null,
      da_username: hosting?.daUsername ?? null,
      node: hosting?.node ?? null,
    })),
  );
}

/** A domain row and its hosting service's fields, as `resolveInput` reads them (also in one admission statement). */
export interface DomainRow {
  name: string;
  account_id: number;
  service_id: number | null;
  hosting_id: number | null;
  da_username: string | null;
  node: string | null;
}

type Classified = ReturnType<typeof classifyInput>;

/** The domain names an input may name, best first: a URL like https://www.example.com may mean example.com. */
function domainCandidates(c: Classified): string[] {
  const name = c.domain!;
  return c.kind === 'url' && name.startsWith('www.') ? [name, name.slice(4)] : [name];
}

/**
 * The domains to read for an `input` that names one (null for a service id or an ill-formed input,
 * which `resolveInput` answers itself), so the admission statement can read them too (core/credential.ts).
 */
export const inputDomains = memoize((input: string): readonly string[] | null => {
  try {
    const c = classifyInput(input);
    return c.kind === 'service' ? null : domainCandidates(c);
  } catch {
    return null;
  }
});

/** Resolve a domain-naming `input` from rows read already (by the admission statement). */
export function resolveFromRows(accountId: number, input: string, rows: DomainRow[]): Target {
  return targetOf(input, classifyInput(input), accountId, rows);
}

function targetOf(input: string, c: Classified, accountId: number, rows: DomainRow[]): Target {
  const name = c.domain!;
  const dom = domainCandidates(c)
    .map((n) => rows.find((r) => r.name === n))
    .find(Boolean);
  if (!dom) throw new ApiError('not_found', `The domain ${name} is not on any account here`);
  if (Number(dom.account_id) !== accountId)
    throw new ApiError('domain_not_owned', `The domain ${dom.name} belongs to another account`);
  return targetOfDomain(input, dom, {
    kind: c.kind,
    mailbox: c.mailbox,
    note: dom.name !== name ? `resolved ${name} to ${dom.name}` : null,
  });
}

/**
 * The target of an input that names a domain: the domain, its domain service and the hosting account
 * that serves it (its service id, control-panel user and node). Every area that echoes a target for
 * a domain builds it here (the registrar's operations on `/domains/{domain}` too), so one name gives
 * the same fields everywhere.
 */
export function targetOfDomain(
  input: string,
  dom: DomainRow,
  how: { kind?: Kind; mailbox?: string | null; note?: string | null } = {},
): Target {
  return {
    input,
    kind: how.kind ?? 'domain',
    domain: dom.name,
    mailbox: how.mailbox ?? null,
    serviceId: dom.hosting_id === null ? null : Number(dom.hosting_id),
    domainServiceId: dom.service_id === null ? null : Number(dom.service_id),
    daUsername: dom.da_username,
    node: dom.node,
    userId: Number(dom.account_id),
    note: how.note ?? null,
  };
}
