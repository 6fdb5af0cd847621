// Big lists, server half (issue 15): with BENCH_SCALE (100,000) mailboxes, DNS records and invoices on
// the demo account, the server time (its Server-Timing header) of each list's first page and of a
// search, on the embedded database and on PostgreSQL. Sequential requests after a warm-up. Prints figures.
import { pct } from './browser';
import { benchPostgres, demoTokens, startBenchApi } from './api-server';

const scale = Number(process.env.BENCH_SCALE ?? 100_000);
const runs = 20;
const goals = { first: 100, search: 150 };

async function serverTimes(url: string, token: string) {
  const times: number[] = [];
  let total = 0;
  for (let i = 0; i < runs + 3; i++) {
    const r = await fetch(url, { headers: { authorization: `Bearer ${token}` } });
    const body = (await r.json()) as { total?: number };
    if (!r.ok) throw new Error(`${url}: HTTP ${r.status} ${JSON.stringify(body)}`);
    total = body.total ?? 0;
    const dur = /app;dur=([\d.]+)/.exec(r.headers.get('server-timing') ?? '');
    if (!dur) throw new Error(`${url}: no Server-Timing header`);
    if (i >= 3) times.push(Number(dur[1]));
  }
  return { p50: pct(times, 50), p95: pct(times, 95), total };
}

async function pass(engine: 'embedded' | 'postgres', databaseUrl?: string) {
  const api = await startBenchApi({ scale, databaseUrl });
  try {
    const [token] = await demoTokens(api.base, 1, ['read:email', 'read:dns', 'read:billing']);
    // seedScale puts every bulk row on the demo account's first zone, nordlight-studio.com.
    const lists = [
      { name: 'mailboxes', path: '/email/accounts?input=nordlight-studio.com', q: 'user4242' },
      { name: 'DNS records', path: '/dns/records?input=nordlight-studio.com', q: 'host4242' },
      { name: 'invoices', path: '/invoices?limit=50', q: '4242' },
    ];
    console.log(
      `\n${engine === 'embedded' ? 'Embedded database (PGlite)' : 'PostgreSQL'}: seed --scale ${scale}; server time (Server-Timing) of ${runs} sequential requests`,
    );
    for (const l of lists) {
      const first = await serverTimes(`${api.base}/api/v1${l.path}`, token!);
      const sep = l.path.includes('?') ? '&' : '?';
      const search = await serverTimes(`${api.base}/api/v1${l.path}${sep}q=${encodeURIComponent(l.q)}`, token!);
      const fmt = (t: { p50: number; p95: number; total: number }, goal: number) =>
        `p50 ${t.p50.toFixed(1).padStart(6)} ms  p95 ${t.p95.toFixed(1).padStart(6)} ms [${t.p50 < goal ? 'ok  ' : 'MISS'} goal <${goal} ms] (total ${t.total})`;
      console.log(`${l.name.padEnd(12)} first page  ${fmt(first, goals.first)}`);
      console.log(
        `${''.padEnd(12)} search "${l.q}"${' '.repeat(Math.max(0, 9 - l.q.length))}${fmt(search, goals.search)}`,
      );
    }
  } finally {
    await api.close();
  }
}

export async function benchBigListApi() {
  const engines = (process.env.BENCH_ENGINES ?? 'embedded,postgres').split(',');
  if (engines.includes('embedded')) await pass('embedded');
  if (!engines.includes('postgres')) return;
  const pg = await benchPostgres();
  if (!pg) return;
  try {
    await pass('postgres', pg.url);
  } finally {
    await pg.close();
  }
}
