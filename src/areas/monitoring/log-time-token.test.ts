import { describe, expect, it } from 'vitest';
import { lineMatches } from './highlight';
import { logTimeToken } from './log-time-token';

const AT = '2026-11-23T14:00:00.000Z';

describe('the timestamp text of an hour or a day, per log format', () => {
  it('matches the lines written in that hour and not the hour after', () => {
    const access = '203.0.113.9 - - [23/Nov/2026:14:05:09 +0000] "GET / HTTP/1.1" 503 120 "-" "curl/8"';
    const error = '[Mon Nov 23 14:05:09.123456 2026] [proxy_fcgi:error] [pid 4122] AH01071: Got error';
    const php = '[23-Nov-2026 14:05:09 UTC] PHP Fatal error:  Allowed memory size exhausted';
    expect(logTimeToken('access', AT, 'hour')).toBe('23/Nov/2026:14:');
    expect(lineMatches(access, logTimeToken('access', AT, 'hour'))).toBe(true);
    expect(lineMatches(error, logTimeToken('error', AT, 'hour'))).toBe(true);
    expect(lineMatches(php, logTimeToken('php_error', AT, 'hour'))).toBe(true);
    const later = '2026-11-23T15:00:00.000Z';
    expect(lineMatches(access, logTimeToken('access', later, 'hour'))).toBe(false);
    expect(lineMatches(error, logTimeToken('error', later, 'hour'))).toBe(false);
    expect(lineMatches(php, logTimeToken('php_error', later, 'hour'))).toBe(false);
  });

  it('a day token matches every hour of that day, in UTC', () => {
    const access = '203.0.113.9 - - [23/Nov/2026:23:59:59 +0000] "GET / HTTP/1.1" 200 12 "-" "-"';
    expect(lineMatches(access, logTimeToken('access', '2026-11-23T00:00:00.000Z', 'day'))).toBe(true);
    expect(lineMatches(access, logTimeToken('access', '2026-11-22T00:00:00.000Z', 'day'))).toBe(false);
  });
});
