// Who is calling and what the account looks like at a glance.
import { and, eq, sql } from 'drizzle-orm';
import { accountOps } from '@contract/account';
import { invoices, services } from '@server/db/schema';
import { accessibleAccounts } from '@server/core/access';
import { implement } from '@server/core/area';
import { money } from '@server/core/money';
import { loadAccount } from './account-repository';

const EXPIRING_DAYS = 30;

export default implement(accountOps, {
  handlers: {
    async getMe({ cred, budget }) {
      // The budget as counted on admission (no second read): what this response's X-RateLimit-* headers say.
      return {
        limit: budget.limit,
        remaining: budget.remaining,
        resetInSeconds: budget.resetInSeconds,
        windowMinutes: budget.windowMinutes,
        credential: {
          kind: cred.kind,
          id: cred.id,
          name: cred.name,
          scopes: [...cred.scopes],
          expiresAt: cred.expiresAt?.toISOString() ?? null,
        },
        account: { id: cred.accountId, name: cred.accountName, email: cred.accountEmail },
        actor: { userId: cred.userId, email: cred.userEmail, isGuest: cred.isGuest },
      };
    },
    async getAccount({ deps, cred }) {
      const a = await loadAccount(deps.db, cred.accountId);
      return {
        id: a.id,
        name: a.name,
        email: a.email,
        company: a.company,
        country: a.country,
        currency: a.currency,
        createdAt: a.createdAt.toISOString(),
      };
    },
    async getOverview({ deps, cred, query }) {
      const a = await loadAccount(deps.db, cred.accountId);
      const now = deps.clock.now();
      const svc = await deps.db
        .select()
        .from(services)
        .where(eq(services.accountId, a.id))
        .orderBy(services.expiresAt, services.id);
      const [unpaid] = await deps.db
        .select({ count: sql<number>`count(*)::int`, cents: sql<string | null>`sum(${invoices.totalCents})` })
        .from(invoices)
        .where(and(eq(invoices.accountId, a.id), eq(invoices.status, 'unpaid')));
      const soon = new Date(now.getTime() + EXPIRING_DAYS * 86_400_000);
      const expiring = svc.filter(
        (s) => s.status === 'active' && s.expiresAt && s.expiresAt > now && s.expiresAt <= soon,
      );
      const suspended = svc.filter((s) => s.status === 'suspended');
      const summary = (s: (typeof svc)[number]) => ({
        id: String(s.id),
        type: s.type,
        domain: s.domain ?? '',
        displayName: s.displayName,
        status: s.status,
        expiresAt: s.expiresAt?.toISOString() ?? '',
      });
      const shape = (list: typeof svc) =>
        query.response_format === 'detailed'
          ? Object.fromEntries(list.map((s) => [String(s.id), summary(s)]))
          : list.map((s) => s.displayName);
      return {
        account: { id: a.id, name: a.name, email: a.email, company: a.company, country: a.country },
        services: {
          total: svc.length,
          active: svc.filter((s) => s.status === 'active').length,
          suspended: suspended.length,
        },
        unpaidInvoices: {
          count: unpaid!.count,
          total: unpaid!.count ? money(Number(unpaid!.cents), a.currency) : null,
        },
        balance: money(a.balanceCents, a.currency),
        expiringSoon: shape(expiring),
        suspended: shape(suspended),
      };
    },
    async listAccessibleAccounts({ deps, cred }) {
      // A token is bound to one account, so that is all it can reach.
      const list = cred.userId
        ? await accessibleAccounts(deps.db, cred.userId)
        : [{ id: cred.accountId, name: cred.accountName, email: cred.accountEmail, role: 'owner' as const }];
      const data = list.map((a) => ({ ...a, current: a.id === cred.accountId }));
      return { data, total: data.length };
    },
  },
});
