// Prepaid balance, its ledger, burn-after-read handles, and the held top-up:
// approval creates a deposit invoice; the balance rises only when it is paid.
import { count, eq, sql } from 'drizzle-orm';
import { accountOps } from '@contract/account';
import { balanceEvents, invoices, onelinks } from '@server/db/schema';
import { implement } from '@server/core/area';
import { createInvoice, money, paymentUrl, toCents } from '@server/core/money';
import { paginateTable } from '@server/core/pagination';
import { ApiError } from '@server/core/problem';
import { loadAccount, newestFirst, openDeposits } from './account-repository';

/** More open top-ups than this and the customer should pay those first. */
const MAX_OPEN_DEPOSITS = 5;

type Ev = typeof balanceEvents.$inferSelect;
type Link = typeof onelinks.$inferSelect;

export default implement(accountOps, {
  handlers: {
    async getBalance({ deps, cred }) {
      const a = await loadAccount(deps.db, cred.accountId);
      const [open] = await deps.db
        .select({ cents: sql<string | null>`sum(${invoices.subtotalCents})` })
        .from(invoices)
        .where(openDeposits(a.id));
      return {
        balance: money(a.balanceCents, a.currency),
        pendingDeposits: money(Number(open?.cents ?? 0), a.currency),
        updatedAt: a.updatedAt.toISOString(),
      };
    },
    async listBalanceEvents({ deps, cred, query }) {
      const a = await loadAccount(deps.db, cred.accountId);
      return paginateTable(deps.db, balanceEvents, {
        params: query,
        spec: { columns: [balanceEvents.id], direction: 'desc', keyOf: (e: Ev) => [e.id] },
        filter: eq(balanceEvents.accountId, a.id),
        map: (e) => ({
          id: String(e.id),
          kind: e.kind as 'deposit',
          amount: money(e.amountCents, a.currency),
          balanceAfter: money(e.balanceAfterCents, a.currency),
          description: e.description,
          invoiceId: e.invoiceId,
          createdAt: e.createdAt.toISOString(),
        }),
      });
    },
    async listOnelinks({ deps, cred, query }) {
      const now = deps.clock.now();
      return paginateTable(deps.db, onelinks, {
        params: query,
        spec: newestFirst<Link>(onelinks.createdAt, onelinks.id),
        filter: eq(onelinks.accountId, cred.accountId),
        map: (l) => ({
          id: l.id,
          purpose: l.purpose,
          status: l.usedAt ? ('used' as const) : l.expiresAt <= now ? ('expired' as const) : ('active' as const),
          createdAt: l.createdAt.toISOString(),
          expiresAt: l.expiresAt.toISOString(),
          usedAt: l.usedAt?.toISOString() ?? null,
        }),
      });
    },
  },
  holds: {
    addFunds: {
      async prepare({ deps, cred, body }) {
        const a = await loadAccount(deps.db, cred.accountId);
        const [open] = await deps.db.select({ n: count() }).from(invoices).where(openDeposits(a.id));
        if (open!.n >= MAX_OPEN_DEPOSITS) {
          throw new ApiError(
            'validation_failed',
            `amount: ${open!.n} top-up invoices are still unpaid; pay or let them lapse before adding more`,
            {
              errors: [
                {
                  path: 'amount',
                  message: `${open!.n} top-up invoices are still unpaid; pay those first`,
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
