// Sorting the mailboxes (`sort`, ADR 035: `address`, the default, and `usage`, `-usage` most used
// first) and exporting them as CSV: every order pages without skips or repeats, a cursor of one order
// is refused by another, and the export holds the whole searched, sorted list the input covers.
import { sql } from 'drizzle-orm';
import { beforeAll, describe, expect, it } from 'vitest';
import { queryRows } from '@server/db/client';
import { mailboxes } from '@server/db/schema/email';
import { api, D, list, read, startMailApi } from './mailbox-test-api';
import { allPages } from '@server/test/all-pages';
import { expectSortRefusals, exportedCsv } from '@server/test/sort-checks';
import { MAILBOX_SORTS } from '@contract/list-sorts';

startMailApi();

interface Row {
  address: string;
  usedMb: number;
  quotaMb: number | null;
  isSuspended: boolean;
  sendLimit: number;
  sentToday: number;
}

let serviceId: string;

beforeAll(async () => {
  const demo = await api.accountId('demo@example.com');
  // Mailboxes that tie on usage (the id orders them), one unlimited, one suspended with no send limit.
  const box = (local: string, usedMb: number, more: Partial<typeof mailboxes.$inferInsert> = {}) => ({
    accountId: demo,
    domain: D,
    address: `${local}@${D}`,
    passwordHash: 'x',
    quotaMb: 1000,
    usedMb,
    sendLimit: 200,
    createdAt: api.clock.now(),
    ...more,
  });
  await api.db
    .insert(mailboxes)
    .values([
      box('kim', 250),
      box('lena', 250),
      box('mats', 250, { quotaMb: null }),
      box('nils', 0, { isSuspended: true, sendLimit: 0 }),
    ]);
  const [svc] = await queryRows<{ id: number }>(
    api.db,
    sql`select id from services where domain = ${D} and type = 'hosting'`,
  );
  serviceId = String(svc!.id);
});

const all = (query: Record<string, string | number>, input = D) =>
  allPages<Row>(api, '/email/accounts', read, { input, ...query });

const addresses = (rows: Row[]) => rows.map((m) => m.address);

describe('GET /email/accounts?sort', () => {
  it('without sort answers by address, as before', async () => {
    const rows = await all({});
    expect(rows).toHaveLength(9);
    expect(addresses(rows)).toEqual([...addresses(rows)].sort());
    expect(addresses(await all({ sort: 'address' }))).toEqual(addresses(rows));
    expect(addresses(await all({ sort: '-address' }))).toEqual(addresses(rows).reverse());
  });

  it('sorts by usage both ways, paging two at a time without skips or repeats; equal usage keeps one order', async () => {
    const every = addresses(await all({})).sort();
    const most = await all({ sort: '-usage' });
    const least = await all({ sort: 'usage' });
    for (const [rows, sign] of [
      [most, -1],
      [least, 1],
    ] as const) {
      expect(addresses(rows).sort()).toEqual(every);
      const used = rows.map((m) => m.usedMb);
      expect(used).toEqual([...used].sort((a, b) => sign * (a - b)));
    }
    // The three at 250 MB tie: the id breaks it, one way in each direction.
    expect(addresses(least)).toEqual(addresses(most).reverse());
    expect(most[0]!.address).toBe(`alex@${D}`);
    expect(least[0]!.usedMb).toBe(Math.min(...least.map((m) => m.usedMb)));
  });

  it('sorts within the search', async () => {
    const rows = await all({ q: 'a', sort: '-usage' });
    expect(rows.length).toBeGreaterThan(1);
    expect(rows.every((m) => m.address.split('@')[0]!.includes('a'))).toBe(true);
    const used = rows.map((m) => m.usedMb);
    expect(used).toEqual([...used].sort((a, b) => b - a));
  });

  it('refuses an unknown sort naming the choices, and a cursor issued under another sort', async () => {
    await expectSortRefusals(api, '/email/accounts', {
      token: read,
      query: { input: D },
      columns: MAILBOX_SORTS,
      switches: [
        ['usage', '-usage'],
        ['address', 'usage'],
        ['-usage', 'address'],
      ],
    });
  });
});

const exportOf = (query: Record<string, string>, token = read) =>
  api.call('GET', '/email/accounts/export', { token, query });

describe('GET /email/accounts/export', () => {
  it("answers a domain's whole sorted list as CSV, in the list's terms", async () => {
    const r = await exportOf({ input: D, sort: '-usage' });
    const [header, ...records] = exportedCsv(r, `mailboxes-${D}`);
    expect(header).toEqual([
      'Address',
      'Quota MB (empty = unlimited)',
      'Used MB',
      'Used %',
      'Send limit per day (0 = unlimited)',
      'Sent today',
      'Status',
    ]);
    expect(records.map((c) => c[0])).toEqual(addresses(await all({ sort: '-usage' })));
    const row = (local: string) => records.find((c) => c[0] === `${local}@${D}`)!;
    expect(row('alex')).toEqual([`alex@${D}`, '5000', '3900', '78', '500', '42', 'active']);
    expect(row('kim')).toEqual([`kim@${D}`, '1000', '250', '25', '200', '0', 'active']);
    expect(row('mats').slice(1, 4)).toEqual(['', '250', '']); // unlimited: no quota, no percentage
    expect(row('nils').slice(4)).toEqual(['0', '0', 'suspended']);
  });

  it('applies the search; a service id covers every domain of the account and only its mailboxes', async () => {
    const searched = exportedCsv(await exportOf({ input: D, q: 'a' }), `mailboxes-${D}`).slice(1);
    expect(searched.map((c) => c[0])).toEqual(addresses(await all({ q: 'a' })));
    const account = await exportOf({ input: serviceId });
    const rows = exportedCsv(account, 'mailboxes-account').slice(1);
    expect(rows.map((c) => c[0])).toEqual(addresses(await all({}, serviceId)));
    // Another account's mailboxes (maria's bergconsulting.se) never appear.
    expect(rows.some((c) => c[0]!.endsWith('@bergconsulting.se'))).toBe(false);
    expect(rows.length).toBe(9);
  });

  it('one address exports that mailbox, named after its domain', async () => {
    const r = await exportOf({ input: `kim@${D}` });
    expect(
      exportedCsv(r, `mailboxes-${D}`)
        .slice(1)
        .map((c) => c[0]),
    ).toEqual([`kim@${D}`]);
  });

  it('refuses what the listing refuses, with the same problem and no file', async () => {
    const queries: Record<string, string>[] = [
      {}, // input stays required
      { input: 'bergconsulting.se' }, // another account's domain
      { input: `nobody@${D}` },
      { input: D, sort: 'size' },
      { input: D, q: 'x'.repeat(101) },
    ];
    for (const query of queries) {
      const listed = await list(query);
      const exp = await exportOf(query);
      expect(listed.status, JSON.stringify(query)).toBeGreaterThanOrEqual(400);
      expect([exp.status, exp.body.code], JSON.stringify(query)).toEqual([listed.status, listed.body.code]);
      expect(exp.headers.get('content-type')).toMatch(/problem\+json/);
    }
    const noScope = await exportOf({ input: D }, await api.token(['read:account']));
    expect([noScope.status, noScope.body.code]).toEqual([403, 'insufficient_scope']);
  });
});
