// The rules of one check: what passes, when a run of failures is an outage, and
// uptime from the outages in a window.
import { describe, expect, it } from 'vitest';
import { judge, transition, uptimePercent } from './monitor-rules';

const http = { type: 'http', expectedStatus: 200, keyword: null };
const answer = (status: number | null, body = '', error: string | null = null) => ({
  ok: status !== null && status < 400,
  status,
  responseTimeMs: error ? null : 120,
  error,
  body,
});

describe('judge', () => {
  it('passes the expected status, fails another or an error, and looks for a keyword as plain text', () => {
    expect(judge(http, answer(200))).toMatchObject({ up: true, reason: null, responseTimeMs: 120 });
    expect(judge(http, answer(301)).reason).toBe('Answered HTTP 301, expected 200');
    expect(judge({ ...http, expectedStatus: 301 }, answer(301)).up).toBe(true);
    expect(judge(http, answer(null, '', 'Connection refused'))).toMatchObject({
      up: false,
      reason: 'Connection refused',
    });
    const kw = { type: 'keyword', expectedStatus: 200, keyword: 'Welcome.*' };
    expect(judge(kw, answer(200, '<p>welcome.* home</p>')).up).toBe(true);
    expect(judge(kw, answer(200, '<p>Welcome home</p>')).reason).toBe('The page does not contain "Welcome.*"');
  });
});

describe('transition', () => {
  const pass = { up: true, statusCode: 200, responseTimeMs: 100, reason: null };
  const fail = { up: false, statusCode: null, responseTimeMs: null, reason: 'Connection refused' };
  it('goes down only after more than `retries` failures in a row, and up at the first pass', () => {
    let m = { status: 'up' as const, failures: 0, retries: 2 } as Parameters<typeof transition>[0];
    const seen: (string | null)[] = [];
    for (const c of [fail, fail, fail, fail, pass]) {
      const t = transition(m, c);
      seen.push(t.event);
      m = { ...m, status: t.status, failures: t.failures };
    }
    expect(seen).toEqual([null, null, 'down', null, 'up']);
    expect(transition({ status: 'pending', failures: 0, retries: 0 }, pass).event).toBe('up');
    expect(transition({ status: 'pending', failures: 0, retries: 0 }, fail)).toMatchObject({ status: 'down' });
    expect(transition({ status: 'paused', failures: 0, retries: 0 }, fail)).toMatchObject({
      status: 'paused',
      event: null,
    });
  });
});

describe('uptimePercent', () => {
  it('counts the part of each outage inside the window, an open one up to its end', () => {
    const w = { from: new Date(0), to: new Date(100_000) };
    expect(uptimePercent([], w)).toBe(100);
    expect(uptimePercent([{ from: new Date(-50_000), to: new Date(10_000) }], w)).toBe(90);
    expect(uptimePercent([{ from: new Date(75_000), to: null }], w)).toBe(75);
    expect(uptimePercent([], { from: w.to, to: w.to })).toBeNull();
  });
});
