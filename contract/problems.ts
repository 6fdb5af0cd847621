// The problem answers of the API (RFC 7807 Problem Details, the spec's global rule 7): the body
// every error is sent as, and every stable `code` it can carry with its HTTP status. Split from
// common.ts (issue 35).
import './zod-setup'; // zod's configuration, before any schema is built
import { z } from 'zod';

export const ProblemFieldError = z.object({ path: z.string(), message: z.string(), code: z.string() });

export const Problem = z
  .object({
    type: z.string(),
    title: z.string(),
    status: z.number().int(),
    detail: z.string(),
    code: z.string(),
    requestId: z.string(),
    errors: z.array(ProblemFieldError).optional(),
    retryAfter: z.number().int().optional(),
    global: z.boolean().optional(),
  })
  .meta({ id: 'Problem' });
export type Problem = z.infer<typeof Problem>;

/** Every stable problem code the API can answer with, and its HTTP status. */
export const problemCodes = {
  invalid_request: 400,
  unauthorized: 401,
  token_expired: 401,
  token_revoked: 401,
  insufficient_scope: 403,
  domain_not_owned: 403,
  not_owned: 403,
  csrf_required: 403,
  // a cookie-authenticated write from another site's page (Origin / Sec-Fetch-Site), behind the CSRF header
  origin_refused: 403,
  session_required: 403,
  // a guest acting in an account tried what only its owner may do (docs/decisions/023)
  owner_only: 403,
  two_factor_required: 401,
  not_found: 404,
  mailbox_not_found: 404,
  database_not_found: 404,
  invoice_not_found: 404,
  service_not_found: 404,
  method_not_allowed: 405,
  payload_too_large: 413,
  conflict: 409,
  hold_expired: 409,
  hold_already_decided: 409,
  // an order for the same domain already waits for its invoice to be paid: pay that one instead
  order_awaiting_payment: 409,
  validation_failed: 422,
  rate_limited: 429,
  internal_error: 500,
  not_implemented: 501,
  not_available: 501,
  // an upstream the service depends on (a domain registry) is not answering; retry later
  registry_unavailable: 503,
} as const;
export type ProblemCode = keyof typeof problemCodes;
