// The shape of one operation in the registry and the `op()` helper that keeps
// its literal types, so the SPA gets typed URLs, params and responses from it.
import { z } from 'zod';
import type { ProblemCode } from './problems';

export type Method = 'GET' | 'POST' | 'PUT' | 'PATCH' | 'DELETE';
/** R read, W write (counts against the write budget), C confirmation-tier booking. */
export type Tier = 'R' | 'W' | 'C';
export type Area =
  | 'auth'
  | 'account'
  | 'confirmations'
  | 'billing'
  | 'domains'
  | 'dns'
  | 'hosting'
  | 'email'
  | 'databases'
  | 'apps'
  | 'backups'
  | 'vps'
  | 'cron'
  | 'monitoring'
  | 'diagnostics'
  | 'services'
  | 'migrations';

/**
 * Who may call: `any` a bearer token or the web session; `session` only the
 * human web session (token management, approvals); `public` nobody needs to be logged in.
 */
export type Caller = 'any' | 'session' | 'public';

export interface OperationInput {
  method: Method;
  /** Relative to /api/v1, with `{param}` placeholders as in the spec. */
  path: string;
  tier: Tier;
  scopes: readonly string[];
  summary: string;
  caller?: Caller;
  /** A hold operation: validates, stores a pending action, executes nothing. */
  hold?: boolean;
  /** The spec marks it as not (yet) available: it always answers a clear 501 problem. */
  unavailable?: string;
  params?: z.ZodObject;
  query?: z.ZodObject;
  body?: z.ZodType;
  response: z.ZodType;
  /** Success status when not 200. */
  status?: 200 | 201 | 202 | 204;
  /** Problem codes beyond the ones every operation can return. */
  errors?: readonly ProblemCode[];
  /** System-wide calls per UTC day, whoever calls; past it a 429 says the cap is global. */
  globalDailyCap?: number;
  /** Response is not JSON (e.g. a PDF or a BIND file). */
  produces?: string;
  /** The largest request body accepted, in bytes, when more than {@link MAX_BODY_BYTES}; past it a 413. */
  maxBodyBytes?: number;
  /**
   * A read-tier GET that the spec lets write for some values of one query parameter
   * (`GET /hosting/domains?action=create`). Such a request is a write in every respect: it needs
   * these scopes as well, spends the write budget, needs the CSRF header on a cookie, and is audited.
   */
  writesWhen?: { query: string; values: readonly string[]; scopes: readonly string[] };
}

/** Every request body is at most 1 MiB unless its operation says more; a larger one is refused unread (413). */
export const MAX_BODY_BYTES = 1024 * 1024;

export type Operation<T extends OperationInput = OperationInput> = T & { id: string; area: Area };

type Def = Omit<OperationInput, never>;

/** Attach ids (the object keys) and the area to a group of operation definitions. */
export function defineArea<const A extends Area, const T extends Record<string, Def>>(
  area: A,
  defs: T,
): { [K in keyof T]: T[K] & { id: K & string; area: A } } {
  const out: Record<string, unknown> = {};
  for (const [id, def] of Object.entries(defs)) out[id] = { ...def, id, area };
  return out as never;
}

export type QueryOf<O> = O extends { query: infer Q extends z.ZodType } ? z.input<Q> : undefined;
export type BodyOf<O> = O extends { body: infer B extends z.ZodType } ? z.input<B> : undefined;
export type ParamsOf<O> = O extends { params: infer P extends z.ZodType } ? z.input<P> : undefined;
export type ResponseOf<O> = O extends { response: infer R extends z.ZodType } ? z.output<R> : never;
