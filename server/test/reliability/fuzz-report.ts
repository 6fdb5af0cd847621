// The fuzzer's figures as a person reads them, and as JSON for the record.
import fs from 'node:fs';
import path from 'node:path';
import type { FuzzReport } from './fuzz-runner';

export function formatReport(r: FuzzReport): string {
  const pct = (n: number) => `${((100 * n) / Math.max(1, r.sent)).toFixed(1)}%`;
  const lines = [
    `Contract fuzz: seed ${r.seed}, ${r.runs} runs in batches of ${r.batchSize} (${r.batches} freshly seeded databases), ${(r.ms / 1000).toFixed(1)} s, ${Math.round(r.sent / (r.ms / 1000))} requests/s`,
    `  requests sent: ${r.sent}${r.unsendable ? ` (+${r.unsendable} the HTTP client refused to build)` : ''}`,
    `  by status class: ${Object.entries(r.byClass)
      .map(([k, v]) => `${k} ${v} (${pct(v)})`)
      .join(', ')}`,
    `  of the 5xx, the spec's 501 for unbuilt areas: not_implemented ${r.unbuilt.not_implemented}, not_available ${r.unbuilt.not_available}`,
    `  by status: ${Object.entries(r.byStatus)
      .map(([k, v]) => `${k}:${v}`)
      .join(' ')}`,
    `  requests the operation's own schemas accept: ${r.schemaValid} (${pct(r.schemaValid)}), of which 2xx ${r.schemaValid2xx}`,
    `  by mutation: ${Object.entries(r.byMutation)
      .sort((a, b) => b[1] - a[1])
      .map(([k, v]) => `${k} ${v}`)
      .join(', ')}`,
    `  operations: ${r.operations.total} in the registry, ${r.operations.fuzzed} fuzzed, ${r.operations.with2xx} answered 2xx at least once, ${r.operations.unbuilt.length} not built yet (501)`,
    `  slowest operations (total ms / requests): ${r.slowest.map((s) => `${s.opId} ${s.ms}/${s.count}`).join(', ')}`,
    `  credentials renewed after a fuzzed logout/revocation: ${r.relogins} logins, ${r.remints} tokens`,
    `  failures: ${r.failures} in ${r.classes.length} classes`,
  ];
  for (const c of r.classes) {
    lines.push(`  ✗ ${c.key} ×${c.count} (first at batch ${c.firstAt.batch} request ${c.firstAt.index})`);
    lines.push(`      ${c.example.method} ${c.example.url} [${c.example.cred}]`);
    if (c.example.body !== undefined) lines.push(`      body: ${JSON.stringify(c.example.body)}`);
    lines.push(`      → ${c.example.status}: ${c.example.response.replace(/\s+/g, ' ')}`);
  }
  lines.push(
    `  reproduce: FUZZ_SEED=${r.seed} FUZZ_RUNS=${r.runs} FUZZ_BATCH=${r.batchSize} npx vitest run --project server server/test/reliability/contract-fuzz.test.ts`,
  );
  return lines.join('\n');
}

/** Keep the full report under .tmp/ (ignored by git) for a long run's record. */
export function saveReport(r: FuzzReport): string {
  const file = path.resolve('.tmp', 'reliability', `fuzz-seed${r.seed}-runs${r.runs}.json`);
  fs.mkdirSync(path.dirname(file), { recursive: true });
  fs.writeFileSync(file, JSON.stringify(r, null, 2));
  return file;
}
