// Matching for the mail server's rules: sender patterns of the spam allow and
// block lists, and the conditions of filter rules. A rule's regular expression
// is customer-written, so it runs on re2js (RE2: time linear in the input, no
// catastrophic backtracking) and never on the JavaScript engine.
import { RE2JS, RE2JSException, RE2JSSyntaxException } from 're2js';
import type { emailFilters } from '@server/db/schema/email';
import type { MailParty } from '@server/db/schema/infra-mail';

/** jo@example.com, @example.com or *@example.com (case-insensitive). */
export function matchesPattern(address: string, pattern: string): boolean {
  const a = address.toLowerCase();
  const p = pattern.toLowerCase();
  if (p.startsWith('*@')) return a.endsWith(p.slice(1));
  if (p.startsWith('@')) return a.endsWith(p);
  return a === p;
}

export type FilterPattern =
  { ok: true; regex: RE2JS } | { ok: false; code: 'unsupported_regex' | 'invalid_regex'; message: string };

/** What RE2 refuses that a JavaScript pattern may use, told apart by the fragment of the pattern RE2 stopped at. */
const UNSUPPORTED: { starts: string[]; what: string }[] = [
  { starts: ['(?<=', '(?<!'], what: 'Lookbehind ((?<= and (?<!)' },
  { starts: ['(?=', '(?!'], what: 'Lookahead ((?= and (?!)' },
  {
    starts: ['\\1', '\\2', '\\3', '\\4', '\\5', '\\6', '\\7', '\\8', '\\9', '\\k'],
    what: 'A backreference (\\1, \\k<name>)',
  },
  { starts: ['(?>'], what: 'An atomic group ((?>)' },
];
const HINTS: { starts: string; hint: string }[] = [
  { starts: '\\u', hint: '; write a code point as \\x{00e9}' },
  { starts: '\\c', hint: '; write a control character as \\x01' },
];

function refusal(err: unknown): Extract<FilterPattern, { ok: false }> {
  if (!(err instanceof RE2JSSyntaxException))
    return { ok: false, code: 'invalid_regex', message: `Not a usable regular expression: ${String(err)}` };
  const at = err.getPattern() ?? '';
  const feature = UNSUPPORTED.find((u) => u.starts.some((s) => at.startsWith(s)));
  if (feature)
    return {
      ok: false,
      code: 'unsupported_regex',
      message: `${feature.what} is not supported: filter patterns run on RE2, a linear-time engine without lookarounds or backreferences`,
    };
  const hint = HINTS.find((h) => at.startsWith(h.starts))?.hint ?? '';
  return {
    ok: false,
    code: 'invalid_regex',
    message: `Not a valid regular expression (RE2 syntax): ${err.getDescription()} at "${at}"${hint}`,
  };
}

/**
 * A rule's pattern compiled as it matches: case-insensitively, with ^ and $
 * at the ends of the text and . not matching a newline, i.e. the one flag
 * ("i") rules have always had. The syntax is RE2's (what JavaScript patterns
 * mostly share); what RE2 cannot do in linear time is refused, not emulated.
 */
export function compileFilterPattern(pattern: string): FilterPattern {
  try {
    return { ok: true, regex: RE2JS.compile(pattern, RE2JS.CASE_INSENSITIVE) };
  } catch (err) {
    if (err instanceof RE2JSException) return refusal(err);
    throw err;
  }
}

interface Candidate {
  from: MailParty;
  to: string;
  subject: string;
  text: string | null;
  headers?: { name: string; value: string }[];
  score: number;
}

type Rule = Pick<typeof emailFilters.$inferSelect, 'field' | 'headerName' | 'match' | 'value'>;

export function matchesFilter(rule: Rule, m: Candidate): boolean {
  if (rule.field === 'spam_score')
    return rule.match === 'greater_than' ? m.score > Number(rule.value) : String(m.score) === rule.value;
  const subject = (() => {
    switch (rule.field) {
      case 'from':
        return `${m.from.name ?? ''} <${m.from.address}>`;
      case 'to':
        return m.to;
      case 'subject':
        return m.subject;
      case 'body':
        return m.text ?? '';
      default:
        return (m.headers ?? [])
          .filter((h) => h.name.toLowerCase() === (rule.headerName ?? '').toLowerCase())
          .map((h) => h.value)
          .join('\n');
    }
  })().toLowerCase();
  const v = rule.value.toLowerCase();
  switch (rule.match) {
    case 'contains':
      return subject.includes(v);
    case 'equals':
      return rule.field === 'from' ? subject.includes(`<${v}>`) || subject === v : subject === v;
    case 'starts_with':
      return subject.startsWith(v);
    case 'ends_with':
      return rule.field === 'from' ? subject.endsWith(`${v}>`) : subject.endsWith(v);
    case 'regex': {
      // A pattern saved before this engine that it cannot read matches nothing, as an invalid one always did.
      const p = compileFilterPattern(rule.value);
      return p.ok && p.regex.test(subject);
    }
    case 'greater_than':
      return Number(subject) > Number(rule.value);
    default:
      return false;
  }
}
