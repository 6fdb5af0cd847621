// GET /account/attention on the demo: one list, most urgent first, each item with
// its action; a renewal ordered turns the domain's item into its invoice to pay
// (listed once); another account sees only its own; the scope is read:account.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { eq } from 'drizzle-orm';
import { accountBackupRecords } from '@server/db/schema/backups';
import { monitors } from '@server/db/schema/monitoring';
import { services } from '@server/db/schema/services';
import type { AttentionItem } from '@contract/account-attention';
import { createInvoice } from '@server/areas/billing/public';
import { startApi, type TestApi } from '@server/test/harness';

let api: TestApi;
let reader: string;

beforeAll(async () => {
  api = await startApi();
  reader = await api.token(['read:account']);
});
afterAll(() => api.close());

const attention = async (token = reader) => {
  const r = await api.call('GET', '/account/attention', { token });
  expect(r.status).toBe(200);
  return r.body as { data: AttentionItem[]; total: number };
};

describe('the demo account', () => {
  it('leads with the names it is about to lose, then the expired, then the expiring, each with its action', async () => {
    const { data, total } = await attention();
    expect(total).toBe(data.length);
    const domains = data.filter((i) => i.kind.startsWith('domain.') && i.kind !== 'domain.unverified');
    expect(domains.map((i) => [i.subject, i.kind])).toEqual([
      ['nordlight-archive.com', 'domain.redemption'],
      ['nordlight.eu', 'domain.redemption'],
      ['lindqvist.net', 'domain.grace'],
      ['nordlight.se', 'domain.expiring'],
    ]);
    expect(domains[0]).toMatchObject({
      severity: 'critical',
      action: { label: 'Restore', path: '/domains/nordlight-archive.com' },
    });
    expect(domains[2]!.action).toEqual({ label: 'Renew', path: '/domains/lindqvist.net' });
    expect(domains[3]).toMatchObject({ severity: 'warning', amount: { currency: 'EUR' } });
    // the first item is the most urgent: nothing ranks above a name in redemption
    expect(data[0]!.subject).toBe('nordlight-archive.com');
    expect(data.find((i) => i.kind === 'domain.unverified')).toMatchObject({
      subject: 'alexlindqvist.dev',
      action: { label: 'Resend the email' },
    });
    expect(data.find((i) => i.kind === 'service.suspended')).toMatchObject({
      subject: expect.stringContaining('oldshop-nordlight.com'),
      action: { path: expect.stringMatching(/^\/services\/\d+$/) },
    });
  });

  it('lists a failed backup only until a backup is taken again, and the cron job whose latest run failed', async () => {
    const { data } = await attention();
    // the seed's failed remote copy was made good by the next night's backup
    expect(data.some((i) => i.kind === 'backup.failed')).toBe(false);
    // one that failed after the last backup is news until the next one
    const [svc] = await api.db.select().from(services).where(eq(services.domain, 'nordlight-studio.com'));
    const startedAt = api.clock.now();
    await api.db.insert(accountBackupRecords).values({
      accountId: svc!.accountId,
      serviceId: svc!.id,
      kind: 'home',
      status: 'failed',
      location: 'remote',
      startedAt,
      detail: 'The remote store did not answer',
    });
    const failed = (await attention()).data.find((i) => i.kind === 'backup.failed');
    expect(failed).toMatchObject({
      subject: 'nordlight-studio.com',
      since: startedAt.toISOString(),
      action: { label: 'Open backups', path: '/backups?input=nordlight-studio.com' },
    });
    await api.db.delete(accountBackupRecords).where(eq(accountBackupRecords.startedAt, startedAt));
    expect(data.find((i) => i.kind === 'cron.failed' && i.subject.includes('sitemap'))).toMatchObject({
      severity: 'notice',
      action: { label: 'Open the cron job', path: expect.stringMatching(/^\/cron\/\d+$/) },
    });
  });

  it('lists a monitor that went down', async () => {
    const [m] = await api.db.select().from(monitors).orderBy(monitors.id).limit(1);
    const changed = api.clock.now();
    await api.db.update(monitors).set({ status: 'down', lastChangeAt: changed }).where(eq(monitors.id, m!.id));
    try {
      const item = (await attention()).data.find((i) => i.kind === 'monitor.down');
      expect(item).toMatchObject({
        subject: m!.name,
        severity: 'critical',
        since: changed.toISOString(),
        action: { label: 'Open the monitor', path: `/monitoring/${m!.id}` },
      });
    } finally {
      await api.db
        .update(monitors)
        .set({ status: m!.status, lastChangeAt: m!.lastChangeAt })
        .where(eq(monitors.id, m!.id));
    }
  });

  it('shows an ordered renewal as its invoice to pay, once', async () => {
    const writer = await api.token(['read:domains', 'write:domains']);
    const hold = await api.call('POST', '/domains/nordlight.se/actions/renew', { token: writer, body: { years: 1 } });
    const approved = await api.call('POST', `/pending-actions/${hold.body.pendingActionId}/approve`, {
      cookie: await api.login(),
      body: {},
    });
    const { invoiceId, orderNumber } = approved.body.result;
    const { data } = await attention();
    const se = data.find((i) => i.subject === 'nordlight.se')!;
    expect(se).toMatchObject({
      kind: 'domain.expiring',
      title: expect.stringMatching(/awaits payment/),
      action: { label: 'Pay invoice', path: `/billing/invoices/${invoiceId}` },
    });
    expect(data.filter((i) => i.action.path === `/billing/invoices/${invoiceId}`)).toHaveLength(1);
    expect(data.some((i) => i.subject === `Invoice ${orderNumber}`)).toBe(false);
  });
});

describe('access', () => {
  it("is each account's own, and needs read:account", async () => {
    const berg = await attention(await api.token(['read:account'], { accountEmail: 'maria@example.com' }));
    expect(berg.data.some((i) => i.subject.includes('nordlight'))).toBe(false);
    const r = await api.call('GET', '/account/attention', { token: await api.token(['read:domains']) });
    expect(r.status).toBe(403);
    expect(r.body.code).toBe('insufficient_scope');
  });
});

describe('an account with many unpaid invoices', () => {
  it('names the ten due first and one line for the rest, which opens the unpaid list', async () => {
    const accountId = await api.accountId('demo@example.com');
    const before = (await attention()).data.filter((i) => i.kind.startsWith('invoice.')).length;
    for (let k = 0; k < 12; k++)
      await createInvoice(api.db, {
        accountId,
        kind: 'invoice',
        currency: 'EUR',
        items: [{ description: `Consulting ${k}`, quantity: 1, unitCents: 1000 }],
        now: api.clock.now(),
        dueDays: 20 + k,
      });
    const invoices = (await attention()).data.filter((i) => i.kind.startsWith('invoice.'));
    const more = before + 12 - 10;
    expect(invoices).toHaveLength(11);
    expect(invoices.filter((i) => i.action.label === 'Pay invoice')).toHaveLength(10);
    expect(invoices.find((i) => i.action.label === 'See unpaid invoices')).toMatchObject({
      subject: `${more} more unpaid invoices`,
      action: { path: '/billing/invoices?status=unpaid' },
    });
  });
});
