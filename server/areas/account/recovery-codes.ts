// Two-factor recovery codes (docs/decisions/026): ten per person, each `xxxx-xxxx-xxxx` from Crockford's
// base32 (60 random bits), stored as a SHA-256 salted with the person's id. 60 bits is far beyond any
// online guessing (every wrong code counts against the code budget, core/attempt-limit.ts), so a fast hash
// is enough, as for API tokens; the salt makes a stolen table useless against other people's codes.
// A code is claimed with one conditional UPDATE, so two requests carrying it cannot both use it.
import { and, count, eq, isNull, min } from 'drizzle-orm';
import { customAlphabet } from 'nanoid';
import { RECOVERY_CODE_COUNT } from '@contract/account-recovery';
import type { Db, Tx } from '@server/db/client';
import { recoveryCodes } from '@server/db/schema/account';
import { codeAttempt, limitedCheck } from '@server/core/attempt-limit';
import { sha256 } from '@server/core/crypto';
import type { Deps } from '@server/core/deps';
import { acceptTotp, type CodeEntry } from '@server/core/second-factor';

const ALPHABET = '0123456789abcdefghjkmnpqrstvwxyz';
const drawCode = customAlphabet(ALPHABET, 12);

const shown = (raw: string) => `${raw.slice(0, 4)}-${raw.slice(4, 8)}-${raw.slice(8)}`;

/** The code as stored: lower case, no separators, Crockford's look-alikes (i, l → 1; o → 0) read as meant. */
export function normalizeRecoveryCode(typed: string): string | null {
  const s = typed.trim().toLowerCase().replace(/[- ]/g, '').replace(/[il]/g, '1').replace(/o/g, '0');
  return s.length === 12 && [...s].every((ch) => ALPHABET.includes(ch)) ? s : null;
}

const hashOf = (userId: number, normalized: string) => sha256(`recovery:${userId}:${normalized}`);

/** A new set for the person, replacing (and so ending) the old one; the codes as shown, this once. */
export async function issueRecoveryCodes(tx: Tx, userId: number, now: Date): Promise<string[]> {
  await tx.delete(recoveryCodes).where(eq(recoveryCodes.userId, userId));
  const raw = new Set<string>();
  while (raw.size < RECOVERY_CODE_COUNT) raw.add(drawCode());
  await tx.insert(recoveryCodes).values([...raw].map((r) => ({ userId, codeHash: hashOf(userId, r), createdAt: now })));
  return [...raw].map(shown);
}

export async function dropRecoveryCodes(tx: Db | Tx, userId: number) {
  await tx.delete(recoveryCodes).where(eq(recoveryCodes.userId, userId));
}

export async function recoveryCodeCounts(db: Db | Tx, userId: number) {
  const [all] = await db
    .select({ total: count(), generatedAt: min(recoveryCodes.createdAt) })
    .from(recoveryCodes)
    .where(eq(recoveryCodes.userId, userId));
  const [left] = await db
    .select({ n: count() })
    .from(recoveryCodes)
    .where(and(eq(recoveryCodes.userId, userId), isNull(recoveryCodes.usedAt)));
  return { total: all?.total ?? 0, remaining: left?.n ?? 0, generatedAt: all?.generatedAt ?? null };
}

/** True when `typed` is one of the person's unused codes, which is used up now; a wrong one counts as a wrong code. */
export function useRecoveryCode(deps: Deps, who: CodeEntry, typed: string): Promise<boolean> {
  return limitedCheck(deps, codeAttempt(who.userId, who.network), async () => {
    const normalized = normalizeRecoveryCode(typed);
    if (!normalized) return { value: false, failed: true };
    const claimed = await deps.db
      .update(recoveryCodes)
      .set({ usedAt: deps.clock.now() })
      .where(
        and(
          eq(recoveryCodes.userId, who.userId),
          eq(recoveryCodes.codeHash, hashOf(who.userId, normalized)),
          isNull(recoveryCodes.usedAt),
        ),
      )
      .returning({ id: recoveryCodes.id });
    return { value: claimed.length === 1, failed: claimed.length !== 1 };
  });
}

/** An authenticator code (6 digits) or a recovery code, accepted once, within the code budget. */
export function acceptSecondFactor(deps: Deps, who: CodeEntry, totpSecret: string, typed: string): Promise<boolean> {
  const code = typed.trim();
  return /^\d{6}$/.test(code) ? acceptTotp(deps, who, totpSecret, code) : useRecoveryCode(deps, who, code);
}
