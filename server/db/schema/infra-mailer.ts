// The panel's own outgoing mail (the simulated mailer's outbox): only server/infra/mailer.ts writes and
// reads it (docs/architecture.md, "Who owns which table").
import { index, integer, pgTable, text } from 'drizzle-orm/pg-core';
import { createdAt, id } from '@server/db/columns';

/** Mail the control panel sent (simulated mailer outbox). */
export const outbox = pgTable(
  'outbox',
  {
    id: id(),
    accountId: integer('account_id'),
    to: text('to').notNull(),
    subject: text('subject').notNull(),
    body: text('body').notNull(),
    kind: text('kind').notNull(),
    createdAt: createdAt(),
  },
  (t) => [index('outbox_to_idx').on(t.to)],
);
