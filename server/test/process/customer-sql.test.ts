// Issue 30's first point, over real HTTP against an API process: a customer's SQL runs on the
// node's own database server (ADR 028), never on the event loop that serves everyone else. A
// statement that runs too long or grows too large is stopped with a 422 naming which, other
// customers are answered while it runs, the next statement works, and the process gives the
// memory back. Set-returning functions, which the planner cannot price, are refused before they run.
import fs from 'node:fs';
import { afterAll, describe, expect, it } from 'vitest';
import { OTHER } from '@server/seed/seed';
import { createToken, httpClient, login, type Call } from './http-client';
import { startServer, type ServerProcess } from './server-process';
import { testDatabase, type TestDatabase } from './test-database';

const SITE = 'nordlight-studio.com';

let db: TestDatabase | undefined;
let server: ServerProcess | undefined;
let call: Call;
let token: string;
let bystander: string;
afterAll(async () => {
  await server?.kill('SIGKILL');
  await db?.remove();
});

// The site's title and tagline with every letter made an `e`: about 33 characters, all matches.
const LETTERS = 'abcdefghijklmnopqrstuvwxyzABCDEFGHIJKLMNOPQRSTUVWXYZ';
const BASE = `(select translate(string_agg(option_value, ''), '${LETTERS}', '${'e'.repeat(LETTERS.length)}') as s
  from {prefix}options where option_name in ('blogname', 'blogdescription')) b`;
/** `replace(s, 'e', s)` nested: the length is about 33^(depth+1). */
const grown = (depth: number) => {
  let e = 's';
  for (let i = 0; i < depth; i++) e = `replace(${e}, 'e', s)`;
  return e;
};
/** About a million characters, rewritten by regular expression thirty times: seconds of work, little memory. */
const SLOW = `select length(${Array.from({ length: 30 }).reduce<string>(
  (e) => `regexp_replace(${e}, '(e)(e)(e)', '\\3\\2\\1', 'g')`,
  grown(3),
)}) as n from ${BASE}`;
/**
 * Past the embedded server's memory limit and PostgreSQL's 1 GB per value, so it never answers: of the
 * 33 characters 30 are `e`s (the spaces stay), so five levels make 804 million characters, which
 * PostgreSQL builds in about 5 s, under its time limit on a quiet machine; the sixth outgrows 1 GB.
 */
const HUGE = `select length(${grown(6)}) as n from ${BASE}`;

/** The server's resident memory, from the kernel (Linux). */
const rssMb = (pid: number) =>
  Number(/VmRSS:\s+(\d+) kB/.exec(fs.readFileSync(`/proc/${pid}/status`, 'utf8'))![1]) / 1024;

describe('customer SQL cannot stop the panel', () => {
  it('over HTTP against a running API process', { timeout: 300_000 }, async () => {
    db = await testDatabase();
    server = await startServer(db.backend);
    call = httpClient(server.url);
    token = await createToken(call, await login(call), 'sql', ['read:hosting', 'read:database', 'write:hosting']);
    bystander = await login(call, OTHER.email, OTHER.password);
    const ask = (query: string) => call('POST', '/cms/database/query', { token, body: { input: SITE, query } });
    const refusal = (r: { status: number; body: { errors?: { code: string }[] } }) => [
      r.status,
      r.body.errors?.[0]?.code,
    ];

    // The planner prices unnest at ten rows whatever it unrolls: refused before anything runs.
    const srf = await ask(
      `select count(*) from {prefix}options o, unnest(string_to_array(o.option_name || md5('c'), NULL)) u0`,
    );
    expect(refusal(srf)).toEqual([422, 'function_not_allowed']);
    expect(srf.body.detail).toContain('unnest()');

    const warm = await ask('select count(*) as n from {prefix}options');
    expect(warm.status).toBe(200);
    const before = rssMb(server.pid);

    // While the slow statement runs, another customer is answered, again and again.
    let running = true;
    const slow = ask(SLOW).finally(() => (running = false));
    const answeredDuring: number[] = [];
    while (running) {
      const r = await call('GET', '/account/profile', { cookie: bystander });
      if (running) answeredDuring.push(r.status);
      await new Promise((done) => setTimeout(done, 100));
    }
    expect(refusal(await slow)).toEqual([422, 'query_timeout']);
    expect(answeredDuring.length).toBeGreaterThanOrEqual(5);
    expect(new Set(answeredDuring)).toEqual(new Set([200]));

    // The next statement works.
    const after = await ask('select count(*) as n from {prefix}options');
    expect([after.status, after.body.rows]).toEqual([200, warm.body.rows]);

    // A statement that would grow past its memory limit is stopped, and the memory comes back. On a
    // quiet machine the memory limit stops it first; on a busy one the time limit may come first
    // (customer-server-embedded.test.ts shows the memory limit alone, with no time limit in the way).
    const huge = await ask(HUGE);
    expect([422]).toContain(huge.status);
    expect(['query_memory', 'query_timeout']).toContain(refusal(huge)[1]);
    const again = await ask('select count(*) as n from {prefix}options');
    expect(again.status).toBe(200);
    expect(rssMb(server.pid)).toBeLessThan(before + 150);
  });
});

// One account's burst takes its own turns (server/core/account-gate.ts): six of its requests run at
// once, 64 more wait, the next is refused at once; another account is answered meanwhile.
describe('one account cannot crowd out the others', () => {
  it('over HTTP against the same process', { timeout: 120_000 }, async () => {
    const ask = (query: string) => call('POST', '/cms/database/query', { token, body: { input: SITE, query } });
    // Six slow statements hold the account's six places for seconds (they run one after another on
    // the customer server); whatever they answer is not the point, and the process ends with them.
    const holding = Array.from({ length: 6 }, () => ask(SLOW).catch(() => null));
    await new Promise((done) => setTimeout(done, 500));
    const quick = () => call('GET', '/me', { token }).catch(() => null);
    const waiting = Array.from({ length: 64 }, quick);
    // On a busy machine the 64 may take a while to reach the gate: ask again until one is refused
    // at once. An ask that has no answer within a second is waiting its turn too; one answered 200
    // means a place came free, which the slow statements must not allow for this long.
    let refused: Awaited<ReturnType<typeof quick>> = null;
    const until = Date.now() + 20_000;
    while (!refused && Date.now() < until) {
      const ask = quick();
      const first = await Promise.race([ask, new Promise<'waits'>((done) => setTimeout(() => done('waits'), 1_000))]);
      if (first === 'waits') waiting.push(ask);
      else if (first?.status === 429) refused = first;
      else expect(first?.status, 'a request was answered while the account held all its places').toBe(429);
    }
    expect(refused?.status).toBe(429);
    expect(refused?.body).toMatchObject({ code: 'rate_limited', global: false });
    expect(refused?.body.detail).toBe(
      'This account already has 70 requests in progress; wait for them to finish, then retry',
    );
    expect(refused?.headers.get('retry-after')).toBe('1');
    const other = await call('GET', '/account/profile', { cookie: bystander });
    expect(other.status).toBe(200);
    void Promise.all([...holding, ...waiting]);
  });
});
