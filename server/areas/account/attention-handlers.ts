// GET /account/attention: every item that needs the customer, from every area,
// in one answer ordered by urgency (attention-order.ts), so the overview asks once.
import { attentionOps } from '@contract/account-attention';
import { implement } from '@server/core/area';
import { sharedRead } from '@server/core/shared-reads';
import { domainAttention } from '@server/areas/domains/public';
import { byUrgency } from './attention-order';
import {
  backupAttention,
  cronAttention,
  invoiceAttention,
  monitorAttention,
  suspendedServiceAttention,
} from './attention-sources';

export default implement(attentionOps, {
  handlers: {
    // The answer depends on the account and the clock alone (ADR 018).
    getAttention: sharedRead(async ({ deps, cred }) => {
      const now = deps.clock.now();
      const { db } = deps;
      const domains = await domainAttention(db, deps, cred.accountId, now);
      // an invoice a domain item already asks to pay is not listed a second time
      const shown = new Set(domains.flatMap((d) => (d.invoiceId === null ? [] : [d.invoiceId])));
      const rest = await Promise.all([
        invoiceAttention(db, cred.accountId, now, shown),
        suspendedServiceAttention(db, cred.accountId),
        monitorAttention(db, cred.accountId),
        backupAttention(db, cred.accountId),
        cronAttention(db, cred.accountId),
      ]);
      const data = [...domains.map(({ invoiceId: _, ...item }) => item), ...rest.flat()].sort(byUrgency);
      return { data, total: data.length };
    }),
  },
});
