// `npm run lint:openapi`: writes the generated OpenAPI document to a temporary file and runs
// Spectral on it with .spectral.yaml (the OWASP API Security ruleset and our reasons for each
// rule turned off or narrowed). Errors fail the run and are listed one by one; warnings are
// counted per rule (`-- --warnings` lists them too). The document is built as a production
// deployment serves it, on https.
import { spawnSync } from 'node:child_process';
import { mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { makeConfig } from './config';
import { buildOpenApi } from './openapi';

// A command-line tool: its output is for the person who ran it, not the server's log.
const say = (line: string) => process.stdout.write(`${line}\n`);

interface Finding {
  code: string;
  message: string;
  path: string[];
  severity: number;
}
const severities = ['error', 'warning', 'info', 'hint'];

const root = path.resolve(import.meta.dirname, '..');
const dir = mkdtempSync(path.join(tmpdir(), 'openapi-lint-'));
try {
  const doc = path.join(dir, 'openapi.json');
  const out = path.join(dir, 'findings.json');
  writeFileSync(doc, JSON.stringify(buildOpenApi(makeConfig({ appUrl: 'https://dashboard.example' })), null, 2));
  const run = spawnSync(
    path.join(root, 'node_modules', '.bin', 'spectral'),
    ['lint', doc, '--ruleset', path.join(root, '.spectral.yaml'), '--format', 'json', '--output', out, '--quiet'],
    { cwd: root, stdio: ['ignore', 'inherit', 'inherit'] },
  );
  if (run.error) throw run.error;
  // Spectral exits 1 when it finds errors, 2 when it could not lint at all.
  if (run.status !== 0 && run.status !== 1) throw new Error(`spectral failed (exit ${run.status})`);
  const findings = JSON.parse(readFileSync(out, 'utf8')) as Finding[];
  const listAll = process.argv.includes('--warnings');
  const counts = new Map<string, number>();
  for (const f of findings) {
    const key = `${severities[f.severity]} ${f.code}`;
    counts.set(key, (counts.get(key) ?? 0) + 1);
    if (f.severity === 0 || listAll) say(`${severities[f.severity]}  ${f.code}  ${f.path.join('.')}\n  ${f.message}`);
  }
  for (const [key, n] of [...counts].sort()) say(`${String(n).padStart(5)}  ${key}`);
  const errors = findings.filter((f) => f.severity === 0).length;
  const warnings = findings.filter((f) => f.severity === 1).length;
  say(`OpenAPI lint: ${errors} errors, ${warnings} warnings`);
  process.exitCode = errors > 0 ? 1 : 0;
} finally {
  rmSync(dir, { recursive: true, force: true });
}
