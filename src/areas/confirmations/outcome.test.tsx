// Each family of held operation ends in an outcome written for the customer: what
// happened, what it cost, and the next step as a link; never a raw member name,
// an internal id or an ISO stamp.
import { describe, expect, it } from 'vitest';
import { screen, within } from '@testing-library/react';
import type { PendingAction } from '@contract/confirmations';
import { json, stubFetch } from '@/test/fetch-stub';
import { hostingTarget, me, pendingAction, session } from '@/test/fixtures';
import { renderApp } from '@/test/render-app';
import { formatDateTime } from '@/lib/format';

const ID = 'pa_01J0OUT';

async function outcomeOf(over: Partial<PendingAction>) {
  stubFetch({
    'GET /api/v1/auth/session': json(session()),
    'GET /api/v1/me': json(me()),
    'GET /api/v1/account/accessible-accounts': json({ data: [], total: 0 }),
    [`GET /api/v1/pending-actions/${ID}`]: json(
      pendingAction({ id: ID, status: 'approved', decidedBy: 'Dana Demo', decidedAt: '2026-12-01T09:00:00Z', ...over }),
    ),
  });
  renderApp(`/confirm/${ID}`);
  await screen.findByText('Approved');
  const card = screen.getByRole('heading', { level: 2, name: (_, el) => el.id === 'outcome' }).closest('section')!;
  // nothing internal reaches the customer
  expect(card.textContent).not.toMatch(/task_|bak_|app_|\d{4}-\d{2}-\d{2}T\d{2}|[a-z]+[A-Z][a-zA-Z]+Id|Url\b/);
  return card;
}

const link = (card: HTMLElement, name: string) => within(card).getByRole('link', { name }).getAttribute('href');
const fact = (card: HTMLElement, term: string) => within(card).getByText(term).nextElementSibling?.textContent;

const domainTarget = { ...hostingTarget('nordlight.se'), kind: 'domain' as const };

describe('domain orders', () => {
  const ordered = {
    orderId: 34,
    domain: 'nordlight.se',
    status: 'awaiting_payment',
    invoiceId: 812,
    orderNumber: 'PRO-2026-00812',
    total: { amount: 15, currency: 'EUR' },
    dueAt: '2026-12-10T06:00:00.000Z',
    paymentUrl: 'http://dashboard.test/sandbox/pay/tok',
    newExpiresAt: '2027-12-11T06:00:00.000Z',
    domainUrl: 'http://dashboard.test/domains/nordlight.se',
  };

  it('a renewal says the invoice to pay and by when, the new expiry only once paid, with Pay invoice first', async () => {
    const card = await outcomeOf({
      operation: 'renewDomain',
      target: domainTarget,
      result: { ...ordered, kind: 'renew' },
    });
    expect(within(card).getByRole('heading').textContent).toBe('Renewal of nordlight.se ordered: invoice to pay');
    expect(fact(card, 'Invoice')).toBe('PRO-2026-00812');
    expect(fact(card, 'Pay by')).toBe(formatDateTime(ordered.dueAt));
    expect(fact(card, 'New expiry')).toBe(`${formatDateTime(ordered.newExpiresAt)}, once paid`);
    expect(card.textContent).toContain('Nothing has changed at the registry yet');
    const steps = within(card)
      .getAllByRole('link')
      .map((a) => [a.textContent, a.getAttribute('href')]);
    expect(steps).toEqual([
      ['Pay invoice', '/billing/invoices/812'],
      ['Open the domain', '/domains/nordlight.se'],
    ]);
  });

  it('a restore names no new expiry as if it had happened', async () => {
    const card = await outcomeOf({
      operation: 'restoreDomain',
      target: domainTarget,
      result: { ...ordered, kind: 'restore', domain: 'nordlight.eu' },
    });
    expect(within(card).getByRole('heading').textContent).toBe('Restore of nordlight.eu ordered: invoice to pay');
    expect(within(card).queryByText('New expiry')).toBeNull();
    expect(card.textContent).toContain('restores the name from redemption');
  });

  it('an order paid at once says it is paid and offers no Pay', async () => {
    const card = await outcomeOf({
      operation: 'renewDomain',
      target: domainTarget,
      result: { ...ordered, kind: 'renew', status: 'processing', paymentUrl: null },
    });
    expect(within(card).getByRole('heading').textContent).toBe('Renewal of nordlight.se paid');
    expect(within(card).queryByRole('link', { name: 'Pay invoice' })).toBeNull();
    expect(fact(card, 'New expiry')).toBe(formatDateTime(ordered.newExpiresAt));
  });
});

describe('restores', () => {
  it('a restore from a backup leads to its progress', async () => {
    const card = await outcomeOf({
      operation: 'requestBackupRestore',
      target: hostingTarget(),
      result: { restoreId: '17', status: 'queued', items: 3, safetyBackupId: '41', estimatedSeconds: 125 },
    });
    expect(within(card).getByRole('heading').textContent).toBe('Restore of nordlight-studio.com started');
    expect(fact(card, 'To restore')).toBe('3 items');
    expect(fact(card, 'Expected to take')).toBe('about 2 minutes 5 seconds');
    expect(link(card, 'Watch progress')).toBe('/backups?input=nordlight-studio.com');
    expect(card.textContent).toContain('A backup of what was there before was taken first');
  });

  it('a CMS restore says what came back and opens the site', async () => {
    const card = await outcomeOf({
      operation: 'restoreCms',
      target: hostingTarget(),
      result: {
        installId: 'app_nordlightwp',
        backupId: 'bak_x1',
        restored: 'database',
        version: '6.7.1',
        restorePointId: 'bak_x2',
        taskId: 'task_9',
      },
    });
    expect(fact(card, 'Restored')).toBe('database');
    expect(link(card, 'Open the site')).toBe('/apps/cms/app_nordlightwp');
  });
});

describe('billing', () => {
  it('a card payment says what was charged to which card', async () => {
    const card = await outcomeOf({
      operation: 'payInvoiceWithCard',
      result: {
        invoiceId: 6,
        invoiceNumber: 'INV-2026-00006',
        status: 'paid',
        amountPaid: { amount: 33.63, currency: 'EUR' },
        card: 'Visa •••• 4242',
        chargeReference: 'ch_123',
        paidAt: '2026-12-01T09:00:00.000Z',
      },
    });
    expect(within(card).getByRole('heading').textContent).toBe('Invoice INV-2026-00006 paid');
    expect(fact(card, 'Card')).toBe('Visa •••• 4242');
    expect(link(card, 'Open the invoice')).toBe('/billing/invoices/6');
    expect(card.textContent).not.toContain('ch_123');
  });
});

describe('other changes', () => {
  it('a new root password is shown once, with the way back to the server', async () => {
    const card = await outcomeOf({
      operation: 'resetVpsRootPassword',
      summary: 'Reset the root password of build-01.nordlight-studio.com',
      target: { ...hostingTarget('build-01.nordlight-studio.com'), serviceId: 7 },
      result: { hostname: 'build-01', username: 'root', password: 'S3cret-pass', note: 'Shown this once' },
    });
    expect(fact(card, 'Username')).toBe('root');
    expect(within(card).getByText('S3cret-pass').tagName).toBe('CODE');
    expect(link(card, 'Back to the server')).toBe('/vps/7');
  });

  it('a deleted mailbox leads back to the mailboxes of its domain', async () => {
    const card = await outcomeOf({
      operation: 'deleteMailbox',
      summary: 'Delete the mailbox info@nordlight-studio.com',
      target: { ...hostingTarget(), kind: 'email', mailbox: 'info@nordlight-studio.com' },
      result: { deleted: true, address: 'info@nordlight-studio.com' },
    });
    expect(card.textContent).toContain('Delete the mailbox info@nordlight-studio.com: done.');
    expect(link(card, 'Back to mailboxes')).toBe('/email?input=nordlight-studio.com');
    expect(link(card, 'Back to the overview')).toBe('/');
  });
});
