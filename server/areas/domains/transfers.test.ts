// Inbound transfers: the precheck (every reason, with its fix; null when the
// registry does not answer), submitting the auth code of a paid order, the job
// through the registry and the losing registrar's window, cancel with refund,
// retry with a corrected auth code, and ownership.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { and, eq } from 'drizzle-orm';
import { accounts } from '@server/db/schema/account';
import { invoices } from '@server/db/schema/billing';
import { jobs } from '@server/db/schema/core';
import { domainOrders, domainTransfers, domains } from '@server/db/schema/domains';
import { registryDomains } from '@server/db/schema/infra-registry';
import { services } from '@server/db/schema/services';
import { createInvoice } from '@server/areas/billing/public';
import { runDueJobs } from '@server/core/jobs';
import { OUR_REGISTRAR } from '@server/infra/registry';
import { startApi, type TestApi } from '@server/test/harness';
import { openTransferForOrder } from './transfer-start';
import { TRANSFER_RETRY_MS } from './transfer-job';

const DAY = 86_400_000;
let api: TestApi;
let writer: string;
let olof: string;
let demoId: number;

beforeAll(async () => {
  api = await startApi();
  writer = await api.token(['read:domains', 'write:domains']);
  olof = await api.token(['read:domains', 'write:domains'], { accountEmail: 'olof@example.org' });
  demoId = await api.accountId('demo@example.com');
});
afterAll(() => api.close());

const precheck = (domain: string, auth_code?: string) =>
  api.call('POST', '/domain-transfers/actions/precheck', { token: writer, body: { domain, auth_code } });
const initiate = (domain: string, auth_code: string, token = writer) =>
  api.call('POST', '/domain-transfers', { token, body: { domain, auth_code } });
// A fresh session each time: the clock moves days ahead between approvals.
const approve = async (id: string) =>
  api.call('POST', `/pending-actions/${id}/approve`, { cookie: await api.login(), body: {} });
const get = (id: number, token = writer) => api.call('GET', `/domain-transfers/${id}`, { token });
const transferRow = async (id: number) =>
  (await api.db.select().from(domainTransfers).where(eq(domainTransfers.id, id)))[0]!;
const balance = async () => (await api.db.select().from(accounts).where(eq(accounts.id, demoId)))[0]!.balanceCents;
const failedChecks = (body: { checks: { check: string; passed: boolean | null }[] }) =>
  body.checks.filter((c) => c.passed === false).map((c) => c.check);

/** A name at another registrar, transferable, for one test. */
async function externalName(name: string, authCode: string) {
  const now = api.clock.now();
  await api.db.insert(registryDomains).values({
    name,
    tld: name.slice(name.lastIndexOf('.') + 1),
    registrar: 'Loopia AB',
    statuses: ['ok'],
    createdAt: new Date(now.getTime() - 500 * DAY),
    updatedAt: now,
    expiresAt: new Date(now.getTime() + 100 * DAY),
    authCode,
    nameservers: ['ns1.loopia.se', 'ns2.loopia.se'],
    registrant: { name: 'Alex Lindqvist', organization: null, orgNumber: null, country: 'SE' },
  });
}

/** What the orders part does when a transfer-in order is paid: a paid order, handed to openTransferForOrder. */
async function paidOrder(domain: string, params: Record<string, unknown> = {}) {
  const now = api.clock.now();
  return api.db.transaction(async (tx) => {
    const inv = await createInvoice(tx, {
      accountId: demoId,
      kind: 'proforma',
      currency: 'EUR',
      items: [{ description: `Transfer of ${domain}`, quantity: 1, unitCents: 1300 }],
      taxRate: 0.25,
      now,
    });
    await tx.update(invoices).set({ status: 'paid', paidAt: now }).where(eq(invoices.id, inv.id));
    const [order] = await tx
      .insert(domainOrders)
      .values({
        accountId: demoId,
        kind: 'transfer_in',
        domain,
        years: 1,
        currency: 'EUR',
        netCents: 1300,
        totalCents: 1625,
        invoiceId: inv.id,
        pendingActionId: 'pa_test',
        status: 'processing',
        params: { auto_renew: true, ...params },
        createdAt: now,
        paidAt: now,
      })
      .returning();
    await openTransferForOrder(tx, api.deps, order!, now);
    const [t] = await tx.select().from(domainTransfers).where(eq(domainTransfers.orderId, order!.id));
    return { order: order!, transfer: t! };
  });
}

describe('precheck', () => {
  it('a locked name registered 20 days ago fails exactly two checks, each with its fix', async () => {
    const r = await precheck('lindqvist-design.com');
    expect(r.status).toBe(200);
    expect(r.body.transferable).toBe(false);
    expect(failedChecks(r.body)).toEqual(['not_locked', 'age_over_60_days']);
    const byName = Object.fromEntries(r.body.checks.map((c: { check: string }) => [c.check, c]));
    expect(byName.not_locked.fix).toContain('Unlock the domain at its current registrar (Other Registrar Inc.)');
    const allowed = new Date(api.clock.now().getTime() + 40 * DAY).toISOString().slice(0, 10);
    expect(byName.age_over_60_days.fix).toContain(allowed);
    expect(byName.auth_code).toMatchObject({ passed: null, fix: null });
    expect(byName.auth_code.detail).toContain('you will need it');
    expect(r.body.checks.map((c: { check: string }) => c.check)).toHaveLength(8);
    expect(r.body.price).toEqual({ amount: 16.25, currency: 'EUR' });
    expect(r.body.reason).toContain('2 checks fail');
  });

  it('a transferable name with its auth code (pasted with whitespace) passes every check', async () => {
    for (const code of ['LqF7-kP2x-9mW4', '  LqF7-kP2x-9mW4\n']) {
      const r = await precheck('lindqvist-foto.com', code);
      expect(r.status).toBe(200);
      expect(r.body.checks.every((c: { passed: boolean | null }) => c.passed === true)).toBe(true);
      expect(r.body).toMatchObject({ domain: 'lindqvist-foto.com', transferable: true, reason: null, warnings: [] });
    }
  });

  it('says when the registry does not accept the auth code, or when its format cannot be one', async () => {
    const wrong = await precheck('lindqvist-foto.com', 'LqF7-kP2x-0000');
    expect(failedChecks(wrong.body)).toEqual(['auth_code']);
    expect(wrong.body.checks.find((c: { check: string }) => c.check === 'auth_code').fix).toContain('Other Registrar');
    for (const bad of ['abc', 'abc def ghi', 'abcdefé123']) {
      const r = await precheck('lindqvist-foto.com', bad);
      expect(failedChecks(r.body), bad).toEqual(['auth_code']);
    }
    const empty = await precheck('lindqvist-foto.com', '   ');
    expect(empty.status).toBe(422);
  });

  it('fails a name that is ours, unregistered, under a TLD not sold, or pending deletion', async () => {
    const ours = await precheck('nordlight-studio.com');
    expect(failedChecks(ours.body)).toEqual(['registered']);
    expect(ours.body.checks[0].fix).toMatch(/move it between accounts instead/);
    const free = await precheck('no-one-has-this-name-yet.com');
    expect(failedChecks(free.body)).toEqual(['registered']);
    expect(free.body.checks[0].fix).toContain('Register it instead');
    const unsold = await precheck('lindqvist.xyz');
    expect(failedChecks(unsold.body)).toEqual(['tld_supported']);
    expect(unsold.body.price).toBeNull();
    const dropping = await precheck('vinterljus.com');
    expect(failedChecks(dropping.body)).toEqual(['not_in_redemption', 'nameservers']);
  });

  it('fails on DS records and on missing nameservers, with the fix for each', async () => {
    await externalName('signed-elsewhere.com', 'Sign-Code-123');
    const now = api.clock.now();
    await api.db.transaction(async (tx) => {
      await api.deps.infra.registry.addDs(
        tx,
        'signed-elsewhere.com',
        { keyTag: 4711, algorithm: 13, digestType: 2, digest: 'AB'.repeat(32), source: 'manual' },
        now,
      );
      await api.deps.infra.registry.setNameservers(tx, 'signed-elsewhere.com', [], now);
    });
    const r = await precheck('signed-elsewhere.com', 'Sign-Code-123');
    expect(failedChecks(r.body)).toEqual(['dnssec', 'nameservers']);
    const [dnssec, ns] = r.body.checks.slice(6);
    expect(dnssec.fix).toBe('Remove the DS records at the current registrar first, or keep the current nameservers');
    expect(dnssec.detail).toContain('4711');
    expect(ns.fix).toContain('Loopia AB');
  });

  it('reports what the registry could not answer as unknown (null), never as a failure', async () => {
    await api.deps.infra.registry.setReachable(api.db, 'com', false);
    try {
      const r = await precheck('lindqvist-design.com', 'LdD3-xY7v-Rr02');
      expect(r.status).toBe(200);
      expect(failedChecks(r.body)).toEqual([]);
      expect(r.body.transferable).toBe(true);
      const nulls = r.body.checks.filter((c: { passed: boolean | null }) => c.passed === null);
      expect(nulls.map((c: { check: string }) => c.check)).toEqual([
        'registered',
        'not_locked',
        'age_over_60_days',
        'auth_code',
        'not_in_redemption',
        'dnssec',
        'nameservers',
      ]);
      expect(nulls[0].detail).toContain('not answering');
      expect(r.body.reason).toContain('could not be run');
      expect(r.body.price).toEqual({ amount: 16.25, currency: 'EUR' });
    } finally {
      await api.deps.infra.registry.setReachable(api.db, 'com', true);
    }
  });
});

describe('starting a transfer', () => {
  let transferId = 0;

  it('needs a paid transfer-in order of the account', async () => {
    const r = await initiate('lindqvist-foto.com', 'LqF7-kP2x-9mW4');
    expect(r.status).toBe(409);
    expect(r.body.code).toBe('conflict');
    expect(r.body.detail).toContain('/domains/lindqvist-foto.com/actions/transfer-in');
  });

  it('refuses another account’s domain, an unknown name, one already here and a malformed auth code', async () => {
    expect((await initiate('bergconsulting.se', 'Some-Code-1')).body.code).toBe('not_owned');
    const unknown = await initiate('no-one-has-this-name-yet.com', 'Some-Code-1');
    expect([unknown.status, unknown.body.code]).toEqual([404, 'not_found']);
    const ours = await initiate('nordlight-studio.com', 'Some-Code-1');
    expect([ours.status, ours.body.code]).toEqual([409, 'conflict']);
    const bad = await initiate('lindqvist-foto.com', 'a b');
    expect([bad.status, bad.body.code]).toEqual([422, 'validation_failed']);
  });

  it('a paid order without an auth code waits for it; submitting it starts the registry process', async () => {
    // The whole way a customer goes: the held order, approval, payment, the order's job.
    const hold = await api.call('POST', '/domains/lindqvist-foto.com/actions/transfer-in', {
      token: writer,
      body: { attempt_key: 'xfer-foto' },
    });
    expect(hold.body.status).toBe('confirmation_required');
    const { result } = (await approve(hold.body.pendingActionId)).body;
    expect((await api.app.request(new URL(result.paymentUrl).pathname, { method: 'POST' })).status).toBeLessThan(400);
    await runDueJobs(api.deps);
    const [order] = await api.db.select().from(domainOrders).where(eq(domainOrders.id, result.orderId));
    const [transfer] = await api.db.select().from(domainTransfers).where(eq(domainTransfers.orderId, order!.id));
    expect(transfer).toMatchObject({ status: 'awaiting_auth_code', losingRegistrar: 'Other Registrar Inc.' });
    const waiting = await get(transfer!.id);
    expect(waiting.body).toMatchObject({ cancellable: true, retryable: false, authCodeValid: null });
    const r = await initiate('lindqvist-foto.com', '  LqF7-kP2x-9mW4 ');
    expect(r.status).toBe(200);
    expect(r.body).toMatchObject({
      id: transfer!.id,
      domain: 'lindqvist-foto.com',
      status: 'pending_registry',
      orderId: order!.id,
      cancellable: true,
      retryable: false,
      target: { domain: 'lindqvist-foto.com', domainServiceId: null, userId: demoId },
    });
    expect(r.body.history.map((h: { status: string }) => h.status)).toEqual(['awaiting_auth_code', 'pending_registry']);
    expect((await transferRow(transfer!.id)).authCode).toBe('LqF7-kP2x-9mW4');
    transferId = transfer!.id;
    const again = await initiate('lindqvist-foto.com', 'LqF7-kP2x-9mW4');
    expect([again.status, again.body.code]).toEqual([409, 'conflict']);
    expect(again.body.detail).toContain('already under way');
  });

  it('the registry accepts the code, the losing registrar has five days, then the name is ours', async () => {
    await runDueJobs(api.deps);
    let t = (await get(transferId)).body;
    expect(t).toMatchObject({ status: 'pending_losing_registrar', authCodeValid: true });
    expect(Date.parse(t.expectedCompletionAt)).toBe(api.clock.now().getTime() + 5 * DAY);
    const [job] = await api.db
      .select()
      .from(jobs)
      .where(eq(jobs.subject, `domain_transfer:${transferId}`));
    expect(job).toMatchObject({ state: 'running', progress: 50 });
    expect(job!.stage).toContain('Other Registrar Inc.');

    api.clock.advance(5 * DAY);
    await runDueJobs(api.deps);
    t = (await get(transferId)).body;
    expect(t.status).toBe('completed');
    expect(t.cancellable).toBe(false);
    expect(t.history.at(-1).message).toContain('now in your account');
    const [d] = await api.db.select().from(domains).where(eq(domains.name, 'lindqvist-foto.com'));
    expect(d).toMatchObject({ accountId: demoId, status: 'active' });
    expect(t.target.domainServiceId).toBe(d!.serviceId);
    const [svc] = await api.db.select().from(services).where(eq(services.id, d!.serviceId!));
    expect(svc).toMatchObject({ type: 'domain', status: 'active', accountId: demoId });
    const [reg] = await api.db.select().from(registryDomains).where(eq(registryDomains.name, 'lindqvist-foto.com'));
    expect(reg!.registrar).toBe(OUR_REGISTRAR);
    const [order] = await api.db.select().from(domainOrders).where(eq(domainOrders.id, t.orderId));
    expect(order!.status).toBe('completed');
  });

  it('the seeded transfer of nordlight.nu completed when its window ended', async () => {
    const [t] = await api.db.select().from(domainTransfers).where(eq(domainTransfers.domain, 'nordlight.nu'));
    expect(t!.status).toBe('completed');
    const [d] = await api.db.select().from(domains).where(eq(domains.name, 'nordlight.nu'));
    expect(d!.accountId).toBe(demoId);
  });
});

describe('a wrong auth code, retry and cancel', () => {
  let id = 0;

  it('the job fails the transfer with the registry’s reason', async () => {
    await externalName('fjordfoto.se', 'Fjord-Foto-42');
    const { transfer } = await paidOrder('fjordfoto.se', { auth_code: 'Fjord-Foto-41' });
    expect(transfer.status).toBe('pending_registry');
    id = transfer.id;
    await runDueJobs(api.deps);
    const t = (await get(id)).body;
    expect(t).toMatchObject({
      status: 'failed',
      failureReason: 'The registry rejected the auth code',
      authCodeValid: false,
      retryable: true,
      // a failed transfer may also be closed for good, with its payment credited back
      cancellable: true,
    });
  });

  it('a failed transfer can be cancelled; a completed one cannot, nor retried', async () => {
    const c = await api.call('POST', `/domain-transfers/${id}/actions/cancel`, { token: writer, body: {} });
    expect(c.body.status).toBe('confirmation_required');
    expect(c.body.preview.find((p: { label: string }) => p.label === 'Refund').value).toContain('credited');
    const seeded = (await api.call('GET', '/domain-transfers', { token: writer, query: { status: 'completed' } })).body
      .data[0];
    const r = await api.call('POST', `/domain-transfers/${seeded.id}/actions/retry`, { token: writer, body: {} });
    expect([r.status, r.body.code]).toEqual([409, 'conflict']);
    const k = await api.call('POST', `/domain-transfers/${seeded.id}/actions/cancel`, { token: writer, body: {} });
    expect([k.status, k.body.code]).toEqual([409, 'conflict']);
  });

  it('retry with a corrected auth code, approved, starts the registry process again', async () => {
    const bad = await api.call('POST', `/domain-transfers/${id}/actions/retry`, {
      token: writer,
      body: { auth_code: 'no spaces please' },
    });
    expect(bad.status).toBe(422);
    const hold = await api.call('POST', `/domain-transfers/${id}/actions/retry`, {
      token: writer,
      body: { auth_code: ' Fjord-Foto-42 ', attempt_key: 'retry-1' },
    });
    expect(hold.body).toMatchObject({ status: 'confirmation_required', operation: 'retryDomainTransfer' });
    expect(JSON.stringify(hold.body.preview)).not.toContain('Fjord-Foto-42');
    expect((await transferRow(id)).status).toBe('failed');
    const approved = await approve(hold.body.pendingActionId);
    expect(approved.body).toMatchObject({ status: 'approved', error: null, result: { status: 'pending_registry' } });
    await runDueJobs(api.deps);
    expect((await transferRow(id)).status).toBe('pending_losing_registrar');
  });

  it('cancel, approved, stops the job and credits the order’s payment to the balance', async () => {
    const before = await balance();
    const hold = await api.call('POST', `/domain-transfers/${id}/actions/cancel`, { token: writer, body: {} });
    expect(hold.body.status).toBe('confirmation_required');
    expect(hold.body.preview.find((p: { label: string }) => p.label === 'Refund').value).toContain(
      '16.25 EUR paid for order',
    );
    const approved = await approve(hold.body.pendingActionId);
    expect(approved.body).toMatchObject({ status: 'approved', result: { credited: { amount: 16.25 } } });
    expect(await balance()).toBe(before + 1625);
    const t = (await get(id)).body;
    expect(t.status).toBe('cancelled');
    expect(t.history.at(-1).message).toContain('16.25 EUR credited');
    const live = await api.db
      .select()
      .from(jobs)
      .where(and(eq(jobs.subject, `domain_transfer:${id}`), eq(jobs.state, 'running')));
    expect(live).toEqual([]);
    const again = await api.call('POST', `/domain-transfers/${id}/actions/cancel`, { token: writer, body: {} });
    expect(again.status).toBe(409);
  });
});

describe('a registry that does not answer', () => {
  it('is asked again ten minutes later, at submission and at completion, and the transfer completes', async () => {
    await externalName('quietregistry.com', 'Quiet-Code-7');
    const { transfer } = await paidOrder('quietregistry.com', { auth_code: 'Quiet-Code-7' });
    await api.deps.infra.registry.setReachable(api.db, 'com', false);
    await runDueJobs(api.deps);
    expect((await transferRow(transfer.id)).status).toBe('pending_registry');
    const [job] = await api.db
      .select()
      .from(jobs)
      .where(eq(jobs.subject, `domain_transfer:${transfer.id}`));
    expect(job!.stage).toContain('not answering');
    expect(job!.runAt.getTime()).toBe(api.clock.now().getTime() + TRANSFER_RETRY_MS);

    await api.deps.infra.registry.setReachable(api.db, 'com', true);
    api.clock.advance(TRANSFER_RETRY_MS);
    await runDueJobs(api.deps);
    expect((await transferRow(transfer.id)).status).toBe('pending_losing_registrar');

    await api.deps.infra.registry.setReachable(api.db, 'com', false);
    api.clock.advance(5 * DAY);
    await runDueJobs(api.deps);
    expect((await transferRow(transfer.id)).status).toBe('pending_losing_registrar');
    await api.deps.infra.registry.setReachable(api.db, 'com', true);
    api.clock.advance(TRANSFER_RETRY_MS);
    await runDueJobs(api.deps);
    expect((await transferRow(transfer.id)).status).toBe('completed');
  });
});

describe('listing and reading', () => {
  it('lists the account’s transfers newest first, filtered by status and paged by cursor', async () => {
    const all = await api.call('GET', '/domain-transfers', { token: writer });
    expect(all.status).toBe(200);
    const ids = all.body.data.map((t: { id: number }) => t.id);
    expect(ids).toEqual([...ids].sort((a, b) => b - a));
    expect(all.body.total).toBe(4);
    const cancelled = await api.call('GET', '/domain-transfers', { token: writer, query: { status: 'cancelled' } });
    expect(cancelled.body.data.map((t: { domain: string }) => t.domain)).toEqual(['fjordfoto.se']);
    const first = await api.call('GET', '/domain-transfers', { token: writer, query: { limit: 3 } });
    expect(first.body).toMatchObject({ hasMore: true, total: 4 });
    const next = await api.call('GET', '/domain-transfers', {
      token: writer,
      query: { limit: 3, cursor: first.body.nextCursor },
    });
    expect(next.body).toMatchObject({ hasMore: false, nextCursor: null });
    expect([...first.body.data, ...next.body.data].map((t: { id: number }) => t.id)).toEqual(ids);
    const others = await api.call('GET', '/domain-transfers', { token: olof });
    expect(others.body.data).toEqual([]);
  });

  it('another account’s transfer is 403 not_owned (read, cancel, retry); an unknown one 404', async () => {
    const [t] = await api.db.select().from(domainTransfers).where(eq(domainTransfers.domain, 'nordlight.nu'));
    const r = await get(t!.id, olof);
    expect([r.status, r.body.code]).toEqual([403, 'not_owned']);
    for (const action of ['cancel', 'retry']) {
      const a = await api.call('POST', `/domain-transfers/${t!.id}/actions/${action}`, { token: olof, body: {} });
      expect([a.status, a.body.code]).toEqual([403, 'not_owned']);
    }
    const missing = await get(987654);
    expect([missing.status, missing.body.code]).toEqual([404, 'not_found']);
    const cancel = await api.call('POST', '/domain-transfers/987654/actions/cancel', { token: writer, body: {} });
    expect(cancel.status).toBe(404);
  });
});
