// OpenAPI 3.1 built from the contract registry: every operation, its
// parameters with their limits, its request and response bodies and its problems.
import { z } from 'zod';
import { Problem, problemCodes, type ProblemCode } from '@contract/problems';
import type { Operation } from '@contract/operation';
import { operations } from '@contract/registry';
import type { Config } from './core/deps';
import { headerComponents, responseHeaders } from './openapi-headers';

type Json = Record<string, unknown>;

/** What any operation can answer: every call is counted against a budget (by credential, else by address). */
const everywhere: ProblemCode[] = ['rate_limited', 'internal_error'];
/** What an operation that needs a credential adds. */
const authenticated: ProblemCode[] = ['unauthorized', 'token_expired', 'token_revoked', 'insufficient_scope'];

/** JSON Schema says how big an integer is by its bounds; OpenAPI tools read `format` (int32 or int64). */
function addIntegerFormats(node: unknown): void {
  if (Array.isArray(node)) return node.forEach(addIntegerFormats);
  if (!node || typeof node !== 'object') return;
  const s = node as Json;
  const isInt = s.type === 'integer' || (Array.isArray(s.type) && s.type.includes('integer'));
  if (isInt && s.format === undefined) {
    const min = typeof s.minimum === 'number' ? s.minimum : -Infinity;
    const max = typeof s.maximum === 'number' ? s.maximum : Infinity;
    s.format = min >= -(2 ** 31) && max <= 2 ** 31 - 1 ? 'int32' : 'int64';
  }
  for (const v of Object.values(s)) addIntegerFormats(v);
}

export function buildOpenApi(config: Config) {
  const components: Record<string, unknown> = {};
  const responses: Record<string, unknown> = {};
  const schema = (s: z.ZodType, io: 'input' | 'output'): Json => {
    const js = z.toJSONSchema(s, { io, unrepresentable: 'any', target: 'draft-2020-12' }) as Json;
    const defs = (js.$defs ?? {}) as Record<string, unknown>;
    delete js.$defs;
    delete js.$schema;
    const fix = (v: unknown) => JSON.parse(JSON.stringify(v).replaceAll('"#/$defs/', '"#/components/schemas/'));
    for (const [k, v] of Object.entries(defs)) components[k] ??= fix(v);
    return fix(js);
  };
  const paths: Record<string, Record<string, unknown>> = {};
  for (const op of operations) {
    const p = `/api/v1${op.path}`;
    (paths[p] ??= {})[op.method.toLowerCase()] = operationObject(op, schema, responses);
  }
  // Problem carries a meta id: converting it registers the full schema under that name.
  schema(Problem, 'output');
  addIntegerFormats(paths);
  addIntegerFormats(components);
  const l = config.limits;
  return {
    openapi: '3.1.0',
    info: {
      title: 'Hosting Control Panel API',
      version: 'v1',
      description:
        'JSON REST API of the hosting control panel. Collections are `{data, hasMore, nextCursor, total}`; pass `nextCursor` back as `cursor`. ' +
        'Money is `{amount, currency}` in major units. Operations that cost money or cannot be undone return a confirmation hold that a person approves in the dashboard. ' +
        `Rate limits: ${l.requests} requests per ${l.requestWindowSec / 60} minutes and ${l.writes} write-tier calls per ${l.writeWindowSec / 60} minutes per credential (per address without one). Every response carries \`X-RateLimit-Limit\`, ` +
        '`X-RateLimit-Remaining` and `X-RateLimit-Reset` (seconds from now until the window resets); write-tier calls also carry `X-RateLimit-Write-*`. ' +
        'A 429 carries `Retry-After` in seconds.',
    },
    // The customers' own API (x-internal false), served by this sandbox deployment.
    servers: [{ url: config.appUrl, description: 'This sandbox deployment', 'x-internal': false }],
    tags: [...new Set(operations.map((o) => o.area))].map((name) => ({ name })),
    components: {
      schemas: components,
      responses,
      headers: headerComponents,
      securitySchemes: {
        bearer: {
          type: 'http',
          scheme: 'bearer',
          description: 'An API token created in the dashboard; its scopes are fixed at creation.',
        },
        session: {
          type: 'apiKey',
          in: 'cookie',
          name: 'session',
          description: 'The dashboard web session; writes also need the X-Requested-With header.',
        },
      },
    },
    paths,
  };
}

function operationObject(
  op: Operation,
  schema: (s: z.ZodType, io: 'input' | 'output') => Json,
  shared: Record<string, unknown>,
) {
  const parameters: Json[] = [];
  const addParams = (obj: z.ZodObject | undefined, where: 'path' | 'query') => {
    if (!obj) return;
    const js = schema(obj, 'input') as { properties?: Record<string, Json>; required?: string[] };
    for (const [name, s] of Object.entries(js.properties ?? {})) {
      parameters.push({ name, in: where, required: where === 'path' || (js.required ?? []).includes(name), schema: s });
    }
  };
  addParams(op.params, 'path');
  addParams(op.query, 'query');
  const codes = [
    ...new Set<ProblemCode>([
      ...everywhere,
      ...(op.caller === 'public' ? [] : authenticated),
      ...(op.caller === 'session' ? (['session_required'] as ProblemCode[]) : []),
      // Writes by cookie (and public writes without a token) must send X-Requested-With.
      ...(op.method !== 'GET' || op.writesWhen ? (['csrf_required', 'origin_refused'] as ProblemCode[]) : []),
      // A path parameter that does not parse names no resource.
      ...(op.params ? (['not_found'] as ProblemCode[]) : []),
      ...(op.body || op.query ? (['validation_failed'] as ProblemCode[]) : []),
      // A body that is not JSON, or larger than the operation accepts (refused unread).
      ...(op.body ? (['invalid_request', 'payload_too_large'] as ProblemCode[]) : []),
      ...(op.unavailable ? (['not_available'] as ProblemCode[]) : ['not_implemented' as ProblemCode]),
      ...(op.errors ?? []),
    ]),
  ];
  const byStatus = new Map<number, ProblemCode[]>();
  for (const c of codes) byStatus.set(problemCodes[c], [...(byStatus.get(problemCodes[c]) ?? []), c]);
  const responses: Record<string, unknown> = {
    [String(op.status ?? 200)]: {
      description: op.hold ? 'Confirmation hold: nothing was executed yet' : 'Success',
      headers: responseHeaders(op, op.status ?? 200),
      content: {
        [op.produces ?? 'application/json']: {
          schema: op.produces ? { type: 'string' } : schema(op.response, 'output'),
        },
      },
    },
  };
  for (const [status, list] of [...byStatus].sort((a, b) => a[0] - b[0])) {
    // Many operations answer the same problems with the same headers: one shared response each.
    const name = `${status}-${list.join('-')}${op.tier === 'R' ? '' : '-write'}`;
    shared[name] ??= {
      // Each code links to its page (the same page a problem's `type` dereferences to).
      description: `Problem: ${list.map((c) => `[\`${c}\`](/errors/${c})`).join(', ')}`,
      headers: responseHeaders(op, status),
      content: { 'application/problem+json': { schema: { $ref: '#/components/schemas/Problem' } } },
    };
    responses[String(status)] = { $ref: `#/components/responses/${name}` };
  }
  return {
    operationId: op.id,
    summary: op.summary,
    tags: [op.area],
    'x-tier': op.tier,
    'x-scopes': op.scopes,
    ...(op.hold ? { 'x-hold': true } : {}),
    // e.g. GET /hosting/domains with action=create|update is a write (more scopes, write budget, audit)
    ...(op.writesWhen ? { 'x-writes-when': op.writesWhen } : {}),
    ...(op.unavailable ? { 'x-unavailable': op.unavailable } : {}),
    security:
      op.caller === 'public'
        ? []
        : op.caller === 'session'
          ? [{ session: [] }]
          : [{ bearer: [...op.scopes] }, { session: [] }],
    parameters,
    ...(op.body
      ? { requestBody: { required: true, content: { 'application/json': { schema: schema(op.body, 'input') } } } }
      : {}),
    responses,
  };
}
