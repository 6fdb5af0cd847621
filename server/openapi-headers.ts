// The response headers of the OpenAPI document: what server/core/pipeline.ts and rate-limit.ts
// really send. Every call is counted against a budget before anything else is checked, so its
// budget headers come with success and failure alike; a 429 adds Retry-After.
import type { Operation } from '@contract/operation';

const INT32_MAX = 2 ** 31 - 1;
const count = { type: 'integer', format: 'int32', minimum: 0, maximum: INT32_MAX };

interface Header {
  description: string;
  schema: Record<string, unknown>;
}

const headers = {
  'X-Request-Id': {
    description: 'The id the server logs this request under; quote it to support',
    schema: { type: 'string', maxLength: 64, pattern: '^req_[A-Za-z0-9_-]+$' },
  },
  'X-RateLimit-Limit': {
    description: 'Calls allowed in the current window of the request budget; on a 429, of the budget that ran out',
    schema: count,
  },
  'X-RateLimit-Remaining': { description: 'Calls left in the current window of that budget', schema: count },
  'X-RateLimit-Reset': { description: 'Seconds from now until that window resets', schema: count },
  'X-RateLimit-Write-Limit': {
    description: 'Write-tier calls allowed per window of the write budget; sent when a credential made the call',
    schema: count,
  },
  'X-RateLimit-Write-Remaining': { description: 'Write-tier calls left in the current window', schema: count },
  'X-RateLimit-Write-Reset': { description: 'Seconds from now until the write-tier window resets', schema: count },
  'Retry-After': { description: 'Seconds to wait before retrying', schema: count },
  'X-RateLimit-Bucket': {
    description:
      'Which budget ran out, when it was not the request budget: `write` (the write budget) or `global` (a daily cap shared by all customers)',
    schema: { type: 'string', enum: ['write', 'global'] },
  },
} satisfies Record<string, Header>;
type HeaderName = keyof typeof headers;

const budget: HeaderName[] = ['X-RateLimit-Limit', 'X-RateLimit-Remaining', 'X-RateLimit-Reset'];
const writeBudget: HeaderName[] = ['X-RateLimit-Write-Limit', 'X-RateLimit-Write-Remaining', 'X-RateLimit-Write-Reset'];
const always: HeaderName[] = ['X-Request-Id', ...budget, 'Retry-After'];
const sometimes: HeaderName[] = [...budget, ...writeBudget, 'X-RateLimit-Bucket'];
const key = (name: HeaderName, required: boolean) => (required ? name : `${name}-optional`);

/** The header components: one that is always sent, or one that is sometimes sent (`-optional`). */
export const headerComponents = Object.fromEntries([
  ...always.map((n) => [key(n, true), { ...headers[n], required: true }]),
  ...sometimes.map((n) => [key(n, false), { ...headers[n], required: false }]),
]);

/** The headers of one response status of one operation. */
export function responseHeaders(op: Operation, status: number) {
  // A 413 is refused before the budget is counted when the declared length is too big, and a
  // 500 may come from the budget store itself: then no budget header is set.
  const counted = status !== 413 && status !== 500;
  const list: [HeaderName, boolean][] = [
    ['X-Request-Id', true],
    ...budget.map((n) => [n, counted] as [HeaderName, boolean]),
  ];
  // Only calls made with a credential count against the write budget.
  if (op.tier !== 'R') list.push(...writeBudget.map((n) => [n, false] as [HeaderName, boolean]));
  if (status === 429) list.push(['Retry-After', true], ['X-RateLimit-Bucket', false]);
  return Object.fromEntries(list.map(([n, required]) => [n, { $ref: `#/components/headers/${key(n, required)}` }]));
}
