// The simulated web node: it answers HTTP(S), ping, port and DNS checks for the
// sites in hosting_sites (with their www. names, subdomains and pointers), and
// writes their logs (web-traffic.ts). Each site can be made to fail from the
// sandbox page /sandbox/web-node: `down` refuses connections, `errors` answers
// 500/503, `slow` answers after 12-40 s (past the caller's timeout it is a
// timeout). A name not hosted here is looked up through the simulated DNS: one
// that does not resolve fails, one that does stands for the rest of the internet
// and answers 200. Answers are deterministic for a site and minute.
import { and, eq, inArray } from 'drizzle-orm';
import ipaddr from 'ipaddr.js';
import type { Db, Tx } from '@server/db/client';
import { hostingPointers, hostingSites, hostingSubdomains } from '@server/db/schema/hosting';
import { hostingNodes } from '@server/db/schema/infra-web';
import { services } from '@server/db/schema/services';
import { webSiteFaults } from '@server/db/schema/infra-web';
import { createResolver } from './resolver';
import { hash32, rngFor } from './web-random';
import type { FaultMode, ProbeResult, SiteFault } from './web-node-shapes';
import { burst, generateTraffic, logProbe, phpSettingsOf, pruneLogs, type TrafficOptions } from './web-traffic';

type Q = Db | Tx;

export interface ProbeOptions {
  /** A slower answer is a timeout (default 30 s). */
  timeoutMs?: number;
}

/** The site that serves a host name here, and how it reaches it. */
export interface ServedSite {
  host: string;
  /** The hosting_sites domain whose logs and fault apply. */
  domain: string;
  serviceId: number;
  accountId: number;
  node: string | null;
  active: boolean;
  suspended: boolean;
  php: boolean;
  phpVersion: string | null;
  documentRoot: string;
  via: 'site' | 'www' | 'subdomain' | 'alias' | 'redirect';
}

export const DEFAULT_TIMEOUT_MS = 30_000;
const PUBLIC_RESOLVER = 'cloudflare';
/** Ports the hosting nodes listen on: FTP, SSH, SMTP, HTTP(S), mail, the panel, MySQL. */
const NODE_PORTS = [21, 22, 25, 80, 110, 143, 443, 465, 587, 993, 995, 2222, 3306];
const resolver = createResolver();
const minuteOf = (now: Date) => Math.floor(now.getTime() / 60_000);

export async function siteFault(db: Q, domain: string): Promise<SiteFault | null> {
  const [row] = await db.select().from(webSiteFaults).where(eq(webSiteFaults.domain, domain));
  return row ? { domain: row.domain, mode: row.mode as FaultMode, since: row.since } : null;
}

/** The sandbox switch: make a site fail in one way, or (null) answer normally again. */
export async function setSiteFault(db: Q, domain: string, mode: FaultMode | null, now: Date): Promise<void> {
  if (mode === null) {
    await db.delete(webSiteFaults).where(eq(webSiteFaults.domain, domain));
    return;
  }
  await db
    .insert(webSiteFaults)
    .values({ domain, mode, since: now })
    .onConflictDoUpdate({ target: webSiteFaults.domain, set: { mode, since: now } });
}

export async function servedSite(db: Q, rawHost: string): Promise<ServedSite | null> {
  const host = rawHost.toLowerCase().replace(/\.$/, '');
  const bare = host.startsWith('www.') ? host.slice(4) : host;
  const sites = await db
    .select({ site: hostingSites, svc: services })
    .from(hostingSites)
    .innerJoin(services, eq(services.id, hostingSites.serviceId))
    .where(inArray(hostingSites.domain, [host, bare]));
  const exact = sites.find((s) => s.site.domain === host) ?? sites[0];
  if (exact) return present(host, exact, exact.site.domain === host ? 'site' : 'www');
  const dot = host.indexOf('.');
  if (dot > 0) {
    const [sub] = await db
      .select({ domain: hostingSubdomains.domain })
      .from(hostingSubdomains)
      .where(and(eq(hostingSubdomains.label, host.slice(0, dot)), eq(hostingSubdomains.domain, host.slice(dot + 1))));
    const parent = sub ? await servedSite(db, sub.domain) : null;
    if (parent) return { ...parent, host, via: 'subdomain' };
  }
  const [ptr] = await db
    .select()
    .from(hostingPointers)
    .where(inArray(hostingPointers.domain, [host, bare]));
  const target = ptr ? await servedSite(db, ptr.targetDomain) : null;
  return target ? { ...target, host, via: ptr!.type === 'redirect' ? 'redirect' : 'alias' } : null;
}

function present(
  host: string,
  r: { site: typeof hostingSites.$inferSelect; svc: typeof services.$inferSelect },
  via: ServedSite['via'],
): ServedSite {
  return {
    host,
    domain: r.site.domain,
    serviceId: r.svc.id,
    accountId: r.svc.accountId,
    node: r.svc.node,
    active: r.site.active,
    suspended: r.svc.status === 'suspended',
    php: r.site.php,
    phpVersion: r.site.phpVersion,
    documentRoot: r.site.documentRoot,
    via,
  };
}

/** The addresses a name resolves to through a public resolver; empty when it does not resolve. */
async function addresses(db: Q, host: string): Promise<{ ips: string[]; ms: number }> {
  if (ipaddr.IPv4.isValidFourPartDecimal(host) || ipaddr.IPv6.isValid(host)) return { ips: [host], ms: 0 };
  let ms = 0;
  for (const type of ['A', 'AAAA']) {
    const r = await resolver.query(db, { name: host, type, server: PUBLIC_RESOLVER });
    ms += r.responseMs;
    const ips = r.status === 'NOERROR' ? r.answers.filter((a) => a.type === type).map((a) => a.data) : [];
    if (ips.length) return { ips, ms };
  }
  return { ips: [], ms };
}

async function nodeWithAddress(db: Q, ips: string[]) {
  const nodes = await db.select().from(hostingNodes);
  return nodes.find((n) => ips.includes(n.ipv4) || (n.ipv6 !== null && ips.includes(n.ipv6))) ?? null;
}

const failed = (error: string, responseTimeMs: number | null = null): ProbeResult => ({
  ok: false,
  status: null,
  responseTimeMs,
  error,
});
const answered = (status: number, responseTimeMs: number, body: string): ProbeResult => ({
  ok: status >= 200 && status < 400,
  status,
  responseTimeMs,
  error: null,
  body,
});
const page = (title: string, text: string) =>
  `<!doctype html><html><head><title>${title}</title></head><body><h1>${title}</h1><p>${text}</p></body></html>`;

/** An HTTP(S) request for `url` as a monitor makes it: redirects followed, the body read. */
export async function probe(db: Q, url: string, now: Date, opts: ProbeOptions = {}): Promise<ProbeResult> {
  const timeoutMs = opts.timeoutMs ?? DEFAULT_TIMEOUT_MS;
  let u: URL;
  try {
    u = new URL(url);
  } catch {
    return failed('Not a valid URL');
  }
  if (u.protocol !== 'http:' && u.protocol !== 'https:') return failed(`Cannot check a ${u.protocol} URL`);
  const host = u.hostname.replace(/^\[|\]$/g, '');
  const tls = u.protocol === 'https:' ? 25 : 0;
  const site = await servedSite(db, host);
  const jitter = rngFor('probe', host, minuteOf(now)).int(0, 90);
  if (!site) {
    const dns = await addresses(db, host);
    if (!dns.ips.length) return failed('DNS did not resolve', dns.ms);
    const node = await nodeWithAddress(db, dns.ips);
    if (node)
      return answered(
        404,
        dns.ms + 40 + jitter,
        page('404 Not Found', `No site for ${host} is configured on ${node.name}.`),
      );
    return answered(200, dns.ms + tls + 80 + (hash32(host) % 300) + jitter, page(host, `The public website ${host}.`));
  }
  const fault = await siteFault(db, site.domain);
  const base = 8 + tls + 60 + (hash32(site.domain) % 140) + jitter;
  if (fault?.mode === 'down') return failed('Connection refused');
  if (fault?.mode === 'slow') {
    const ms = rngFor('slow', site.domain, minuteOf(now)).int(12_000, 40_000);
    if (ms > timeoutMs) return failed(`No answer within ${Math.round(timeoutMs / 1000)} s (timed out)`, null);
    return answered(200, ms, page(site.domain, `Welcome to ${site.domain}.`));
  }
  if (fault?.mode === 'errors') {
    const status = rngFor('errors', site.domain, minuteOf(now)).next() < 0.7 ? 500 : 503;
    const title = status === 500 ? '500 Internal Server Error' : '503 Service Unavailable';
    return answered(status, base + 120, page(title, 'The server could not complete your request.'));
  }
  if (site.suspended) return answered(403, base, page('Account suspended', 'This account has been suspended.'));
  if (!site.active) return answered(403, base, page('403 Forbidden', 'This site is not active.'));
  return answered(200, base + (site.php ? 90 : 0), page(site.host, `Welcome to ${site.host}, served by ${site.node}.`));
}

/** A ping, TCP port or DNS check of a host. A site that is `down` refuses its web ports but still answers ping. */
export async function probeHost(
  db: Q,
  check: { type: 'ping' | 'port' | 'dns'; host: string; port?: number | null },
  now: Date,
  opts: ProbeOptions = {},
): Promise<ProbeResult> {
  const host = check.host.toLowerCase().replace(/\.$/, '');
  const dns = await addresses(db, host);
  if (check.type === 'dns')
    return dns.ips.length
      ? { ok: true, status: null, responseTimeMs: dns.ms, error: null, body: dns.ips.join('\n') }
      : failed('DNS did not resolve', dns.ms);
  const site = await servedSite(db, host);
  if (!dns.ips.length && !site) return failed('DNS did not resolve', dns.ms);
  const ours = site !== null || (await nodeWithAddress(db, dns.ips)) !== null;
  const rtt = 1 + (hash32(host) % 30) + rngFor('rtt', host, minuteOf(now)).int(0, 6);
  if (check.type === 'ping') return { ok: true, status: null, responseTimeMs: rtt, error: null };
  const port = check.port ?? 80;
  const web = port === 80 || port === 443;
  if (ours) {
    if (!NODE_PORTS.includes(port)) return failed(`Connection refused on port ${port}`);
    if (web && site) {
      const fault = await siteFault(db, site.domain);
      if (fault?.mode === 'down') return failed(`Connection refused on port ${port}`);
    }
    return { ok: true, status: null, responseTimeMs: rtt + 1, error: null };
  }
  if (web) return { ok: true, status: null, responseTimeMs: rtt + 20, error: null };
  const timeoutMs = opts.timeoutMs ?? DEFAULT_TIMEOUT_MS;
  return failed(`No answer on port ${port} within ${Math.round(timeoutMs / 1000)} s (timed out)`);
}

/** Every site the node serves, with its account, node and fault: the sandbox page's table. */
export async function webSites(db: Q) {
  const rows = await db
    .select({ domain: hostingSites.domain, accountId: services.accountId, node: services.node })
    .from(hostingSites)
    .innerJoin(services, eq(services.id, hostingSites.serviceId))
    .orderBy(hostingSites.domain);
  const faults = await db.select().from(webSiteFaults);
  return rows.map((r) => {
    const f = faults.find((x) => x.domain === r.domain);
    return { ...r, fault: f ? { mode: f.mode as FaultMode, since: f.since } : null };
  });
}

export interface WebNode {
  probe: typeof probe;
  probeHost: typeof probeHost;
  servedSite: typeof servedSite;
  siteFault: typeof siteFault;
  setSiteFault: typeof setSiteFault;
  sites: typeof webSites;
  /** Write the sites' log lines for whole minutes in [from, to) (web-traffic.ts). */
  generateTraffic(db: Q, o: TrafficOptions): Promise<number>;
  /** `requests` requests to one site in the minute before `now` (the sandbox's "send traffic"). */
  burst(db: Q, domain: string, now: Date, requests: number): Promise<number>;
  /** Write a monitor's check of the hosted site `domain` into its access log, if the site answered. */
  logProbe: typeof logProbe;
  /** Remove log lines older than `before`. */
  pruneLogs(db: Q, before: Date): Promise<number>;
  /** A site's PHP version and the limits its plan gives PHP (memory_limit, workers, max_execution_time). */
  phpSettings: typeof phpSettingsOf;
}

export function createWebNode(): WebNode {
  return {
    probe,
    probeHost,
    servedSite,
    siteFault,
    setSiteFault,
    sites: webSites,
    generateTraffic,
    burst: (db, domain, now, requests) => burst(db, domain, now, requests),
    logProbe,
    pruneLogs,
    phpSettings: phpSettingsOf,
  };
}
