// The simulated payment provider: it keeps saved cards (never their numbers),
// direct-debit mandates, card charges and scheduled debit collections in the
// database. Sandbox test cards behave like the real providers' ones: numbers
// ending 0002 are declined, an expired card is declined, anything else succeeds.
import { and, asc, eq, inArray } from 'drizzle-orm';
import type { Db, Tx } from '@server/db/client';
import { paymentCards, paymentCharges, paymentDebits, paymentMandates } from '@server/db/schema/billing';
import { newId, sha256 } from '@server/core/crypto';

export type CardRow = typeof paymentCards.$inferSelect;
export type MandateRow = typeof paymentMandates.$inferSelect;
export type DebitRow = typeof paymentDebits.$inferSelect;
type Conn = Db | Tx;

export type ChargeOutcome = { ok: true; chargeId: string } | { ok: false; chargeId: string; reason: string };

export interface NewCard {
  accountId: number;
  billingAddressId: number;
  number: string;
  expMonth: number;
  expYear: number;
  holderName: string | null;
  makeDefault: boolean;
  now: Date;
}

export interface PaymentProvider {
  cards(db: Conn, accountId: number): Promise<CardRow[]>;
  card(db: Conn, cardId: number): Promise<CardRow | undefined>;
  saveCard(tx: Tx, card: NewCard): Promise<CardRow>;
  removeCard(tx: Tx, cardId: number): Promise<void>;
  mandates(db: Conn, accountId: number): Promise<MandateRow[]>;
  /** A billing profile is closed: its cards are deleted and its mandates cancelled. */
  closeProfile(tx: Tx, accountId: number, billingAddressId: number): Promise<{ cards: number; mandates: number }>;
  /** Charge a saved card now; a decline is an outcome, not an exception. */
  charge(
    tx: Tx,
    c: { accountId: number; cardId: number; amountCents: number; currency: string; description: string; now: Date },
  ): Promise<ChargeOutcome>;
  scheduleDebit(
    tx: Tx,
    d: {
      accountId: number;
      mandateId: number;
      invoiceId: number;
      amountCents: number;
      currency: string;
      collectOn: string;
      now: Date;
    },
  ): Promise<DebitRow>;
  /** The live (scheduled) collection of an invoice, if any. */
  scheduledDebit(db: Conn, invoiceId: number): Promise<DebitRow | undefined>;
  scheduledDebits(db: Conn, invoiceIds: number[]): Promise<DebitRow[]>;
  debit(db: Conn, debitId: string): Promise<DebitRow | undefined>;
  /** Scheduled collections drawing on a billing profile's mandates. */
  scheduledFromProfile(db: Conn, accountId: number, billingAddressId: number): Promise<DebitRow[]>;
  /** Remember which job collects the debit, so unscheduling can cancel it. */
  attachJob(tx: Tx, debitId: string, jobId: number): Promise<void>;
  cancelDebit(tx: Tx, debitId: string, now: Date): Promise<DebitRow | null>;
  /** Collect a scheduled debit from the bank: fails when the mandate is no longer active. */
  collectDebit(
    tx: Tx,
    debitId: string,
    now: Date,
  ): Promise<{ ok: true; debit: DebitRow } | { ok: false; debit: DebitRow; reason: string }>;
}

export function brandOf(number: string): CardRow['brand'] {
  if (/^4/.test(number)) return 'visa';
  if (/^(5[1-5]|2[2-7])/.test(number)) return 'mastercard';
  if (/^3[47]/.test(number)) return 'amex';
  return 'other';
}

/** A card is usable through the end of its expiry month. */
export const cardExpired = (c: Pick<CardRow, 'expMonth' | 'expYear'>, now: Date) =>
  c.expYear < now.getUTCFullYear() || (c.expYear === now.getUTCFullYear() && c.expMonth < now.getUTCMonth() + 1);

export function createPayments(): PaymentProvider {
  return {
    cards: (db, accountId) =>
      db.select().from(paymentCards).where(eq(paymentCards.accountId, accountId)).orderBy(asc(paymentCards.id)),
    async card(db, cardId) {
      return (await db.select().from(paymentCards).where(eq(paymentCards.id, cardId)))[0];
    },
    async saveCard(tx, c) {
      const first =
        (
          await tx
            .select({ id: paymentCards.id })
            .from(paymentCards)
            .where(and(eq(paymentCards.accountId, c.accountId), eq(paymentCards.billingAddressId, c.billingAddressId)))
        ).length === 0;
      const isDefault = c.makeDefault || first;
      if (isDefault) {
        await tx
          .update(paymentCards)
          .set({ isDefault: false })
          .where(and(eq(paymentCards.accountId, c.accountId), eq(paymentCards.billingAddressId, c.billingAddressId)));
      }
      const [row] = await tx
        .insert(paymentCards)
        .values({
          accountId: c.accountId,
          billingAddressId: c.billingAddressId,
          brand: brandOf(c.number),
          last4: c.number.slice(-4),
          expMonth: c.expMonth,
          expYear: c.expYear,
          holderName: c.holderName,
          fingerprint: sha256(c.number),
          declines: c.number.endsWith('0002'),
          isDefault,
          createdAt: c.now,
        })
        .returning();
      return row!;
    },
    async removeCard(tx, cardId) {
      const [gone] = await tx.delete(paymentCards).where(eq(paymentCards.id, cardId)).returning();
      if (!gone?.isDefault) return;
      // The profile keeps a default card while it has any: the oldest remaining one takes over.
      const [next] = await tx
        .select()
        .from(paymentCards)
        .where(
          and(eq(paymentCards.accountId, gone.accountId), eq(paymentCards.billingAddressId, gone.billingAddressId)),
        )
        .orderBy(asc(paymentCards.id))
        .limit(1);
      if (next) await tx.update(paymentCards).set({ isDefault: true }).where(eq(paymentCards.id, next.id));
    },
    mandates: (db, accountId) =>
      db
        .select()
        .from(paymentMandates)
        .where(eq(paymentMandates.accountId, accountId))
        .orderBy(asc(paymentMandates.id)),
    async closeProfile(tx, accountId, billingAddressId) {
      const cards = await tx
        .delete(paymentCards)
        .where(and(eq(paymentCards.accountId, accountId), eq(paymentCards.billingAddressId, billingAddressId)))
        .returning({ id: paymentCards.id });
      const mandates = await tx
        .update(paymentMandates)
        .set({ status: 'cancelled' })
        .where(
          and(
            eq(paymentMandates.accountId, accountId),
            eq(paymentMandates.billingAddressId, billingAddressId),
            inArray(paymentMandates.status, ['pending', 'active']),
          ),
        )
        .returning({ id: paymentMandates.id });
      return { cards: cards.length, mandates: mandates.length };
    },
    async charge(tx, c) {
      const [card] = await tx.select().from(paymentCards).where(eq(paymentCards.id, c.cardId));
      const reason =
        !card || card.accountId !== c.accountId
          ? 'The card is not on file'
          : cardExpired(card, c.now)
            ? `The card expired at the end of ${String(card.expMonth).padStart(2, '0')}/${card.expYear}`
            : card.declines
              ? 'The card issuer declined the payment (sandbox test card ending 0002)'
              : null;
      const id = newId('ch', 20);
      await tx.insert(paymentCharges).values({
        id,
        accountId: c.accountId,
        cardId: c.cardId,
        amountCents: c.amountCents,
        currency: c.currency,
        description: c.description,
        status: reason ? 'declined' : 'succeeded',
        failureReason: reason,
        createdAt: c.now,
      });
      return reason ? { ok: false, chargeId: id, reason } : { ok: true, chargeId: id };
    },
    async scheduleDebit(tx, d) {
      const [row] = await tx
        .insert(paymentDebits)
        .values({
          id: newId('dd', 20),
          accountId: d.accountId,
          mandateId: d.mandateId,
          invoiceId: d.invoiceId,
          amountCents: d.amountCents,
          currency: d.currency,
          collectOn: d.collectOn,
          status: 'scheduled',
          createdAt: d.now,
        })
        .returning();
      return row!;
    },
    async scheduledDebit(db, invoiceId) {
      return (
        await db
          .select()
          .from(paymentDebits)
          .where(and(eq(paymentDebits.invoiceId, invoiceId), eq(paymentDebits.status, 'scheduled')))
      )[0];
    },
    scheduledDebits: async (db, invoiceIds) =>
      invoiceIds.length === 0
        ? []
        : db
            .select()
            .from(paymentDebits)
            .where(and(inArray(paymentDebits.invoiceId, invoiceIds), eq(paymentDebits.status, 'scheduled'))),
    async debit(db, debitId) {
      return (await db.select().from(paymentDebits).where(eq(paymentDebits.id, debitId)))[0];
    },
    async scheduledFromProfile(db, accountId, billingAddressId) {
      const rows = await db
        .select({ d: paymentDebits })
        .from(paymentDebits)
        .innerJoin(paymentMandates, eq(paymentMandates.id, paymentDebits.mandateId))
        .where(
          and(
            eq(paymentDebits.accountId, accountId),
            eq(paymentMandates.billingAddressId, billingAddressId),
            eq(paymentDebits.status, 'scheduled'),
          ),
        );
      return rows.map((r) => r.d);
    },
    async attachJob(tx, debitId, jobId) {
      await tx.update(paymentDebits).set({ jobId }).where(eq(paymentDebits.id, debitId));
    },
    async cancelDebit(tx, debitId, now) {
      const [row] = await tx
        .update(paymentDebits)
        .set({ status: 'cancelled', settledAt: now })
        .where(and(eq(paymentDebits.id, debitId), eq(paymentDebits.status, 'scheduled')))
        .returning();
      return row ?? null;
    },
    async collectDebit(tx, debitId, now) {
      const [debit] = await tx.select().from(paymentDebits).where(eq(paymentDebits.id, debitId)).for('update');
      if (!debit || debit.status !== 'scheduled') throw new Error(`debit ${debitId} is not scheduled`);
      const [mandate] = await tx.select().from(paymentMandates).where(eq(paymentMandates.id, debit.mandateId));
      const reason = !mandate
        ? 'The direct-debit mandate no longer exists'
        : mandate.status !== 'active'
          ? `The direct-debit mandate is ${mandate.status}`
          : null;
      const [row] = await tx
        .update(paymentDebits)
        .set({ status: reason ? 'failed' : 'collected', failureReason: reason, settledAt: now })
        .where(eq(paymentDebits.id, debitId))
        .returning();
      return reason ? { ok: false, debit: row!, reason } : { ok: true, debit: row! };
    },
  };
}

/** Sandbox-only: a mandate as if the customer had signed it at their bank (used by the seed). */
export async function registerMandate(
  tx: Tx,
  m: {
    accountId: number;
    billingAddressId: number;
    scheme: 'autogiro' | 'sepa';
    bank: string;
    accountNumber: string;
    now: Date;
  },
) {
  const [row] = await tx
    .insert(paymentMandates)
    .values({
      accountId: m.accountId,
      billingAddressId: m.billingAddressId,
      scheme: m.scheme,
      bank: m.bank,
      accountMasked: `•••• ${m.accountNumber.replace(/\s/g, '').slice(-4)}`,
      status: 'active',
      reference: newId('md', 12),
      createdAt: m.now,
    })
    .returning();
  return row!;
}
