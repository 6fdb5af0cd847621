// Sorting the mail rule listings (`sort`, ADR 035): forwarders by address, autoresponders by address
// or subject, vacation messages by start, end or mailbox, filter rules by run order or name. Every
// order pages two at a time without skips or repeats, equal values keep one order (the id's), a call
// without `sort` answers as before, an unknown sort names the choices, and another sort's cursor is
// refused.
import { beforeAll, describe, expect, it } from 'vitest';
import { emailAutoresponders, emailFilters, emailForwarders, emailVacations } from '@server/db/schema/email';
import { allPages } from '@server/test/all-pages';
import { expectSortRefusals } from '@server/test/sort-checks';
import { api, D, read, startMailApi, write } from './mailbox-test-api';

startMailApi();

const HOUR = 3_600_000;

beforeAll(async () => {
  const accountId = await api.accountId('demo@example.com');
  const now = api.clock.now().getTime();
  const at = (hours: number) => new Date(now + hours * HOUR);
  const base = { accountId, domain: D, createdAt: at(0) };
  // Addresses out of alphabetical order, so inserting order is not the sorted order.
  await api.db.insert(emailForwarders).values(
    ['zed', 'mia', 'bo', 'quinn'].map((local) => ({
      ...base,
      address: `fwd-${local}@${D}`,
      destination: `alex@${D}`,
    })),
  );
  // Two autoresponders share a subject (a tie the id, creation order, breaks); subjects run against the
  // addresses. One second apart, so the answer's createdAt tells the order they were made in.
  await api.db.insert(emailAutoresponders).values(
    [
      ['ar-d', 'away'],
      ['ar-a', 'out of office'],
      ['ar-c', 'away'],
      ['ar-b', 'back monday'],
    ].map(([local, subject], i) => ({
      ...base,
      address: `${local}@${D}`,
      subject: subject!,
      body: 'Hello',
      createdAt: new Date(now + i * 1000),
    })),
  );
  // Vacation periods: equal starts and equal ends (ties), ends not in the order of starts, mailboxes mixed.
  await api.db.insert(emailVacations).values(
    [
      ['vac-sort-1', 'vk', 48, 100],
      ['vac-sort-2', 'va', 24, 200],
      ['vac-sort-3', 'vz', 48, 72],
      ['vac-sort-4', 'vm', 10, 100],
      ['vac-sort-5', 'va', 300, 400],
    ].map(([id, local, from, to]) => ({
      ...base,
      id: id as string,
      address: `${local}@${D}`,
      subject: 'Away',
      message: 'Back soon',
      startsAt: at(from as number),
      endsAt: at(to as number),
    })),
  );
  // Filter rules: two share a run position, two share a name.
  await api.db.insert(emailFilters).values(
    [
      ['flt-sort-1', 'newsletters', 50],
      ['flt-sort-2', 'invoices', 51],
      ['flt-sort-3', 'alerts', 51],
      ['flt-sort-4', 'invoices', 49],
      ['flt-sort-5', 'zeta', 52],
    ].map(([id, name, position]) => ({
      ...base,
      id: id as string,
      address: null,
      name: name as string,
      field: 'subject',
      match: 'contains',
      value: 'x',
      action: 'mark_read',
      position: position as number,
    })),
  );
});

type Row = Record<string, unknown>;
type Key = (r: Row) => string | number;

/** The listing read to its end two rows a page: no row twice. */
async function every(path: string, token: string, sort?: string) {
  const rows = await allPages<Row>(api, path, token, { input: D, ...(sort ? { sort } : {}) });
  return rows;
}

/** Rows are in `key` order (`sign` 1 ascending, -1 descending), equal keys in `tie` order the same way. */
function expectOrdered(rows: Row[], key: Key, tie: Key, sign: 1 | -1) {
  const cmp = (a: string | number, b: string | number) => (a < b ? -1 : a > b ? 1 : 0);
  const sorted = [...rows].sort((a, b) => sign * (cmp(key(a), key(b)) || cmp(tie(a), tie(b))));
  expect(rows).toEqual(sorted);
}

/**
 * Each column both ways: the same rows as the default order (`id` names a row), sorted by the column,
 * equal values in `tie` order (creation order), one way in each direction.
 */
async function expectSorts(path: string, token: string, keys: Record<string, Key>, id: Key, tie: Key = id) {
  const all = await every(path, token);
  const ids = all.map(id).sort();
  expect(new Set(ids).size).toBe(all.length);
  for (const [column, key] of Object.entries(keys)) {
    const up = await every(path, token, column);
    const down = await every(path, token, `-${column}`);
    expect(up.map(id).sort(), column).toEqual(ids);
    expect(down.map(id).sort(), `-${column}`).toEqual(ids);
    expectOrdered(up, key, tie, 1);
    expectOrdered(down, key, tie, -1);
    expect(down.map(id)).toEqual(up.map(id).reverse());
  }
}

/** An unknown sort is a 422 naming the columns; a cursor of one sort is refused by another. */
const expectRefusals = (path: string, token: string, choices: string, from: string, to: string) =>
  expectSortRefusals(api, path, { token, query: { input: D }, columns: choices.split(', '), switches: [[from, to]] });

describe('GET /email/forwarders?sort', () => {
  it('answers by address without sort, as before, and -address reverses it', async () => {
    const t = await write();
    const rows = await every('/email/forwarders', t);
    const addresses = rows.map((r) => r.address as string);
    expect(addresses).toContain(`fwd-bo@${D}`);
    expect(addresses).toEqual([...addresses].sort());
    expect((await every('/email/forwarders', t, 'address')).map((r) => r.address)).toEqual(addresses);
    expect((await every('/email/forwarders', t, '-address')).map((r) => r.address)).toEqual([...addresses].reverse());
  });

  it('refuses an unknown sort and a cursor of the other direction', async () => {
    await expectRefusals('/email/forwarders', await write(), 'address', 'address', '-address');
  });
});

describe('GET /email/autoresponders?sort', () => {
  const address = (r: Row) => r.address as string;
  it('answers by address without sort, as before', async () => {
    const rows = await every('/email/autoresponders', read);
    expect(rows.map(address)).toEqual(expect.arrayContaining([`ar-a@${D}`, `ar-d@${D}`]));
    expect(rows.map(address)).toEqual([...rows.map(address)].sort());
  });

  it('sorts by address and subject both ways, paging without skips or repeats', async () => {
    // The address names a row (it is unique); equal subjects keep the order the replies were made in.
    const made = (r: Row) => r.createdAt as string;
    await expectSorts('/email/autoresponders', read, { address, subject: (r) => r.subject as string }, address, made);
    // The two "away" replies tie on the subject: the one created first comes first ascending.
    const up = (await every('/email/autoresponders', read, 'subject')).map(address);
    expect(up.indexOf(`ar-d@${D}`)).toBeLessThan(up.indexOf(`ar-c@${D}`));
  });

  it('refuses an unknown sort and a cursor of another sort', async () => {
    await expectRefusals('/email/autoresponders', read, 'address, subject', 'subject', 'address');
  });
});

describe('GET /email/vacation?sort', () => {
  const id = (r: Row) => r.id as string;
  const starts = (r: Row) => r.startsAt as string;
  it('answers by start without sort, as before', async () => {
    const rows = await every('/email/vacation', read);
    expect(rows.map(id)).toEqual(expect.arrayContaining(['vac-sort-1', 'vac-sort-5']));
    expectOrdered(rows, starts, id, 1);
  });

  it('sorts by start, end and mailbox both ways, ties by id', async () => {
    await expectSorts(
      '/email/vacation',
      read,
      { starts, ends: (r) => r.endsAt as string, address: (r) => r.address as string },
      id,
    );
  });

  it('refuses an unknown sort and a cursor of another sort', async () => {
    await expectRefusals('/email/vacation', read, 'starts, ends, address', '-ends', 'ends');
  });
});

describe('GET /email/filters?sort', () => {
  const id = (r: Row) => r.id as string;
  const position = (r: Row) => r.position as number;
  it('answers in run order without sort, as before', async () => {
    const rows = await every('/email/filters', read);
    expect(rows.map(id)).toEqual(expect.arrayContaining(['flt-sort-1', 'flt-sort-5']));
    expectOrdered(rows, position, id, 1);
  });

  it('sorts by run order and name both ways, ties by id', async () => {
    await expectSorts('/email/filters', read, { position, name: (r) => r.name as string }, id);
  });

  it('refuses an unknown sort and a cursor of another sort', async () => {
    await expectRefusals('/email/filters', read, 'position, name', 'name', 'position');
  });
});
