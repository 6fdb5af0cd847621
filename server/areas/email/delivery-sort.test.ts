// Sorting a folder's messages (`date`, newest first by default, or `subject`), a mailbox's mail log
// (`time`, newest first) and the outgoing queue (`queued`, oldest first) with `sort` (ADR 035): each
// order both ways pages two at a time without skips or repeats, equal values keep one order, a call
// without `sort` answers as before, an unknown sort names the choices and another sort's cursor is refused.
import { beforeAll, describe, expect, it } from 'vitest';
import { mailLog, mailQueue } from '@server/db/schema/infra-mail';
import { allPages } from '@server/test/all-pages';
import { expectSortRefusals } from '@server/test/sort-checks';
import { api, D, read, startMailApi } from './mailbox-test-api';

startMailApi();

const ALEX = `alex@${D}`;
const MIN = 60_000;

beforeAll(async () => {
  const accountId = await api.accountId('demo@example.com');
  const deliver = (subject: string) =>
    api.deps.infra.mailServer.deliver(
      { to: ALEX, from: { name: 'Sender', address: 'sender@gmail.com' }, subject, text: 'Hello' },
      api.clock.now(),
    );
  // Subjects against the arrival order; two arrive at the same moment (a date tie) and two share a subject.
  for (const [subject, gap] of [
    ['sort-m kiwi', 1],
    ['sort-m apple', 1],
    ['sort-m mango', 0],
    ['sort-m apple', 1],
    ['sort-m banana', 1],
  ] as const) {
    await deliver(subject);
    api.clock.advance(gap * MIN);
  }
  const at = (minutes: number) => new Date(api.clock.now().getTime() - minutes * MIN);
  // Log lines of alex@ at equal and distinct times.
  await api.db.insert(mailLog).values(
    [30, 20, 20, 10].map((m, i) => ({
      accountId,
      domain: D,
      at: at(m),
      direction: 'out',
      messageId: `<sort-${i}@${D}>`,
      from: ALEX,
      to: `friend${i}@example.org`,
      status: 'delivered',
      stage: 'delivered',
      host: 'mx.example.org',
      detail: '250 OK',
      sizeBytes: 100,
    })),
  );
  // Queued mail: one tie on the time queued.
  await api.db.insert(mailQueue).values(
    [
      ['q-sort-1', 50],
      ['q-sort-2', 70],
      ['q-sort-3', 50],
      ['q-sort-4', 60],
    ].map(([id, m]) => ({
      id: id as string,
      accountId,
      domain: D,
      from: ALEX,
      recipients: ['someone@example.org'],
      sizeBytes: 100,
      status: 'deferred',
      queuedAt: at(m as number),
    })),
  );
});

type Row = Record<string, unknown>;
type Key = (r: Row) => string;
const cmp = (a: string, b: string) => (a < b ? -1 : a > b ? 1 : 0);

/** `rows` are in `key` order, `sign` 1 ascending or -1 descending. */
function expectOrdered(rows: Row[], key: Key, sign: 1 | -1) {
  const keys = rows.map(key);
  expect(keys).toEqual([...keys].sort((a, b) => sign * cmp(a, b)));
}

/** Each column both ways: every row once, in order, ties one way in each direction. */
async function expectSorts(path: string, query: Record<string, string>, keys: Record<string, Key>, id: Key) {
  const all = await allPages<Row>(api, path, read, query);
  const ids = all.map(id).sort();
  expect(new Set(ids).size).toBe(all.length);
  for (const [column, key] of Object.entries(keys)) {
    const up = await allPages<Row>(api, path, read, { ...query, sort: column });
    const down = await allPages<Row>(api, path, read, { ...query, sort: `-${column}` });
    expect(up.map(id).sort(), column).toEqual(ids);
    expect(down.map(id).sort(), `-${column}`).toEqual(ids);
    expectOrdered(up, key, 1);
    expectOrdered(down, key, -1);
    expect(down.map(id)).toEqual(up.map(id).reverse());
  }
  return all;
}

/** An unknown sort is a 422 naming the columns; a cursor of one sort is refused by another. */
const expectRefusals = (path: string, query: Record<string, string>, choices: string, from: string, to: string) =>
  expectSortRefusals(api, path, { token: read, query, columns: choices.split(', '), switches: [[from, to]] });

describe('GET /email/messages?sort', () => {
  const q = { input: ALEX, q: 'sort-m' };
  const id = (r: Row) => r.id as string;
  it('answers newest first without sort, and sorts by date and subject both ways', async () => {
    const all = await expectSorts(
      '/email/messages',
      q,
      { date: (r) => r.date as string, subject: (r) => r.subject as string },
      id,
    );
    expect(all).toHaveLength(5);
    expectOrdered(all, (r) => r.date as string, -1);
    expect(all.map(id)).toEqual((await allPages<Row>(api, '/email/messages', read, { ...q, sort: '-date' })).map(id));
  });

  it('refuses an unknown sort and a cursor of another sort', async () => {
    await expectRefusals('/email/messages', q, 'date, subject', 'subject', '-date');
  });
});

describe('GET /email/logs?sort', () => {
  const q = { input: ALEX };
  const line = (r: Row) => `${r.at}|${r.messageId}|${r.to}|${r.status}|${r.detail}`;
  it('answers newest first without sort, and sorts by time both ways', async () => {
    const all = await expectSorts('/email/logs', q, { time: (r) => r.at as string }, line);
    expect(all.map(line).join()).toContain(`<sort-3@${D}>`);
    expectOrdered(all, (r) => r.at as string, -1);
  });

  it('refuses an unknown sort and a cursor of another sort', async () => {
    await expectRefusals('/email/logs', q, 'time', '-time', 'time');
  });
});

describe('GET /email/queue?sort', () => {
  const q = { input: D };
  const id = (r: Row) => r.id as string;
  it('answers oldest first without sort, and sorts by the time queued both ways', async () => {
    const all = await expectSorts('/email/queue', q, { queued: (r) => r.queuedAt as string }, id);
    expect(all.map(id)).toEqual(expect.arrayContaining(['q-sort-1', 'q-sort-4']));
    expectOrdered(all, (r) => r.queuedAt as string, 1);
  });

  it('refuses an unknown sort and a cursor of another sort', async () => {
    await expectRefusals('/email/queue', q, 'queued', 'queued', '-queued');
  });
});
