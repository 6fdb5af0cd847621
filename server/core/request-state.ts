// What the pipeline knows of a request as it goes (its id, caller, operation, budget, audit target), and
// the request facts every step reads: whether the call writes, and its id.
import type { Operation } from '@contract/operation';
import type { AuditOverride } from './audit';
import type { Admission, Credential } from './admission/credential';
import type { BudgetState } from './admission/rate-limit';
import type { ClientInfo } from './trust-proxy';
import { newId } from './crypto';

export interface RequestState {
  requestId: string;
  cred: Credential | null;
  operation: Operation | null;
  auditTarget: string | null;
  /** What the audit event records, when a handler acts for another account or names its own outcome. */
  audit: AuditOverride;
  /** This request writes: a W or C operation, any method but GET, or a GET its `writesWhen` makes one. */
  writing?: boolean;
  /** The caller's request budget after this call was counted (set on admission). */
  budget?: BudgetState;
  /** The domains of the call's `input`, when admission read them in its own statement. */
  input?: Admission['input'];
  /** The admission statement that admitted this call with others (PostgreSQL, tokens). */
  admittedBy?: number;
  /** The database's revision that statement read (core/revision.ts). */
  revision?: string;
}

export type AppEnv = { Variables: { state: RequestState; client: ClientInfo } };

export const newRequestId = () => newId('req', 16);

export const isWrite = (op: Operation) => op.tier !== 'R' || op.method !== 'GET';

/** Whether this request writes: its operation always does, or its query selects a writing `writesWhen` value. */
export function writesNow(op: Operation, url: string): boolean {
  if (isWrite(op)) return true;
  const w = op.writesWhen;
  return !!w && w.values.includes(new URL(url).searchParams.get(w.query) ?? '');
}
