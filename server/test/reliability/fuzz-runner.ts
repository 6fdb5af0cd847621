// Sends fuzzed requests for every operation of the registry through the
// in-process Hono app, in batches on a freshly seeded database each (so writes
// never use up what later requests need), and checks every reply's properties.
// The same seed gives the same requests: fast-check draws them from it.
import fc from 'fast-check';
import type { Operation } from '@contract/operation';
import { operations } from '@contract/registry';
import { isBuilt } from './built-operations';
import { hugeBodies } from './hostile-values';
import { poolHint } from './pool-hints';
import { checkReply, type RawReply } from './reply-properties';
import { shortBody, type FuzzRequest } from './fuzz-request';
import { requestArbitrary } from './request-arbitrary';
import { openWorld, type FuzzWorld } from './fuzz-world';

export interface FuzzOptions {
  seed: number;
  runs: number;
  batchSize: number;
  /** Only these operation ids (to reproduce one operation's findings quickly). */
  only?: readonly string[];
  progress?: (line: string) => void;
}

export interface FailureClass {
  key: string;
  opId: string;
  kind: string;
  status: number;
  code?: string;
  count: number;
  /** The shortest request that showed it, and what came back. */
  example: { method: string; url: string; body?: string; cred: string; status: number; response: string };
  firstAt: { batch: number; index: number };
}

export interface FuzzReport {
  seed: number;
  runs: number;
  batchSize: number;
  sent: number;
  unsendable: number;
  byClass: Record<string, number>;
  byStatus: Record<number, number>;
  unbuilt: { not_implemented: number; not_available: number };
  schemaValid: number;
  schemaValid2xx: number;
  byMutation: Record<string, number>;
  operations: { total: number; fuzzed: number; with2xx: number; unbuilt: string[] };
  failures: number;
  classes: FailureClass[];
  batches: number;
  /** Where the time went: total ms and count per operation, slowest first (top 10). */
  slowest: { opId: string; ms: number; count: number }[];
  relogins: number;
  remints: number;
  ms: number;
}

// The demo owner's estate is the richest, so most requests act there.
const ACCOUNT_WEIGHTS = [6, 2, 2];
// Built operations get more of the requests; an unbuilt one only ever answers 501 or 4xx.
const WEIGHT_BUILT = 3;

export async function runFuzz(o: FuzzOptions): Promise<FuzzReport> {
  const started = performance.now();
  const ops = operations.filter((op) => !o.only || o.only.includes(op.id));
  const byId = new Map(ops.map((op) => [op.id, op]));
  const report: FuzzReport = {
    seed: o.seed,
    runs: o.runs,
    batchSize: o.batchSize,
    sent: 0,
    unsendable: 0,
    byClass: { '2xx': 0, '3xx': 0, '4xx': 0, '5xx': 0 },
    byStatus: {},
    unbuilt: { not_implemented: 0, not_available: 0 },
    schemaValid: 0,
    schemaValid2xx: 0,
    byMutation: {},
    operations: { total: ops.length, fuzzed: 0, with2xx: 0, unbuilt: [] },
    failures: 0,
    classes: [],
    batches: 0,
    slowest: [],
    relogins: 0,
    remints: 0,
    ms: 0,
  };
  const classes = new Map<string, FailureClass>();
  const fuzzed = new Set<string>();
  const with2xx = new Set<string>();
  const unbuilt = new Set<string>();
  const time = new Map<string, { ms: number; count: number }>();

  for (let batch = 0; report.sent + report.unsendable < o.runs; batch++) {
    const n = Math.min(o.batchSize, o.runs - report.sent - report.unsendable);
    const world = await openWorld();
    report.batches++;
    try {
      const arb = fc.oneof(
        ...ops.map((op) => ({
          weight: isBuilt(op) ? WEIGHT_BUILT : 1,
          arbitrary: requestArbitrary(op, (acc) => poolHint(world.pool, world.pool.accountIds[acc]!), ACCOUNT_WEIGHTS),
        })),
      );
      const requests = fc.sample(arb, { seed: (o.seed + batch * 7919) | 0, numRuns: n });
      for (const [index, req] of requests.entries()) {
        const op = byId.get(req.opId)!;
        const t0 = performance.now();
        const reply = await send(world, req);
        const spent = time.get(op.id) ?? { ms: 0, count: 0 };
        spent.ms += performance.now() - t0;
        spent.count++;
        time.set(op.id, spent);
        if (!reply) {
          report.unsendable++;
          continue;
        }
        report.sent++;
        fuzzed.add(op.id);
        tally(report, req, reply);
        if (reply.status >= 200 && reply.status < 300) with2xx.add(op.id);
        const verdict = checkReply(op, reply);
        if (verdict.ok && verdict.unbuilt) {
          report.unbuilt[verdict.unbuilt]++;
          unbuilt.add(op.id);
        }
        if (!verdict.ok) {
          report.failures++;
          record(classes, op, req, reply, verdict, { batch, index });
        }
        await keepCredentialsAlive(world, op, req, reply, report);
        if (report.sent % 5000 === 0)
          o.progress?.(
            `${report.sent} sent, ${report.failures} failures in ${classes.size} classes, ${Math.round((performance.now() - started) / 1000)} s`,
          );
      }
    } finally {
      await world.api.close();
    }
  }
  report.operations.fuzzed = fuzzed.size;
  report.operations.with2xx = with2xx.size;
  report.operations.unbuilt = [...unbuilt].sort();
  report.classes = [...classes.values()].sort((a, b) => a.key.localeCompare(b.key));
  report.slowest = [...time.entries()]
    .map(([opId, t]) => ({ opId, ms: Math.round(t.ms), count: t.count }))
    .sort((a, b) => b.ms - a.ms)
    .slice(0, 10);
  report.ms = Math.round(performance.now() - started);
  return report;
}

export async function send(world: FuzzWorld, req: FuzzRequest): Promise<RawReply | null> {
  const headers: Record<string, string> = {};
  const i = req.account;
  switch (req.cred) {
    case 'token':
      headers.authorization = `Bearer ${world.tokens[i]}`;
      break;
    case 'session':
    case 'session-no-csrf':
      headers.cookie = world.cookies[i]!;
      break;
    case 'unknown-token':
      headers.authorization = 'Bearer hcp_this-token-was-never-issued-0000000000000';
      break;
    case 'malformed-auth':
      headers.authorization = ['Basic ZGVtbzpkZW1v', 'Bearer', 'Bearer a b', 'bearer\t', `Bearer ${'x'.repeat(5000)}`][
        req.url.length % 5
      ]!;
      break;
    case 'expired-token':
      headers.authorization = `Bearer ${world.expiredToken}`;
      break;
    case 'revoked-token':
      headers.authorization = `Bearer ${world.revokedToken}`;
      break;
    case 'none':
      break;
  }
  if (req.method !== 'GET' && req.cred !== 'session-no-csrf') headers['x-requested-with'] = 'fetch';
  if (req.contentType) headers['content-type'] = req.contentType;
  const body = req.huge !== undefined ? hugeBodies[req.huge]!() : req.body;
  let res: Response;
  try {
    res = await world.api.app.request(req.url, { method: req.method, headers, body });
  } catch (err) {
    // Only a request the client itself refuses to build (an illegal header value) lands here;
    // anything the app throws becomes a problem response inside app.request.
    if (err instanceof TypeError) return null;
    throw err;
  }
  return { status: res.status, contentType: res.headers.get('content-type') ?? '', text: await res.text() };
}

function tally(r: FuzzReport, req: FuzzRequest, reply: RawReply) {
  const cls = `${Math.floor(reply.status / 100)}xx`;
  r.byClass[cls] = (r.byClass[cls] ?? 0) + 1;
  r.byStatus[reply.status] = (r.byStatus[reply.status] ?? 0) + 1;
  r.byMutation[req.mutation] = (r.byMutation[req.mutation] ?? 0) + 1;
  if (req.schemaValid) {
    r.schemaValid++;
    if (reply.status >= 200 && reply.status < 300) r.schemaValid2xx++;
  }
}

function record(
  classes: Map<string, FailureClass>,
  op: Operation,
  req: FuzzRequest,
  reply: RawReply,
  v: { kind: string; code?: string; detail: string },
  at: { batch: number; index: number },
) {
  const key = `${op.id} | ${v.kind}${v.kind.startsWith(String(reply.status)) ? '' : ` | ${reply.status}${v.code ? ` ${v.code}` : ''}`}`;
  const example = {
    method: req.method,
    url: req.url,
    body: shortBody(req),
    cred: req.cred,
    status: reply.status,
    response: `${v.detail} — ${reply.text.slice(0, 300)}`,
  };
  const size = (e: { url: string; body?: string }) => e.url.length + (e.body?.length ?? 0);
  const c = classes.get(key);
  if (!c) {
    classes.set(key, {
      key,
      opId: op.id,
      kind: v.kind,
      status: reply.status,
      code: v.code,
      count: 1,
      example,
      firstAt: at,
    });
    return;
  }
  c.count++;
  if (size(example) < size(c.example)) c.example = example;
}

/** A fuzzed logout, a revoked guest access or a switched-away session would turn later requests into 401s. */
async function keepCredentialsAlive(world: FuzzWorld, op: Operation, req: FuzzRequest, reply: RawReply, r: FuzzReport) {
  const session = req.cred === 'session' || req.cred === 'session-no-csrf';
  if (session && (reply.status === 401 || (op.id === 'logout' && reply.status < 300))) {
    await world.relogin(req.account);
    r.relogins++;
  }
  if (req.cred === 'token' && reply.status === 401) {
    await world.remint(req.account);
    r.remints++;
  }
}
