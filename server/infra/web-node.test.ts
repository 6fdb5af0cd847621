// The simulated web node: what its sites answer (normally, and under each sandbox
// fault), what names it does not host answer, and the logs it writes: believable
// lines that the same seed writes the same way however a period is split.
import { and, eq, sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { queryRows } from '@server/db/client';
import { webLogLines } from '@server/db/schema/infra-web';
import { startApi, type TestApi } from '@server/test/harness';
import { hourRequests, HOUR, requestLines } from './web-log-model';
import { probe, probeHost, servedSite, setSiteFault, siteFault } from './web-node';
import { generateTraffic, pruneLogs } from './web-traffic';

let api: TestApi;
beforeAll(async () => {
  api = await startApi();
});
afterAll(() => api.close());

const SITE = 'nordlight-studio.com';
const now = () => api.clock.now();
/** Run `fn` in a transaction that is rolled back, so each test sees the seeded database. */
async function rolledBack(fn: (tx: Parameters<Parameters<TestApi['db']['transaction']>[0]>[0]) => Promise<void>) {
  await api.db
    .transaction(async (tx) => {
      await fn(tx);
      tx.rollback();
    })
    .catch((e: unknown) => {
      if (!(e instanceof Error) || !/rollback/i.test(e.message)) throw e;
    });
}

describe('web node: probes', () => {
  it('answers a hosted site, its www. name, a subdomain and an alias pointer with 200', async () => {
    for (const url of [
      `https://${SITE}/`,
      `http://www.${SITE}/about`,
      `https://blog.${SITE}/`,
      'https://nordlightstudio.com/',
    ]) {
      const r = await probe(api.db, url, now());
      expect(r, url).toMatchObject({ ok: true, status: 200, error: null });
      expect(r.responseTimeMs).toBeGreaterThan(0);
      expect(r.responseTimeMs).toBeLessThan(2000);
    }
    expect((await servedSite(api.db, `www.${SITE}`))?.domain).toBe(SITE);
    expect(await servedSite(api.db, 'nordlightstudio.com')).toMatchObject({ domain: SITE, via: 'alias' });
  });

  it('fails a name that is not hosted here and does not resolve, and answers one that resolves elsewhere', async () => {
    expect(await probe(api.db, 'https://no-such-site.invalid/', now())).toMatchObject({
      ok: false,
      status: null,
      error: 'DNS did not resolve',
    });
    expect(await probe(api.db, 'https://mail-in.suite-a.net/', now())).toMatchObject({ ok: true, status: 200 });
    expect((await probe(api.db, 'ftp://x.example/', now())).error).toMatch(/Cannot check/);
    // A node's own address with no site for the name: the web server's default 404.
    expect(await probe(api.db, 'http://185.20.31.12/', now())).toMatchObject({ ok: false, status: 404 });
  });

  it('answers as the sandbox fault says: down refuses, errors answers 5xx, slow times out past the timeout', async () => {
    await rolledBack(async (tx) => {
      await setSiteFault(tx, SITE, 'down', now());
      expect(await siteFault(tx, SITE)).toMatchObject({ mode: 'down' });
      expect(await probe(tx, `https://${SITE}/`, now())).toMatchObject({
        ok: false,
        status: null,
        error: 'Connection refused',
      });
      // A down site's web ports refuse, but the machine still answers ping.
      expect((await probeHost(tx, { type: 'port', host: SITE, port: 443 }, now())).ok).toBe(false);
      expect((await probeHost(tx, { type: 'ping', host: SITE }, now())).ok).toBe(true);

      await setSiteFault(tx, SITE, 'errors', now());
      const e = await probe(tx, `https://${SITE}/`, now());
      expect(e.ok).toBe(false);
      expect([500, 503]).toContain(e.status);

      await setSiteFault(tx, SITE, 'slow', now());
      const slow = await probe(tx, `https://${SITE}/`, now(), { timeoutMs: 60_000 });
      expect(slow).toMatchObject({ ok: true, status: 200 });
      expect(slow.responseTimeMs).toBeGreaterThanOrEqual(12_000);
      const timedOut = await probe(tx, `https://${SITE}/`, now(), { timeoutMs: 5_000 });
      expect(timedOut).toMatchObject({ ok: false, status: null, responseTimeMs: null });
      expect(timedOut.error).toMatch(/timed out/);

      await setSiteFault(tx, SITE, null, now());
      expect(await siteFault(tx, SITE)).toBeNull();
      expect((await probe(tx, `https://${SITE}/`, now())).status).toBe(200);
    });
  });

  it('checks ports, ping and DNS', async () => {
    expect((await probeHost(api.db, { type: 'port', host: SITE, port: 993 }, now())).ok).toBe(true);
    expect(await probeHost(api.db, { type: 'port', host: SITE, port: 8081 }, now())).toMatchObject({
      ok: false,
      error: 'Connection refused on port 8081',
    });
    expect((await probeHost(api.db, { type: 'dns', host: 'mail-in.suite-a.net' }, now())).body).toBe('198.18.10.25');
    expect((await probeHost(api.db, { type: 'dns', host: 'nothing.invalid' }, now())).error).toBe(
      'DNS did not resolve',
    );
  });
});

describe('web node: logs', () => {
  const site = {
    domain: 'example-shop.test',
    documentRoot: '/home/shop/public_html',
    php: true,
    memoryLimitMb: 256,
    maxWorkers: 30,
    maxExecutionSeconds: 30,
  };
  const day = (seed: string, start: number) =>
    Array.from({ length: 24 }, (_, h) => start + h * HOUR).flatMap((h) =>
      hourRequests(seed, site.domain, h).flatMap((t, i) => requestLines(seed, site, t, i, null)),
    );

  it('writes the same lines for the same seed, other lines for another seed', () => {
    const start = Date.UTC(2026, 10, 2);
    const a = day('seed-a', start);
    expect(a.length).toBeGreaterThan(10);
    expect(day('seed-a', start)).toEqual(a);
    expect(day('seed-b', start).map((l) => l.line)).not.toEqual(a.map((l) => l.line));
  });

  it('writes Combined Log Format access lines with the parsed columns beside them', () => {
    const lines = day('seed-a', Date.UTC(2026, 10, 3)).filter((l) => l.kind === 'access');
    const clf =
      /^(\S+) - - \[(\d{2}\/\w{3}\/\d{4}:\d{2}:\d{2}:\d{2} \+0000)\] "(\w+) (\S+) HTTP\/[\d.]+" (\d{3}) (\d+|-) "[^"]*" "[^"]*"$/;
    for (const l of lines) {
      const m = clf.exec(l.line);
      expect(m, l.line).not.toBeNull();
      expect([m![1], m![3], m![4], Number(m![5])]).toEqual([l.clientIp, l.method, l.path, l.status]);
    }
  });

  it('writes the same lines whether a period is generated at once or in pieces, with ids in time order', async () => {
    // Past what the seed wrote, and not on whole hours.
    const from = new Date(Math.floor(now().getTime() / HOUR) * HOUR + 2 * HOUR + 7 * 60_000);
    const to = new Date(from.getTime() + 9 * HOUR);
    const mid = new Date(from.getTime() + 137 * 60_000);
    const read = (tx: Parameters<Parameters<TestApi['db']['transaction']>[0]>[0]) =>
      tx
        .select({ at: webLogLines.at, line: webLogLines.line })
        .from(webLogLines)
        .where(and(eq(webLogLines.domain, SITE), sql`${webLogLines.at} >= ${from.toISOString()}::timestamptz`))
        .orderBy(webLogLines.id);
    let once: { at: Date; line: string }[] = [];
    await rolledBack(async (tx) => {
      await generateTraffic(tx, { from, to, domains: [SITE], seed: 'split-test' });
      once = await read(tx);
    });
    await rolledBack(async (tx) => {
      await generateTraffic(tx, { from, to: mid, domains: [SITE], seed: 'split-test' });
      await generateTraffic(tx, { from: mid, to, domains: [SITE], seed: 'split-test' });
      expect(await read(tx)).toEqual(once);
    });
    expect(once.length).toBeGreaterThan(0);
    const times = once.map((l) => l.at.getTime());
    expect(times).toEqual([...times].sort((x, y) => x - y));
  });

  it('logs 5xx responses and error lines while a site fails, and prunes old lines', async () => {
    await rolledBack(async (tx) => {
      await setSiteFault(tx, SITE, 'errors', new Date(now().getTime() - 24 * HOUR));
      const from = new Date(now().getTime() + HOUR);
      await generateTraffic(tx, { from, to: new Date(from.getTime() + 12 * HOUR), domains: [SITE] });
      const [r] = await queryRows<{ s5: number; ok: number; errors: number; php: number }>(
        tx,
        sql`select count(*) filter (where kind = 'access' and status >= 500)::int as s5,
              count(*) filter (where kind = 'access' and status = 200 and php)::int as ok,
              count(*) filter (where kind = 'error')::int as errors, count(*) filter (where kind = 'php_error')::int as php
            from web_log_lines where domain = ${SITE} and at >= ${from.toISOString()}::timestamptz`,
      );
      expect(r!.s5).toBeGreaterThan(0);
      expect(r!.ok).toBe(0);
      expect(r!.errors).toBeGreaterThan(0);
      expect(r!.php).toBeGreaterThan(0);
      const before = await tx.$count(webLogLines);
      const pruned = await pruneLogs(tx, new Date(now().getTime() - 29 * 24 * HOUR));
      expect(pruned).toBeGreaterThan(0);
      expect(await tx.$count(webLogLines)).toBe(before - pruned);
    });
  });
});
