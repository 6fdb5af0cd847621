// API throughput and latency under load (issue 15): autocannon, 50 connections, 10 s, against a bare
// Hono JSON hello and a real production API process (`tsx server/main.ts`), first on the embedded
// database (PGlite), then on PostgreSQL. Each API endpoint rotates over 800 tokens of its own so no
// request budget (300 / 5 min per credential) runs out; any non-2xx answer is printed. Each measurement
// follows 2 s of the same load, not counted. Prints figures.
import autocannon from 'autocannon';
import { benchPostgres, demoTokens, freePort, runTs, startBenchApi, stop } from './api-server';

// The demo account as seeded (one page of mailboxes) unless API_BENCH_SCALE grows it (e.g. 10000 mailboxes on
// its domain, whose every page then also counts them all for `total`); big lists have bench/big-list-api.ts.
const scale = Number(process.env.API_BENCH_SCALE ?? 0);
const seconds = Number(process.env.BENCH_SECONDS ?? 10);
const connections = 50;
// 800 tokens × 300 calls per 5 minutes = 240,000 calls per endpoint and window: a 12 s run must stay under
// 20,000 req/s or its answers turn into 429s (which are printed as non-2xx).
const tokensPerEndpoint = 800;
const goals = {
  embedded: { ratio: 0.05, p99: 50 },
  postgres: { ratio: 0.15, p99: 50 },
} as const;

interface Figures {
  rps: number;
  p50: number;
  p99: number;
  non2xx: number;
  errors: number;
}

/** Load on `url`; with `pathOf`, each call's path and query is `pathOf(n)` for the n-th call. */
async function cannon(url: string, tokens: string[] = [], pathOf?: (n: number) => string): Promise<Figures> {
  let next = 0;
  const take = () => next++;
  // 2 s of the same load first, not counted: figures of a warm process (JIT, connection pool, caches).
  await shoot(url, 2, tokens, take, pathOf);
  return shoot(url, seconds, tokens, take, pathOf);
}

async function shoot(
  url: string,
  duration: number,
  tokens: string[],
  nextIndex: () => number,
  pathOf?: (n: number) => string,
): Promise<Figures> {
  const result = await autocannon({
    url,
    connections,
    duration,
    requests: [
      {
        method: 'GET',
        // Each request takes the next token, so every budget is spent evenly.
        setupRequest: (req) => {
          if (!tokens.length) return req;
          const n = nextIndex();
          const headers = { ...req.headers, authorization: `Bearer ${tokens[n % tokens.length]}` };
          return { ...req, headers, ...(pathOf ? { path: pathOf(n) } : {}) };
        },
      },
    ],
  });
  return {
    rps: result.requests.average,
    p50: result.latency.p50,
    p99: result.latency.p99,
    non2xx: result.non2xx,
    errors: result.errors + result.timeouts,
  };
}

async function answers(url: string) {
  for (let i = 0; i < 120; i++) {
    if (
      await fetch(url).then(
        (r) => r.ok,
        () => false,
      )
    )
      return;
    await new Promise((r) => setTimeout(r, 250));
  }
  throw new Error(`${url} did not answer`);
}

const mark = (ok: boolean) => (ok ? 'ok  ' : 'MISS');

function line(name: string, f: Figures, hello: Figures | null, goal?: { ratio?: number; p99: number }) {
  const ratio = hello ? f.rps / hello.rps : 1;
  const parts = [
    `${name.padEnd(34)} ${f.rps.toFixed(0).padStart(6)} req/s  p50 ${f.p50.toFixed(1).padStart(6)} ms  p99 ${f.p99.toFixed(1).padStart(6)} ms`,
  ];
  if (hello) parts.push(`${ratio.toFixed(3).padStart(6)}× hello`);
  if (goal?.ratio !== undefined) parts.push(`[${mark(ratio >= goal.ratio)} goal ≥${goal.ratio}×]`);
  if (goal) parts.push(`[${mark(f.p99 <= goal.p99)} goal p99 ≤${goal.p99} ms]`);
  if (f.non2xx || f.errors) parts.push(`!! ${f.non2xx} non-2xx, ${f.errors} errors`);
  console.log(parts.join('  '));
}

async function pass(engine: 'embedded' | 'postgres', databaseUrl?: string) {
  const goal = goals[engine];
  const api = await startBenchApi({ scale, databaseUrl });
  const helloPort = await freePort();
  const hello = runTs('bench/hello-server.ts', [], { PORT: String(helloPort) }, { quiet: true });
  try {
    await answers(`http://127.0.0.1:${helloPort}/hello`);
    const scopes = ['read:account', 'read:email'];
    const listTokens = await demoTokens(api.base, tokensPerEndpoint, scopes);
    const meTokens = await demoTokens(api.base, tokensPerEndpoint, scopes);
    const ownPageTokens = await demoTokens(api.base, tokensPerEndpoint, scopes);
    const ownSearchTokens = await demoTokens(api.base, tokensPerEndpoint, scopes);
    const listPath = '/api/v1/email/accounts?input=nordlight-studio.com';
    const list = `${api.base}${listPath}`;
    const first = await fetch(list, { headers: { authorization: `Bearer ${listTokens[0]}` } });
    const body = (await first.json()) as { data: unknown[]; total: number };
    console.log(
      `\n${engine === 'embedded' ? 'Embedded database (PGlite)' : 'PostgreSQL'}: seed --scale ${scale}; ` +
        `the mailbox list answers ${body.data.length} of ${body.total} mailboxes per page; ${connections} connections, ${seconds} s each`,
    );
    const h = await cannon(`http://127.0.0.1:${helloPort}/hello`);
    line('bare Hono JSON hello', h, null);
    line('GET /email/accounts (one page)', await cannon(list, listTokens), h, goal);
    // Not goals. Every call asks a page size of its own (1–200), so no two share a run
    // (core/shared-reads.ts), but the 200 pages are kept in memory while nothing is written
    // (core/read-cache.ts). Then every call searches for a text of its own, so nothing is shared
    // or kept and each call costs its own statement: the list's cost when every call differs.
    const ownPage = (n: number) => `${listPath}&limit=${1 + (n % 200)}`;
    line('  … each call its own page size', await cannon(list, ownPageTokens, ownPage), h);
    const ownSearch = (n: number) => `${listPath}&q=${n}`;
    line('  … each call its own search', await cannon(list, ownSearchTokens, ownSearch), h);
    line('GET /me', await cannon(`${api.base}/api/v1/me`, meTokens), h, { p99: goal.p99 });
  } finally {
    await stop(hello);
    await api.close();
  }
}

export async function benchApi() {
  await pass('embedded');
  const pg = await benchPostgres();
  if (!pg) return;
  try {
    await pass('postgres', pg.url);
  } finally {
    await pg.close();
  }
}
