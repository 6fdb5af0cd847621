// The mail server's delivery engine: inbound delivery (mail-inbound.ts) and
// outbound submission (mail-outbound.ts). The two call each other, so they
// are wired together here rather than importing each other (see MailRoutes).
import type { Tx } from '@server/db/client';
import type { DeliveryOutcome, InboundMail, MailRoutes, OutboundMail } from './mail-message';
import { receiveInbound } from './mail-inbound';
import { sendOutbound } from './mail-outbound';

const routes: MailRoutes = { deliver: deliverInbound, submit: submitOutbound };

/** Accept a message for an address on a domain hosted here; `hops` > 0 for a copy forwarded here. */
export function deliverInbound(tx: Tx, mail: InboundMail, now: Date, hops = 0): Promise<DeliveryOutcome> {
  return receiveInbound(tx, mail, now, hops, routes);
}

/** A mailbox sends a message. */
export function submitOutbound(tx: Tx, mail: OutboundMail, now: Date): Promise<DeliveryOutcome> {
  return sendOutbound(tx, mail, now, routes);
}
