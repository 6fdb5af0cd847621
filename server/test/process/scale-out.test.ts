// Scale-out on PostgreSQL: two API processes on one database behind a round-robin proxy behave
// as one: exact rate budgets, one hold per attempt_key, one execution per approval, and each
// background job step run once, taken over by another process when its runner dies mid-step.
// Runs when TEST_DATABASE_URL is set (the embedded database is one process by design).
import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { enqueue } from '@server/core/job-queue';
import { queryRows } from '@server/db/client';
import type { Database } from '@server/db/database';
import { createToken, httpClient, login, type Call } from './http-client';
import { startRoundRobinProxy, type RoundRobinProxy } from './round-robin-proxy';
import { startNodeProcess, startServer, type ServerProcess } from './server-process';
import { testDatabase, type TestDatabase } from './test-database';

const pg = process.env.TEST_DATABASE_URL;
const MAX_OPEN_DEPOSITS = 5; // the add-funds hold refuses more unpaid top-ups (balance-handlers.ts)

let db: TestDatabase;
let direct: Database;
let servers: ServerProcess[] = [];
let proxy: RoundRobinProxy;
let viaProxy: Call;
let cookie: string;
const started = Date.now();

const count = async (q: ReturnType<typeof sql>) => Number((await queryRows<{ n: number }>(direct.db, q))[0]!.n);

/** The budgets are fixed windows on the wall clock: start a run of calls early in a window. */
async function earlyInWindow(windowSec: number, needSec = 20) {
  const left = windowSec - ((Date.now() / 1000) % windowSec);
  if (left < needSec) await new Promise((r) => setTimeout(r, left * 1000 + 500));
}

/** Run `n` calls, `width` at a time. */
async function inParallel<T>(n: number, width: number, fn: (i: number) => Promise<T>): Promise<T[]> {
  const out: T[] = new Array(n);
  let next = 0;
  await Promise.all(
    Array.from({ length: width }, async () => {
      while (next < n) {
        const i = next++;
        out[i] = await fn(i);
      }
    }),
  );
  return out;
}

describe.skipIf(!pg)('two API processes on one PostgreSQL', () => {
  beforeAll(async () => {
    db = await testDatabase();
    direct = await db.open();
    servers = await Promise.all([startServer(db.backend), startServer(db.backend)]);
    proxy = await startRoundRobinProxy(servers.map((s) => s.url));
    viaProxy = httpClient(proxy.url);
    cookie = await login(viaProxy);
  }, 120_000);
  afterAll(async () => {
    await proxy?.close();
    await Promise.all(servers.map((s) => s.kill('SIGTERM')));
    await direct?.close();
    await db?.remove();
    console.log(`[scale-out] file total ${Date.now() - started} ms`);
  });

  it('keeps the request budget exact across both: the 301st request is 429', { timeout: 120_000 }, async () => {
    const t = Date.now();
    const token = await createToken(viaProxy, cookie, 'budget reads', ['read:account']);
    await earlyInWindow(300);
    const before = [...proxy.served];
    const replies = await inParallel(300, 12, () => viaProxy('GET', '/me', { token }));
    expect(replies.map((r) => r.status)).toEqual(Array(300).fill(200));
    // Every count from 1 to 300 was handed out once: no lost or doubled increments between processes.
    const remaining = replies.map((r) => Number(r.headers.get('x-ratelimit-remaining'))).sort((a, b) => a - b);
    expect(remaining).toEqual(Array.from({ length: 300 }, (_, i) => i));
    const over = await viaProxy('GET', '/me', { token });
    expect(over.status).toBe(429);
    expect(over.body.code).toBe('rate_limited');
    expect(Number(over.headers.get('retry-after'))).toBeGreaterThan(0);
    const share = proxy.served.map((n, i) => n - before[i]!);
    expect(share.every((n) => n >= 100)).toBe(true);
    console.log(
      `[scale-out] request budget: 300 x 200 then 429; per process ${share.join(' / ')}; ${Date.now() - t} ms`,
    );
  });

  it('keeps the write budget exact across both: the 61st write is 429', { timeout: 120_000 }, async () => {
    const t = Date.now();
    const token = await createToken(viaProxy, cookie, 'budget writes', ['read:dns', 'write:dns']);
    await earlyInWindow(3600);
    // A dry-run bulk change is a write-tier call that changes nothing.
    const write = () =>
      viaProxy('POST', '/dns/zone/records/bulk', {
        token,
        body: {
          input: 'nordlight-studio.com',
          creates: [{ type: 'A', name: 'budget', value: '192.0.2.1' }],
          dry_run: true,
        },
      });
    const replies = await inParallel(60, 8, write);
    expect(replies.map((r) => r.status)).toEqual(Array(60).fill(200));
    const remaining = replies.map((r) => Number(r.headers.get('x-ratelimit-write-remaining'))).sort((a, b) => a - b);
    expect(remaining).toEqual(Array.from({ length: 60 }, (_, i) => i));
    const over = await write();
    expect(over.status).toBe(429);
    expect(over.headers.get('x-ratelimit-bucket')).toBe('write');
    console.log(`[scale-out] write budget: 60 x 200 then 429; ${Date.now() - t} ms`);
  });

  it('gives one hold for one attempt_key sent to both processes at once', { timeout: 60_000 }, async () => {
    const t = Date.now();
    const token = await createToken(viaProxy, cookie, 'attempt key', ['read:account', 'write:billing']);
    const calls = servers.map((s) => httpClient(s.url));
    const replies = await Promise.all(
      Array.from({ length: 10 }, (_, i) =>
        calls[i % 2]!('POST', '/account/balance/actions/add-funds', {
          token,
          body: { amount: 250, attempt_key: 'scale-out-once' },
        }),
      ),
    );
    expect(replies.map((r) => r.status)).toEqual(Array(10).fill(200));
    expect(new Set(replies.map((r) => r.body.pendingActionId)).size).toBe(1);
    expect(await count(sql`select count(*)::int as n from pending_actions where attempt_key = 'scale-out-once'`)).toBe(
      1,
    );
    console.log(`[scale-out] attempt_key: 10 concurrent calls on 2 processes -> 1 hold; ${Date.now() - t} ms`);
  });

  it('executes a hold approved from both processes at once exactly once', { timeout: 60_000 }, async () => {
    const t = Date.now();
    const token = await createToken(viaProxy, cookie, 'approvals', ['read:account', 'write:billing']);
    const open = await count(
      sql`select count(*)::int as n from invoices i join accounts a on a.id = i.account_id
          where a.email = 'demo@example.com' and i.kind = 'deposit' and i.status = 'unpaid'`,
    );
    const rounds = Math.min(3, MAX_OPEN_DEPOSITS - 1 - open);
    expect(rounds).toBeGreaterThan(0);
    const calls = servers.map((s) => httpClient(s.url));
    for (let round = 0; round < rounds; round++) {
      const hold = await viaProxy('POST', '/account/balance/actions/add-funds', {
        token,
        body: { amount: 300 + round },
      });
      expect(hold.status).toBe(200);
      const id = hold.body.pendingActionId as string;
      const replies = await Promise.all(
        calls.map((c) => c('POST', `/pending-actions/${id}/approve`, { cookie, body: {} })),
      );
      expect(replies.map((r) => r.status).sort()).toEqual([200, 409]);
      expect(replies.find((r) => r.status === 409)!.body.code).toBe('hold_already_decided');
      const winner = replies.find((r) => r.status === 200)!.body;
      expect(winner.status).toBe('approved');
      const invoices = await queryRows<{ id: number }>(
        direct.db,
        sql`select id from invoices where pending_action_id = ${id}`,
      );
      expect(invoices).toEqual([{ id: winner.result.invoiceId }]);
    }
    console.log(
      `[scale-out] approvals: ${rounds} holds approved from both processes -> 1 execution each; ${Date.now() - t} ms`,
    );
  });

  describe('background jobs', () => {
    const workers: { pid: number; output: () => string; kill: (s: NodeJS.Signals) => void; exited: Promise<string> }[] =
      [];
    const startWorker = async (hangs: boolean) => {
      const w = await startNodeProcess(
        'server/test/process/job-worker.ts',
        { DATABASE_URL: (db.backend as { databaseUrl: string }).databaseUrl, WORKER_HANGS: hangs ? '1' : '0' },
        /^READY$/m,
      );
      const worker = {
        pid: w.proc.pid!,
        output: w.output,
        kill: (s: NodeJS.Signals) => w.proc.kill(s),
        exited: w.exited,
      };
      workers.push(worker);
      return worker;
    };
    const steps = (jobId: number) =>
      queryRows<{ step: number; pid: number }>(
        direct.db,
        sql`select step, pid from process_job_steps where job_id = ${jobId} order by step`,
      );
    const waitFor = async (what: () => Promise<boolean>, ms: number) => {
      const until = Date.now() + ms;
      while (!(await what())) {
        if (Date.now() > until) throw new Error(`not done after ${ms} ms`);
        await new Promise((r) => setTimeout(r, 100));
      }
    };
    let survivors: Awaited<ReturnType<typeof startWorker>>[] = [];

    beforeAll(async () => {
      await direct.db.execute(
        sql`create table process_job_steps (job_id int not null, step int not null, pid int not null)`,
      );
    });
    afterAll(async () => {
      // A worker stuck in a step cannot close its pool: SIGTERM, then SIGKILL what is still there.
      for (const w of workers) w.kill('SIGTERM');
      const late = setTimeout(() => workers.forEach((w) => w.kill('SIGKILL')), 5000);
      await Promise.all(workers.map((w) => w.exited));
      clearTimeout(late);
    });

    it('takes over a job whose process died in the middle of a step', { timeout: 120_000 }, async () => {
      const t = Date.now();
      const doomed = await startWorker(true);
      const job = await enqueue(direct.db, new Date(), { kind: 'test.takeover' });
      await waitFor(async () => doomed.output().includes(`HANG ${job.id}`), 20_000);
      survivors = await Promise.all([startWorker(false), startWorker(false)]);
      // While the dying runner holds the row lock, the others skip the job (dozens of polls each).
      await new Promise((r) => setTimeout(r, 1500));
      const [held] = await queryRows<{ state: string; attempts: number }>(
        direct.db,
        sql`select state, attempts from jobs where id = ${job.id}`,
      );
      expect(held).toEqual({ state: 'queued', attempts: 0 });
      expect(await steps(job.id)).toEqual([]); // the step's own write is not committed either
      // ...and are not stalled by it: another job runs to the end meanwhile.
      const other = await enqueue(direct.db, new Date(), { kind: 'test.steps' });
      await waitFor(
        async () =>
          (await count(sql`select count(*)::int as n from jobs where id = ${other.id} and state = 'done'`)) === 1,
        20_000,
      );
      expect(await count(sql`select count(*)::int as n from jobs where id = ${job.id} and state = 'queued'`)).toBe(1);
      doomed.kill('SIGKILL');
      expect(await doomed.exited).toBe('SIGKILL');
      await waitFor(
        async () =>
          (await count(sql`select count(*)::int as n from jobs where id = ${job.id} and state = 'done'`)) === 1,
        20_000,
      );
      const ran = await steps(job.id);
      expect(ran).toHaveLength(1); // the killed step left nothing; the survivor's ran once
      expect(survivors.map((s) => s.pid)).toContain(ran[0]!.pid);
      const [done] = await queryRows<{ attempts: number; result: { by: number } }>(
        direct.db,
        sql`select attempts, result from jobs where id = ${job.id}`,
      );
      expect(done).toEqual({ attempts: 1, result: { by: ran[0]!.pid } });
      console.log(
        `[scale-out] job takeover: killed mid-step, finished once by pid ${ran[0]!.pid}; ${Date.now() - t} ms`,
      );
    });

    it('runs each step of each job exactly once with two runners', { timeout: 120_000 }, async () => {
      const t = Date.now();
      const ids = await direct.db.transaction(async (tx) => {
        const out: number[] = [];
        for (let i = 0; i < 30; i++) out.push((await enqueue(tx, new Date(), { kind: 'test.steps' })).id);
        return out;
      });
      const first = Math.min(...ids);
      await waitFor(
        async () =>
          (await count(
            sql`select count(*)::int as n from jobs where kind = 'test.steps' and id >= ${first} and state in ('queued', 'running')`,
          )) === 0,
        60_000,
      );
      const jobs = await queryRows<{ state: string; attempts: number }>(
        direct.db,
        sql`select state, attempts from jobs where kind = 'test.steps' and id >= ${first} order by id`,
      );
      expect(jobs).toEqual(ids.map(() => ({ state: 'done', attempts: 3 })));
      const rows = await queryRows<{ job_id: number; step: number; runs: number }>(
        direct.db,
        sql`select job_id, step, count(*)::int as runs from process_job_steps
            where job_id >= ${first} group by job_id, step`,
      );
      expect(rows).toHaveLength(90);
      expect(rows.filter((r) => r.runs !== 1)).toEqual([]);
      const byPid = await queryRows<{ pid: number; n: number }>(
        direct.db,
        sql`select pid, count(*)::int as n from process_job_steps
            where job_id >= ${first} group by pid order by pid`,
      );
      // Both runners took part: the exactly-once result was reached under contention.
      expect(byPid.map((r) => r.pid).sort()).toEqual(survivors.map((s) => s.pid).sort());
      console.log(
        `[scale-out] jobs: 30 jobs x 3 steps = 90 steps, each run once; per runner ${byPid.map((r) => r.n).join(' / ')}; ${Date.now() - t} ms`,
      );
    });
  });
});
