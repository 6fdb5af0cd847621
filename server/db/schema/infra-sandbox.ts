// The infra-sandbox tables: only server/infra reads or writes them (docs/architecture.md, "Who owns which table").
import { pgTable, primaryKey, text } from 'drizzle-orm/pg-core';
import { accountId, ts } from '@server/db/columns';

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
