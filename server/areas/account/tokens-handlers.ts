// API tokens: created and revoked only from the web session. The secret is
// shown once; the database keeps its SHA-256, which is also its budget key.
// A token a guest mints acts as that guest and ends with its guest link (docs/decisions/023).
import { and, eq, isNull, sql, type AnyColumn } from 'drizzle-orm';
import { accountOps } from '@contract/account';
import { TOKEN_SORTS, sortOf, type SortValue } from '@contract/list-sorts';
import type { ScopeName } from '@contract/scopes';
import { apiTokens, guests } from '@server/db/schema/account';
import { implement } from '@server/core/area';
import { newId, randomString, sha256 } from '@server/core/crypto';
import { decodeCursor, isoKey, paginateTable, sortedBy, type SortKey } from '@server/core/pagination';
import { ApiError } from '@server/core/problem';

type Row = typeof apiTokens.$inferSelect;
const present = (t: Row) => ({
  id: t.id,
  name: t.name,
  scopes: t.scopes as ScopeName[],
  prefix: t.prefix,
  createdAt: t.createdAt.toISOString(),
  expiresAt: t.expiresAt?.toISOString() ?? null,
  lastUsedAt: t.lastUsedAt?.toISOString() ?? null,
  revokedAt: t.revokedAt?.toISOString() ?? null,
});

type TokenSort = (typeof TOKEN_SORTS)[number];

/**
 * A time the token may not have, as a NOT NULL expression so the keyset's row comparison keeps every
 * token: no expiry is the end of time (never expires: the latest), no use the start (never used: the
 * longest ago).
 */
const timeOr = (c: AnyColumn, none: 'infinity' | '-infinity') =>
  sql`coalesce(${c}, ${none}::timestamptz)` as unknown as AnyColumn;
const timeKey = (d: Date | null, none: string) => (d ? isoKey(d) : none);

const tokenSortKeys: Record<TokenSort, SortKey<Row>> = {
  created: [apiTokens.createdAt, (t) => isoKey(t.createdAt)],
  name: [apiTokens.name, (t) => t.name],
  expires: [timeOr(apiTokens.expiresAt, 'infinity'), (t) => timeKey(t.expiresAt, 'infinity')],
  used: [timeOr(apiTokens.lastUsedAt, '-infinity'), (t) => timeKey(t.lastUsedAt, '-infinity')],
};

/**
 * The time in a cursor of the `expires` or `used` order goes into the query as a timestamp: one that is
 * not (tampered with) is a 400 here, not a database error. The other columns the keyset checks itself.
 */
function checkCursor(cursor: string | undefined, sort: SortValue<TokenSort>) {
  const { column } = sortOf(sort);
  if (cursor === undefined || (column !== 'expires' && column !== 'used')) return;
  const [issuedUnder, key] = decodeCursor(cursor);
  if (issuedUnder !== sort) return; // the keyset refuses it, saying so
  const none = column === 'expires' ? 'infinity' : '-infinity';
  // A time as isoKey writes it reads back to itself; anything else (a word, a date without a time) does not.
  const fits =
    key === none || (typeof key === 'string' && !Number.isNaN(Date.parse(key)) && new Date(key).toISOString() === key);
  if (!fits)
    throw new ApiError('invalid_request', 'The cursor does not belong to this listing; pass back nextCursor unchanged');
}

export default implement(accountOps, {
  handlers: {
    async listTokens({ deps, cred, query }) {
      checkCursor(query.cursor, query.sort);
      return paginateTable(deps.db, apiTokens, {
        params: query,
        spec: sortedBy(sortOf(query.sort), tokenSortKeys, [apiTokens.id, (t) => t.id]),
        filter: eq(apiTokens.accountId, cred.accountId),
        map: present,
      });
    },
    async createToken({ deps, cred, body, setAuditTarget }) {
      const now = deps.clock.now();
      if (body.expiresAt && new Date(body.expiresAt) <= now) {
        throw new ApiError('validation_failed', 'expiresAt: must be in the future', {
          errors: [{ path: 'expiresAt', message: 'Must be in the future', code: 'in_past' }],
        });
      }
      const secret = `hcp_${randomString(40)}`;
      const scopes = [...new Set(body.scopes)].sort();
      const row = await deps.db.transaction(async (tx) => {
        // A guest's token records its guest link. The link is read `for share`: a revocation running now
        // waits for this insert and then revokes the new token too, or wins and this finds no link.
        let guestId: number | null = null;
        if (cred.isGuest) {
          const [g] = await tx
            .select({ id: guests.id })
            .from(guests)
            .where(and(eq(guests.accountId, cred.accountId), eq(guests.userId, cred.userId!), isNull(guests.revokedAt)))
            .for('share');
          if (!g) throw new ApiError('unauthorized', 'Your guest access to this account was revoked; log in again');
          guestId = g.id;
        }
        const [r] = await tx
          .insert(apiTokens)
          .values({
            id: newId('tok', 12),
            accountId: cred.accountId,
            createdByUserId: cred.userId,
            name: body.name,
            scopes,
            hash: sha256(secret),
            prefix: secret.slice(0, 8),
            createdAt: now,
            expiresAt: body.expiresAt ? new Date(body.expiresAt) : null,
            guestId,
          })
          .returning();
        return r!;
      });
      setAuditTarget(`token ${row.name}`);
      return {
        id: row.id,
        name: row.name,
        scopes: row.scopes as ScopeName[],
        token: secret,
        createdAt: now.toISOString(),
        expiresAt: row.expiresAt?.toISOString() ?? null,
      };
    },
    async revokeToken({ deps, cred, params, setAuditTarget }) {
      const [row] = await deps.db
        .update(apiTokens)
        .set({ revokedAt: deps.clock.now() })
        .where(
          and(eq(apiTokens.id, params.token), eq(apiTokens.accountId, cred.accountId), isNull(apiTokens.revokedAt)),
        )
        .returning();
      if (!row) throw new ApiError('not_found', `No active token ${params.token} on this account`);
      setAuditTarget(`token ${row.name}`);
      return present(row);
    },
  },
});
