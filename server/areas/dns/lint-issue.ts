// One lint finding: what is wrong, how bad, what to do, and the records it is
// about (so the dashboard can link the finding to the record to fix).
import type { z } from 'zod';
import type { LintIssue } from '@contract/dns-checks';
import type { RecordRow } from './rdata';

export type Issue = z.infer<typeof LintIssue>;
type Type = Issue['type'];
const KNOWN_TYPES = ['A', 'AAAA', 'CNAME', 'MX', 'TXT', 'SRV', 'CAA', 'NS', 'SOA'];

export function issue(
  severity: Issue['severity'],
  code: string,
  message: string,
  fix: string | null,
  rows: RecordRow[] = [],
  name?: string,
): Issue {
  const first = rows[0];
  return {
    severity,
    code,
    message,
    fix,
    recordId: first ? String(first.id) : null,
    recordIds: rows.map((r) => String(r.id)),
    name: first?.name ?? name ?? null,
    type: first && KNOWN_TYPES.includes(first.type) ? (first.type as Type) : null,
  };
}
