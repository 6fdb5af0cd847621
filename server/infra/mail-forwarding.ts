// Forwarding: a copy of an inbound message goes on to another address. A
// local target is delivered inbound again, one hop deeper; a remote one is
// handed to its domain's exchanger, or bounces when the domain has none.
import { eq } from 'drizzle-orm';
import { domains } from '@server/db/schema/domains';
import { emailForwarders } from '@server/db/schema/email';
import { resolveMx } from './mail-network';
import { domainOf, type DeliveryOutcome } from './mail-message';
import { logLine, outcome, type Delivery } from './mail-inbound-context';

/** Forwarders that point at each other would otherwise deliver for ever. */
const MAX_HOPS = 5;

export async function forward(d: Delivery, dest: string) {
  const [local] = await d.tx
    .select({ id: domains.id })
    .from(domains)
    .where(eq(domains.name, domainOf(dest)));
  const mx = local ? null : (await resolveMx(d.tx, domainOf(dest)))[0];
  if (local || mx)
    await logLine(d, 'delivered', 'forwarded', `forwarded to <${dest}>`, local ? 'local' : `${mx!.host}:25`);
  else await logLine(d, 'bounced', 'bounced', `550 5.1.2 <${dest}>: forward target's domain has no mail exchanger`);
  if (local && d.hops < MAX_HOPS)
    await d.routes.deliver(d.tx, { ...d.mail, to: dest, messageId: d.messageId }, d.now, d.hops + 1);
}

/** A catch-all or a filter sends the message on instead of storing it. */
export async function forwardInstead(d: Delivery, dest: string, detail: string): Promise<DeliveryOutcome> {
  await forward(d, dest);
  return outcome(d, 'forwarded', detail);
}

/** Copies to every forwarder of the address; a mailbox of the same address still gets its own. */
export async function followForwarders(d: Delivery): Promise<string[]> {
  const forwards = await d.tx
    .select()
    .from(emailForwarders)
    .where(eq(emailForwarders.address, d.to))
    .orderBy(emailForwarders.id);
  for (const f of forwards) await forward(d, f.destination);
  return forwards.map((f) => f.destination);
}
