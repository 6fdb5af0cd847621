// Shared shapes of the API contract. Everything the server validates and the
// SPA renders is derived from these zod schemas; limits live here once.
import './zod-setup';
import { z } from 'zod';

/**
 * ISO-8601 in UTC with a trailing Z (the spec's global rule 6). A time on a day the calendar does
 * not have (`2026-02-30T10:00:00Z`) is refused saying so (issue 33); zod's pattern knows the days.
 */
export const Timestamp = z.iso
  .datetime({ offset: false, abort: true, error: (issue) => timestampProblem(issue.input) })
  .max(64, 'At most 64 characters');

function timestampProblem(input: unknown): string {
  const day = typeof input === 'string' ? /^(\d{4}-\d{2}-\d{2})T/.exec(input)?.[1] : undefined;
  return (day && notACalendarDay(day)) || 'Use an ISO 8601 time in UTC such as 2026-01-31T12:00:00Z';
}

/** Why `YYYY-MM-DD` names no day of the calendar (`2026-02-30`), or null when it names one. */
export function notACalendarDay(day: string): string | null {
  const [y, m, d] = day.split('-').map(Number) as [number, number, number];
  if (m < 1 || m > 12) return `${day} is not a date: there is no month ${String(m).padStart(2, '0')}`;
  const days = new Date(Date.UTC(y, m, 0)).getUTCDate();
  if (d < 1 || d > days) {
    const month = new Date(Date.UTC(y, m - 1, 1)).toLocaleString('en', { month: 'long', timeZone: 'UTC' });
    return `${day} is not a date: ${month} ${y} has ${days} days`;
  }
  return null;
}

/**
 * A calendar day a customer sends (a filter such as `issued_from`): `YYYY-MM-DD`, and a day the
 * calendar has. `2026-02-30` is refused with a message that says why, never rolled over into
 * March. The one date-only input schema of the contract (issue 33).
 */
export const isoDate = (field: string, example: string) => {
  const shape = `${field} must be a date such as ${example}`;
  return z
    .string({ error: shape })
    .max(10, { error: shape, abort: true })
    .regex(/^\d{4}-\d{2}-\d{2}$/, { error: shape, abort: true })
    .superRefine((day, ctx) => {
      const why = notACalendarDay(day);
      if (why) ctx.addIssue({ code: 'custom', message: `${field}: ${why}`, input: day });
    })
    .meta({ format: 'date', description: `A day as YYYY-MM-DD, e.g. ${example}` });
};

/** Money: decimal major units with a sibling currency (global rule 5). */
export const Money = z.object({ amount: z.number(), currency: z.string().length(3) }).meta({ id: 'Money' });
export type Money = z.infer<typeof Money>;

/**
 * An amount a customer sends, in major units of the account's currency (every currency here has cents).
 * More decimals than the currency has are refused, never rounded: 100.005 EUR is not a price anyone means.
 * The OpenAPI document says so with `multipleOf: 0.01`.
 */
export const moneyAmount = (field: string, o: { min: number; max: number; minMessage?: string; maxMessage?: string }) =>
  z
    .number({ error: `Enter ${field}` })
    .min(o.min, o.minMessage ?? `${field} is at least ${o.min}`)
    .max(o.max, o.maxMessage ?? `${field} is at most ${o.max}`)
    .multipleOf(0.01, `${field} has at most two decimals (whole cents)`);

/**
 * The shared `input`: a domain, email address, website URL or numeric service id.
 * Domains (also in addresses and URLs) may be typed in Unicode or ASCII form:
 * `bücher.se`, `xn--bcher-kva.se`, `info@bücher.se` and `https://bücher.se/x` name the same target.
 */
export const Input = z
  .string()
  .trim()
  .min(1, 'Enter a domain, email address, website URL or service id')
  .max(255, 'At most 255 characters')
  .meta({
    description:
      'A domain (Unicode such as bücher.se, or ASCII such as xn--bcher-kva.se), an email address, a website URL or a numeric service id',
  });

/** A domain name in an answer: always the lower-case ASCII (punycode) form. */
export const AsciiDomainName = z.string().meta({
  description: 'Domain name in lower-case ASCII form (xn--bcher-kva.se); dashboards show it in Unicode (bücher.se)',
});

export const AttemptKey = z.string().max(128, 'At most 128 characters').nullish();

export const Target = z
  .object({
    input: z.string(),
    kind: z.enum(['domain', 'email', 'url', 'service']),
    domain: AsciiDomainName.nullable(),
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

/**
 * What became of a hold. `confirmation_required` (the spec's word): nothing was executed yet. The spec shows no
 * other value; these name the outcome a human decided, or the deadline passed (docs/decisions/004-holds.md).
 */
export const HoldStatus = z.enum(['confirmation_required', 'approved', 'rejected', 'expired', 'failed']);
export type HoldStatus = z.infer<typeof HoldStatus>;

/**
 * The answer of every hold operation. A retry with the same `attempt_key` answers the same `pendingActionId`
 * with its current `status`; once decided, `decidedAt`, and the executed operation's `result` (approved) or the
 * `error` it was refused with (failed). `confirmationUrl` is always the action's page, which shows the outcome.
 */
export const ConfirmationHold = z
  .object({
    status: HoldStatus,
    pendingActionId: z.string(),
    confirmationUrl: z.string(),
    expiresAt: Timestamp,
    preview: z.array(PreviewItem),
    target: Target.nullable().optional(),
    operation: z.string(),
    money: Money.nullable().optional(),
    decidedAt: Timestamp.nullable().optional(),
    result: z.record(z.string(), z.unknown()).nullable().optional(),
    error: z.object({ code: z.string(), detail: z.string() }).nullable().optional(),
  })
  .meta({ id: 'ConfirmationHold' });
export type ConfirmationHold = z.infer<typeof ConfirmationHold>;

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

/** The largest id the database issues (ids are PostgreSQL `serial`, a signed 32-bit integer). */
export const MAX_ID = 2_147_483_647;

/**
 * A numeric id in the path: path ids arrive as strings; the spec types them as strings, we insist on
 * digits, and on the database's range, so a 21-digit id is "no such resource", not a failed query.
 */
export const idParam = (what: string) =>
  z
    .string()
    .max(10, { error: `${what} must be a numeric id`, abort: true })
    .regex(/^[1-9]\d{0,9}$/, `${what} must be a numeric id`)
    .refine((v) => Number(v) <= MAX_ID, `${what} is beyond any id this API issues`);
/** A required positive integer id in a JSON body. */
export const bodyId = (name: string) =>
  z
    .number({ error: `${name} must be a number` })
    .int(`${name} must be a whole number`)
    .min(1, `${name} must be at least 1`)
    .max(MAX_ID, `${name} is beyond any id this API issues`);
/** A required positive integer id in a query string. */
export const qId = (name: string) =>
  z.coerce
    .number({ error: `${name} must be a number` })
    .int(`${name} must be a whole number`)
    .min(1, `${name} must be at least 1`)
    .max(MAX_ID, `${name} is beyond any id this API issues`);

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
    .max(2, { error: 'Use the two-letter country code', abort: true })
    .regex(/^[A-Z]{2}$/, 'Use the two-letter country code'),
};

/** A plain `{ ok: true }` acknowledgement for writes with nothing else to report. */
export const Ok = z.object({ ok: z.literal(true) });
