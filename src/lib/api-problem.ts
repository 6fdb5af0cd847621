// Every failed API call surfaces as an ApiProblem: the server's RFC 9457
// problem when it sent one, or a synthetic one (network failure, a proxy's
// HTML error page) so callers only ever handle one error shape.
import type { Problem, ProblemCode } from '@contract/problems';

export type ProblemBody = Problem;
type ProblemFieldError = NonNullable<Problem['errors']>[number];

export class ApiProblem extends Error {
  readonly problem: ProblemBody;
  /** Seconds from the Retry-After header (429), when present. */
  readonly retryAfter: number | undefined;

  constructor(problem: ProblemBody, retryAfter?: number) {
    super(problem.detail || problem.title);
    this.name = 'ApiProblem';
    this.problem = problem;
    this.retryAfter = retryAfter ?? problem.retryAfter;
  }

  get status() {
    return this.problem.status;
  }
  get code(): ProblemCode | (string & {}) {
    return this.problem.code;
  }
  get fieldErrors() {
    return this.problem.errors ?? [];
  }
}

export function isProblem(error: unknown, code?: ProblemCode): error is ApiProblem {
  return error instanceof ApiProblem && (code === undefined || error.code === code);
}

/** The stable code we fall back to when a response is not a problem document. */
function codeForStatus(status: number): ProblemCode {
  if (status === 0) return 'internal_error';
  if (status === 401) return 'unauthorized';
  if (status === 403) return 'not_owned';
  if (status === 404) return 'not_found';
  if (status === 409) return 'conflict';
  if (status === 422) return 'validation_failed';
  if (status === 429) return 'rate_limited';
  if (status >= 500) return 'internal_error';
  return 'invalid_request';
}

export function syntheticProblem(status: number, detail: string, requestId = ''): ProblemBody {
  const code = codeForStatus(status);
  return { type: 'about:blank', title: code.replace(/_/g, ' '), status, detail, code, requestId };
}

/** Read a failed response into an ApiProblem, tolerating bodies that are not problems. */
export async function problemFromResponse(res: Response): Promise<ApiProblem> {
  const retryHeader = Number(res.headers.get('Retry-After'));
  const retryAfter = Number.isFinite(retryHeader) && res.headers.has('Retry-After') ? retryHeader : undefined;
  const requestId = res.headers.get('X-Request-Id') ?? '';
  let body: unknown;
  try {
    body = await res.json();
  } catch {
    body = undefined;
  }
  const problem = readProblem(body);
  if (problem) return new ApiProblem(problem, retryAfter);
  // A partial problem (e.g. no requestId) still carries a useful code and detail.
  const loose = (body ?? {}) as Partial<ProblemBody>;
  const base = syntheticProblem(res.status, res.statusText || `Request failed with status ${res.status}`, requestId);
  return new ApiProblem({ ...base, ...pickStrings(loose), status: res.status }, retryAfter);
}

const isString = (v: unknown): v is string => typeof v === 'string';
const isFieldError = (e: unknown): e is ProblemFieldError =>
  typeof e === 'object' &&
  e !== null &&
  ['path', 'message', 'code'].every((k) => isString((e as Record<string, unknown>)[k]));

/**
 * A problem document exactly as the contract's Problem schema reads one (its fields and
 * their types; other keys are left out), or null. Checked here rather than with the schema:
 * the first failure of a visit (the login page's "is there a session?" 401) would otherwise
 * load zod and the shared contract. api-problem.test.ts holds it to the schema.
 */
export function readProblem(body: unknown): ProblemBody | null {
  if (typeof body !== 'object' || body === null) return null;
  const b = body as Record<string, unknown>;
  const { type, title, status, detail, code, requestId, errors, retryAfter, global } = b;
  if (![type, title, detail, code, requestId].every(isString) || !Number.isInteger(status)) return null;
  if (errors !== undefined && !(Array.isArray(errors) && errors.every(isFieldError))) return null;
  if (retryAfter !== undefined && !Number.isInteger(retryAfter)) return null;
  if (global !== undefined && typeof global !== 'boolean') return null;
  const problem: ProblemBody = {
    type: type as string,
    title: title as string,
    status: status as number,
    detail: detail as string,
    code: code as string,
    requestId: requestId as string,
  };
  if (errors) problem.errors = errors.map(({ path, message, code }) => ({ path, message, code }));
  if (retryAfter !== undefined) problem.retryAfter = retryAfter as number;
  if (global !== undefined) problem.global = global;
  return problem;
}

function pickStrings(p: Partial<ProblemBody>): Partial<ProblemBody> {
  const out: Partial<ProblemBody> = {};
  for (const key of ['type', 'title', 'detail', 'code', 'requestId'] as const) {
    if (typeof p[key] === 'string' && p[key]) out[key] = p[key];
  }
  if (Array.isArray(p.errors)) out.errors = p.errors;
  if (typeof p.global === 'boolean') out.global = p.global;
  return out;
}
