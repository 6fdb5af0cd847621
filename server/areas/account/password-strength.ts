// Whether a new password is good enough: the length rule is the contract's (NewPassword); here, how
// guessable it is, with zxcvbn-ts and its common-password and keyboard-pattern lists, counting the
// person's own email address and name as known words. A score below 3 ("safely unguessable: moderate
// protection from offline slow-hash attacks", about 10^8 guesses) is refused with the reason, in words.
import { ZxcvbnFactory, type ZxcvbnResult } from '@zxcvbn-ts/core';
import { adjacencyGraphs, dictionary } from '@zxcvbn-ts/language-common';

export const MIN_SCORE = 3;

let factory: ZxcvbnFactory | null = null;
// Built on first use: ranking the dictionaries takes a moment and most processes never change a password.
const zxcvbn = () =>
  (factory ??= new ZxcvbnFactory({ graphs: adjacencyGraphs, dictionary, useLevenshteinDistance: true }));

/** zxcvbn's warning keys, in the words the 422 detail uses. */
const reasons: Record<string, string> = {
  topTen: 'it is one of the ten most used passwords',
  topHundred: 'it is one of the hundred most used passwords',
  common: 'it is on a list of commonly used passwords',
  similarToCommon: 'it is too close to a commonly used password',
  pwned: 'it has appeared in data breaches',
  userInputs: 'it contains your email address or name',
  straightRow: 'it is a row of keys on the keyboard',
  keyPattern: 'it is a short keyboard pattern',
  simpleRepeat: 'it repeats a character',
  extendedRepeat: 'it repeats a short pattern',
  sequences: 'it is a common sequence such as abc or 123',
  recentYears: 'it is built on a recent year',
  dates: 'it is built on a date',
  wordByItself: 'it is a single word',
  namesByThemselves: 'it is a name',
  commonNames: 'it is a common name',
};

/** Why the password is too easy to guess, or null when it is strong enough. */
export function weakPasswordReason(password: string, knownWords: string[]): string | null {
  const words = knownWords.flatMap((w) => [w, ...w.split(/[@.\s_-]+/)]).filter((w) => w.length >= 3);
  const result: ZxcvbnResult = zxcvbn().check(password, words);
  if (result.score >= MIN_SCORE) return null;
  const why = reasons[result.feedback.warning ?? ''] ?? 'it would be guessed too quickly';
  return `This password is too easy to guess: ${why}. Use a longer phrase of unrelated words, or a password manager's suggestion`;
}
