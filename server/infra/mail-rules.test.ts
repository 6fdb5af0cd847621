// Filter patterns run on re2js: linear time whatever the pattern, the same
// case-insensitive matching rules have always had, and the JavaScript-only
// constructs (lookarounds, backreferences) refused with a reason.
import { describe, expect, it } from 'vitest';
import { compileFilterPattern, matchesFilter } from './mail-rules';

const mail = (subject: string, text: string | null = null) => ({
  from: { name: 'Sender', address: 'sender@gmail.com' },
  to: 'jobs@nordlight-studio.com',
  subject,
  text,
  score: 0,
});
const regexRule = (value: string, field = 'subject') => ({ field, headerName: null, match: 'regex', value });

describe('filter patterns', () => {
  it('a catastrophic-backtracking pattern gets its answer from the linear-time engine', () => {
    // On a backtracking engine (a+)+$ against 50 a's and a b tries about 2^50 paths.
    expect(matchesFilter(regexRule('(a+)+$'), mail(`${'a'.repeat(50)}b`))).toBe(false);
    expect(matchesFilter(regexRule('(a+)+$'), mail('a'.repeat(50)))).toBe(true);
    expect(matchesFilter(regexRule('(x+x+)+y'), mail('x'.repeat(5000)))).toBe(false);
  });

  it('keeps the flags rules always had: case-insensitive, ^ and $ at the ends of the text', () => {
    expect(matchesFilter(regexRule('^INVOICE \\d+$'), mail('Invoice 4711'))).toBe(true);
    expect(matchesFilter(regexRule('^invoice'), mail('Re: Invoice 4711'))).toBe(false);
    expect(matchesFilter(regexRule('^second line'), mail('x', 'first line\nsecond line'))).toBe(false);
    expect(matchesFilter(regexRule('first.line', 'body'), mail('x', 'first\nline'))).toBe(false);
    expect(matchesFilter(regexRule('ÄRENDE', 'subject'), mail('ärende 12'))).toBe(true);
  });

  it('refuses lookarounds and backreferences, naming them, and explains malformed patterns', () => {
    expect(compileFilterPattern('(?<=invoice )\\d+')).toMatchObject({
      ok: false,
      code: 'unsupported_regex',
      message: expect.stringMatching(/^Lookbehind \(\(\?<= and \(\?<!\) is not supported/),
    });
    expect(compileFilterPattern('(?<!re: )invoice')).toMatchObject({ code: 'unsupported_regex' });
    expect(compileFilterPattern('invoice(?= \\d)')).toMatchObject({ message: expect.stringMatching(/^Lookahead/) });
    expect(compileFilterPattern('(a)\\1')).toMatchObject({ message: expect.stringMatching(/^A backreference/) });
    expect(compileFilterPattern('(?<n>a)\\k<n>')).toMatchObject({ code: 'unsupported_regex' });
    expect(compileFilterPattern('([')).toMatchObject({
      ok: false,
      code: 'invalid_regex',
      message: expect.stringContaining('missing closing ]'),
    });
    expect(compileFilterPattern('caf\\u00e9')).toMatchObject({ message: expect.stringContaining('\\x{00e9}') });
    // A stored pattern the engine refuses matches nothing, as an invalid pattern always did.
    expect(matchesFilter(regexRule('(?<=a)b'), mail('ab'))).toBe(false);
  });
});
