// The simulated mail transport: every message the control panel sends lands
// in the `outbox` table, which tests and the sandbox UI read.
import type { Db, Tx } from '@server/db/client';
import { outbox } from '@server/db/schema';

export interface OutgoingMail {
  accountId: number | null;
  to: string;
  subject: string;
  body: string;
  kind: string;
}

export interface Mailer {
  send(mail: OutgoingMail, tx?: Tx): Promise<{ id: number }>;
}

export function createMailer(db: Db): Mailer {
  return {
    async send(mail, tx) {
      const [row] = await (tx ?? db).insert(outbox).values(mail).returning({ id: outbox.id });
      return row!;
    },
  };
}
