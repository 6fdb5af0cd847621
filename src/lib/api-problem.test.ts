import { describe, expect, it } from 'vitest';
import { Problem } from '@contract/problems';
import { readProblem } from './api-problem';

const base = {
  type: 'about:blank',
  title: 'Not found',
  status: 404,
  detail: 'No such domain',
  code: 'not_found',
  requestId: 'r1',
};

// readProblem checks by hand what the contract's Problem schema checks, so the first failed
// call of a visit loads no zod; each case here is held to the schema's own answer.
const cases: unknown[] = [
  base,
  {
    ...base,
    errors: [{ path: 'email', message: 'Enter an email address', code: 'custom' }],
    retryAfter: 3,
    global: true,
  },
  { ...base, extra: 'dropped', errors: [{ path: 'a', message: 'b', code: 'c', more: 1 }] },
  { ...base, status: 4.5 },
  { ...base, status: '404' },
  { ...base, requestId: undefined },
  { ...base, errors: [{ path: 'a', message: 1, code: 'c' }] },
  { ...base, errors: 'nope' },
  { ...base, retryAfter: 1.5 },
  { ...base, global: 'yes' },
  null,
  'text',
  [],
];

describe('readProblem', () => {
  it.each(cases.map((c) => [JSON.stringify(c), c]))('reads %s as the Problem schema does', (_, body) => {
    const parsed = Problem.safeParse(body);
    expect(readProblem(body)).toEqual(parsed.success ? parsed.data : null);
  });
});
