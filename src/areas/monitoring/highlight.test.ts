import { describe, expect, it } from 'vitest';
import { lineMatches, splitMatches } from './highlight';

const LINE = '203.0.113.9 - - [23/Nov/2026:06:12:01 +0000] "GET /wp-login.php HTTP/1.1" 404 512';

describe('splitting a log line around the search', () => {
  it('marks every match, case-insensitive, and keeps the text between them', () => {
    expect(splitMatches('GET /Login then get /login', 'login')).toEqual([
      { text: 'GET /', match: false },
      { text: 'Login', match: true },
      { text: ' then get /', match: false },
      { text: 'login', match: true },
    ]);
  });

  it('joins back into the line unchanged', () => {
    for (const q of ['', 'get', '404', 'x', '203.0.113.9', LINE])
      expect(
        splitMatches(LINE, q)
          .map((p) => p.text)
          .join(''),
      ).toBe(LINE);
  });

  it('treats what is typed as characters, never as a pattern', () => {
    expect(splitMatches(LINE, '[23/Nov').filter((p) => p.match)).toEqual([{ text: '[23/Nov', match: true }]);
    expect(splitMatches(LINE, '.*')).toEqual([{ text: LINE, match: false }]);
    expect(splitMatches('a.b and axb', 'a.b')).toEqual([
      { text: 'a.b', match: true },
      { text: ' and axb', match: false },
    ]);
    expect(lineMatches('(unclosed', '(')).toBe(true);
  });

  it('has no match for an empty query or an absent one', () => {
    expect(splitMatches(LINE, '')).toEqual([{ text: LINE, match: false }]);
    expect(splitMatches(LINE, 'POST')).toEqual([{ text: LINE, match: false }]);
    expect(lineMatches(LINE, 'POST')).toBe(false);
  });

  it('matches at the start and the end, and back to back', () => {
    expect(splitMatches('aaa', 'a')).toEqual([
      { text: 'a', match: true },
      { text: 'a', match: true },
      { text: 'a', match: true },
    ]);
    expect(splitMatches('abcab', 'ab')).toEqual([
      { text: 'ab', match: true },
      { text: 'c', match: false },
      { text: 'ab', match: true },
    ]);
  });

  it('keeps offsets right when lower-casing changes the length', () => {
    const pieces = splitMatches('İstanbul error', 'error');
    expect(pieces.map((p) => p.text).join('')).toBe('İstanbul error');
    expect(pieces.filter((p) => p.match).map((p) => p.text)).toEqual(['error']);
  });
});
