// SPF's ten-lookup limit (RFC 7208 §4.6.4): include, a, mx, ptr, exists and
// redirect each cost a DNS lookup, and an include costs its own record's too.
// Included records are read through the simulated resolver.
import type { Db } from '@server/db/client';
import type { Resolver } from '@server/infra/resolver';
import { lexRdata } from './zone-lexer';

const MECHANISM = /^[+\-~?]?(all|include|a|mx|ptr|ip4|ip6|exists)(:|\/|$)/i;
const MODIFIER = /^(redirect|exp)=/i;

export interface SpfCount {
  lookups: number;
  unknown: string[];
}

async function spfOf(db: Db, resolver: Resolver, domain: string): Promise<string | null> {
  const res = await resolver.query(db, { name: domain, type: 'TXT', server: 'authoritative', follow: true });
  for (const a of res.answers) {
    if (a.type !== 'TXT') continue;
    const text = lexRdata(a.data)
      .map((t) => t.text)
      .join('');
    if (/^v=spf1(\s|$)/i.test(text)) return text;
  }
  return null;
}

export async function spfLookups(
  db: Db,
  resolver: Resolver,
  record: string,
  depth = 0,
  seen = new Set<string>(),
): Promise<SpfCount> {
  const out: SpfCount = { lookups: 0, unknown: [] };
  const terms = record.trim().split(/\s+/).slice(1);
  for (const term of terms) {
    if (!MECHANISM.test(term) && !MODIFIER.test(term)) {
      if (depth === 0) out.unknown.push(term);
      continue;
    }
    const m = term.replace(/^[+\-~?]/, '').toLowerCase();
    const target = m.startsWith('include:') ? m.slice(8) : m.startsWith('redirect=') ? m.slice(9) : null;
    if (/^(include:|a\b|a:|a\/|mx\b|mx:|mx\/|ptr|exists:|redirect=)/.test(m)) out.lookups++;
    if (target && depth < 10 && !seen.has(target)) {
      seen.add(target);
      const inner = await spfOf(db, resolver, target);
      if (inner) out.lookups += (await spfLookups(db, resolver, inner, depth + 1, seen)).lookups;
    }
  }
  return out;
}
