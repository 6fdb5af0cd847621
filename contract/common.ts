// Shared shapes of the API contract. Everything the server validates and the
// SPA renders is derived from these zod schemas; limits live here once.
import { z } from 'zod';

/** ISO-8601 in UTC with a trailing Z (the spec's global rule 6). */
export const Timestamp = z.iso.datetime({ offset: false });

/** Money: decimal major units with a sibling currency (global rule 5). */
export const Money = z.object({ amount: z.number(), currency: z.string().length(3) }).meta({ id: 'Money' });
export type Money = z.infer<typeof Money>;

/** The shared `input`: a domain, email address, website URL or numeric service id. */
export const Input = z
  .string()
  .trim()
  .min(1, 'Enter a domain, email address, website URL or service id')
  .max(255, 'At most 255 characters');

export const AttemptKey = z.string().max(128, 'At most 128 characters').nullish();

export const Target = z
  .object({
    input: z.string(),
    kind: z.enum(['domain', 'email', 'url', 'service']),
    domain: z.string().nullable(),
    mailbox: z.string().nullable(),
    serviceId: z.number().int().nullable(),
    domainServiceId: z.number().int().nullable(),
    daUsername: z.string().nullable(),
    node: z.string().nullable(),
    userId: z.number().int(),
    note: z.string().nullable(),
  })
  .meta({ id: 'Target' });
export type Target = z.infer<typeof Target>;

/** One line of a hold's redacted preview: secrets never appear in `value`. */
export const PreviewItem = z.object({ label: z.string(), value: z.string() }).meta({ id: 'PreviewItem' });
export type PreviewItem = z.infer<typeof PreviewItem>;

export const ConfirmationHold = z
  .object({
    status: z.literal('confirmation_required'),
    pendingActionId: z.string(),
    confirmationUrl: z.string(),
    expiresAt: Timestamp,
    preview: z.array(PreviewItem),
    target: Target.nullable().optional(),
    operation: z.string(),
    money: Money.nullable().optional(),
  })
  .meta({ id: 'ConfirmationHold' });
export type ConfirmationHold = z.infer<typeof ConfirmationHold>;

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
  session_required: 403,
  two_factor_required: 401,
  not_found: 404,
  mailbox_not_found: 404,
  database_not_found: 404,
  invoice_not_found: 404,
  service_not_found: 404,
  method_not_allowed: 405,
  conflict: 409,
  hold_expired: 409,
  hold_already_decided: 409,
  validation_failed: 422,
  rate_limited: 429,
  internal_error: 500,
  not_implemented: 501,
  not_available: 501,
} as const;
export type ProblemCode = keyof typeof problemCodes;

/** Collection envelope (global rule 3). */
export const collection = <T extends z.ZodType>(item: T) =>
  z.object({
    data: z.array(item),
    hasMore: z.boolean(),
    nextCursor: z.string().nullable(),
    total: z.number().int().min(0),
  });

/** Query-string helpers: query values arrive as strings. */
export const qInt = (min: number, max: number) => z.coerce.number().int().min(min).max(max);
export const qBool = z.enum(['true', 'false', '1', '0']).transform((v) => v === 'true' || v === '1');

export const Cursor = z.string().max(512).optional();
export const limitParam = (max = 100, dflt = 25) =>
  z.coerce.number().int().min(1, 'limit is at least 1').max(max, `limit is at most ${max} here`).default(dflt);
/** `cursor` + `limit` for every cursor-paginated listing. */
export const page = (max = 100) => ({ cursor: Cursor, limit: limitParam(max) });

/** `input` + `cursor` + `limit`: the query of a listing of one target's things. */
export const targetPage = (max = 100) => ({ input: Input, ...page(max) });
/** A collection that also names the target it was listed for. */
export const targetCollection = <T extends z.ZodType>(item: T) => collection(item).extend({ target: Target });

export const Id = z.number().int().min(1);

/** A numeric id in the path: path ids arrive as strings; the spec types them as strings, we insist on digits. */
export const idParam = (what: string) => z.string().regex(/^[1-9]\d{0,17}$/, `${what} must be a numeric id`);
/** A required positive integer id in a JSON body. */
export const bodyId = (name: string) =>
  z
    .number({ error: `${name} must be a number` })
    .int(`${name} must be a whole number`)
    .min(1, `${name} must be at least 1`);
/** A required positive integer id in a query string. */
export const qId = (name: string) =>
  z.coerce
    .number({ error: `${name} must be a number` })
    .int(`${name} must be a whole number`)
    .min(1, `${name} must be at least 1`);
export const Domain = z
  .string()
  .trim()
  .toLowerCase()
  .min(3)
  .max(253)
  .regex(/^(?=.{1,253}$)(?!-)([a-z0-9-]{1,63}\.)+[a-z]{2,63}$/, 'Enter a domain name such as example.com');
export const Email = z.email('Enter a valid email address').max(254);

/** The postal part of an address as a person types it (billing profiles, domain contacts). */
export const postalAddressFields = {
  line1: z.string().trim().min(1, 'Enter the street address').max(200, 'At most 200 characters'),
  line2: z.string().trim().max(200, 'At most 200 characters').nullish(),
  city: z.string().trim().min(1, 'Enter the city').max(100, 'At most 100 characters'),
  postal_code: z.string().trim().min(1, 'Enter the postal code').max(20, 'At most 20 characters'),
  country: z
    .string()
    .trim()
    .toUpperCase()
    .regex(/^[A-Z]{2}$/, 'Use the two-letter country code'),
};

/** A plain `{ ok: true }` acknowledgement for writes with nothing else to report. */
export const Ok = z.object({ ok: z.literal(true) });
