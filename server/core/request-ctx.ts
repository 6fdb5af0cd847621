// Step 3 of the pipeline: the request as the operation's contract reads it. Text no column can hold is
// refused first; then path, query and body are parsed with the operation's zod schemas (422 naming each
// field; a path id no resource can have is that resource's 404), and the handler's context is built.
import type { Context } from 'hono';
import { problemCodes, type ProblemCode } from '@contract/problems';
import type { Operation } from '@contract/operation';
import type { AuditOverride } from './audit';
import type { RuntimeCtx } from './area';
import type { Deps } from './deps';
import { inputResolver } from './admission/input-resolver';
import { ApiError } from './problem';
import type { RequestState } from './request-state';
import { illFormedText, parseOr422, queryObject, refuseIllFormedText } from './validate';

export async function buildCtx(c: Context, deps: Deps, op: Operation, state: RequestState): Promise<RuntimeCtx> {
  const rawParams = c.req.param();
  if (illFormedText(rawParams))
    throw new ApiError('not_found', 'No such resource: the path holds characters no id has');
  const params = op.params ? parsePath(op, rawParams) : rawParams;
  const rawQuery = queryObject(new URL(c.req.url));
  refuseIllFormedText(rawQuery, 'query');
  const query = op.query ? parseOr422(op.query, rawQuery, 'query') : {};
  let body: unknown;
  if (op.body) {
    const text = await c.req.text();
    let json: unknown = {};
    if (text.trim()) {
      try {
        json = JSON.parse(text);
      } catch {
        throw new ApiError('invalid_request', 'The request body is not valid JSON');
      }
    }
    refuseIllFormedText(json, 'body');
    body = parseOr422(op.body, json, 'body');
  }
  return {
    deps,
    cred: state.cred!,
    budget: state.budget!,
    requestId: state.requestId,
    params,
    query,
    body,
    hono: c,
    resolve: inputResolver(deps, state),
    setAuditTarget: (t: string) => {
      state.auditTarget = t;
    },
    setAudit: (o: AuditOverride) => {
      Object.assign(state.audit, o);
    },
  };
}

function parsePath(op: Operation, raw: Record<string, string>) {
  const r = op.params!.safeParse(raw);
  if (r.success) return r.data;
  // An id no resource can have is the same answer as an id nobody has: the resource's own
  // not-found code where the contract has one (`/invoices/{invoice}` → invoice_not_found).
  const param = String(r.error.issues[0]?.path[0] ?? '');
  const specific = `${param}_not_found`;
  throw new ApiError(
    specific in problemCodes ? (specific as ProblemCode) : 'not_found',
    `No such resource: ${r.error.issues.map((i) => `${i.path.join('.')} ${i.message}`).join('; ')}`,
  );
}
