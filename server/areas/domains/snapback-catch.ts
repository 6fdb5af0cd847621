// Catching a released name for the Snapback bookings on it (run by the
// registry's lifecycle job, in its transaction).
import { eq } from 'drizzle-orm';
import type { Tx } from '@server/db/client';
import { snapbackBookings } from '@server/db/schema/domains';
import type { Deps } from '@server/core/deps';
import { VAT_RATE } from '@server/core/money';
import { moveBalance } from '@server/areas/billing/public';
import { accountById } from '@server/areas/account/public';
import { createInvoice, markInvoicePaid } from '@server/areas/billing/public';
import {
  OUR_REGISTRAR,
  PROVIDER_NAMESERVERS,
  RegistryRefusal,
  RegistryUnavailable,
  tldOf,
  type RegistryDomainRow,
} from '@server/infra/registry';
import { priceOf } from './pricing';
import { accountContact, provisionRegistrarDomain } from './provision';
import { waitingBookings, type BookingRow } from './snapback-repository';

const fmt = (cents: number, currency: string) => `${(cents / 100).toFixed(2)} ${currency}`;

/**
 * For each released name with bookings: the first booking whose account can still pay wins (the name is
 * registered to it and provisioned, the price charged to its balance); every other booking is lost.
 */
export async function catchReleasedNames(tx: Tx, deps: Deps, released: RegistryDomainRow[], now: Date) {
  if (!released.length) return;
  const bookings = await waitingBookings(
    tx,
    released.map((r) => r.name),
  );
  const byName = new Map<string, BookingRow[]>();
  for (const b of bookings) byName.set(b.domain, [...(byName.get(b.domain) ?? []), b]);
  for (const [name, queue] of byName) await catchOne(tx, deps, name, queue, now);
}

async function catchOne(tx: Tx, deps: Deps, name: string, queue: BookingRow[], now: Date) {
  let winner: BookingRow | null = null;
  let serviceId: number | null = null;
  let failure: string | null = null;
  const couldNotPay = new Set<number>();
  for (const b of queue) {
    const acc = await accountById(tx, b.accountId);
    if (!acc || acc.balanceCents < b.priceCents) {
      couldNotPay.add(b.id);
      continue;
    }
    try {
      // A savepoint: a registry that refuses leaves nothing half done, and the lifecycle job goes on.
      serviceId = await tx.transaction((sp) => register(sp, deps, b, now));
      winner = b;
    } catch (err) {
      if (!(err instanceof RegistryUnavailable || err instanceof RegistryRefusal)) throw err;
      failure = `the .${tldOf(name)} registry did not register it (${err.message})`;
    }
    break;
  }
  for (const b of queue) {
    const won = b.id === winner?.id;
    await tx
      .update(snapbackBookings)
      .set({ status: won ? 'won' : 'lost', resolvedAt: now, serviceId: won ? serviceId : null })
      .where(eq(snapbackBookings.id, b.id));
    const acc = await accountById(tx, b.accountId);
    const why = won
      ? `${name} is now registered to your account. ${fmt(b.priceCents, b.currency)} was charged to your balance.`
      : couldNotPay.has(b.id)
        ? `Your balance did not cover the price of ${fmt(b.priceCents, b.currency)} when ${name} dropped. Nothing was charged.`
        : failure
          ? `We could not catch ${name}: ${failure}. Nothing was charged.`
          : `${name} went to an earlier booking. Nothing was charged.`;
    await deps.infra.mailer.send(
      {
        accountId: b.accountId,
        to: acc!.email,
        subject: won ? `Snapback: you caught ${name}` : `Snapback: ${name} was not caught for you`,
        body: why,
        kind: won ? 'snapback_won' : 'snapback_lost',
      },
      tx,
    );
  }
}

/** Register the name to the booking's account, provision it and charge the price; returns the domain service id. */
async function register(tx: Tx, deps: Deps, b: BookingRow, now: Date) {
  const registry = deps.infra.registry;
  const created = await registry.create(tx, {
    name: b.domain,
    years: 1,
    registrar: OUR_REGISTRAR,
    nameservers: [...PROVIDER_NAMESERVERS],
    registrant: await accountContact(tx, b.accountId),
    now,
  });
  const tld = (await registry.tld(tx, created.tld))!;
  const row = await provisionRegistrarDomain(tx, {
    accountId: b.accountId,
    name: b.domain,
    registeredAt: now,
    expiresAt: created.expiresAt,
    nameservers: [...PROVIDER_NAMESERVERS],
    autoRenew: true,
    renewalCents: priceOf(tld, 'renew').netCents,
    now,
  });
  // The booked price includes VAT; the invoice states it as net plus VAT, paid from the balance.
  const net = Math.round(b.priceCents / (1 + VAT_RATE));
  const invoice = await createInvoice(tx, {
    accountId: b.accountId,
    kind: 'invoice',
    currency: b.currency,
    items: [
      {
        description: `Snapback: ${b.domain} caught and registered for 1 year`,
        quantity: 1,
        unitCents: net,
        serviceId: row.serviceId,
      },
    ],
    taxRate: VAT_RATE,
    meta: { snapbackBookingId: b.id },
    now,
    dueDays: 0,
  });
  await moveBalance(tx, b.accountId, -invoice.totalCents, 'charge', `Snapback of ${b.domain}`, invoice.id, now);
  await markInvoicePaid(tx, deps.paidHooks, invoice.id, now);
  return row.serviceId;
}
