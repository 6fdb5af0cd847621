// Website health: does the name resolve (and to the hosting node), what the
// web node answers (its fault state included), the TLS certificate the account
// holds, the last hour's error-log lines and the resource limits hit.
import { dnsOps } from '@contract/dns';
import { formatMegabytes, megabytesOf } from '@contract/units';
import { certificateOf, resourceUsage, type HostingAccount } from '@server/areas/hosting/public';
import type { Deps } from '@server/core/deps';
import { recentErrorLines } from '@server/infra/web-logs';
import { probe, servedSite, siteFault } from '@server/infra/web-node';
import type { ProbeResult } from '@server/infra/web-node-shapes';
import { nodeAddresses } from './node-addresses';
import { actionFor, fail, fixWith, pass, unknown, warn, type Check } from './check';

const HOUR_MS = 3_600_000;
const DAY_MS = 24 * HOUR_MS;
/** Slower than this is a slow site (the page is felt waiting). */
export const SLOW_MS = 3_000;

export interface WebsiteFacts {
  url: string;
  resolvedIps: string[];
  http: ProbeResult;
  tls: { valid: boolean; issuer: string; expiresAt: string } | null;
}

async function resolve(deps: Deps, host: string) {
  const out: string[] = [];
  for (const type of ['A', 'AAAA']) {
    const r = await deps.infra.resolver.query(deps.db, { name: host, type, server: 'cloudflare' });
    if (r.status === 'NOERROR') out.push(...r.answers.filter((a) => a.type === type).map((a) => a.data));
  }
  return out;
}

function resolutionCheck(host: string, domain: string, ips: string[], account: HostingAccount | null): Check {
  const base = { id: 'resolution', label: 'DNS resolution', evidence: [`${host} → ${ips.join(', ') || 'no address'}`] };
  const node = nodeAddresses(account);
  // The record to add, when the host is the domain or its www name (a deeper name has its own zone rules).
  const name = host === domain ? '@' : host === `www.${domain}` ? 'www' : null;
  if (!ips.length)
    return fail(
      { ...base, detail: `${host} does not resolve: browsers cannot find the site` },
      node && name
        ? fixWith(
            `Add the A record ${name} → ${node.ipv4}`,
            actionFor(dnsOps.createDnsRecord, {
              body: { input: domain, record: { type: 'A', name, ttl: 3600, value: node.ipv4 } },
            }),
          )
        : fixWith(`Publish an address record for ${host} at its DNS provider`),
    );
  if (!node) return pass({ ...base, detail: `${host} resolves` });
  if (ips.some((ip) => node.all.includes(ip)))
    return pass({ ...base, detail: `${host} resolves to its hosting node ${node.name}` });
  return warn(
    { ...base, detail: `${host} resolves to ${ips.join(', ')}, not to its hosting node ${node.name} (${node.ipv4})` },
    fixWith(`Point ${host} at ${node.ipv4} (unless a proxy or CDN in front is intended)`),
  );
}

async function httpCheck(deps: Deps, url: string, host: string, http: ProbeResult): Promise<Check> {
  const base = { id: 'http', label: 'HTTP answer' };
  const site = await servedSite(deps.db, host);
  const fault = site ? await siteFault(deps.db, site.domain) : null;
  const evidence = [
    `GET ${url} → ${http.status ?? http.error}${http.responseTimeMs !== null ? ` in ${http.responseTimeMs} ms` : ''}`,
    ...(fault ? [`web node: ${site!.domain} is ${fault.mode} since ${fault.since.toISOString()}`] : []),
  ];
  if (http.error) return fail({ ...base, detail: `The site does not answer: ${http.error}`, evidence });
  if (http.status! >= 500)
    return fail({ ...base, detail: `The site answers ${http.status}: the server fails to build the page`, evidence });
  if (http.status! >= 400) return warn({ ...base, detail: `The site answers ${http.status}`, evidence });
  if ((http.responseTimeMs ?? 0) > SLOW_MS)
    return warn({ ...base, detail: `The site answers ${http.status}, slowly (${http.responseTimeMs} ms)`, evidence });
  return pass({ ...base, detail: `The site answers ${http.status} in ${http.responseTimeMs} ms`, evidence });
}

function tlsCheck(cert: Awaited<ReturnType<typeof certificateOf>> | null, host: string, now: Date) {
  const base = { id: 'tls', label: 'TLS certificate' };
  if (!cert)
    return {
      tls: null,
      check: warn(
        { ...base, detail: `No certificate for ${host} is held here: https visitors see a certificate warning` },
        fixWith('Issue a certificate for the site in the hosting area'),
      ),
    };
  const expiresAt = String(cert.details.expiresAt);
  const issuer = String(cert.details.issuer);
  const days = Math.floor((Date.parse(expiresAt) - now.getTime()) / DAY_MS);
  const error = cert.details.lastRenewalError ? String(cert.details.lastRenewalError) : null;
  const evidence = [`${issuer}, expires ${expiresAt}`, ...(error ? [`last renewal: ${error}`] : [])];
  const tls = { valid: days >= 0, issuer, expiresAt };
  if (days < 0)
    return {
      tls,
      check: fail(
        { ...base, detail: `The certificate expired ${-days} days ago: browsers refuse the site`, evidence },
        fixWith(error ? `Fix what stops the renewal: ${error}` : 'Renew the certificate'),
      ),
    };
  if (days <= 14)
    return {
      tls,
      check: warn(
        {
          ...base,
          detail: `The certificate expires in ${days} days${error ? ' and its renewal fails' : ''}`,
          evidence,
        },
        fixWith(error ? `Fix what stops the renewal: ${error}` : 'It renews by itself; check again in a day'),
      ),
    };
  return { tls, check: pass({ ...base, detail: `Valid for ${days} more days`, evidence }) };
}

async function errorLogCheck(deps: Deps, domain: string, now: Date): Promise<Check> {
  const base = { id: 'error_log', label: 'Error log' };
  const lines = await recentErrorLines(deps.db, domain, now, 50);
  if (!lines.length) return pass({ ...base, detail: 'No errors logged in the last hour' });
  const evidence = lines.slice(0, 5).map((l) => l.line);
  const detail = `${lines.length}${lines.length === 50 ? '+' : ''} errors logged in the last hour`;
  return (lines.length >= 10 ? fail : warn)(
    { ...base, detail, evidence },
    fixWith('Read the error log and fix the code or settings it names'),
  );
}

async function resourceCheck(deps: Deps, account: HostingAccount, now: Date): Promise<Check> {
  const base = { id: 'resources', label: 'Resource limits' };
  if (!account.node.keepsHistory)
    return unknown({ ...base, detail: `${account.node.name} keeps no usage history, so limit faults cannot be read` });
  const r = await resourceUsage(deps.db, account, now);
  const f = r.faults24h;
  const total = f.cpu + f.memory + f.processes + f.io;
  const m = r.memoryMb;
  const memory = m.limit === null ? `${formatMegabytes(m.used)} of unlimited` : megabytesOf(m.used, m.limit);
  const evidence = [
    `CPU ${r.cpuPercent.used}% of ${r.cpuPercent.limit}%, memory ${memory}, processes ${r.processes.used} of ${r.processes.limit}`,
    `faults in 24 h: cpu ${f.cpu}, memory ${f.memory}, processes ${f.processes}, io ${f.io}`,
  ];
  if (!total) return pass({ ...base, detail: 'No resource limit was hit in the last 24 hours', evidence });
  const hard = f.memory + f.processes;
  return (hard > 0 ? fail : warn)(
    {
      ...base,
      detail: `Limits were hit ${total} times in the last 24 hours${hard ? ': requests failed for lack of memory or processes' : ': the site was slowed down'}`,
      evidence,
    },
    fixWith(`Upgrade the hosting plan (${account.plan.plan}) for more CPU, memory and processes, or lighten the site`),
  );
}

export async function websiteChecks(
  deps: Deps,
  url: string,
  domain: string,
  account: HostingAccount | null,
): Promise<{ checks: Check[]; facts: WebsiteFacts }> {
  const now = deps.clock.now();
  const host = new URL(url).hostname;
  const site = await servedSite(deps.db, host);
  const [ips, http, cert] = await Promise.all([
    resolve(deps, host),
    probe(deps.db, url, now),
    account && site ? certificateOf(deps.db, account.service.id, site.domain) : Promise.resolve(null),
  ]);
  const checks: Check[] = [resolutionCheck(host, domain, ips, account), await httpCheck(deps, url, host, http)];
  let tls: WebsiteFacts['tls'] = null;
  if (account && site) {
    const t = tlsCheck(cert, site.domain, now);
    tls = t.tls;
    checks.push(t.check, await errorLogCheck(deps, site.domain, now), await resourceCheck(deps, account, now));
  } else {
    checks.push(
      unknown({ id: 'tls', label: 'TLS certificate', detail: `${host} is not served by a hosting account here` }),
    );
  }
  return { checks, facts: { url, resolvedIps: ips, http, tls } };
}
