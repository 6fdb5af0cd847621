// Snapback: eligibility, the drop list (search, filters, cursor), one dropping
// name, the held booking (tier C) with its refusals, and the catch when a
// booked name drops: the earliest booking that can still pay wins the name and
// is charged; every other booking is lost and nothing is charged for it.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { and, eq, inArray } from 'drizzle-orm';
import { parseDomainName } from '@contract/domain-name';
import { accounts } from '@server/db/schema/account';
import { balanceEvents, invoices } from '@server/db/schema/billing';
import { outbox } from '@server/db/schema/infra-mailer';
import { domains, snapbackBookings } from '@server/db/schema/domains';
import { registryDomains } from '@server/db/schema/infra-registry';
import { moveBalance } from '@server/areas/billing/public';
import { runDueJobs } from '@server/core/jobs';
import { OUR_REGISTRAR, statusesFor } from '@server/infra/registry';
import { startApi, type TestApi } from '@server/test/harness';

const MIN = 60_000;
const PRICE = { amount: 73.75, currency: 'EUR' };
let api: TestApi;
let demo: string;
let olof: string;
let maria: string;
const ids = { demo: 0, olof: 0, maria: 0 };

beforeAll(async () => {
  api = await startApi();
  const scopes = ['read:domains', 'write:domains'] as const;
  demo = await api.token(scopes);
  olof = await api.token(scopes, { accountEmail: 'olof@example.org' });
  maria = await api.token(scopes, { accountEmail: 'maria@example.com' });
  ids.demo = await api.accountId('demo@example.com');
  ids.olof = await api.accountId('olof@example.org');
  ids.maria = await api.accountId('maria@example.com');
});
afterAll(() => api.close());

const balance = async (id: number) =>
  (await api.db.select().from(accounts).where(eq(accounts.id, id)))[0]!.balanceCents;
const setBalance = async (id: number, cents: number) => {
  const delta = cents - (await balance(id));
  return api.db.transaction((tx) => moveBalance(tx, id, delta, 'adjustment', 'test', null, api.clock.now()));
};
const moveTo = (at: Date) => api.clock.advance(at.getTime() - api.clock.now().getTime());
// Each call is a new intent, so a new attempt_key: the same key again would be a retry, answered with
// the first call's outcome (ADR 004).
let intents = 0;
const book = (domain: string, token = demo) =>
  api.call('POST', '/snapback/bookings', {
    token,
    body: { domain, attempt_key: `${domain}-${token.slice(-6)}-${++intents}` },
  });
// A fresh session for every approval: the clock moves between them.
const approve = async (id: string, email = 'demo@example.com', password = 'demo-password') =>
  api.call('POST', `/pending-actions/${id}/approve`, { cookie: await api.login(email, password), body: {} });
const dropping = async () =>
  (await api.call('GET', '/snapback/domains', { token: demo, query: { limit: 200 } })).body.data as {
    domain: string;
    dropsAt: string;
    tld: string;
    bookedByYou: boolean;
    status: string;
  }[];

describe('eligibility', () => {
  it('is refused while the balance does not cover the price, and given once it does', async () => {
    const r = await api.call('GET', '/snapback/eligibility', { token: demo });
    expect(r.status).toBe(200);
    expect(r.body).toMatchObject({
      eligible: false,
      price: PRICE,
      balance: { amount: 42.5, currency: 'EUR' },
      // the seed's booking of granskog.io
      activeBookings: 1,
      maxActiveBookings: 10,
    });
    expect(r.body.reason).toContain('does not cover the price of 73.75 EUR');
    await setBalance(ids.demo, 20_000);
    await setBalance(ids.olof, 20_000);
    const ok = await api.call('GET', '/snapback/eligibility', { token: demo, query: { domain: 'hjortron.se' } });
    expect(ok.body).toMatchObject({ eligible: true, reason: null, price: PRICE, balance: { amount: 200 } });
  });

  it('is refused for a TLD not sold here, and at the maximum of active bookings', async () => {
    const unsold = await api.call('GET', '/snapback/eligibility', { token: demo, query: { domain: 'example.xyz' } });
    expect(unsold.body).toMatchObject({ eligible: false, price: PRICE });
    expect(unsold.body.reason).toContain('.xyz');
    await setBalance(ids.maria, 100_000);
    // Maria has the seed's booking of granskog.io; nine more make ten.
    const names = (await dropping()).filter((d) => d.domain !== 'granskog.io').slice(10, 19);
    await api.db.insert(snapbackBookings).values(
      names.map((n) => ({
        accountId: ids.maria,
        domain: n.domain,
        status: 'booked',
        currency: 'EUR',
        priceCents: 7375,
        dropsAt: new Date(n.dropsAt),
        createdAt: api.clock.now(),
      })),
    );
    const full = await api.call('GET', '/snapback/eligibility', { token: maria });
    expect(full.body).toMatchObject({ eligible: false, activeBookings: 10 });
    expect(full.body.reason).toContain('10 active Snapback bookings');
    const refused = await book(names[0]!.domain === 'hjortron.se' ? 'fikarast.se' : 'hjortron.se', maria);
    expect([refused.status, refused.body.code]).toEqual([409, 'conflict']);
    await api.db.delete(snapbackBookings).where(
      and(
        eq(snapbackBookings.accountId, ids.maria),
        inArray(
          snapbackBookings.domain,
          names.map((n) => n.domain),
        ),
      ),
    );
  });
});

describe('the drop list', () => {
  it('lists names pending deletion at other registrars, soonest drop first, with their price', async () => {
    const all = await dropping();
    expect(all).toHaveLength(36);
    const times = all.map((d) => Date.parse(d.dropsAt));
    expect(times).toEqual([...times].sort((a, b) => a - b));
    expect(all[0]).toMatchObject({ domain: 'hjortron.se', status: 'pending_delete', price: PRICE, bookedByYou: false });
    const [reg] = await api.db.select().from(registryDomains).where(eq(registryDomains.name, 'nordlight-studio.com'));
    expect(reg!.registrar).toBe(OUR_REGISTRAR);
    expect(all.map((d) => d.domain)).not.toContain('lindqvist-foto.com');
  });

  it('pages by cursor without skips or repeats', async () => {
    const all = (await dropping()).map((d) => d.domain);
    const seen: string[] = [];
    let cursor: string | undefined;
    do {
      const r = await api.call('GET', '/snapback/domains', {
        token: demo,
        query: { limit: 7, ...(cursor ? { cursor } : {}) },
      });
      expect(r.body.total).toBe(36);
      seen.push(...r.body.data.map((d: { domain: string }) => d.domain));
      cursor = r.body.nextCursor ?? undefined;
    } while (cursor);
    expect(seen).toEqual(all);
  });

  it('filters by a substring (Unicode typed as such), by TLD and by drop date', async () => {
    const list = async (query: Record<string, string>) =>
      (await api.call('GET', '/snapback/domains', { token: demo, query })).body.data.map(
        (d: { domain: string }) => d.domain,
      );
    expect((await list({ q: 'SKOG' })).sort()).toEqual(['blabarsskogen.se', 'granskog.io', 'skogsbad.com']);
    expect((await list({ q: '100%' })).length).toBe(0);
    expect((await list({ tld: 'io' })).sort()).toEqual(['granskog.io', 'midnattssol.io']);
    const unicode = parseDomainName('blåbärsris.se');
    if (!unicode.ok) throw new Error(unicode.message);
    const now = api.clock.now();
    await api.db.insert(registryDomains).values({
      name: unicode.ascii,
      tld: 'se',
      registrar: 'Binero AB',
      statuses: statusesFor('pending_delete', false),
      createdAt: new Date(now.getTime() - 1000 * 86_400_000),
      updatedAt: now,
      expiresAt: new Date(now.getTime() - 60 * 86_400_000),
      dropsAt: new Date(now.getTime() + 200 * 3_600_000),
      authCode: 'Unic-Ode1-x',
      registrant: { name: 'Redacted', organization: null, orgNumber: null, country: 'SE' },
    });
    expect(await list({ q: 'Blåbärsris.se' })).toEqual([unicode.ascii]);
    expect(await list({ q: 'blåbärsris' })).toEqual([unicode.ascii]);
    const tomorrow = new Date(now.getTime() + 2 * 86_400_000).toISOString().slice(0, 10);
    const soon = await list({ drops_before: tomorrow });
    const all = await dropping();
    expect(soon).toEqual(
      all.filter((d) => Date.parse(d.dropsAt) < Date.parse(`${tomorrow}T00:00:00Z`)).map((d) => d.domain),
    );
    expect(soon.length).toBeGreaterThan(0);
    expect(soon.length).toBeLessThan(all.length);
    const bad = await api.call('GET', '/snapback/domains', { token: demo, query: { tld: '.se' } });
    expect(bad.status).toBe(422);
  });

  it('shows one dropping name with its contest; a name that is not dropping is 404', async () => {
    const r = await api.call('GET', '/snapback/domains/hjortron.se', { token: demo });
    expect(r.status).toBe(200);
    expect(r.body).toMatchObject({
      domain: 'hjortron.se',
      tld: 'se',
      bookingCount: 0,
      bookable: true,
      reason: null,
      previousRegistrar: 'Loopia AB',
    });
    for (const name of ['nordlight-studio.com', 'lindqvist-foto.com', 'nobody-has-this.se']) {
      const missing = await api.call('GET', `/snapback/domains/${name}`, { token: demo });
      expect([missing.status, missing.body.code]).toEqual([404, 'not_found']);
    }
  });
});

describe('booking', () => {
  let first = '';
  let second = '';
  let demoBooking = 0;

  it('is held with the price and drop time, and made on approval, charging nothing', async () => {
    [first, second] = (await dropping()).map((d) => d.domain);
    const before = await balance(ids.demo);
    const hold = await book(first!);
    expect(hold.body).toMatchObject({
      status: 'confirmation_required',
      operation: 'bookSnapback',
      domain: first,
      price: PRICE,
      money: PRICE,
      warnings: [],
    });
    expect(Date.parse(hold.body.dropsAt)).toBeGreaterThan(api.clock.now().getTime());
    expect(await api.db.select().from(snapbackBookings).where(eq(snapbackBookings.domain, first!))).toEqual([]);
    const approved = await approve(hold.body.pendingActionId);
    expect(approved.body).toMatchObject({ status: 'approved', error: null, result: { status: 'booked' } });
    demoBooking = approved.body.result.bookingId;
    expect(await balance(ids.demo)).toBe(before);
    const b = await api.call('GET', `/snapback/bookings/${demoBooking}`, { token: demo });
    expect(b.body).toMatchObject({ id: demoBooking, domain: first, status: 'booked', price: PRICE, serviceId: null });
    expect((await dropping())[0]).toMatchObject({ domain: first, bookedByYou: true });
  });

  it('is refused for a name booked already, one not dropping, and without the balance', async () => {
    const again = await book(first);
    expect([again.status, again.body.code]).toEqual([409, 'conflict']);
    expect(again.body.detail).toContain('already booked');
    const notDropping = await book('nordlight-studio.com');
    expect([notDropping.status, notDropping.body.code]).toEqual([404, 'not_found']);
    const poor = await book(first, maria);
    await setBalance(ids.maria, 0);
    const poorer = await book(second, maria);
    expect([poorer.status, poorer.body.code]).toEqual([409, 'conflict']);
    expect(poorer.body.detail).toContain('balance');
    expect(poor.status).toBe(200);
    // Approval re-checks: the balance fell since the hold, so nothing is booked.
    const late = await approve(poor.body.pendingActionId, 'maria@example.com', 'maria-password');
    expect(late.body).toMatchObject({ status: 'failed', error: { code: 'conflict' } });
  });

  it('another account books the same names; the contest shows', async () => {
    for (const name of [first, second]) {
      const hold = await book(name, olof);
      expect((await approve(hold.body.pendingActionId, 'olof@example.org', 'olof-password')).body.status).toBe(
        'approved',
      );
    }
    const demoSecond = await book(second);
    expect((await approve(demoSecond.body.pendingActionId)).body.status).toBe('approved');
    const d = await api.call('GET', `/snapback/domains/${first}`, { token: demo });
    expect(d.body).toMatchObject({ bookingCount: 2, bookedByYou: true, bookable: false });
    expect(d.body.reason).toContain('already booked');
  });

  it('lists the account’s bookings newest first; another account’s booking is 403, an unknown one 404', async () => {
    const mine = await api.call('GET', '/snapback/bookings', { token: demo });
    expect(mine.body.data.map((b: { domain: string }) => b.domain)).toEqual([second, first, 'granskog.io']);
    const booked = await api.call('GET', '/snapback/bookings', { token: demo, query: { status: 'won' } });
    expect(booked.body).toMatchObject({ data: [], total: 0 });
    const theirs = (await api.call('GET', '/snapback/bookings', { token: olof })).body.data[0].id;
    const r = await api.call('GET', `/snapback/bookings/${theirs}`, { token: demo });
    expect([r.status, r.body.code]).toEqual([403, 'not_owned']);
    const mineFromOlof = await api.call('GET', `/snapback/bookings/${demoBooking}`, { token: olof });
    expect(mineFromOlof.status).toBe(403);
    const missing = await api.call('GET', '/snapback/bookings/987654', { token: demo });
    expect([missing.status, missing.body.code]).toEqual([404, 'not_found']);
  });

  it('closes five minutes before the drop', async () => {
    const [row] = await api.db.select().from(registryDomains).where(eq(registryDomains.name, first));
    moveTo(new Date(row!.dropsAt!.getTime() - 4 * MIN));
    await setBalance(ids.maria, 100_000);
    const late = await book(first, maria);
    expect([late.status, late.body.code]).toEqual([409, 'conflict']);
    expect(late.body.detail).toContain('less than 5 minutes');
    const d = await api.call('GET', `/snapback/domains/${first}`, { token: maria });
    expect(d.body).toMatchObject({ status: 'dropping', bookable: false });
  });

  it('the earliest booking wins the dropped name and is charged; the other is lost and charged nothing', async () => {
    const [demoBefore, olofBefore] = [await balance(ids.demo), await balance(ids.olof)];
    api.clock.advance(5 * MIN);
    await runDueJobs(api.deps);
    const won = (await api.call('GET', `/snapback/bookings/${demoBooking}`, { token: demo })).body;
    expect(won).toMatchObject({ status: 'won', domain: first });
    expect(won.resolvedAt).toBe(api.clock.now().toISOString());
    const [d] = await api.db.select().from(domains).where(eq(domains.name, first));
    expect(d).toMatchObject({ accountId: ids.demo, status: 'active', serviceId: won.serviceId });
    const [reg] = await api.db.select().from(registryDomains).where(eq(registryDomains.name, first));
    expect(reg!.registrar).toBe(OUR_REGISTRAR);
    expect(await balance(ids.demo)).toBe(demoBefore - 7375);
    expect(await balance(ids.olof)).toBe(olofBefore);
    const [charge] = await api.db
      .select()
      .from(balanceEvents)
      .where(and(eq(balanceEvents.accountId, ids.demo), eq(balanceEvents.kind, 'charge')))
      .orderBy(balanceEvents.id)
      .then((rows) => rows.slice(-1));
    const [inv] = await api.db.select().from(invoices).where(eq(invoices.id, charge!.invoiceId!));
    expect(inv).toMatchObject({ kind: 'invoice', status: 'paid', totalCents: 7375, taxCents: 1475 });
    const olofs = (await api.call('GET', '/snapback/bookings', { token: olof })).body.data;
    expect(olofs.find((b: { domain: string }) => b.domain === first)).toMatchObject({
      status: 'lost',
      serviceId: null,
    });
    const mail = await api.db
      .select()
      .from(outbox)
      .where(eq(outbox.subject, `Snapback: you caught ${first}`));
    expect(mail.map((m) => m.accountId)).toEqual([ids.demo]);
    const lostMail = await api.db
      .select()
      .from(outbox)
      .where(and(eq(outbox.accountId, ids.olof), eq(outbox.kind, 'snapback_lost')));
    expect(lostMail[0]!.body).toContain('earlier booking');
    const domainsList = await api.call('GET', '/domains', { token: demo, query: { limit: 100 } });
    expect(domainsList.status).toBe(200);
    expect(domainsList.body.data.map((x: { domain: string }) => x.domain)).toContain(first);
  });

  it('an earlier booking whose balance no longer covers the price is passed over', async () => {
    await setBalance(ids.olof, 1000);
    const [row] = await api.db.select().from(registryDomains).where(eq(registryDomains.name, second));
    moveTo(new Date(row!.dropsAt!.getTime() + MIN));
    await runDueJobs(api.deps);
    const rows = await api.db
      .select()
      .from(snapbackBookings)
      .where(eq(snapbackBookings.domain, second))
      .orderBy(snapbackBookings.id);
    expect(rows.map((b) => [b.accountId, b.status])).toEqual([
      [ids.olof, 'lost'],
      [ids.demo, 'won'],
    ]);
    expect(await balance(ids.olof)).toBe(1000);
    const [mail] = await api.db
      .select()
      .from(outbox)
      .where(and(eq(outbox.accountId, ids.olof), eq(outbox.subject, `Snapback: ${second} was not caught for you`)));
    expect(mail!.body).toContain('balance did not cover');
  });

  it('a registry that does not answer at the drop loses the booking and charges nothing', async () => {
    const next = (await dropping()).find((d) => d.tld === 'com')!;
    await setBalance(ids.demo, 20_000);
    const hold = await book(next.domain);
    expect((await approve(hold.body.pendingActionId)).body.status).toBe('approved');
    const before = await balance(ids.demo);
    await api.deps.infra.registry.setReachable(api.db, 'com', false);
    try {
      moveTo(new Date(Date.parse(next.dropsAt) + MIN));
      await runDueJobs(api.deps);
    } finally {
      await api.deps.infra.registry.setReachable(api.db, 'com', true);
    }
    const [b] = await api.db.select().from(snapbackBookings).where(eq(snapbackBookings.domain, next.domain));
    expect(b!.status).toBe('lost');
    expect(await balance(ids.demo)).toBe(before);
    const [d] = await api.db.select().from(domains).where(eq(domains.name, next.domain));
    expect(d).toBeUndefined();
  });
});
