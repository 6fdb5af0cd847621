// Matching for the mail server's rules: sender patterns of the spam allow and
// block lists, and the conditions of filter rules.
import type { emailFilters, MailParty } from '@server/db/schema';

/** jo@example.com, @example.com or *@example.com (case-insensitive). */
export function matchesPattern(address: string, pattern: string): boolean {
  const a = address.toLowerCase();
  const p = pattern.toLowerCase();
  if (p.startsWith('*@')) return a.endsWith(p.slice(1));
  if (p.startsWith('@')) return a.endsWith(p);
  return a === p;
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
    case 'regex':
      try {
        return new RegExp(rule.value, 'i').test(subject);
      } catch {
        return false;
      }
    case 'greater_than':
      return Number(subject) > Number(rule.value);
    default:
      return false;
  }
}
