// The sandbox's switches as one account sees them: a VPS node or a TLD registry
// taken offline by a customer is offline for that account only, so one account's
// experiment never takes down another's server on a shared node (docs/decisions/024).
import { pgTable, primaryKey, text } from 'drizzle-orm/pg-core';
import { accountId, ts } from './columns';

export const sandboxOutages = pgTable(
  'sandbox_outages',
  {
    accountId: accountId(),
    kind: text('kind').notNull(), // vps_node | registry
    // the node's name or the TLD
    name: text('name').notNull(),
    since: ts('since').notNull(),
  },
  (t) => [primaryKey({ columns: [t.accountId, t.kind, t.name] })],
);
