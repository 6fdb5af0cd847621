// The registry against the spec: every operation of the endpoint index with
// its tier, the operations of the detailed sections, scopes, holds and path
// parameters. Hold shapes and field limits are in registry-limits.test.ts.
import fs from 'node:fs';
import { describe, expect, it } from 'vitest';
import { operations, operationsById } from './registry';
import { scopeNames } from './scopes';

interface IndexRow {
  area: string;
  method: string;
  path: string;
  tier: 'R' | 'W' | 'C';
  purpose: string;
}
// spec/ sits beside the repository (see ARCHITECTURE.md)
const index: IndexRow[] = JSON.parse(
  fs.readFileSync(new URL('../../shared/spec/endpoint-index.json', import.meta.url), 'utf8'),
);

const key = (method: string, path: string) => `${method} ${path}`;
const byKey = new Map(operations.map((o) => [key(o.method, o.path), o]));
const find = (method: string, path: string) => {
  const op = byKey.get(key(method, path));
  if (!op) throw new Error(`no operation ${method} ${path}`);
  return op;
};

describe('registry integrity', () => {
  it('has no duplicate method + path', () => {
    const seen = new Map<string, string>();
    const dups: string[] = [];
    for (const o of operations) {
      const k = key(o.method, o.path);
      if (seen.has(k)) dups.push(`${k} (${seen.get(k)} and ${o.id})`);
      seen.set(k, o.id);
    }
    expect(dups).toEqual([]);
  });

  it('has unique ids, and operationsById finds each', () => {
    const ids = operations.map((o) => o.id);
    expect(new Set(ids).size).toBe(ids.length);
    for (const o of operations) expect(operationsById.get(o.id)).toBe(o);
  });

  it('every path is relative to /api/v1 and every placeholder has a params key (and no extra keys)', () => {
    const problems: string[] = [];
    for (const o of operations) {
      if (!o.path.startsWith('/') || o.path.startsWith('/api/')) problems.push(`${o.id}: path ${o.path}`);
      const placeholders = [...o.path.matchAll(/\{(\w+)\}/g)].map((m) => m[1]!).sort();
      const keys = o.params ? Object.keys(o.params.shape).sort() : [];
      if (JSON.stringify(placeholders) !== JSON.stringify(keys))
        problems.push(`${o.id}: path {${placeholders}} vs params {${keys}}`);
    }
    expect(problems).toEqual([]);
  });

  it('every scope is a known scope, and the scopes the spec names exist', () => {
    const known = new Set<string>(scopeNames);
    const unknown = operations.flatMap((o) => o.scopes.filter((s) => !known.has(s)).map((s) => `${o.id}: ${s}`));
    expect(unknown).toEqual([]);
    for (const s of [
      'read:account',
      'read:email',
      'write:email',
      'read:database',
      'write:database',
      'read:hosting',
      'write:hosting',
      'write:billing',
      'write:domains',
      'write:services',
      'power:vps',
    ])
      expect(known.has(s), s).toBe(true);
    for (const s of scopeNames) expect(s).toMatch(/^[a-z]+:[a-z]+$/);
  });
});

describe('against the spec', () => {
  it('has every row of the endpoint index with the same tier', () => {
    expect(index).toHaveLength(271);
    const missing = index.filter((r) => !byKey.has(key(r.method, r.path))).map((r) => key(r.method, r.path));
    expect(missing).toEqual([]);
    const tiers = index
      .filter((r) => byKey.get(key(r.method, r.path))!.tier !== r.tier)
      .map((r) => `${key(r.method, r.path)}: spec ${r.tier}, registry ${byKey.get(key(r.method, r.path))!.tier}`);
    expect(tiers).toEqual([]);
  });

  it('has the detailed-section operations that the index does not list', () => {
    const detailed: [string, string][] = [
      ['GET', '/account/overview'],
      ['POST', '/account/guests'],
      ['GET', '/account/guests'],
      ['DELETE', '/account/guests/{guest}'],
      ['POST', '/billing-addresses/{billingAddress}/contacts'],
      ['GET', '/billing-addresses/{billingAddress}/contacts'],
      ['POST', '/account/balance/actions/add-funds'],
      ['POST', '/invoices/{invoice}/actions/send'],
      ['POST', '/domains/{domain}/actions/status-sync'],
      ['GET', '/account/two-factor'],
      ['POST', '/account/two-factor/enable'],
      ['POST', '/account/two-factor/confirm'],
      ['POST', '/account/two-factor/disable'],
      ['DELETE', '/billing/payment-methods/cards/{card}'],
    ];
    for (const [m, p] of detailed) {
      expect(byKey.has(key(m, p)), key(m, p)).toBe(true);
      expect(
        index.some((r) => r.method === m && r.path === p),
        `${m} ${p} is not an index row`,
      ).toBe(false);
    }
  });

  it('lists forwarders and cron jobs as tier W, and only the Snapback booking as tier C', () => {
    expect(find('GET', '/email/forwarders').tier).toBe('W');
    expect(find('GET', '/cron/jobs').tier).toBe('W');
    expect(operations.filter((o) => o.tier === 'C').map((o) => key(o.method, o.path))).toEqual([
      'POST /snapback/bookings',
    ]);
  });

  it('asks the scopes the detailed sections name', () => {
    const expected: [string, string, string[]][] = [
      ['GET', '/account/overview', ['read:account']],
      ['POST', '/billing-addresses/{billingAddress}/contacts', ['write:billing']],
      ['PATCH', '/email/account', ['write:email']],
      ['GET', '/email/accounts', ['read:email']],
      ['DELETE', '/database-users/{username}', ['write:database']],
      ['POST', '/invoices/{invoice}/actions/send', ['write:billing']],
      ['GET', '/databases/{database}/access-hosts', ['read:database']],
      ['POST', '/domains/{domain}/actions/status-sync', ['write:domains']],
      ['GET', '/account/two-factor', ['read:account']],
      ['DELETE', '/billing/payment-methods/cards/{card}', ['write:billing']],
      ['PUT', '/hosting/hotlink-protection', ['write:hosting']],
      ['POST', '/cms/staging', ['write:hosting']],
      ['POST', '/vps/start', ['power:vps']],
      ['POST', '/cms/database/query', ['read:database', 'read:hosting', 'write:hosting']],
      ['POST', '/services/{service}/actions/upgrade', ['write:billing', 'write:services']],
      ['POST', '/migrations', ['write:hosting']],
    ];
    for (const [m, p, scopes] of expected) expect([...find(m, p).scopes].sort(), key(m, p)).toEqual(scopes);
    expect(find('POST', '/databases/{database}/access-hosts').scopes).toContain('write:database');
    expect(find('DELETE', '/databases/{database}/access-hosts').scopes).toContain('write:database');
  });

  it('marks as holds what the spec holds for confirmation', () => {
    const held = index
      .filter((r) => /^hold /i.test(r.purpose) || /held for confirmation/i.test(r.purpose))
      .map((r) => key(r.method, r.path));
    const detailed = [
      'POST /account/balance/actions/add-funds',
      'POST /services/{service}/addons',
      'DELETE /database-users/{username}',
      'DELETE /billing/payment-methods/cards/{card}',
      'POST /services/{service}/actions/upgrade',
      'POST /migrations',
      'DELETE /hosting/domains',
      'POST /snapback/bookings',
    ];
    expect(held.length).toBeGreaterThan(20);
    const notHeld = [...held, ...detailed].filter((k) => !byKey.get(k)?.hold);
    expect(notHeld).toEqual([]);
  });

  it('marks the operations the spec calls not available', () => {
    for (const [m, p] of [
      ['POST', '/domains/{domain}/lock'],
      ['GET', '/dns/zone/snapshots'],
      ['POST', '/dns/zone/snapshots'],
      ['POST', '/dns/zone/snapshots/restore'],
    ]) {
      // The reason is shown to callers in the 501 problem, so it must say something.
      expect(find(m!, p!).unavailable, `${m} ${p}`).toMatch(/\w{3,}/);
    }
  });
});
