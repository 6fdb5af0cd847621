// What one site's visitors do in one minute, as the web node logs it: access
// lines in Combined Log Format, Apache 2.4 error-log lines and PHP error-log
// lines, each with the parsed columns the statistics read. Pure: the same seed,
// site, minute and fault give the same lines. Addresses are from the
// documentation ranges (RFC 5737), so no real visitor is named.
import type { FaultMode } from './web-node-shapes';
import { hash32, rngFor, type Rng } from './web-random';

export interface SiteModel {
  domain: string;
  documentRoot: string;
  php: boolean;
  memoryLimitMb: number;
  maxWorkers: number;
  maxExecutionSeconds: number;
}

export interface LogRow {
  domain: string;
  kind: 'access' | 'error' | 'php_error';
  at: Date;
  line: string;
  method?: string;
  path?: string;
  status?: number;
  bytes?: number;
  clientIp?: string;
  responseMs?: number;
  php?: boolean;
  phpMemoryMb?: number;
  phpCpuMs?: number;
  phpWorkers?: number;
}

type Page = readonly [path: string, weight: number, php: boolean, bytes: number, status: number];
const PAGES: readonly Page[] = [
  ['/', 30, true, 24_000, 200],
  ['/about', 8, true, 14_000, 200],
  ['/contact', 6, true, 9_000, 200],
  ['/journal', 10, true, 21_000, 200],
  ['/journal/winter-light', 5, true, 32_000, 200],
  ['/journal/studio-visit', 4, true, 28_000, 200],
  ['/portfolio', 8, true, 41_000, 200],
  ['/shop', 6, true, 36_000, 200],
  ['/feed', 2, true, 11_000, 200],
  ['/assets/site.css', 6, false, 18_000, 200],
  ['/assets/app.js', 5, false, 52_000, 200],
  ['/images/hero.jpg', 6, false, 240_000, 200],
  ['/favicon.ico', 5, false, 4_286, 200],
  ['/robots.txt', 3, false, 68, 200],
  ['/sitemap.xml', 2, false, 2_400, 200],
  ['/old-page.html', 1, false, 310, 404],
  ['/wp-login.php', 2, false, 310, 404],
  ['/.env', 1, false, 310, 404],
  ['/xmlrpc.php', 1, true, 199, 403],
];
const PAGE_WEIGHTS = PAGES.map((p) => [p, p[1]] as const);
const BOT_PATHS = new Set(['/wp-login.php', '/.env', '/xmlrpc.php']);

const BROWSERS = [
  'Mozilla/5.0 (Windows NT 10.0; Win64; x64) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/131.0.0.0 Safari/537.36',
  'Mozilla/5.0 (Macintosh; Intel Mac OS X 14_6) AppleWebKit/605.1.15 (KHTML, like Gecko) Version/18.1 Safari/605.1.15',
  'Mozilla/5.0 (iPhone; CPU iPhone OS 18_1 like Mac OS X) AppleWebKit/605.1.15 (KHTML, like Gecko) Version/18.1 Mobile/15E148 Safari/604.1',
  'Mozilla/5.0 (X11; Linux x86_64; rv:132.0) Gecko/20100101 Firefox/132.0',
  'Mozilla/5.0 (Linux; Android 14; Pixel 8) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/131.0.0.0 Mobile Safari/537.36',
];
const CRAWLERS = [
  'Mozilla/5.0 (compatible; Googlebot/2.1; +http://www.google.com/bot.html)',
  'Mozilla/5.0 (compatible; bingbot/2.0; +http://www.bing.com/bingbot.htm)',
];
const SCANNER = 'Mozilla/5.0 zgrab/0.x';
const NETS = ['192.0.2.', '198.51.100.', '203.0.113.'];
const MONTHS = ['Jan', 'Feb', 'Mar', 'Apr', 'May', 'Jun', 'Jul', 'Aug', 'Sep', 'Oct', 'Nov', 'Dec'];
const DAYS = ['Sun', 'Mon', 'Tue', 'Wed', 'Thu', 'Fri', 'Sat'];
const p2 = (n: number, w = 2) => String(n).padStart(w, '0');

/** `23/Nov/2026:06:20:31 +0000`: the access log's time. */
const clfTime = (d: Date) =>
  `${p2(d.getUTCDate())}/${MONTHS[d.getUTCMonth()]}/${d.getUTCFullYear()}:${p2(d.getUTCHours())}:${p2(d.getUTCMinutes())}:${p2(d.getUTCSeconds())} +0000`;
/** `Mon Nov 23 06:20:31.123456 2026`: Apache's error log time. */
const apacheTime = (d: Date) =>
  `${DAYS[d.getUTCDay()]} ${MONTHS[d.getUTCMonth()]} ${p2(d.getUTCDate())} ${p2(d.getUTCHours())}:${p2(d.getUTCMinutes())}:${p2(d.getUTCSeconds())}.${p2(d.getUTCMilliseconds(), 3)}${p2(hash32(d.toISOString()) % 1000, 3)} ${d.getUTCFullYear()}`;
/** `23-Nov-2026 06:20:31 UTC`: PHP's error log time. */
const phpTime = (d: Date) =>
  `${p2(d.getUTCDate())}-${MONTHS[d.getUTCMonth()]}-${d.getUTCFullYear()} ${p2(d.getUTCHours())}:${p2(d.getUTCMinutes())}:${p2(d.getUTCSeconds())} UTC`;

/**
 * Requests per hour of a site at its average load, from its name: 1-3, a small business site's pages
 * (a month of it stays small enough to seed quickly).
 */
export const ratePerHour = (domain: string) => 1 + (hash32(`rate|${domain}`) % 3);

/** More visits in the (Central European) afternoon than at night, fewer at weekends. */
export function loadFactor(at: Date): number {
  const hour = (at.getUTCHours() + 1) % 24;
  const day = 0.2 + 0.8 * Math.max(0, Math.sin(((hour - 6) / 18) * Math.PI));
  const weekend = at.getUTCDay() === 0 || at.getUTCDay() === 6 ? 0.7 : 1;
  return day * weekend * 1.6;
}

function visitorIp(rng: Rng, domain: string): string {
  // A few regulars make most visits: the square skews the index towards the low end.
  const idx = Math.floor(rng.next() ** 2 * 500);
  const h = hash32(`${domain}|visitor|${idx}`);
  return `${NETS[h % 3]}${1 + ((h >>> 8) % 254)}`;
}

/** One request at `at`: its access line, and the error lines it caused. */
function request(rng: Rng, site: SiteModel, at: Date, fault: FaultMode | null): LogRow[] {
  const page = rng.weighted(PAGE_WEIGHTS);
  const [path, , phpPage, size] = page;
  let status = page[4];
  const bot = BOT_PATHS.has(path);
  const ip = bot ? rng.pick(['203.0.113.45', '198.51.100.77', '192.0.2.200']) : visitorIp(rng, site.domain);
  const ua = bot ? SCANNER : rng.next() < 0.12 ? rng.pick(CRAWLERS) : rng.pick(BROWSERS);
  const method = path === '/contact' && rng.next() < 0.15 ? 'POST' : 'GET';
  if (method === 'POST') status = 302;
  const php = phpPage && site.php;
  const out: LogRow[] = [];
  const client = `[client ${ip}:${rng.int(32768, 60999)}]`;
  const pid = `[pid ${rng.int(1200, 48000)}:tid ${rng.int(139_000_000, 139_999_999)}]`;
  const err = (module: string, text: string) =>
    out.push({
      domain: site.domain,
      kind: 'error',
      at,
      line: `[${apacheTime(at)}] [${module}] ${pid} ${client} ${text}`,
    });
  const phpErr = (text: string) =>
    out.push({ domain: site.domain, kind: 'php_error', at, line: `[${phpTime(at)}] PHP ${text}` });
  const script = `${site.documentRoot}/index.php`;

  let bytes = Math.round(size * (0.8 + rng.next() * 0.4));
  let responseMs = php ? 0 : rng.int(1, 8);
  let memory = php ? Math.round((12 + rng.next() * 40) * 10) / 10 : undefined;
  const cpu = php ? rng.int(20, 200) : undefined;
  let workers = php ? 1 + rng.poisson(0.3) : undefined;
  if (php) responseMs = cpu! + rng.int(20, 170);
  if (!php && status === 200 && rng.next() < 0.2) {
    status = 304;
    bytes = 0;
  }
  if (status === 403)
    err('authz_core:error', `AH01630: client denied by server configuration: ${site.documentRoot}${path}`);

  if (php && status < 400 && fault === 'errors') {
    status = rng.next() < 0.7 ? 500 : 503;
    bytes = rng.int(480, 720);
    if (status === 500) {
      const msg = `Uncaught PDOException: SQLSTATE[HY000] [2002] Connection refused in ${site.documentRoot}/includes/db.php:42`;
      err('proxy_fcgi:error', `AH01071: Got error 'PHP message: PHP Fatal error:  ${msg}'`);
      phpErr(`Fatal error:  ${msg}`);
    } else
      err('proxy_fcgi:error', `(111)Connection refused: AH01079: failed to make connection to backend: httpd-UDS (*)`);
  } else if (php && status < 400 && fault === 'slow') {
    responseMs = rng.int(12_000, 40_000);
    workers = site.maxWorkers - rng.int(0, 2);
    if (responseMs >= site.maxExecutionSeconds * 1000) {
      status = 504;
      bytes = rng.int(400, 600);
      err(
        'proxy_fcgi:error',
        `(70007)The timeout specified has expired: AH01075: Error dispatching request to : (polling)`,
      );
      phpErr(
        `Fatal error:  Maximum execution time of ${site.maxExecutionSeconds} seconds exceeded in ${script} on line 118`,
      );
    }
    if (workers >= site.maxWorkers)
      err('proxy_fcgi:error', `AH01079: failed to make connection to backend: all ${site.maxWorkers} PHP workers busy`);
  } else if (php && status < 400) {
    const r = rng.next();
    if (r < 0.0005) {
      memory = site.memoryLimitMb;
      status = 500;
      bytes = 520;
      const msg = `Allowed memory size of ${site.memoryLimitMb * 1_048_576} bytes exhausted (tried to allocate 20480 bytes) in ${site.documentRoot}/includes/gallery.php on line 87`;
      err('proxy_fcgi:error', `AH01071: Got error 'PHP message: PHP Fatal error:  ${msg}'`);
      phpErr(`Fatal error:  ${msg}`);
    } else if (r < 0.01) {
      phpErr(`Warning:  Undefined array key "utm_source" in ${site.documentRoot}/includes/header.php on line 31`);
    } else if (r < 0.015) {
      phpErr(`Deprecated:  strftime() is deprecated in ${site.documentRoot}/includes/dates.php on line 12`);
    }
  }
  const referer =
    bot || rng.next() < 0.5
      ? '-'
      : rng.pick(['https://www.google.com/', `https://${site.domain}/`, 'https://www.instagram.com/']);
  const proto = bot ? 'HTTP/1.1' : 'HTTP/2.0';
  const line = `${ip} - - [${clfTime(at)}] "${method} ${path} ${proto}" ${status} ${bytes === 0 ? '-' : bytes} "${referer}" "${ua}"`;
  out.unshift({
    domain: site.domain,
    kind: 'access',
    at,
    line,
    method,
    path,
    status,
    bytes,
    clientIp: ip,
    responseMs,
    php,
    ...(php ? { phpMemoryMb: memory, phpCpuMs: cpu, phpWorkers: workers } : {}),
  });
  return out;
}

/** A site that is down: its web server keeps failing to start, and says so. */
function downLines(rng: Rng, site: SiteModel, at: Date): LogRow[] {
  const pid = `[pid ${rng.int(1200, 48000)}]`;
  return [
    `[${apacheTime(at)}] [core:emerg] ${pid} (98)Address already in use: AH00072: make_sock: could not bind to address [::]:443`,
    `[${apacheTime(at)}] [mpm_event:alert] ${pid} no listening sockets available, shutting down`,
  ].map((line) => ({ domain: site.domain, kind: 'error' as const, at, line }));
}

export const HOUR = 3_600_000;

/**
 * When a site's visitors come in the hour starting at `hour` (ms since the epoch), sorted: a Poisson
 * number of requests around the site's rate and the hour's load.
 */
export function hourRequests(seed: string, domain: string, hour: number): number[] {
  const rng = rngFor(seed, domain, hour);
  const n = rng.poisson(ratePerHour(domain) * loadFactor(new Date(hour)));
  return Array.from({ length: n }, () => hour + rng.int(0, HOUR - 1)).sort((a, b) => a - b);
}

/**
 * The lines of one request at `at` (its access line and the error lines it caused), from its own
 * generator: the same request always writes the same lines under the same fault. While the site is
 * down nobody gets through; its failed restarts are logged instead.
 */
export function requestLines(seed: string, site: SiteModel, at: number, key: string | number, fault: FaultMode | null) {
  const rng = rngFor(seed, site.domain, at, key);
  return fault === 'down' ? downLines(rng, site, new Date(at)) : request(rng, site, new Date(at), fault);
}

/** Where the uptime monitors check from, and how they say who they are. */
export const MONITOR_ADDRESS = '185.20.28.9';
const MONITOR_AGENT = 'Mozilla/5.0 (compatible; PanelUptime/1.0)';

/** The access line of a monitor's check that the site answered (a refused or timed-out one leaves none). */
export function monitorLine(
  domain: string,
  path: string,
  at: Date,
  answer: { status: number; responseTimeMs: number | null; bytes: number },
): LogRow {
  const line = `${MONITOR_ADDRESS} - - [${clfTime(at)}] "GET ${path} HTTP/1.1" ${answer.status} ${answer.bytes} "-" "${MONITOR_AGENT}"`;
  return {
    domain,
    kind: 'access',
    at,
    line,
    method: 'GET',
    path,
    status: answer.status,
    bytes: answer.bytes,
    clientIp: MONITOR_ADDRESS,
    responseMs: answer.responseTimeMs ?? undefined,
    php: false,
  };
}
