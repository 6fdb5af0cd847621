// How an area plugs in: typed handlers per operation id, and for hold
// operations a `prepare` (validate + preview, nothing runs) and an `execute` (on approval).
import type { Context } from 'hono';
import type { z } from 'zod';
import type { Target } from '@contract/common';
import type { Operation } from '@contract/operation';
import type { Credential } from './admission/credential';
import type { Deps } from './deps';
import type { HoldExecutor, HoldPlan } from './holds';
import type { AuditOverride } from './audit';
import type { JobStep } from './job-queue';
import type { PaidHook } from './money';
import type { BudgetState } from './admission/rate-limit';

type Out<S> = S extends z.ZodType ? z.output<S> : undefined;

export interface Ctx<O> {
  deps: Deps;
  /** The caller. Undefined only for `caller: 'public'` operations. */
  cred: Credential;
  /** The caller's request budget after this call was counted: what the X-RateLimit-* headers say. */
  budget: BudgetState;
  requestId: string;
  params: O extends { params: infer P } ? Out<P> : Record<string, string>;
  query: O extends { query: infer Q } ? Out<Q> : Record<string, never>;
  body: O extends { body: infer B } ? Out<B> : undefined;
  hono: Context;
  /** Resolve an `input` for the acting account (403/404 as the spec says); recorded as the audit target. */
  resolve(input: string): Promise<Target>;
  /** Name the audit target when it is not an `input`. */
  setAuditTarget(target: string): void;
  /** Record the audit event in another account, or with another operation or outcome. */
  setAudit(o: AuditOverride): void;
}

type ResponseIn<O> = O extends { response: infer R extends z.ZodType } ? z.input<R> : never;
export type Handler<O> = (ctx: Ctx<O>) => Promise<ResponseIn<O> | Response>;
export interface HoldSpec<O> {
  prepare(ctx: Ctx<O>): Promise<HoldPlan>;
  execute: HoldExecutor;
}

/**
 * A handler or hold with its operation's types erased, as the pipeline keeps them by operation id: it
 * calls each only with the context it parsed with that operation's own schemas (core/request-ctx.ts),
 * so the types `implement` checked still hold at run time.
 */
export type RuntimeCtx = Omit<Ctx<Operation>, 'params' | 'query' | 'body'> & {
  params: unknown;
  query: unknown;
  body: unknown;
};
export type RuntimeHandler = (ctx: RuntimeCtx) => Promise<unknown>;
export interface RuntimeHold {
  prepare(ctx: RuntimeCtx): Promise<HoldPlan>;
  execute: HoldExecutor;
}

/**
 * What an area offers the server: its operations' handlers, its holds, the background jobs it runs
 * (by kind), and what it does when an invoice is paid.
 */
export interface AreaModule {
  handlers: Record<string, RuntimeHandler>;
  holds: Record<string, RuntimeHold>;
  jobs: Record<string, JobStep<Deps>>;
  paidHooks: PaidHook[];
}
type AreaPart = Pick<AreaModule, 'handlers' | 'holds'>;

/** Implement some or all operations of an area's contract, type-checked against it. */
export function implement<Ops extends Record<string, Operation>>(
  _ops: Ops,
  impl: {
    handlers?: { [K in keyof Ops]?: Handler<Ops[K]> };
    holds?: { [K in keyof Ops]?: HoldSpec<Ops[K]> };
  },
): AreaPart {
  // The one place the per-operation types are erased (see RuntimeHandler).
  return {
    handlers: (impl.handlers ?? {}) as Record<string, unknown> as AreaModule['handlers'],
    holds: (impl.holds ?? {}) as Record<string, unknown> as AreaModule['holds'],
  };
}

/**
 * One area's entry module: every part that implements some of its operations, the jobs it declares
 * by kind (`{ 'migration.run': migrationStep }`) and its invoice-paid hooks. server/areas/index.ts
 * lists areas, not parts; nothing registers itself on import.
 */
export function composeArea(
  parts: AreaPart[],
  declared: { jobs?: AreaModule['jobs']; paidHooks?: PaidHook[] } = {},
): AreaModule {
  return {
    handlers: Object.assign({}, ...parts.map((p) => p.handlers)),
    holds: Object.assign({}, ...parts.map((p) => p.holds)),
    jobs: declared.jobs ?? {},
    paidHooks: declared.paidHooks ?? [],
  };
}
