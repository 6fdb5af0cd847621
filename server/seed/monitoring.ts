// The monitoring demo, for the dashboard and its browser tests to rely on:
//
// - DEMO_MONITORED_SITE (nordlight-studio.com) has an http monitor, "Studio website", on
//   https://nordlight-studio.com/ (every 5 minutes, 2 retries): up, with its latest 48 checks and one
//   past outage (OUTAGE_DAYS_AGO days ago, OUTAGE_MINUTES minutes of HTTP 503 while the database was
//   unreachable; the site's logs show the 5xx lines and error-log lines of it).
// - A keyword monitor, "Print shop", on https://nordlight-prints.com/ looking for "Welcome": up.
// - DEMO_LOG_SITES have 30 days of logs (access, error, PHP error) at a small site's low rate; the
//   web node's traffic job continues them as time passes, for every hosted site.
// - The sandbox page /sandbox/web-node takes any of these sites down (or makes it fail or slow)
//   and checks its monitors at once. Its forms (dashboard session and same origin required):
//   POST /sandbox/web-node/<site> with mode=down|errors|slow|none; POST /sandbox/web-node/<site>/check
//   (checks the site's monitors now); POST /sandbox/web-node/<site>/traffic (20 visits in its access log).
//   Each answers 303 back to the page. A check of a hosted site also writes a "PanelUptime" access line.
import { accountById } from '@server/areas/account/public';
import { ensureTraffic, seedMonitor, wakeMonitorChecker } from '@server/areas/monitoring/public';
import { resolveInput } from '@server/core/admission/resolve-input';
import { hostingServiceByDomain } from '@server/areas/services/public';
import type { Tx } from '@server/db/client';
import { HOUR, hourRequests, requestLines } from '@server/infra/web-log-model';
import { DEFAULT_TRAFFIC_SEED, generateTraffic, trafficSites } from '@server/infra/web-traffic';

export const DEMO_MONITORED_SITE = 'nordlight-studio.com';
export const DEMO_MONITOR_NAMES = { website: 'Studio website', shop: 'Print shop' };
export const DEMO_LOG_SITES = ['nordlight-studio.com', 'nordlight-prints.com', 'studio-archive.se'];
export const OUTAGE_DAYS_AGO = 9;
export const OUTAGE_MINUTES = 14;

const day = 86_400_000;
const MINUTE = 60_000;

/**
 * When the seeded outage began: an afternoon about OUTAGE_DAYS_AGO days back, a few minutes before a
 * visit that the fault turned into a PHP fatal error. A small site has a visitor or two an hour, so a
 * fixed hour would, on some dates, see nobody during the outage and leave no trace of it in the logs;
 * the traffic is drawn from a fixed seed, so this asks it which visit that is.
 */
async function outageStart(tx: Tx, now: Date): Promise<Date> {
  const [site] = await trafficSites(tx, [DEMO_MONITORED_SITE]);
  for (let daysAgo = OUTAGE_DAYS_AGO; site && daysAgo < OUTAGE_DAYS_AGO + 7; daysAgo++) {
    const dayStart = Math.floor((now.getTime() - daysAgo * day) / day) * day;
    for (let hour = dayStart + 12 * HOUR; hour < dayStart + 18 * HOUR; hour += HOUR) {
      const visits = hourRequests(DEFAULT_TRAFFIC_SEED, site.domain, hour);
      const failed = visits.findIndex((at, i) =>
        requestLines(DEFAULT_TRAFFIC_SEED, site, at, i, 'errors').some((l) => l.kind === 'php_error'),
      );
      if (failed >= 0) return new Date(Math.floor(visits[failed]! / MINUTE) * MINUTE - 5 * MINUTE);
    }
  }
  return new Date(Math.floor((now.getTime() - OUTAGE_DAYS_AGO * day) / day) * day + 13 * HOUR);
}

export async function seedMonitoring(tx: Tx, now: Date) {
  const svc = await hostingServiceByDomain(tx, DEMO_MONITORED_SITE);
  const accountId = svc!.accountId;
  const owner = await accountById(tx, accountId);
  const outageAt = await outageStart(tx, now);
  await seedMonitor(
    tx,
    {
      accountId,
      target: await resolveInput(tx, accountId, DEMO_MONITORED_SITE),
      name: DEMO_MONITOR_NAMES.website,
      type: 'http',
      url: `https://${DEMO_MONITORED_SITE}/`,
      intervalSeconds: 300,
      retries: 2,
      alertEmails: [owner!.email],
      createdAt: new Date(now.getTime() - 45 * day),
      outages: [{ at: outageAt, minutes: OUTAGE_MINUTES, statusCode: 503, reason: 'Answered HTTP 503, expected 200' }],
    },
    now,
  );
  await seedMonitor(
    tx,
    {
      accountId,
      target: await resolveInput(tx, accountId, 'nordlight-prints.com'),
      name: DEMO_MONITOR_NAMES.shop,
      type: 'keyword',
      url: 'https://nordlight-prints.com/',
      keyword: 'Welcome',
      intervalSeconds: 600,
      retries: 1,
      alertEmails: [],
      createdAt: new Date(now.getTime() - 12 * day),
      outages: [],
    },
    now,
  );
  const until = new Date(Math.floor(now.getTime() / MINUTE) * MINUTE);
  await generateTraffic(tx, {
    from: new Date(until.getTime() - 30 * day),
    to: until,
    domains: DEMO_LOG_SITES,
    // The outage as the logs saw it: from a few checks before the monitor said down, to when it answered again.
    pastFaults: [
      {
        domain: DEMO_MONITORED_SITE,
        mode: 'errors',
        from: new Date(outageAt.getTime() - 10 * MINUTE),
        to: new Date(outageAt.getTime() + OUTAGE_MINUTES * MINUTE),
      },
    ],
  });
  await ensureTraffic(tx, now, until);
  await wakeMonitorChecker(tx, now);
}
