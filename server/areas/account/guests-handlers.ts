// Guests: an owner invites a person by email; once that email has a login the
// guest is linked and can switch their session to this account. Only the owner
// manages the list; revoking a guest revokes the tokens it minted (docs/decisions/023).
import { and, eq, isNotNull, isNull, sql } from 'drizzle-orm';
import { accountOps } from '@contract/account';
import { GUEST_SORTS, sortOf, type SortValue } from '@contract/list-sorts';
import { apiTokens, guests, users } from '@server/db/schema/account';
import { assertOwner } from '@server/core/access';
import { implement } from '@server/core/area';
import { paginateTable, sortedBy, type KeysetSpec } from '@server/core/pagination';
import { ApiError } from '@server/core/problem';
import { loadAccount } from './account-repository';

type Row = typeof guests.$inferSelect;
const present = (g: Row) => ({
  id: g.id,
  email: g.email,
  guestId: g.userId,
  linked: g.userId !== null,
  role: 'all' as const,
  createdAt: g.createdAt.toISOString(),
});

type GuestSort = SortValue<(typeof GUEST_SORTS)[number]>;

/**
 * The guest list's keyset for `sort` (ADR 035). Ids are handed out in the order guests are invited, so
 * `invited` is the id order, as the listing always was; `email` pages by the address, then the id.
 */
function guestOrder(sort: GuestSort): KeysetSpec<Row> {
  const s = sortOf(sort);
  if (s.column === 'invited') return { columns: [guests.id], direction: s.direction, keyOf: (g) => [g.id], sort };
  return sortedBy({ column: s.column, direction: s.direction }, { email: [guests.email, (g: Row) => g.email] }, [
    guests.id,
    (g) => g.id,
  ]);
}

export default implement(accountOps, {
  handlers: {
    async listGuests({ deps, cred, query }) {
      const filter = and(eq(guests.accountId, cred.accountId), isNull(guests.revokedAt));
      return paginateTable(deps.db, guests, {
        params: query,
        spec: guestOrder(query.sort),
        filter,
        map: present,
      });
    },
    async inviteGuest({ deps, cred, body }) {
      assertOwner(cred, 'Inviting a guest');
      const a = await loadAccount(deps.db, cred.accountId);
      const email = body.email.toLowerCase();
      const [owner] = await deps.db.select().from(users).where(eq(users.id, a.ownerUserId));
      if (owner!.email.toLowerCase() === email) {
        throw new ApiError('validation_failed', 'email: that is the owner of this account', {
          errors: [{ path: 'email', message: 'That is the owner of this account', code: 'is_owner' }],
        });
      }
      const [existing] = await deps.db
        .select()
        .from(guests)
        .where(and(eq(guests.accountId, a.id), sql`lower(${guests.email}) = ${email}`, isNull(guests.revokedAt)));
      if (existing) throw new ApiError('conflict', `${email} is already a guest of this account`);
      const [login] = await deps.db
        .select({ id: users.id })
        .from(users)
        .where(sql`lower(${users.email}) = ${email}`);
      // Someone revoked here is back only by their own act: pending until they next log in (which links it).
      const [before] = await deps.db
        .select({ id: guests.id })
        .from(guests)
        .where(and(eq(guests.accountId, a.id), sql`lower(${guests.email}) = ${email}`, isNotNull(guests.revokedAt)))
        .limit(1);
      const linkNow = login && !before;
      const [row] = await deps.db
        .insert(guests)
        .values({ accountId: a.id, email, role: 'all', userId: linkNow ? login.id : null, createdAt: deps.clock.now() })
        .returning();
      await deps.infra.mailer.send({
        accountId: a.id,
        to: email,
        kind: 'guest_invitation',
        subject: `You have been invited to manage ${a.name}`,
        body: `${a.name} invited you as a guest with full access. ${linkNow ? 'Log in and switch to the account from the account menu.' : login ? 'Log in again to accept.' : 'Create a login with this email address to accept.'}`,
      });
      return present(row!);
    },
    async revokeGuest({ deps, cred, params, setAuditTarget }) {
      assertOwner(cred, "Revoking a guest's access");
      const now = deps.clock.now();
      // One transaction: the guest and every token it minted here end together, so no request is ever
      // admitted by a token of a revoked guest (token admission needs no guest lookup for it).
      const row = await deps.db.transaction(async (tx) => {
        const [g] = await tx
          .update(guests)
          .set({ revokedAt: now })
          .where(
            and(eq(guests.id, Number(params.guest)), eq(guests.accountId, cred.accountId), isNull(guests.revokedAt)),
          )
          .returning();
        if (g)
          await tx
            .update(apiTokens)
            .set({ revokedAt: now })
            .where(and(eq(apiTokens.guestId, g.id), isNull(apiTokens.revokedAt)));
        return g;
      });
      if (!row) throw new ApiError('not_found', `No active guest with id ${params.guest} on this account`);
      setAuditTarget(row.email);
      return { ...present(row), revokedAt: row.revokedAt!.toISOString() };
    },
  },
});
