// One inbound delivery in progress, as its steps (mail-inbound.ts,
// mail-sorting.ts, mail-forwarding.ts) share it: whom it is for, how deep in
// forwards it is, and the mail-log lines and outcomes it writes.
import type { Tx } from '@server/db/client';
import { MX_HOST, writeLog, type DeliveryOutcome, type InboundMail, type MailRoutes } from './mail-message';

export interface Delivery {
  tx: Tx;
  /** The message as it arrived; the spam tag and filter verdicts do not change what is forwarded. */
  mail: InboundMail;
  now: Date;
  routes: MailRoutes;
  /** Forwards already followed to get here: 0 for mail from outside. */
  hops: number;
  at: Date;
  /** The recipient, lower-cased. */
  to: string;
  domain: string;
  accountId: number;
  messageId: string;
  size: number;
}

export function logLine(d: Delivery, status: string, stage: string, detail: string, relay: string | null = null) {
  return writeLog(d.tx, {
    accountId: d.accountId,
    domain: d.domain,
    at: d.at,
    direction: 'in',
    messageId: d.messageId,
    from: d.mail.from.address,
    to: d.to,
    status,
    stage,
    host: MX_HOST,
    relay,
    detail,
    sizeBytes: d.size,
  });
}

/** The outcome, without a log line of its own (an earlier step has written it). */
export const outcome = (
  d: Delivery,
  status: DeliveryOutcome['status'],
  detail: string,
  folder: string | null = null,
): DeliveryOutcome => ({ status, messageId: d.messageId, detail, folder });

/** The outcome, logged as the delivery's last line. */
export async function finish(
  d: Delivery,
  status: DeliveryOutcome['status'],
  logStatus: string,
  stage: string,
  detail: string,
  folder: string | null = null,
): Promise<DeliveryOutcome> {
  await logLine(d, logStatus, stage, detail);
  return outcome(d, status, detail, folder);
}
