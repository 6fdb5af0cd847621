// Contacts of a billing address (invoice email, technical, EDI). The spec's
// detailed endpoints repeat the path id as billing_address_id; it must match.
import { and, asc, count, eq, sql } from 'drizzle-orm';
import { billingOps } from '@contract/billing';
import { billingContacts } from '@server/db/schema/billing';
import { implement } from '@server/core/area';
import { ApiError } from '@server/core/problem';
import { presentContact } from './address-presenter';
import { ownedAddress } from './address-repository';
import { pathId, sameId } from './path-ids';

/** Enough for any real team; beyond it the list stops being a contact list. */
const MAX_CONTACTS = 20;

export default implement(billingOps, {
  handlers: {
    async listBillingContacts({ deps, cred, params, query }) {
      sameId('billing_address_id', query.billing_address_id, params.billingAddress);
      const a = await ownedAddress(deps.db, cred.accountId, params.billingAddress);
      const rows = await deps.db
        .select()
        .from(billingContacts)
        .where(eq(billingContacts.billingAddressId, a.id))
        .orderBy(asc(billingContacts.id));
      return { billingAddressId: a.id, data: rows.map(presentContact) };
    },

    async addBillingContact({ deps, cred, params, body, setAuditTarget }) {
      sameId('billing_address_id', body.billing_address_id, params.billingAddress);
      const a = await ownedAddress(deps.db, cred.accountId, params.billingAddress);
      setAuditTarget(`${a.name}: ${body.email}`);
      return deps.db.transaction(async (tx) => {
        const [{ n }] = (await tx
          .select({ n: count() })
          .from(billingContacts)
          .where(eq(billingContacts.billingAddressId, a.id))) as [{ n: number }];
        if (n >= MAX_CONTACTS)
          throw new ApiError('conflict', `${a.name} already has ${MAX_CONTACTS} contacts; remove one first`);
        const [row] = await tx
          .insert(billingContacts)
          .values({
            accountId: cred.accountId,
            billingAddressId: a.id,
            type: body.type,
            email: body.email,
            createdAt: deps.clock.now(),
          })
          .onConflictDoNothing()
          .returning();
        if (!row) throw new ApiError('conflict', `${body.email} is already a ${body.type} contact of ${a.name}`);
        return presentContact(row);
      });
    },
  },
  holds: {
    removeBillingContact: {
      async prepare({ deps, cred, params, setAuditTarget }) {
        const a = await ownedAddress(deps.db, cred.accountId, params.billingAddress);
        const id = pathId(params.contact);
        const [c] =
          id === null
            ? []
            : await deps.db
                .select()
                .from(billingContacts)
                .where(and(eq(billingContacts.id, id), eq(billingContacts.billingAddressId, a.id)));
        if (!c) throw new ApiError('not_found', `Billing address ${a.name} has no contact ${params.contact}`);
        setAuditTarget(`${a.name}: ${c.email}`);
        const others = await deps.db
          .select({ n: sql<number>`count(*)::int` })
          .from(billingContacts)
          .where(and(eq(billingContacts.billingAddressId, a.id), eq(billingContacts.type, 'invoice_email')));
        const last = c.type === 'invoice_email' && others[0]!.n === 1;
        return {
          summary: `Remove ${c.email} (${c.type}) from the billing address ${a.name}`,
          params: { billing_address_id: a.id, contact_id: c.id },
          preview: [
            { label: 'Billing address', value: a.name },
            { label: 'Contact', value: `${c.email} (${c.type.replace('_', ' ')})` },
            ...(last
              ? [
                  {
                    label: 'Note',
                    value: 'This is the last invoice email contact: invoices will no longer be emailed to anyone',
                  },
                ]
              : []),
          ],
        };
      },
      async execute(tx, action) {
        const [gone] = await tx
          .delete(billingContacts)
          .where(
            and(
              eq(billingContacts.id, Number(action.params.contact_id)),
              eq(billingContacts.billingAddressId, Number(action.params.billing_address_id)),
            ),
          )
          .returning();
        if (!gone) throw new ApiError('not_found', 'The contact was already removed');
        return { removed: true, contactId: gone.id, email: gone.email, type: gone.type };
      },
    },
  },
});
