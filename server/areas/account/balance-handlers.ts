// Prepaid balance, its ledger, burn-after-read handles, and the held top-up:
// approval creates a deposit invoice; the balance rises only when it is paid.
import { accountOps } from '@contract/account';
import { implement } from '@server/core/area';
import { money, paymentUrl, toCents } from '@server/core/money';
import { createInvoice } from '@server/areas/billing/public';
import { oneTimeLinksPage } from '@server/core/one-time-links';
import { ApiError } from '@server/core/problem';
import {
  balanceEventsPage,
  openDepositCount,
  openDepositSubtotalCents,
  type BalanceEventRow,
} from '@server/areas/billing/public';
import { loadAccount } from './account-repository';

/** More open top-ups than this and the customer should pay those first. */
const MAX_OPEN_DEPOSITS = 5;

export default implement(accountOps, {
  handlers: {
    async getBalance({ deps, cred }) {
      const a = await loadAccount(deps.db, cred.accountId);
      const openCents = await openDepositSubtotalCents(deps.db, a.id);
      return {
        balance: money(a.balanceCents, a.currency),
        pendingDeposits: money(openCents, a.currency),
        updatedAt: a.updatedAt.toISOString(),
      };
    },
    async listBalanceEvents({ deps, cred, query }) {
      const a = await loadAccount(deps.db, cred.accountId);
      return balanceEventsPage(deps.db, a.id, query, (e: BalanceEventRow) => ({
        id: String(e.id),
        kind: e.kind as 'deposit',
        amount: money(e.amountCents, a.currency),
        balanceAfter: money(e.balanceAfterCents, a.currency),
        description: e.description,
        invoiceId: e.invoiceId,
        createdAt: e.createdAt.toISOString(),
      }));
    },
    async listOnelinks({ deps, cred, query }) {
      const now = deps.clock.now();
      return oneTimeLinksPage(deps.db, cred.accountId, query, (l) => ({
        id: l.id,
        purpose: l.purpose,
        status: l.usedAt ? ('used' as const) : l.expiresAt <= now ? ('expired' as const) : ('active' as const),
        createdAt: l.createdAt.toISOString(),
        expiresAt: l.expiresAt.toISOString(),
        usedAt: l.usedAt?.toISOString() ?? null,
      }));
    },
  },
  holds: {
    addFunds: {
      async prepare({ deps, cred, body }) {
        const a = await loadAccount(deps.db, cred.accountId);
        const openCount = await openDepositCount(deps.db, a.id);
        if (openCount >= MAX_OPEN_DEPOSITS) {
          throw new ApiError(
            'validation_failed',
            `amount: ${openCount} top-up invoices are still unpaid; pay or let them lapse before adding more`,
            {
              errors: [
                {
                  path: 'amount',
                  message: `${openCount} top-up invoices are still unpaid; pay those first`,
                  code: 'too_many_open_deposits',
                },
              ],
            },
          );
        }
        const amount = money(toCents(body.amount), a.currency);
        return {
          summary: `Add ${amount.amount.toFixed(2)} ${amount.currency} to the prepaid balance`,
          params: { amount_cents: toCents(body.amount), currency: a.currency },
          money: amount,
          preview: [
            { label: 'Account', value: a.name },
            { label: 'Top-up amount', value: `${amount.amount.toFixed(2)} ${amount.currency}` },
            { label: 'What happens', value: 'A deposit invoice is created; the balance rises when it is paid' },
          ],
          extra: { amount },
        };
      },
      async execute(tx, action, deps) {
        const cents = Number(action.params.amount_cents);
        const currency = String(action.params.currency);
        const inv = await createInvoice(tx, {
          accountId: action.accountId,
          kind: 'deposit',
          currency,
          now: deps.clock.now(),
          pendingActionId: action.id,
          items: [{ description: 'Prepaid balance top-up', quantity: 1, unitCents: cents }],
        });
        return {
          invoiceId: inv.id,
          invoiceNumber: inv.number,
          status: inv.status,
          total: money(inv.totalCents, currency),
          paymentUrl: paymentUrl(deps.config.appUrl, inv.payToken),
        };
      },
    },
  },
});
