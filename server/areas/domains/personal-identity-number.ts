// Swedish personal identity numbers (personnummer, Skatteverket SKV 704) and
// coordination numbers (samordningsnummer, day + 60), as the new holder of a
// .se or .nu name gives theirs at the e-ID sign-in. Pure: a valid birth date
// and the Luhn (mod 10) check digit over the ten-digit form.

export type IdentityNumberResult = { ok: true; value: string } | { ok: false; message: string };

// YYMMDD or YYYYMMDD, an optional - or + (+ marks someone 100 or older), then three digits and the check digit.
const SHAPE = /^(\d{2})?(\d{2})(\d{2})(\d{2})([-+]?)(\d{3})(\d)$/;

/** The Luhn check digit of a string of digits, doubling from the first (as SKV 704 weights them 2,1,2,…). */
export function luhnCheckDigit(digits: string): number {
  let sum = 0;
  for (let i = 0; i < digits.length; i++) {
    const d = Number(digits[i]) * (i % 2 === 0 ? 2 : 1);
    sum += d > 9 ? d - 9 : d;
  }
  return (10 - (sum % 10)) % 10;
}

/**
 * A personal identity or coordination number in its twelve-digit form `YYYYMMDD-NNNC`, or why it is not
 * one. `now` decides the century of a ten-digit number (the most recent one not in the future).
 */
export function parseIdentityNumber(raw: string, now: Date): IdentityNumberResult {
  const m = SHAPE.exec(raw.replace(/\s/g, ''));
  if (!m) return { ok: false, message: 'Enter the number as YYMMDD-NNNN or YYYYMMDD-NNNN' };
  const [, century, yy, mm, ddRaw, sep, serial, check] = m as unknown as string[];
  const thisYear = now.getUTCFullYear();
  let year: number;
  if (century) year = Number(century + yy);
  else {
    year = thisYear - (thisYear % 100) + Number(yy);
    if (year > thisYear) year -= 100;
    if (sep === '+') year -= 100;
  }
  const coordination = Number(ddRaw) > 60;
  const day = Number(ddRaw) - (coordination ? 60 : 0);
  const month = Number(mm);
  const born = new Date(Date.UTC(year, month - 1, day));
  if (month < 1 || day < 1 || born.getUTCMonth() !== month - 1 || born.getUTCDate() !== day)
    return { ok: false, message: `${yy}${mm}${ddRaw} is not a date of birth` };
  if (born > now) return { ok: false, message: 'The date of birth is in the future' };
  if (luhnCheckDigit(`${yy}${mm}${ddRaw}${serial}`) !== Number(check))
    return { ok: false, message: 'The last digit does not match: check the number for a typing mistake' };
  return { ok: true, value: `${year}${mm}${ddRaw}-${serial}${check}` };
}

/** An identity or organisation number as a quote shows it: every digit hidden but the last four. */
export function maskIdentityNumber(n: string): string {
  let keep = 4;
  return [...n]
    .reverse()
    .map((c) => (c >= '0' && c <= '9' ? (keep-- > 0 ? c : '•') : c))
    .reverse()
    .join('');
}
