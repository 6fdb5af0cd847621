// Identical reads that arrive together share one run; one that comes once the run has started gets a
// run of its own, so it sees every write made before it was sent (core/shared-reads.ts).
import { describe, expect, it } from 'vitest';
import type { Db } from '@server/db/client';
import type { Ctx } from './area';
import { accountOnly, isSharedRead, sharedAnswer, sharedRead } from './shared-reads';

const db = () => ({}) as Db;

describe('sharedAnswer', () => {
  it('the calls of one turn under one key share a run and its JSON text', async () => {
    const d = db();
    let runs = 0;
    const run = async () => ({ n: ++runs, rows: ['a', 'b'] });
    const answers = await Promise.all([1, 2, 3].map(() => sharedAnswer(d, 'k', run)));
    expect(runs).toBe(1);
    expect(answers).toEqual(Array(3).fill(JSON.stringify({ n: 1, rows: ['a', 'b'] })));
  });

  it('calls resumed together (one admission statement) share a run that starts once their work is done', async () => {
    const d = db();
    let runs = 0;
    const run = async () => ++runs;
    // As when one statement's answer resumes them: each goes on in a microtask of the same moment.
    const answers = await Promise.all(
      [1, 2, 3].map((n) => Promise.resolve(n).then(() => sharedAnswer(d, 'k', run, 'together'))),
    );
    expect(answers).toEqual(['1', '1', '1']);
    // A call of a later turn has a run of its own.
    await new Promise((r) => setImmediate(r));
    expect(await sharedAnswer(d, 'k', run, 'together')).toBe('2');
  });

  it('other keys, and other databases, get runs of their own', async () => {
    const [d1, d2] = [db(), db()];
    let runs = 0;
    const run = (name: string) => async () => `${name} ${++runs}`;
    const answers = await Promise.all([
      sharedAnswer(d1, 'a', run('a')),
      sharedAnswer(d1, 'b', run('b')),
      sharedAnswer(d2, 'a', run('a on d2')),
    ]);
    expect(runs).toBe(3);
    expect(answers.map((a) => JSON.parse(a) as string).sort()).toEqual(['a 1', 'a on d2 3', 'b 2']);
  });

  it('a call that comes after the run started reads again, so it sees what was written meanwhile', async () => {
    const d = db();
    let stored = 'before';
    let second: Promise<string> | undefined;
    const first = sharedAnswer(d, 'k', async () => {
      const seen = stored;
      // While this run reads, a write lands and another call arrives: it must not take this answer.
      stored = 'after';
      second = sharedAnswer(d, 'k', async () => stored);
      return seen;
    });
    expect(JSON.parse(await first)).toBe('before');
    expect(JSON.parse(await second!)).toBe('after');
  });

  it('a refusal is the answer of every call that shared the run', async () => {
    const d = db();
    const refusal = new Error('mailbox_not_found');
    const calls = [1, 2].map(() =>
      sharedAnswer(d, 'k', async () => {
        throw refusal;
      }),
    );
    for (const call of calls) await expect(call).rejects.toBe(refusal);
  });
});

describe('sharedRead', () => {
  it('marks a handler, which still runs as itself', async () => {
    const plain = async () => 1;
    const marked = sharedRead(async () => 2);
    expect(isSharedRead(plain)).toBe(false);
    expect(isSharedRead(marked)).toBe(true);
    expect(await marked()).toBe(2);
  });
});

describe('accountOnly', () => {
  const ctx = {
    cred: {
      accountId: 7,
      accountName: 'Nordlight',
      accountEmail: 'a@example.com',
      isGuest: false,
      userId: 3,
      id: 'tok_1',
    },
    budget: { remaining: 10 },
    requestId: 'req_1',
    hono: {},
    query: { limit: 50 },
  } as unknown as Ctx<never>;
  const shared = accountOnly('listThings', ctx);

  it("passes the account's fields and the parsed call", () => {
    expect([shared.cred.accountId, shared.cred.accountName, shared.cred.isGuest]).toEqual([7, 'Nordlight', false]);
    expect(shared.query).toEqual({ limit: 50 });
  });

  it("refuses the one caller's own fields, token, budget, request id and request", () => {
    expect(() => shared.cred.userId).toThrow('listThings is a shared read, so its answer may not depend on the caller');
    expect(() => shared.cred.id).toThrow(/the caller's id/);
    expect(() => shared.budget).toThrow(/the caller's budget/);
    expect(() => shared.requestId).toThrow(/the request id/);
    expect(() => shared.hono).toThrow(/the request$/);
  });
});
