// The registry's holds and the field limits the spec fixes, checked at their edges.
import { describe, expect, it } from 'vitest';
import { z } from 'zod';
import { ConfirmationHold } from './common';
import { operations, operationsById } from './registry';

const find = (method: string, path: string) => {
  const found = operations.find((o) => o.method === method && o.path === path);
  if (!found) throw new Error(`no operation ${method} ${path}`);
  return found;
};
const op = (id: string) => operationsById.get(id)!;
/** Properties of an object schema (or of the branches of a union) as JSON Schema. */
const props = (s: z.ZodType | undefined): Record<string, Record<string, unknown>> => {
  if (!s) return {};
  type Props = Record<string, Record<string, unknown>>;
  const js = z.toJSONSchema(s, { io: 'input', unrepresentable: 'any' }) as {
    properties?: Props;
    anyOf?: { properties?: Props }[];
    oneOf?: { properties?: Props }[];
  };
  const out = { ...(js.properties ?? {}) };
  for (const branch of [...(js.anyOf ?? []), ...(js.oneOf ?? [])]) Object.assign(out, branch.properties ?? {});
  return out;
};
const ok = (s: z.ZodType | undefined, v: unknown) =>
  expect(s!.safeParse(v).success, JSON.stringify(v).slice(0, 120)).toBe(true);
const bad = (s: z.ZodType | undefined, v: unknown) =>
  expect(s!.safeParse(v).success, JSON.stringify(v).slice(0, 120)).toBe(false);

describe('holds', () => {
  const hold = {
    status: 'confirmation_required',
    pendingActionId: 'pa_x',
    confirmationUrl: 'http://dashboard.test/confirm/pa_x',
    expiresAt: '2030-01-01T00:00:00.000Z',
    preview: [{ label: 'Amount', value: '100.00 EUR' }],
    operation: 'x',
    // add-funds echoes the amount beside the hold ("plus further members")
    amount: { amount: 100, currency: 'EUR' },
  };

  it('the sample is a confirmation hold', () => ok(ConfirmationHold, hold));

  /** ConfirmationHold itself, or an extension of it that keeps every member as is (e.g. add-funds adds `amount`). */
  const extendsHold = (s: z.ZodType): boolean => {
    if (s instanceof z.ZodObject) return Object.entries(ConfirmationHold.shape).every(([k, v]) => s.shape[k] === v);
    if (s instanceof z.ZodUnion) return (s.options as z.ZodType[]).some(extendsHold);
    return false;
  };

  it("every hold operation's response is a confirmation hold (possibly with further members)", () => {
    const holds = operations.filter((o) => o.hold);
    expect(holds.length).toBeGreaterThan(30);
    expect(holds.filter((o) => !extendsHold(o.response)).map((o) => o.id)).toEqual([]);
    // those that add nothing required accept the bare hold as it is
    const plain = holds.filter((o) => o.response === ConfirmationHold);
    expect(plain.length).toBeGreaterThan(10);
    for (const o of plain) ok(o.response, hold);
    ok(op('addFunds').response, hold);
  });

  it('every hold operation takes an attempt_key of up to 128', () => {
    const noKey = operations
      .filter((o) => o.hold)
      .filter((o) => {
        const k = { ...props(o.body), ...props(o.query) }.attempt_key as
          { anyOf?: { maxLength?: number }[]; maxLength?: number } | undefined;
        return (k?.maxLength ?? k?.anyOf?.find((b) => b.maxLength)?.maxLength) !== 128;
      })
      .map((o) => o.id);
    expect(noKey).toEqual([]);
  });

  it('the staging push (held) and create share one operation whose response accepts a hold', () => {
    const staging = find('POST', '/cms/staging');
    expect(extendsHold(staging.response)).toBe(true);
    ok(staging.response, hold);
  });
});

describe('field limits at their edges', () => {
  it('add-funds amount 100..5000000 and attempt_key 128', () => {
    const body = op('addFunds').body;
    ok(body, { amount: 100 });
    ok(body, { amount: 5000000 });
    bad(body, { amount: 99.99 });
    bad(body, { amount: 5000000.01 });
    // More decimals than cents are refused, not rounded.
    bad(body, { amount: 100.005 });
    bad(body, { amount: 1.005 });
    ok(body, { amount: 100.07 });
    bad(body, {});
    ok(body, { amount: 100, attempt_key: 'k'.repeat(128) });
    ok(body, { amount: 100, attempt_key: null });
    bad(body, { amount: 100, attempt_key: 'k'.repeat(129) });
  });

  it('addon quantity 1..24 (or null)', () => {
    const body = find('POST', '/services/{service}/addons').body;
    const base = { input: 'example.com', service_plan_id: 1 };
    ok(body, { ...base, quantity: 1 });
    ok(body, { ...base, quantity: 24 });
    ok(body, { ...base, quantity: null });
    bad(body, { ...base, quantity: 0 });
    bad(body, { ...base, quantity: 25 });
    bad(body, { ...base, quantity: 1.5 });
    bad(body, { ...base, service_plan_id: 0 });
  });

  it('input up to 255 wherever it appears', () => {
    const q = find('GET', '/email/accounts').query;
    ok(q, { input: 'a'.repeat(255) });
    bad(q, { input: 'a'.repeat(256) });
    bad(q, {});
    const wrong = operations
      .filter((o) => {
        const input = { ...props(o.body), ...props(o.query) }.input as
          { type?: string; maxLength?: number } | undefined;
        return input?.type === 'string' && input.maxLength !== 255;
      })
      .map((o) => o.id);
    expect(wrong).toEqual([]);
  });

  it('mailbox listing limit 1..200', () => {
    const q = find('GET', '/email/accounts').query;
    ok(q, { input: 'example.com', limit: '1' });
    ok(q, { input: 'example.com', limit: '200' });
    bad(q, { input: 'example.com', limit: '0' });
    bad(q, { input: 'example.com', limit: '201' });
  });

  it('mailbox update: send_limit 0..100000, quota_mb 0..1048576, new_name 254, one of the two required', () => {
    const body = find('PATCH', '/email/account').body;
    const base = { address: 'info@example.com' };
    ok(body, { ...base, send_limit: 0 });
    ok(body, { ...base, send_limit: 100000 });
    bad(body, { ...base, send_limit: 100001 });
    bad(body, { ...base, send_limit: -1 });
    ok(body, { ...base, quota_mb: 0 });
    ok(body, { ...base, quota_mb: 1048576 });
    bad(body, { ...base, quota_mb: 1048577 });
    ok(body, { ...base, quota_mb: 10, new_name: 'n'.repeat(254) });
    bad(body, { ...base, quota_mb: 10, new_name: 'n'.repeat(255) });
    bad(body, base);
  });

  it('billing contact email up to 191, type enum, billing_address_id min 1', () => {
    const body = find('POST', '/billing-addresses/{billingAddress}/contacts').body;
    const email = (n: number) => `${'a'.repeat(n - '@example.com'.length)}@example.com`;
    const base = { billing_address_id: 1, type: 'technical' };
    ok(body, { ...base, email: email(191) });
    bad(body, { ...base, email: email(192) });
    bad(body, { ...base, email: 'not-an-email' });
    bad(body, { ...base, type: 'sales', email: 'a@example.com' });
    bad(body, { ...base, billing_address_id: 0, email: 'a@example.com' });
    for (const type of ['invoice_email', 'technical', 'edi_invoice'])
      ok(body, { ...base, type, email: 'a@example.com' });
  });

  it('migration note up to 5000', () => {
    const body = find('POST', '/migrations').body;
    ok(body, { domains: ['example.com'], note: 'n'.repeat(5000) });
    bad(body, { domains: ['example.com'], note: 'n'.repeat(5001) });
  });

  it('hotlink extensions up to 255, letters, digits and commas only', () => {
    const body = find('PUT', '/hosting/hotlink-protection').body;
    ok(body, { input: 'example.com', extensions: 'a'.repeat(255) });
    ok(body, { input: 'example.com', extensions: 'jpg,png,gif' });
    bad(body, { input: 'example.com', extensions: 'a'.repeat(256) });
    bad(body, { input: 'example.com', extensions: 'jpg; png' });
  });

  it('staging target_path up to 64 with its character set; push needs staging_id', () => {
    const body = find('POST', '/cms/staging').body;
    const base = { input: 'example.com', install_id: 'wp-1', action: 'create' };
    ok(body, { ...base, target_path: 'p'.repeat(64) });
    ok(body, { ...base, target_path: 'staging/v2_a-b.c' });
    bad(body, { ...base, target_path: 'p'.repeat(65) });
    bad(body, { ...base, target_path: 'bad path!' });
    bad(body, { ...base, action: 'push' });
    ok(body, { ...base, action: 'push', staging_id: 'wp-2' });
  });

  it('saved-card deletion takes card_id >= 1 in the query', () => {
    const q = find('DELETE', '/billing/payment-methods/cards/{card}').query;
    ok(q, { card_id: '1' });
    bad(q, { card_id: '0' });
    bad(q, {});
  });

  it('guest role may only be all', () => {
    const body = op('inviteGuest').body;
    ok(body, { email: 'a@example.com' });
    ok(body, { email: 'a@example.com', role: 'all' });
    bad(body, { email: 'a@example.com', role: 'admin' });
  });
});
