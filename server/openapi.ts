// OpenAPI 3.1 built from the contract registry: every operation, its
// parameters with their limits, its request and response bodies and its problems.
import { z } from 'zod';
import { Problem, problemCodes, type ProblemCode } from '@contract/common';
import type { Operation } from '@contract/operation';
import { operations } from '@contract/registry';
import type { Config } from './core/deps';

type Json = Record<string, unknown>;

const base: ProblemCode[] = [
  'unauthorized',
  'token_expired',
  'token_revoked',
  'insufficient_scope',
  'rate_limited',
  'internal_error',
];

export function buildOpenApi(config: Config) {
  const components: Record<string, unknown> = {};
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
    (paths[p] ??= {})[op.method.toLowerCase()] = operationObject(op, schema);
  }
  // Problem carries a meta id: converting it registers the full schema under that name.
  schema(Problem, 'output');
  return {
    openapi: '3.1.0',
    info: {
      title: 'Hosting Control Panel API',
      version: 'v1',
      description:
        'JSON REST API of the hosting control panel. Collections are `{data, hasMore, nextCursor, total}`; pass `nextCursor` back as `cursor`. ' +
        'Money is `{amount, currency}` in major units. Operations that cost money or cannot be undone return a confirmation hold that a person approves in the dashboard. ' +
        'Rate limits: 300 requests per 5 minutes and 60 write-tier calls per hour per credential. Every response carries `X-RateLimit-Limit`, ' +
        '`X-RateLimit-Remaining` and `X-RateLimit-Reset` (seconds from now until the window resets); write-tier calls also carry `X-RateLimit-Write-*`. ' +
        'A 429 carries `Retry-After` in seconds.',
    },
    servers: [{ url: config.appUrl }],
    tags: [...new Set(operations.map((o) => o.area))].map((name) => ({ name })),
    components: {
      schemas: components,
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

function operationObject(op: Operation, schema: (s: z.ZodType, io: 'input' | 'output') => Json) {
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
      ...(op.caller === 'public' ? [] : base),
      ...(op.caller === 'session' ? (['session_required', 'csrf_required'] as ProblemCode[]) : []),
      ...(op.body || op.query ? (['validation_failed'] as ProblemCode[]) : []),
      ...(op.body ? (['invalid_request'] as ProblemCode[]) : []),
      ...(op.unavailable ? (['not_available'] as ProblemCode[]) : ['not_implemented' as ProblemCode]),
      ...(op.errors ?? []),
    ]),
  ];
  const byStatus = new Map<number, ProblemCode[]>();
  for (const c of codes) byStatus.set(problemCodes[c], [...(byStatus.get(problemCodes[c]) ?? []), c]);
  const responses: Record<string, unknown> = {
    [String(op.status ?? 200)]: {
      description: op.hold ? 'Confirmation hold: nothing was executed yet' : 'Success',
      content: {
        [op.produces ?? 'application/json']: {
          schema: op.produces ? { type: 'string' } : schema(op.response, 'output'),
        },
      },
    },
  };
  for (const [status, list] of [...byStatus].sort((a, b) => a[0] - b[0])) {
    responses[String(status)] = {
      // Each code links to its page (the same page a problem's `type` dereferences to).
      description: `Problem: ${list.map((c) => `[\`${c}\`](/errors/${c})`).join(', ')}`,
      content: { 'application/problem+json': { schema: { $ref: '#/components/schemas/Problem' } } },
    };
  }
  return {
    operationId: op.id,
    summary: op.summary,
    tags: [op.area],
    'x-tier': op.tier,
    'x-scopes': op.scopes,
    ...(op.hold ? { 'x-hold': true } : {}),
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
