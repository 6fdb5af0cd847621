// Data access of the migrations area: one migration of the caller's account,
// the account's open migrations (domains another account holds: domains/public.ts).
import { and, count, eq, inArray } from 'drizzle-orm';
import type { Db } from '@server/db/client';
import { migrations } from '@server/db/schema/migrations';
import { ApiError } from '@server/core/problem';
import type { MigrationRow } from './migration-presenter';

const OPEN = ['requested', 'scheduled', 'in_progress'];

/** The sealed source passwords set to nothing: once a migration ends, they are never needed again. */
export const ERASED_SECRETS = { controlPanelPasswordEnc: null, ftpPasswordEnc: null, emailSecretsEnc: null } as const;

export async function ownedMigration(db: Db, accountId: number, id: string): Promise<MigrationRow> {
  const [row] = await db
    .select()
    .from(migrations)
    .where(eq(migrations.id, Number(id)));
  // The spec lists no 404 for migrations: one that is not this account's (or none) is not_owned.
  if (!row || row.accountId !== accountId)
    throw new ApiError('not_owned', `Migration ${id} is not one of this account's migrations`);
  return row;
}

/** How many of the account's migrations have not finished. */
export async function openMigrationCount(db: Db, accountId: number): Promise<number> {
  const [open] = await db
    .select({ n: count() })
    .from(migrations)
    .where(and(eq(migrations.accountId, accountId), inArray(migrations.status, OPEN)));
  return open!.n;
}
