// One retry rule for every hold operation (ADR 004, issue 33): a retry with the
// same attempt_key after the hold was approved, rejected or left to expire
// answers the same pendingActionId with a status naming what became of it,
// never `confirmation_required`, and runs nothing (the database is unchanged).
// Table-driven over every built hold operation of the registry (so it runs with the reliability
// matrices, beside the browser tests, on PGlite), with requests
// drawn by the reliability matrices' builder from the owner's own resources.
import { eq } from 'drizzle-orm';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import type { Operation } from '@contract/operation';
import { operations } from '@contract/registry';
import { scopeNames as ALL_SCOPES } from '@contract/scopes';
import { accounts, users } from '@server/db/schema/account';
import { DEMO } from '@server/seed/seed';
import { startApi, type JsonBody, type TestApi } from '@server/test/harness';
import { isBuilt } from '@server/test/reliability/built-operations';
import { changedTables, digest } from '@server/test/reliability/db-digest';
import { noLimits } from '@server/test/reliability/fuzz-world';
import { ownerRequests } from '@server/test/reliability/owner-requests';
import { urlOf, type BuiltRequest } from '@server/test/reliability/request-builder';
import { readPool, type Pool } from '@server/test/reliability/resource-pool';
import { refsOf } from '@server/test/reliability/resource-refs';
import { explicitRequest } from '@server/test/reliability/hold-requests';

let api: TestApi;
let pool: Pool;
let ownerId: number;
let token: string;

// A fresh seeded world per operation: one operation's approval (a card payment, a dropped database, a stopped
// server) must not take away what the next one's request needs.
beforeEach(async () => {
  api = await startApi(noLimits);
  pool = await readPool(api.db);
  ownerId = await api.accountId(DEMO.email);
  token = await api.token(ALL_SCOPES, { name: 'retry bot' });
});
afterEach(() => api?.close());

const holdOps = operations.filter((o) => o.hold && isBuilt(o));

/** The owner's web session, by the login email it has now (the email-change hold, once approved, changes it). */
async function ownerLogin() {
  const [owner] = await api.db
    .select({ email: users.email })
    .from(users)
    .innerJoin(accounts, eq(accounts.ownerUserId, users.id))
    .where(eq(accounts.id, ownerId));
  return api.login(owner!.email, DEMO.password);
}
const keyInQuery = (op: Operation) => !!op.query && 'attempt_key' in op.query.shape;

interface Answer {
  status: number;
  body: Record<string, JsonBody>;
}

/** The request with this attempt_key, where the operation takes it. */
function withKey(op: Operation, req: BuiltRequest, key: string): BuiltRequest {
  if (keyInQuery(op)) {
    const query = { ...req.query, attempt_key: key };
    return { ...req, query, url: urlOf(op, req.params, query) };
  }
  return { ...req, body: { ...(req.body as object), attempt_key: key } };
}

async function send(op: Operation, req: BuiltRequest, key: string, cookie: string): Promise<Answer> {
  const r = withKey(op, req, key);
  const headers: Record<string, string> =
    op.caller === 'session' ? { cookie, 'x-requested-with': 'fetch' } : { authorization: `Bearer ${token}` };
  if (r.body !== undefined) headers['content-type'] = 'application/json';
  const res = await api.app.request(r.url, {
    method: r.method,
    headers,
    body: r.body === undefined ? undefined : JSON.stringify(r.body),
  });
  return { status: res.status, body: (await res.json()) as Record<string, JsonBody> };
}

/** A request of the owner's that the operation holds (200): the written-out one, or the first of a few draws. */
async function holdable(op: Operation, cookie: string) {
  const tried: string[] = [];
  const written = await explicitRequest(op, api, ownerId);
  if (written) {
    const key = `${op.id}-approve`;
    const first = await send(op, written, key, cookie);
    if (first.status === 200) return { req: written, first, key };
    tried.push(`${written.method} ${written.url} → ${first.status} ${first.body.code} ${first.body.detail}`);
  }
  for (let seed = 0; seed < 6 && !written; seed++) {
    for (const { req } of ownerRequests(op, refsOf(op), pool, ownerId, 7919 * seed)) {
      const first = await send(op, req, `${op.id}-approve-${seed}`, cookie);
      if (first.status === 200) return { req, first, key: `${op.id}-approve-${seed}` };
      tried.push(`${req.method} ${req.url} → ${first.status} ${first.body.code} ${first.body.detail}`);
    }
  }
  throw new Error(`No request of the owner's is held by ${op.id}:\n${tried.slice(0, 5).join('\n')}`);
}

/** Retry once; the answer is the same action, it validates against the contract, and nothing in the database changed. */
async function retryChangesNothing(op: Operation, req: BuiltRequest, key: string, cookie: string, id: string) {
  const before = await digest(api.db);
  const again = await send(op, req, key, cookie);
  expect(changedTables(before, await digest(api.db))).toEqual([]);
  expect(again.status).toBe(200);
  expect(again.body.pendingActionId).toBe(id);
  expect(op.response.safeParse(again.body).error).toBeUndefined();
  return again.body;
}

describe('a retry of a hold answers what became of it', () => {
  it('covers every hold operation of the registry', () => {
    expect(holdOps.length).toBeGreaterThan(30);
  });

  for (const op of holdOps) {
    it(`${op.id} (${op.method} ${op.path})`, { timeout: 120_000 }, async () => {
      const cookie = await ownerLogin();
      const { req, first, key } = await holdable(op, cookie);
      const rejectKey = `${key}-reject`;
      const expireKey = `${key}-expire`;
      const toReject = await send(op, req, rejectKey, cookie);
      const toExpire = await send(op, req, expireKey, cookie);
      expect([toReject.status, toExpire.status]).toEqual([200, 200]);

      // Before a decision: the same hold, still waiting, with its link.
      const waiting = await retryChangesNothing(op, req, key, cookie, first.body.pendingActionId);
      expect(waiting).toEqual(first.body);

      const rejected = await api.call('POST', `/pending-actions/${toReject.body.pendingActionId}/reject`, { cookie });
      expect(rejected.body.status).toBe('rejected');
      const afterReject = await retryChangesNothing(op, req, rejectKey, cookie, toReject.body.pendingActionId);
      expect(afterReject).toMatchObject({ status: 'rejected', result: null, decidedAt: rejected.body.decidedAt });

      // Approval runs the operation once (or records why it was refused); a retry reports that outcome.
      const approved = await api.call('POST', `/pending-actions/${first.body.pendingActionId}/approve`, {
        cookie,
        body: {},
      });
      expect(approved.status).toBe(200);
      expect(['approved', 'failed']).toContain(approved.body.status);
      const afterApproval = await retryChangesNothing(op, req, key, cookie, first.body.pendingActionId);
      expect(afterApproval).toMatchObject({
        status: approved.body.status,
        result: approved.body.result,
        error: approved.body.error,
        decidedAt: approved.body.decidedAt,
      });
      // Asked again, the same: the first answer is kept, not recomputed.
      expect(await retryChangesNothing(op, req, key, cookie, first.body.pendingActionId)).toEqual(afterApproval);

      // Past its deadline, the undecided one answers `expired`, and can no longer be approved.
      api.clock.advance(61 * 60_000);
      const expiredId = toExpire.body.pendingActionId;
      const afterExpiry = await retryChangesNothing(op, req, expireKey, cookie, expiredId);
      expect(afterExpiry).toMatchObject({ status: 'expired', result: null, decidedAt: null });
      const late = await api.call('POST', `/pending-actions/${expiredId}/approve`, {
        cookie: await ownerLogin(),
        body: {},
      });
      expect(late.body.code).toBe('hold_expired');
    });
  }
});
