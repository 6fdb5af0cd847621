// What applying a zone file would do (a dry run's answer): the diff, the
// lines that are skipped or adjusted, and the line errors that stop it.
import type { z } from 'zod';
import type { ZoneDiffEntry } from '@contract/dns-records';
import type { dnsOps } from '@contract/dns';
import type { ResponseOf } from '@contract/operation';
import { ProblemAlert } from '@/components/ui/problem-alert';
import { ApiProblem } from '@/lib/api-problem';
import { countOf } from '@/lib/glossary';

export type ImportResult = ResponseOf<typeof dnsOps.importDnsZone>;
type Diff = z.infer<typeof ZoneDiffEntry>;

const sign = { create: '+', remove: '−', update: '~' } as const;
const word = { create: 'Added', remove: 'Removed', update: 'TTL changed' } as const;
const tone = { create: 'text-success', remove: 'text-danger', update: 'text-warning' } as const;

export function DiffView({ diff }: { diff: Diff[] }) {
  if (diff.length === 0) return <p className="text-sm">No changes: the file matches the zone.</p>;
  const counts = (['create', 'update', 'remove'] as const)
    .map((c) => [c, diff.filter((d) => d.change === c).length] as const)
    .filter(([, n]) => n);
  return (
    <div className="space-y-2">
      <p className="text-sm font-medium">
        {counts
          .map(([c, n]) => `${n} ${c === 'create' ? 'added' : c === 'remove' ? 'removed' : 'TTL changed'}`)
          .join(', ')}
      </p>
      <ul
        aria-label="Changes"
        className="max-h-80 overflow-auto rounded-md border border-line bg-surface-2/50 p-2 font-mono text-xs"
      >
        {diff.map((d, i) => (
          <li key={i} className={`break-all py-0.5 ${tone[d.change]}`}>
            <span aria-hidden="true">{sign[d.change]} </span>
            <span className="sr-only">{word[d.change]}: </span>
            {d.name} {d.change === 'update' ? `${d.previousTtl} → ${d.ttl}` : d.ttl} {d.type} {d.content}
            {d.line !== null && <span className="text-muted"> (line {d.line})</span>}
          </li>
        ))}
      </ul>
    </div>
  );
}

export function LineNotes({ result }: { result: ImportResult }) {
  if (!result.skipped.length && !result.adjusted.length) return null;
  return (
    <div className="space-y-2 text-sm">
      {result.skipped.length > 0 && (
        <details>
          <summary className="cursor-pointer">{countOf(result.skipped.length, 'line', 'lines')} not imported</summary>
          <ul className="mt-1 space-y-1 pl-4">
            {result.skipped.map((s) => (
              <li key={`s${s.line}`}>
                Line {s.line}: {s.reason} <code className="break-all text-xs text-muted">{s.text}</code>
              </li>
            ))}
          </ul>
        </details>
      )}
      {result.adjusted.length > 0 && (
        <ul className="space-y-1">
          {result.adjusted.map((s) => (
            <li key={`a${s.line}`}>
              Line {s.line}: {s.reason}
            </li>
          ))}
        </ul>
      )}
    </div>
  );
}

/** Line errors of a refused file, each on its own line; other problems as one message. */
export function FileProblem({ error }: { error: unknown }) {
  const lines =
    error instanceof ApiProblem ? error.fieldErrors.filter((e) => e.path === 'zone_file').map((e) => e.message) : [];
  return (
    <ProblemAlert
      problem={
        lines.length ? `The file was not applied. Fix ${lines.length === 1 ? 'this line' : 'these lines'}:` : error
      }
      boxed
    >
      {lines.length > 0 && (
        <ul className="mt-1 list-disc pl-5">
          {lines.map((m) => (
            <li key={m}>{m}</li>
          ))}
        </ul>
      )}
    </ProblemAlert>
  );
}
