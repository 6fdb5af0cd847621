// The second line behind the CSRF header: a cookie-authenticated write must come from the app's own
// origin (or the request's), or, without Origin, from a same-origin or user-typed navigation.
import { describe, expect, it } from 'vitest';
import { assertSameOrigin } from './access';

const APP = 'http://localhost:5173';
const check = (headers: Record<string, string>, url = 'http://127.0.0.1:8787/api/v1/dns/records') => {
  try {
    assertSameOrigin(new Headers(headers), url, APP);
    return 'ok';
  } catch (e) {
    return (e as { code: string }).code;
  }
};

describe('assertSameOrigin', () => {
  it("accepts the app's origin (the Vite dev server's in development) and the request's own", () => {
    expect(check({ origin: APP })).toBe('ok');
    expect(check({ origin: 'http://127.0.0.1:8787' })).toBe('ok');
    expect(check({})).toBe('ok');
    expect(check({ 'sec-fetch-site': 'same-origin' })).toBe('ok');
    expect(check({ 'sec-fetch-site': 'none' })).toBe('ok');
  });

  it('refuses another origin, an opaque one, and a cross-site fetch without Origin with origin_refused', () => {
    expect(check({ origin: 'https://evil.example' })).toBe('origin_refused');
    expect(check({ origin: 'http://localhost:5174' })).toBe('origin_refused');
    expect(check({ origin: 'null' })).toBe('origin_refused');
    expect(check({ 'sec-fetch-site': 'cross-site' })).toBe('origin_refused');
    expect(check({ 'sec-fetch-site': 'same-site' })).toBe('origin_refused');
  });
});
