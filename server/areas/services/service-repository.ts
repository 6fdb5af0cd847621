// A service named in the path: 404 service_not_found when there is none,
// 403 not_owned when another account has it (the spec's services errors);
// and the currency the account is billed in.
import { and, asc, eq } from 'drizzle-orm';
import type { Target } from '@contract/common';
import type { Db, Tx } from '@server/db/client';
import { services } from '@server/db/schema/services';
import { accountById } from '@server/areas/account/public';
import { ApiError } from '@server/core/problem';
import type { ServiceRow } from './catalogue-repository';

export async function ownedService(
  db: Db | Tx,
  accountId: number,
  id: string | number,
  lock = false,
): Promise<ServiceRow> {
  const query = db
    .select()
    .from(services)
    .where(eq(services.id, Number(id)));
  const [svc] = lock ? await query.for('update') : await query;
  if (!svc) throw new ApiError('service_not_found', `There is no service ${id}`);
  if (svc.accountId !== accountId) throw new ApiError('not_owned', `Service ${id} belongs to another account`);
  return svc;
}

/** The `input` must name the service in the path (its id, or its domain). */
export function ensureInputNames(target: Target, svc: ServiceRow) {
  if (target.serviceId === svc.id || target.domainServiceId === svc.id) return;
  if (svc.domain && target.domain === svc.domain && target.kind !== 'service') return;
  const named = target.serviceId ? `service ${target.serviceId}` : (target.domain ?? target.input);
  throw new ApiError(
    'validation_failed',
    `input: "${target.input}" names ${named}, not service ${svc.id}; pass ${svc.id}${svc.domain ? ` or ${svc.domain}` : ''}`,
    {
      errors: [{ path: 'input', message: `Names ${named}, not service ${svc.id}`, code: 'input_mismatch' }],
    },
  );
}

/** The path's service, owned by the caller, with the `input` resolved and checked to name it. */
export async function serviceAndTarget(
  ctx: { deps: { db: Db }; cred: { accountId: number }; resolve: (input: string) => Promise<Target> },
  id: string,
  input: string,
): Promise<{ svc: ServiceRow; target: Target }> {
  const svc = await ownedService(ctx.deps.db, ctx.cred.accountId, id);
  const target = await ctx.resolve(input);
  ensureInputNames(target, svc);
  return { svc, target };
}

export async function accountCurrency(db: Db | Tx, accountId: number): Promise<string> {
  const a = await accountById(db, accountId);
  if (!a) throw new ApiError('not_found', 'The account no longer exists');
  return a.currency;
}

/** Every service of an account, the one ending first first (those with no end last), then by id. */
export const servicesByEndDate = (db: Db | Tx, accountId: number): Promise<ServiceRow[]> =>
  db
    .select()
    .from(services)
    .where(eq(services.accountId, accountId))
    .orderBy(asc(services.expiresAt), asc(services.id));

/** The account's suspended services, by id (the account's attention list). */
export const suspendedServicesOf = (db: Db | Tx, accountId: number): Promise<ServiceRow[]> =>
  db
    .select()
    .from(services)
    .where(and(eq(services.accountId, accountId), eq(services.status, 'suspended')))
    .orderBy(services.id);
