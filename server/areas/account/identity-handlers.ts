// Who is calling and what the account looks like at a glance.
import { accountOps } from '@contract/account';
import { accessibleAccounts } from '@server/core/access';
import { implement } from '@server/core/area';
import { servicesByEndDate, serviceStatusAt, serviceStatusCounts } from '@server/areas/services/public';
import { unpaidInvoiceTotals } from '@server/areas/billing/public';
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
      const svc = await servicesByEndDate(deps.db, a.id);
      const unpaid = await unpaidInvoiceTotals(deps.db, a.id);
      const soon = new Date(now.getTime() + EXPIRING_DAYS * 86_400_000);
      // Statuses as GET /services shows them (an active service past its end date is expired).
      const expiring = svc.filter((s) => serviceStatusAt(s, now) === 'active' && s.expiresAt && s.expiresAt <= soon);
      const suspended = svc.filter((s) => s.status === 'suspended');
      const {
        total,
        active,
        suspended: nSuspended,
        pending,
        expired,
        cancelled,
      } = await serviceStatusCounts(deps.db, a.id, now);
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
        services: { total, active, suspended: nSuspended, pending, expired, cancelled },
        unpaidInvoices: {
          count: unpaid.count,
          total: unpaid.count ? money(Number(unpaid.cents), a.currency) : null,
        },
        balance: money(a.balanceCents, a.currency),
        expiringSoon: shape(expiring),
        suspended: shape(suspended),
      };
    },
    async listAccessibleAccounts({ deps, cred }) {
      // A token is bound to one account, so that is all it can reach (as a guest, when a guest minted it).
      const role = cred.isGuest ? ('guest' as const) : ('owner' as const);
      const list =
        cred.kind === 'session'
          ? await accessibleAccounts(deps.db, cred.userId!)
          : [{ id: cred.accountId, name: cred.accountName, email: cred.accountEmail, role }];
      const data = list.map((a) => ({ ...a, current: a.id === cred.accountId }));
      return { data, total: data.length };
    },
  },
});
