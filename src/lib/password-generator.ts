// Strong passwords (database users, CMS users) made in the browser from crypto.getRandomValues.
// Each character is drawn without modulo bias (bytes that would favour the
// first characters of the alphabet are thrown away), and a password always
// mixes lower and upper case, digits and symbols. The symbols are ones that
// need no quoting in a MySQL connection string, a shell or a PHP config file.
const LOWER = 'abcdefghijkmnopqrstuvwxyz';
const UPPER = 'ABCDEFGHJKLMNPQRSTUVWXYZ';
const DIGITS = '23456789';
const SYMBOLS = '-_.~+=@%';
const ALPHABET = LOWER + UPPER + DIGITS + SYMBOLS;
const CLASSES = [LOWER, UPPER, DIGITS, SYMBOLS];

export const GENERATED_LENGTH = 24;

type RandomSource = (bytes: Uint8Array<ArrayBuffer>) => unknown;
const browserRandom: RandomSource = (bytes) => crypto.getRandomValues(bytes);

/** An index below `n`, uniformly: bytes at or above the largest multiple of `n` are drawn again. */
function uniformIndex(n: number, random: RandomSource): number {
  const limit = 256 - (256 % n);
  const byte = new Uint8Array(1);
  for (;;) {
    random(byte);
    if (byte[0]! < limit) return byte[0]! % n;
  }
}

export function generatePassword(length = GENERATED_LENGTH, random: RandomSource = browserRandom): string {
  if (length < CLASSES.length) throw new RangeError(`A password needs at least ${CLASSES.length} characters`);
  for (;;) {
    const chars = Array.from({ length }, () => ALPHABET[uniformIndex(ALPHABET.length, random)]!);
    // Drawing again until every class appears keeps each character uniform (no forced positions).
    if (CLASSES.every((c) => chars.some((ch) => c.includes(ch)))) return chars.join('');
  }
}
