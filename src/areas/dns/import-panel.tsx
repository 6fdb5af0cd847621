// Import a BIND zone file from another provider: pick or paste the file,
// choose merge (add what is missing) or replace, preview, then import.
import { useState } from 'react';
import { dnsOps } from '@contract/dns';
import { Button } from '@/components/ui/button';
import { Field } from '@/components/ui/field';
import { notify } from '@/lib/notices';
import { useImportZone } from './mutations';
import { ProblemAlert } from '@/components/ui/problem-alert';
import { TextArea } from '@/components/ui/text-area';
import { DiffView, FileProblem, LineNotes, type ImportResult } from './zone-file-review';

type Mode = 'merge' | 'replace';
const fileSchema = dnsOps.importDnsZone.body.shape.zone_file;

export function ImportPanel({ domain }: { domain: string }) {
  const [text, setText] = useState('');
  const [mode, setMode] = useState<Mode>('merge');
  const [preview, setPreview] = useState<ImportResult | null>(null);
  const [readError, setReadError] = useState<string | null>(null);
  const previewing = useImportZone(domain);
  const importing = useImportZone(domain);
  const check = fileSchema.safeParse(text);
  const stale = () => {
    setPreview(null);
    importing.reset();
  };

  const pick = async (file: File | undefined) => {
    if (!file) return;
    setReadError(null);
    try {
      setText(await file.text());
      stale();
    } catch {
      setReadError(`${file.name} could not be read as text`);
    }
  };
  const runPreview = async () => {
    try {
      setPreview(await previewing.mutateAsync({ zone_file: text, mode, dry_run: true }));
    } catch {
      setPreview(null);
    }
  };
  const run = async () => {
    try {
      const r = await importing.mutateAsync({ zone_file: text, mode, dry_run: false });
      notify(
        'success',
        `Imported into ${domain}: ${r.created} added, ${r.updated} changed, ${r.removed} removed`,
        `${r.unchanged} already present, ${r.skipped.length} lines skipped`,
      );
      setText('');
      setPreview(null);
    } catch {
      // shown below
    }
  };

  return (
    <div className="space-y-4">
      <p className="text-sm text-muted">
        Paste a zone file (BIND format, with $ORIGIN and $TTL if it has them) or choose one. Nothing changes until you
        import after the preview.
      </p>
      <div className="space-y-1">
        <Field label="Zone file">
          {(p) => (
            <input
              {...p}
              type="file"
              accept=".zone,.txt,.db,text/plain,text/dns"
              className="block text-sm"
              onChange={(e) => void pick(e.target.files?.[0])}
            />
          )}
        </Field>
        {readError && <ProblemAlert problem={readError} />}
      </div>
      <Field
        label="Or paste it here"
        schema={fileSchema}
        error={text && !check.success ? { message: check.error.issues[0]?.message } : undefined}
      >
        {(p) => (
          <TextArea
            {...p}
            value={text}
            onChange={(e) => {
              setText(e.target.value);
              stale();
            }}
            rows={12}
            wrap="off"
            spellCheck={false}
            className="font-mono text-xs"
            placeholder={'$ORIGIN example.com.\n$TTL 3600\nwww  IN  A  192.0.2.10'}
          />
        )}
      </Field>
      <fieldset className="space-y-2">
        <legend className="text-sm font-medium">How to import</legend>
        {(
          [
            ['merge', 'Merge: add the records the zone does not have yet, keep everything else'],
            ['replace', 'Replace: the zone becomes exactly the file (records not in it are removed)'],
          ] as const
        ).map(([m, label]) => (
          <label key={m} className="flex items-start gap-2 text-sm">
            <input
              type="radio"
              name="import-mode"
              value={m}
              checked={mode === m}
              onChange={() => {
                setMode(m);
                stale();
              }}
              className="mt-1"
            />
            {label}
          </label>
        ))}
      </fieldset>
      <Button
        variant="primary"
        onClick={runPreview}
        loading={previewing.isPending}
        disabled={!text.trim() || !check.success}
      >
        Preview import
      </Button>
      {previewing.error != null && <FileProblem error={previewing.error} />}
      {preview && (
        <section
          aria-label="Preview of the import"
          className="space-y-3 rounded-card border border-line bg-surface p-4"
        >
          <h3 className="font-semibold">Preview ({preview.mode})</h3>
          <DiffView diff={preview.diff} />
          <LineNotes result={preview} />
          {importing.error != null && <FileProblem error={importing.error} />}
          <Button variant="primary" onClick={run} loading={importing.isPending} disabled={preview.diff.length === 0}>
            Import
          </Button>
        </section>
      )}
    </div>
  );
}
