// What travels through the simulated MTA: the messages it accepts, the outcome
// it reports, and the mail-log line every step of a delivery leaves behind.
import type { Tx } from '@server/db/client';
import { mailLog, type MailAttachment, type MailParty } from '@server/db/schema/infra-mail';
import { randomString } from '@server/core/crypto';

export interface InboundMail {
  to: string;
  from: MailParty;
  subject: string;
  text: string | null;
  html?: string | null;
  date?: Date;
  cc?: MailParty[];
  attachments?: MailAttachment[];
  headers?: { name: string; value: string }[];
  spamScore?: number;
  messageId?: string;
  /** History being seeded: already read / flagged. */
  seen?: boolean;
  flagged?: boolean;
}

export interface OutboundMail {
  from: string;
  to: string[];
  subject: string;
  text: string;
  date?: Date;
  messageId?: string;
  /** An autoresponder or vacation reply: no Sent copy, not counted against the send limit. */
  autoReply?: 'autoresponder' | 'vacation';
}

export interface DeliveryOutcome {
  status: 'delivered' | 'spam' | 'forwarded' | 'discarded' | 'rejected' | 'deferred' | 'queued' | 'sent';
  messageId: string;
  detail: string;
  folder: string | null;
}

/**
 * Inbound and outbound delivery call each other (an outbound message to a local
 * address is delivered inbound; an inbound one can trigger an auto-reply, sent
 * outbound). Each receives the other through this, wired in mail-delivery.ts,
 * so neither module imports the other.
 */
export interface MailRoutes {
  /** `hops` counts the forwards already followed, so forwarding loops end. */
  deliver(tx: Tx, mail: InboundMail, now: Date, hops: number): Promise<DeliveryOutcome>;
  submit(tx: Tx, mail: OutboundMail, now: Date): Promise<DeliveryOutcome>;
}

export const MX_HOST = 'mx1.panel-mail.net';
export const SMTP_HOST = 'smtp.panel-mail.net';

export const domainOf = (address: string) => address.slice(address.lastIndexOf('@') + 1).toLowerCase();
export const newMessageId = (domain: string) => `<${randomString(20)}@${domain}>`;

type LogLine = Omit<typeof mailLog.$inferInsert, 'id'>;
export const writeLog = (tx: Tx, line: LogLine) => tx.insert(mailLog).values(line);
