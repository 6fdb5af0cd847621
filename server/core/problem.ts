// RFC 9457 problems with a stable `code`. Every failure the API reports is an
// ApiError; anything else that escapes a handler becomes a logged 500.
import { problemCodes, type ProblemCode } from '@contract/problems';

export interface FieldError {
  path: string;
  message: string;
  code: string;
}

const titles: Partial<Record<ProblemCode, string>> = {
  invalid_request: 'Invalid request',
  unauthorized: 'Authentication required',
  token_expired: 'Token expired',
  token_revoked: 'Token revoked',
  insufficient_scope: 'Insufficient scope',
  session_required: 'Web session required',
  owner_only: 'Only the account owner can do this',
  domain_not_owned: 'Domain not owned by this account',
  not_owned: 'Resource not owned by this account',
  csrf_required: 'Missing CSRF header',
  origin_refused: 'Request from another site refused',
  two_factor_required: 'Two-factor code required',
  not_found: 'Not found',
  mailbox_not_found: 'Mailbox not found',
  database_not_found: 'Database not found',
  invoice_not_found: 'Invoice not found',
  service_not_found: 'Service not found',
  method_not_allowed: 'Method not allowed',
  payload_too_large: 'Request body too large',
  conflict: 'Conflict',
  hold_expired: 'Confirmation expired',
  hold_already_decided: 'Confirmation already decided',
  order_awaiting_payment: 'An order already awaits payment',
  validation_failed: 'Validation failed',
  rate_limited: 'Too many requests',
  internal_error: 'Internal server error',
  not_implemented: 'Not implemented in this sandbox yet',
  not_available: 'Not available',
  registry_unavailable: 'Domain registry not answering',
};

export const titleOf = (code: ProblemCode) => titles[code] ?? code;

export class ApiError extends Error {
  readonly status: number;
  constructor(
    readonly code: ProblemCode,
    readonly detail: string,
    readonly extra: {
      errors?: FieldError[];
      retryAfter?: number;
      global?: boolean;
      headers?: Record<string, string>;
    } = {},
  ) {
    super(detail);
    this.status = problemCodes[code];
  }
}

export function problemBody(err: ApiError, requestId: string, errorsBase: string) {
  return {
    type: `${errorsBase}/errors/${err.code}`,
    title: titleOf(err.code),
    status: err.status,
    detail: err.detail,
    code: err.code,
    requestId,
    ...(err.extra.errors ? { errors: err.extra.errors } : {}),
    ...(err.extra.retryAfter !== undefined ? { retryAfter: err.extra.retryAfter } : {}),
    ...(err.extra.global !== undefined ? { global: err.extra.global } : {}),
  };
}

/** Shorthands for the common failures. */
export const notFound = (what: string, code: ProblemCode = 'not_found') =>
  new ApiError(code, `${what} was not found on this account`);
