// Everything a client sends has a size limit the server enforces: every string a maxLength (or a
// fixed set of values), every array a maxItems. `npm run lint:openapi` checks the same on the
// published document with Spectral; this finds a missing limit without building it.
import { describe, expect, it } from 'vitest';
import { z } from 'zod';
import { TotpCode } from './account-two-factor';
import { IpAddress } from './diagnostics';
import { operations, operationsById } from './registry';

type Schema = Record<string, unknown>;
const hasType = (s: Schema, t: string) => s.type === t || (Array.isArray(s.type) && s.type.includes(t));

/** Paths (within one operation's input) of strings and arrays that have no limit. */
function unlimited(node: unknown, at: string, out: string[], seen: { n: number }) {
  if (Array.isArray(node)) return node.forEach((n, i) => unlimited(n, `${at}[${i}]`, out, seen));
  if (!node || typeof node !== 'object') return;
  const s = node as Schema;
  if (hasType(s, 'string') || hasType(s, 'array')) seen.n++;
  if (hasType(s, 'string') && s.maxLength === undefined && s.enum === undefined && s.const === undefined) out.push(at);
  if (hasType(s, 'array') && s.maxItems === undefined) out.push(at);
  for (const [k, v] of Object.entries(s)) unlimited(v, `${at}.${k}`, out, seen);
}

describe('request limits', () => {
  it('every string and array an operation accepts is limited', () => {
    const missing: string[] = [];
    const seen = { n: 0 };
    for (const o of operations) {
      for (const [where, s] of [
        ['params', o.params],
        ['query', o.query],
        ['body', o.body],
      ] as const) {
        if (s) unlimited(z.toJSONSchema(s, { io: 'input', unrepresentable: 'any' }), `${o.id} ${where}`, missing, seen);
      }
    }
    expect(seen.n).toBeGreaterThan(500);
    expect(missing).toEqual([]);
  });

  it('a value over a length limit gets one message, the same as before the limit was declared', () => {
    const totp = TotpCode.safeParse('1234567');
    expect(totp.error?.issues.map((i) => i.message)).toEqual(['Enter the 6-digit code from your authenticator app']);
    const cvc = operationsById.get('completeCardSetup')!.body as z.ZodObject;
    expect(cvc.shape.cvc!.safeParse('12345').error?.issues).toHaveLength(1);
  });

  it('limits are generous enough for every valid value', () => {
    // the longest IPv6 text form, with an embedded IPv4 address
    expect(IpAddress.safeParse('ffff:ffff:ffff:ffff:ffff:ffff:255.255.255.255').success).toBe(true);
    expect(IpAddress.safeParse('255.255.255.255').success).toBe(true);
    const card = (operationsById.get('completeCardSetup')!.body as z.ZodObject).shape.card_number!;
    // 19 digits with a space between each
    expect(card.safeParse('4111111111111111110'.split('').join(' ')).success).toBe(true);
    const token = operationsById.get('createToken')?.body as z.ZodObject | undefined;
    const all = (token?.shape.scopes as z.ZodArray<z.ZodEnum> | undefined)?.element.options ?? [];
    expect(all.length).toBeGreaterThan(5);
    expect(token!.safeParse({ name: 'ci', scopes: all }).success).toBe(true);
  });
});
