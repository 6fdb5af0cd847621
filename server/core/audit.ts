// Every write records who (user, token or guest, a guest's token naming the guest), on which account, what,
// on which target, and how it ended. Readable at GET /audit-log.
import type { Db, Tx } from '@server/db/client';
import { auditEvents } from '@server/db/schema';
import type { Credential } from './credential';

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
