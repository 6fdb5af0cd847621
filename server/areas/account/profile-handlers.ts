// Contact profile, preferences, and the held login-email change.
import { eq, sql } from 'drizzle-orm';
import type { z } from 'zod';
import { accountOps } from '@contract/account';
import type { ProfilePatch } from '@contract/account-profile';
import { checkContact } from '@contract/contact-checks';
import { accounts, users } from '@server/db/schema/account';
import { assertOwner } from '@server/core/access';
import { implement } from '@server/core/area';
import { ApiError } from '@server/core/problem';
import { loadAccount } from './account-repository';
import { readPreferences } from './stored-preferences';

type Row = Awaited<ReturnType<typeof loadAccount>>;

const present = (a: Row) => ({
  name: a.name,
  email: a.email,
  company: a.company,
  phone: a.phone,
  vatNumber: a.vatNumber,
  address: a.address,
  updatedAt: a.updatedAt.toISOString(),
});

const preferencesOf = (a: Row) => readPreferences(a.preferences, a.country);

export default implement(accountOps, {
  handlers: {
    async getProfile({ deps, cred }) {
      return present(await loadAccount(deps.db, cred.accountId));
    },
    async updateProfile({ deps, cred, body }) {
      const a = await loadAccount(deps.db, cred.accountId);
      const contact = checkedProfileContact(a, body);
      const [row] = await deps.db
        .update(accounts)
        .set({
          ...(body.name !== undefined && { name: body.name }),
          ...(body.company !== undefined && { company: body.company }),
          ...(body.phone !== undefined && { phone: contact.phone ?? null }),
          ...(body.vat_number !== undefined && { vatNumber: contact.vat ?? null }),
          ...(body.address && { address: { ...a.address, ...body.address } }),
          updatedAt: deps.clock.now(),
        })
        .where(eq(accounts.id, a.id))
        .returning();
      return present(row!);
    },
    async getPreferences({ deps, cred }) {
      return preferencesOf(await loadAccount(deps.db, cred.accountId));
    },
    async updatePreferences({ deps, cred, body }) {
      const current = preferencesOf(await loadAccount(deps.db, cred.accountId));
      const next = {
        language: body.language ?? current.language,
        timezone: body.timezone ?? current.timezone,
        theme: body.theme ?? current.theme,
        dateFormat: body.date_format ?? current.dateFormat,
        notifications: { ...current.notifications, ...(body.notifications ?? {}) },
      };
      await deps.db
        .update(accounts)
        .set({ preferences: next, updatedAt: deps.clock.now() })
        .where(eq(accounts.id, cred.accountId));
      return next;
    },
  },
  holds: {
    requestEmailChange: {
      async prepare({ deps, cred, body }) {
        // The login email is the owner's credential: a guest may neither ask for it nor approve it (decisions/023).
        assertOwner(cred, 'Changing the login email');
        const a = await loadAccount(deps.db, cred.accountId);
        if (a.email.toLowerCase() === body.new_email.toLowerCase()) {
          throw new ApiError('validation_failed', 'new_email: that is already the login email', {
            errors: [{ path: 'new_email', message: 'That is already the login email', code: 'unchanged' }],
          });
        }
        await assertEmailFree(deps.db, body.new_email, a.ownerUserId);
        return {
          summary: 'Change the login email of the account',
          params: { new_email: body.new_email.toLowerCase() },
          preview: [
            { label: 'Account', value: a.name },
            { label: 'Current login email', value: a.email },
            { label: 'New login email', value: body.new_email.toLowerCase() },
          ],
        };
      },
      async execute(tx, action, deps) {
        const email = String(action.params.new_email);
        const a = await loadAccount(tx, action.accountId);
        await assertEmailFree(tx, email, a.ownerUserId);
        await tx.update(accounts).set({ email, updatedAt: deps.clock.now() }).where(eq(accounts.id, a.id));
        await tx.update(users).set({ email }).where(eq(users.id, a.ownerUserId));
        return { email, previousEmail: a.email };
      },
    },
  },
});

/**
 * The phone and VAT number the profile will hold, checked in the country it will have (ADR 022):
 * a phone sent is read in that country and stored in E.164; a VAT number sent, or the stored one
 * when only the country changes, must be that country's. A stored value nobody touches is left
 * as it is, however old. Anything refused is a 422 naming the field, before anything is written.
 */
function checkedProfileContact(a: Row, body: z.output<typeof ProfilePatch>) {
  const country = body.address?.country ?? a.address.country;
  const countryChanged = body.address?.country !== undefined && body.address.country !== a.address.country;
  const vat = body.vat_number !== undefined ? body.vat_number : countryChanged ? a.vatNumber : null;
  const checked = checkContact({ phone: body.phone, vat, country }, { phone: 'phone', vat: 'vat_number' });
  const [first] = checked.errors;
  if (first) {
    throw new ApiError('validation_failed', `${first.path}: ${first.message}`, { errors: checked.errors });
  }
  return checked;
}

async function assertEmailFree(db: Parameters<typeof loadAccount>[0], email: string, ownerUserId: number) {
  const [taken] = await db
    .select({ id: users.id })
    .from(users)
    .where(sql`lower(${users.email}) = lower(${email})`);
  if (taken && taken.id !== ownerUserId) {
    throw new ApiError('conflict', 'Another login already uses that email address');
  }
}
