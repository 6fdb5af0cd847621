// The embedded customer database server stops a statement at its limits by ending its worker
// thread, and the next statement works on the same data (ADR 028).
import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { rowsOf, StatementStopped, type CustomerServer } from './customer-server';
import { openEmbeddedCustomers } from './customer-server-embedded';

let server: CustomerServer;
beforeAll(async () => {
  server = await openEmbeddedCustomers({});
  await server.sql.transaction(async (tx) => {
    await tx.execute(sql`create schema site`);
    await tx.execute(sql`create table site.t (v text)`);
    await tx.execute(sql`insert into site.t values ('abcdefghijklmnopqrstuvwxyzabcdefghijklmnopqrstuvwxyz')`);
  });
}, 180_000);
afterAll(() => server.close());

/** The row with every letter an `a` (52 of them), each `a` replaced by all of it, `depth` times: 52^(depth+1) long. */
const ALL_A = `translate(v, 'bcdefghijklmnopqrstuvwxyz', 'aaaaaaaaaaaaaaaaaaaaaaaaa')`;
const grown = (depth: number) => {
  let e = ALL_A;
  for (let i = 0; i < depth; i++) e = `replace(${e}, 'a', ${ALL_A})`;
  return e;
};
const stopped = (p: Promise<unknown>) =>
  p.then(
    () => null,
    (err: unknown) => (err instanceof StatementStopped ? err.code : String(err)),
  );
const count = async () => (await rowsOf<{ n: number }>(server.sql, sql`select count(*)::int as n from site.t`))[0]!.n;

describe('the embedded customer database server', () => {
  it('stops a statement that grows past its memory limit; the next one works', { timeout: 180_000 }, async () => {
    const code = await stopped(
      server.readOnly({ timeoutMs: 150_000, memoryBytes: 64 * 1024 * 1024 }, (tx) =>
        tx.execute(sql.raw(`select length(${grown(5)}) from site.t`)),
      ),
    );
    expect(code).toBe('53200');
    expect(await count()).toBe(1);
  });

  it('stops a statement that outlives its time limit; the next one works', { timeout: 180_000 }, async () => {
    const slow = Array.from({ length: 40 }).reduce<string>(
      (e) => `regexp_replace(${e}, '(a)(a)(a)', '\\3\\2\\1', 'g')`,
      grown(2),
    );
    const code = await stopped(
      server.readOnly({ timeoutMs: 300, memoryBytes: 1024 * 1024 * 1024 }, (tx) =>
        tx.execute(sql.raw(`select length(${slow}) from site.t`)),
      ),
    );
    expect(code).toBe('57014');
    expect(await count()).toBe(1);
  });

  it(
    'gives back the memory a finished statement left behind, by restarting its thread',
    { timeout: 180_000 },
    async () => {
      const mb = 1024 * 1024;
      const before = process.memoryUsage.rss();
      // 300 MB of text: the thread's WebAssembly memory grows by more than that, and never shrinks by itself.
      await server.sql.execute(sql`select length(repeat('x', 300 * 1024 * 1024))`);
      const grown = process.memoryUsage.rss();
      expect(grown - before).toBeGreaterThan(200 * mb);
      // The next turn finds a new thread on the same data, and most of the growth gone (the new
      // thread's own start takes some back).
      expect(await count()).toBe(1);
      expect(grown - process.memoryUsage.rss()).toBeGreaterThan((grown - before) * 0.75);
    },
  );

  it('keeps a transaction whole: a failed one leaves nothing', { timeout: 60_000 }, async () => {
    await expect(
      server.sql.transaction(async (tx) => {
        await tx.execute(sql`insert into site.t values ('second')`);
        await tx.execute(sql`select 1/0`);
      }),
    ).rejects.toThrow();
    expect(await count()).toBe(1);
  });
});
