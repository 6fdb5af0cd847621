// Every write records who (user, token or guest, a guest's token naming the guest), on which account, what,
// on which target, and how it ended. Readable at GET /audit-log.
import { and, eq, ilike, inArray, or } from 'drizzle-orm';
import { AUDIT_LOG_SORT_DEFAULT, AUDIT_LOG_SORTS, sortOf, type SortValue } from '@contract/list-sorts';
import type { Db, Tx } from '@server/db/client';
import { auditEvents } from '@server/db/schema/core';
import type { Credential } from './admission/credential';
import { paginateTable, type KeysetSpec, type PageParams } from './pagination';

export type Outcome = 'success' | 'held' | 'approved' | 'rejected' | 'failed' | 'denied';

export function actorOf(cred: Credential) {
  // A guest's token acts as the guest: the log names the person, and the token they used.
  if (cred.kind === 'token' && cred.isGuest && cred.userId !== null)
    return { kind: 'guest', id: String(cred.userId), name: `${cred.userEmail} (token "${cred.name}")` };
  if (cred.kind === 'token') return { kind: 'token', id: cred.id, name: cred.name };
  return { kind: cred.isGuest ? 'guest' : 'user', id: String(cred.userId), name: cred.userEmail ?? 'unknown' };
}

export async function audit(
  db: Db | Tx,
  cred: Credential,
  e: {
    operation: string;
    method: string;
    path: string;
    target?: string | null;
    outcome: Outcome;
    status: number;
    detail?: string | null;
    at: Date;
  },
) {
  const actor = actorOf(cred);
  // A refused request may carry text no column can hold (a NUL or a lone surrogate in its path,
  // echoed in the detail); the event is still recorded, with U+FFFD in their place.
  const storable = (v: string) => v.toWellFormed().replaceAll('\0', '\uFFFD');
  await db.insert(auditEvents).values({
    accountId: cred.accountId,
    at: e.at,
    actorKind: actor.kind,
    actorId: actor.id,
    actorName: actor.name,
    operation: e.operation,
    method: e.method,
    path: storable(e.path),
    target: e.target == null ? null : storable(e.target),
    outcome: e.outcome,
    status: e.status,
    detail: e.detail ? storable(e.detail.slice(0, 500)) : null,
  });
}

/** What a handler may change of its audit event: another account, operation, outcome or detail. */
export interface AuditOverride {
  accountId?: number;
  isGuest?: boolean;
  operation?: string;
  outcome?: Outcome;
  detail?: string;
}

/** An event recorded by the system itself (a one-time link used or refused), not by a caller's request. */
export async function auditSystemEvent(
  db: Db | Tx,
  e: {
    accountId: number;
    actorId: string;
    actorName: string;
    operation: string;
    method: string;
    path: string;
    target: string | null;
    outcome: Outcome;
    status: number;
    detail: string | null;
    at: Date;
  },
) {
  await db.insert(auditEvents).values({ ...e, actorKind: 'system' });
}

export type AuditRow = typeof auditEvents.$inferSelect;

/** The operations an account's audit trail holds, each once (what its search can match in words). */
export async function auditedOperations(db: Db, accountId: number): Promise<string[]> {
  const rows = await db
    .selectDistinct({ operation: auditEvents.operation })
    .from(auditEvents)
    .where(eq(auditEvents.accountId, accountId));
  return rows.map((r) => r.operation);
}

/**
 * One page of an account's audit trail in the order `sort` asks (ADR 035; newest first when absent);
 * `q` matches the operation's id, the target or the actor's name, and `operations` are the events'
 * operations whose words matched it (the caller says which).
 */
export function auditLogPage<T>(
  db: Db,
  accountId: number,
  query: PageParams & {
    outcome?: string;
    actor?: string;
    q?: string;
    operations?: string[];
    sort?: SortValue<(typeof AUDIT_LOG_SORTS)[number]>;
  },
  map: (row: AuditRow) => T,
) {
  const like = query.q ? `%${query.q.replace(/[\\%_]/g, (m) => `\\${m}`)}%` : null;
  const filter = and(
    eq(auditEvents.accountId, accountId),
    query.outcome ? eq(auditEvents.outcome, query.outcome) : undefined,
    query.actor ? eq(auditEvents.actorKind, query.actor) : undefined,
    like
      ? or(
          query.operations?.length ? inArray(auditEvents.operation, query.operations) : undefined,
          // an API client filters by the operation id its answers carry
          ilike(auditEvents.operation, like),
          ilike(auditEvents.target, like),
          ilike(auditEvents.actorName, like),
        )
      : undefined,
  );
  return paginateTable(db, auditEvents, {
    params: query,
    spec: auditLogOrder(query.sort ?? AUDIT_LOG_SORT_DEFAULT),
    filter,
    map,
  });
}

/**
 * The log's keyset: `time` is the order events were recorded in, which their id keeps (each is
 * written as its request ends, stamped with that moment). The id alone is what the account's index
 * holds, so either way a page is an index range, never a sort of the account's whole history.
 */
function auditLogOrder(sort: SortValue<(typeof AUDIT_LOG_SORTS)[number]>): KeysetSpec<AuditRow> {
  return { columns: [auditEvents.id], direction: sortOf(sort).direction, keyOf: (e) => [e.id], sort };
}

/** Writes audit events as given, in one statement: the scale seed's bulk history. */
export async function insertAuditEvents(db: Db | Tx, rows: (typeof auditEvents.$inferInsert)[]) {
  await db.insert(auditEvents).values(rows);
}
