// Budgets of failed credential checks (passwords and authenticator codes), per
// account and per network, on top of the per-address request budget. Kept in
// `rate_counters` like every budget, so several API processes on one PostgreSQL share them.
//
// The windows slide: failures are counted in one-minute slots and the last 15
// slots are summed, so a burst at the end of one fixed window cannot be followed
// by a fresh allowance at the start of the next.
//
// Limits, and why:
// - 10 failed passwords per email address per 15 minutes, from anywhere. A person
//   mistyping rarely gets there; an attacker gets at most 960 guesses a day at one
//   account however many addresses they use. The key is the email address, known or
//   not, so the limit cannot tell anyone whether an account exists. The price: the
//   owner's password sign-in is paused too, until the oldest failures leave the window
//   (at most 15 minutes after the last one; Retry-After says exactly when). Someone
//   guessing at that pace can keep it paused, the trade of any per-account limit; it
//   never goes beyond that (no permanent lockout, which the spec has no code for), and
//   open sessions and API tokens keep working.
// - 5 wrong authenticator codes per person per 15 minutes. Three codes are valid at
//   any moment (one step of drift either way), so that is about 3 in 10^6 per guess,
//   ~0.14% a day for someone who already holds the password. Only the password holder
//   or a live session can reach this check, so it cannot be used to lock out a stranger.
// - 30 failures (passwords and codes together) per network per 15 minutes: an IPv4
//   address, or an IPv6 /64 (`budgetNetwork`), since one IPv6 customer holds the whole
//   /64. Three people behind one NAT each locking themselves out still fit; one
//   address trying a list of accounts gets 30 tries, not the request budget's 300.
//
// Only failures count. Each check reserves its place first (one atomic upsert per
// budget, so parallel requests cannot all slip under the limit) and gives it back
// when the check succeeds, or when it was refused without a guess being made.
// Unlike the request budget (docs/decisions/003), a refused attempt is not counted:
// it tested nothing, and counting it would let anyone hammering the 429 stretch the
// owner's pause without end; as it is, the pause ends at most 15 minutes after the last real guess.
//
// A success never clears a counter; failures only age out of the window. Clearing
// on success would let an attacker defeat the limits with a login they own: a
// success on their own account would reset the network's count between guesses at
// other accounts, and a correct password (which a phished or leaked password gives)
// would reset the code count between guesses at the second factor. The owner needs
// no reset either: their own success is not blocked by earlier typos below the limit.
import { sql } from 'drizzle-orm';
import { queryRows } from '@server/db/client';
import { sha256 } from './crypto';
import type { Deps } from './deps';
import { ApiError } from './problem';

const SLOT_SEC = 60;

interface AttemptBudget {
  bucket: string;
  limit: number;
  windowSec: number;
  /** Why the check is paused, for the 429's detail. */
  refusal: string;
}

export const attemptBudgets = {
  password: {
    bucket: 'failed-password',
    limit: 10,
    windowSec: 15 * 60,
    refusal:
      'Too many failed password attempts for this email address (at most 10 in 15 minutes, wherever they come from); password checks for it are paused',
  },
  code: {
    bucket: 'failed-code',
    limit: 5,
    windowSec: 15 * 60,
    refusal:
      'Too many wrong authenticator codes for this login (at most 5 in 15 minutes); code checks for it are paused',
  },
  network: {
    bucket: 'failed-auth-network',
    limit: 30,
    windowSec: 15 * 60,
    refusal:
      'Too many failed sign-in attempts from your network (at most 30 passwords or codes in 15 minutes from one IPv4 address or IPv6 /64); checks from it are paused',
  },
} satisfies Record<string, AttemptBudget>;

/** Who a check is counted against: the account (or email address) and the caller's network (`addressKey`). */
export interface AttemptSource {
  kind: 'password' | 'code';
  account: string;
  network: string;
}

/** A password attempt for an email address, whether or not a login has it. */
export const passwordAttempt = (email: string, network: string): AttemptSource => ({
  kind: 'password',
  account: `email:${sha256(email.trim().toLowerCase())}`,
  network,
});

/** An authenticator-code attempt for a person (login, step-up, two-factor changes). */
export const codeAttempt = (userId: number, network: string): AttemptSource => ({
  kind: 'code',
  account: `user:${userId}`,
  network,
});

/** What a check found: its value, and whether it was a wrong guess (counted) or not. */
export interface CheckOutcome<T> {
  value: T;
  failed: boolean;
}

/**
 * Run one credential check within the budgets: 429 `rate_limited` (with Retry-After)
 * before the check when a budget is spent; a failed check stays counted.
 */
export async function limitedCheck<T>(
  deps: Deps,
  source: AttemptSource,
  check: () => Promise<CheckOutcome<T>>,
): Promise<T> {
  const held: Held[] = [];
  const giveBack = () => Promise.all(held.map((h) => release(deps, h)));
  for (const [key, budget] of [
    [source.network, attemptBudgets.network],
    [source.account, attemptBudgets[source.kind]],
  ] as const) {
    const h = await reserve(deps, key, budget);
    held.push(h);
    if (h.total > budget.limit) {
      await giveBack();
      throw await refusal(deps, key, budget);
    }
  }
  let failed = false;
  try {
    const outcome = await check();
    failed = outcome.failed;
    return outcome.value;
  } finally {
    if (!failed) await giveBack();
  }
}

interface Held {
  key: string;
  bucket: string;
  slot: number;
  total: number;
}

const nowSec = (deps: Deps) => deps.clock.now().getTime() / 1000;

/** Count this attempt in the current slot and return the window's total with it. */
async function reserve(deps: Deps, key: string, b: AttemptBudget): Promise<Held> {
  const slot = Math.floor(nowSec(deps) / SLOT_SEC) * SLOT_SEC;
  // The upsert locks the current slot's row, so its count is exact; earlier slots no longer change.
  const [row] = await queryRows<{ current: number; earlier: number | string }>(
    deps.db,
    sql`
    with up as (
      insert into rate_counters (key, bucket, window_start, count) values (${key}, ${b.bucket}, ${slot}, 1)
      on conflict (key, bucket, window_start) do update set count = rate_counters.count + 1
      returning count
    )
    select (select count from up) as current,
      coalesce((select sum(count) from rate_counters where key = ${key} and bucket = ${b.bucket}
        and window_start > ${slot - b.windowSec} and window_start < ${slot}), 0) as earlier`,
  );
  return { key, bucket: b.bucket, slot, total: Number(row!.current) + Number(row!.earlier) };
}

async function release(deps: Deps, h: Held) {
  await deps.db.execute(sql`
    update rate_counters set count = count - 1
    where key = ${h.key} and bucket = ${h.bucket} and window_start = ${h.slot} and count > 0`);
}

/** The 429: when enough of the oldest failures leave the window for one more attempt to fit. */
async function refusal(deps: Deps, key: string, b: AttemptBudget): Promise<ApiError> {
  const now = nowSec(deps);
  const slot = Math.floor(now / SLOT_SEC) * SLOT_SEC;
  const slots = await queryRows<{ window_start: number | string; count: number }>(
    deps.db,
    sql`select window_start, count from rate_counters where key = ${key} and bucket = ${b.bucket}
      and window_start > ${slot - b.windowSec} order by window_start`,
  );
  let inWindow = slots.reduce((n, s) => n + Number(s.count), 0);
  let freeAt = now;
  for (const s of slots) {
    if (inWindow < b.limit) break;
    inWindow -= Number(s.count);
    freeAt = Number(s.window_start) + b.windowSec;
  }
  const wait = Math.max(1, Math.ceil(freeAt - now));
  return new ApiError('rate_limited', `${b.refusal}. Try again in ${spoken(wait)}.`, {
    retryAfter: wait,
    global: false,
    headers: {
      'Retry-After': String(wait),
      'X-RateLimit-Limit': String(b.limit),
      'X-RateLimit-Remaining': '0',
      'X-RateLimit-Reset': String(wait),
      'X-RateLimit-Bucket': b.bucket,
    },
  });
}

function spoken(seconds: number): string {
  if (seconds < 60) return `${seconds} second${seconds === 1 ? '' : 's'}`;
  const minutes = Math.ceil(seconds / 60);
  return `${minutes} minute${minutes === 1 ? '' : 's'}`;
}
