// Billing profiles: list, read, create (the first is primary), update, make
// primary, and the held deletion. Invoices already issued keep the address
// they were issued to: before a profile changes, its invoices' address is fixed.
import { eq, sql, type AnyColumn } from 'drizzle-orm';
import { billingOps } from '@contract/billing';
import { checkContact } from '@contract/contact-checks';
import { billingAddresses, billingContacts, invoices } from '@server/db/schema/billing';
import { accountById } from '@server/areas/account/public';
import type { Db, Tx } from '@server/db/client';
import { implement } from '@server/core/area';
import { paginateTable } from '@server/core/pagination';
import { ApiError } from '@server/core/problem';
import { presentAddress, type AddressRow } from './address-presenter';
import { contactsOf, freezeInvoices, ownedAddress, primaryAddress } from './address-repository';
import { cardLabel, mandateLabel } from './payment-presenter';

/**
 * A VAT number checked with jsvat against the address's country (ADR 022), in its stored form
 * (upper case, no separators); null clears it. A refusal is a 422 on vat_number.
 */
function checkedVat(typed: string | null | undefined, country: string): string | null {
  if (typed == null) return null;
  const checked = checkContact({ vat: typed, country }, { vat: 'vat_number' });
  const [first] = checked.errors;
  if (first) throw new ApiError('validation_failed', `${first.path}: ${first.message}`, { errors: checked.errors });
  return checked.vat!;
}

const one = async (db: Db | Tx, a: AddressRow) => presentAddress(a, await contactsOf(db, [a.id]));
const primaryFirst = sql`(${billingAddresses.isPrimary})::int` as unknown as AnyColumn;

export default implement(billingOps, {
  handlers: {
    async listBillingAddresses({ deps, cred, query }) {
      const page = await paginateTable(deps.db, billingAddresses, {
        params: query,
        spec: {
          columns: [primaryFirst, billingAddresses.id],
          direction: 'desc',
          keyOf: (a: AddressRow) => [a.isPrimary ? 1 : 0, a.id],
        },
        filter: eq(billingAddresses.accountId, cred.accountId),
        map: (a) => a,
      });
      const contacts = await contactsOf(
        deps.db,
        page.data.map((a) => a.id),
      );
      return { ...page, data: page.data.map((a) => presentAddress(a, contacts)) };
    },

    async getBillingAddress({ deps, cred, params }) {
      const a = await ownedAddress(deps.db, cred.accountId, params.billingAddress);
      return one(deps.db, a);
    },

    async createBillingAddress({ deps, cred, body, setAuditTarget }) {
      const now = deps.clock.now();
      setAuditTarget(body.name);
      const vat = checkedVat(body.vat_number, body.country);
      return deps.db.transaction(async (tx) => {
        const acc = await accountById(tx, cred.accountId);
        const first = !(await primaryAddress(tx, cred.accountId));
        const [a] = await tx
          .insert(billingAddresses)
          .values({
            accountId: cred.accountId,
            name: body.name,
            company: body.company ?? null,
            orgNumber: body.org_number ?? null,
            vatNumber: vat,
            reference: body.reference ?? null,
            line1: body.line1,
            line2: body.line2 ?? null,
            city: body.city,
            postalCode: body.postal_code,
            country: body.country,
            isPrimary: first,
            invoiceDelivery: body.invoice_delivery,
            currency: acc!.currency,
            createdAt: now,
            updatedAt: now,
          })
          .returning();
        if (body.invoice_email) {
          await tx.insert(billingContacts).values({
            accountId: cred.accountId,
            billingAddressId: a!.id,
            type: 'invoice_email',
            email: body.invoice_email,
            createdAt: now,
          });
        }
        return one(tx, a!);
      });
    },

    async updateBillingAddress({ deps, cred, params, body, setAuditTarget }) {
      const a = await ownedAddress(deps.db, cred.accountId, params.billingAddress);
      setAuditTarget(a.name);
      const b = body;
      // A new country re-checks the stored VAT number against it; one nobody touches stays as it is.
      const vatChecked = b.vat_number !== undefined || (b.country !== undefined && b.country !== a.country);
      const set = {
        name: b.name,
        company: b.company,
        orgNumber: b.org_number,
        vatNumber: vatChecked
          ? checkedVat(b.vat_number === undefined ? a.vatNumber : b.vat_number, b.country ?? a.country)
          : undefined,
        reference: b.reference,
        line1: b.line1,
        line2: b.line2,
        city: b.city,
        postalCode: b.postal_code,
        country: b.country,
        invoiceDelivery: b.invoice_delivery,
      };
      // undefined leaves a field as it is; null clears an optional one.
      const changes = Object.fromEntries(Object.entries(set).filter(([, v]) => v !== undefined));
      return deps.db.transaction(async (tx) => {
        await freezeInvoices(tx, a);
        const [row] = await tx
          .update(billingAddresses)
          .set({ ...changes, updatedAt: deps.clock.now() })
          .where(eq(billingAddresses.id, a.id))
          .returning();
        return one(tx, row!);
      });
    },

    async setPrimaryBillingAddress({ deps, cred, params, setAuditTarget }) {
      const a = await ownedAddress(deps.db, cred.accountId, params.billingAddress);
      setAuditTarget(a.name);
      return deps.db.transaction(async (tx) => {
        const old = await primaryAddress(tx, cred.accountId);
        if (old && old.id !== a.id) {
          await freezeInvoices(tx, old);
          await tx
            .update(billingAddresses)
            .set({ isPrimary: false, updatedAt: deps.clock.now() })
            .where(eq(billingAddresses.id, old.id));
        }
        const [row] = await tx
          .update(billingAddresses)
          .set({ isPrimary: true, updatedAt: deps.clock.now() })
          .where(eq(billingAddresses.id, a.id))
          .returning();
        return one(tx, row!);
      });
    },
  },
  holds: {
    deleteBillingAddress: {
      async prepare({ deps, cred, params, setAuditTarget }) {
        const a = await ownedAddress(deps.db, cred.accountId, params.billingAddress);
        setAuditTarget(a.name);
        if (a.isPrimary)
          throw new ApiError(
            'conflict',
            `${a.name} is the primary billing address; make another one primary before deleting it`,
          );
        const pay = deps.infra.payments;
        const debits = await pay.scheduledFromProfile(deps.db, cred.accountId, a.id);
        if (debits.length)
          throw new ApiError(
            'conflict',
            `${debits.length} direct debit(s) from this address's mandate are scheduled; unschedule them before deleting it`,
          );
        const cards = (await pay.cards(deps.db, cred.accountId)).filter((c) => c.billingAddressId === a.id);
        const mandates = (await pay.mandates(deps.db, cred.accountId)).filter(
          (m) => m.billingAddressId === a.id && m.status === 'active',
        );
        const contacts = await contactsOf(deps.db, [a.id]);
        return {
          summary: `Delete the billing address ${a.name}`,
          params: { billing_address_id: a.id },
          irreversible: true,
          preview: [
            { label: 'Billing address', value: `${a.name}, ${a.line1}, ${a.postalCode} ${a.city}, ${a.country}` },
            {
              label: 'Contacts removed',
              value: contacts.length ? contacts.map((c) => `${c.email} (${c.type})`).join(', ') : 'none',
            },
            { label: 'Saved cards removed', value: cards.length ? cards.map(cardLabel).join(', ') : 'none' },
            { label: 'Mandates cancelled', value: mandates.length ? mandates.map(mandateLabel).join(', ') : 'none' },
            { label: 'Invoices', value: 'Invoices already issued keep this address as printed' },
          ],
        };
      },
      async execute(tx, action, deps) {
        const id = Number(action.params.billing_address_id);
        const [a] = await tx.select().from(billingAddresses).where(eq(billingAddresses.id, id)).for('update');
        if (!a) throw new ApiError('not_found', `Billing address ${id} was already deleted`);
        if (a.isPrimary)
          throw new ApiError('conflict', `${a.name} became the primary billing address meanwhile; nothing was deleted`);
        if ((await deps.infra.payments.scheduledFromProfile(tx, a.accountId, a.id)).length) {
          throw new ApiError(
            'conflict',
            `A direct debit from this address's mandate was scheduled meanwhile; unschedule it first. Nothing was deleted`,
          );
        }
        await freezeInvoices(tx, a);
        await tx.update(invoices).set({ billingAddressId: null }).where(eq(invoices.billingAddressId, a.id));
        const contacts = await tx.delete(billingContacts).where(eq(billingContacts.billingAddressId, a.id)).returning();
        const closed = await deps.infra.payments.closeProfile(tx, a.accountId, a.id);
        await tx.delete(billingAddresses).where(eq(billingAddresses.id, a.id));
        return {
          deleted: true,
          billingAddressId: a.id,
          name: a.name,
          contactsRemoved: contacts.length,
          cardsRemoved: closed.cards,
          mandatesCancelled: closed.mandates,
        };
      },
    },
  },
});
