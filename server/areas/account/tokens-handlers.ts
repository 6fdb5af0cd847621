// API tokens: created and revoked only from the web session. The secret is
// shown once; the database keeps its SHA-256, which is also its budget key.
// A token a guest mints acts as that guest and ends with its guest link (docs/decisions/023).
import { and, eq, isNull } from 'drizzle-orm';
import { accountOps } from '@contract/account';
import type { ScopeName } from '@contract/scopes';
import { apiTokens, guests } from '@server/db/schema/account';
import { implement } from '@server/core/area';
import { newId, randomString, sha256 } from '@server/core/crypto';
import { paginateTable } from '@server/core/pagination';
import { ApiError } from '@server/core/problem';
import { newestFirst } from '@server/core/pagination';

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

export default implement(accountOps, {
  handlers: {
    async listTokens({ deps, cred, query }) {
      return paginateTable(deps.db, apiTokens, {
        params: query,
        spec: newestFirst<Row>(apiTokens.createdAt, apiTokens.id),
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
