// The whole zone as a BIND file to edit as text. Saving is two steps: a
// preview (a dry-run replace import) shows the diff, then "Apply" makes the
// zone exactly the text. The SOA and our NS records stay managed.
import { useState } from 'react';
import { useQuery } from '@tanstack/react-query';
import { Button } from '@/components/ui/button';
import { ProblemState } from '@/components/ui/problem-state';
import { Skeleton } from '@/components/ui/spinner';
import { notify } from '@/lib/notices';
import { useImportZone } from './mutations';
import { dnsQueries } from './queries';
import { TextArea } from '@/components/ui/text-area';
import { DiffView, FileProblem, LineNotes, type ImportResult } from './zone-file-review';
import { formatNumber } from '@/lib/format';

export function TextModePanel({ domain }: { domain: string }) {
  const file = useQuery(dnsQueries.zoneFile(domain));
  const [text, setText] = useState<string | null>(null);
  const [preview, setPreview] = useState<ImportResult | null>(null);
  const previewing = useImportZone(domain);
  const applying = useImportZone(domain);
  const value = text ?? file.data ?? '';
  const changed = text !== null && text !== file.data;

  if (file.isPending)
    return (
      <div>
        <span role="status" className="sr-only">
          Loading the zone file…
        </span>
        <Skeleton lines={8} />
      </div>
    );
  if (file.isError) return <ProblemState error={file.error} onRetry={() => void file.refetch()} />;

  const runPreview = async () => {
    applying.reset();
    try {
      setPreview(await previewing.mutateAsync({ zone_file: value, mode: 'replace', dry_run: true }));
    } catch {
      setPreview(null);
    }
  };
  const apply = async () => {
    try {
      const r = await applying.mutateAsync({ zone_file: value, mode: 'replace', dry_run: false });
      notify(
        'success',
        `Saved the zone: ${r.created} added, ${r.updated} changed, ${r.removed} removed`,
        `Serial ${r.serial}`,
      );
      setText(null);
      setPreview(null);
    } catch {
      // shown below
    }
  };

  return (
    <div className="space-y-3">
      <p className="text-sm text-muted">
        The whole zone in BIND format. Edit it, preview the changes, then apply: the zone becomes exactly this text. The
        SOA (serial) and our nameservers are kept as they are.
      </p>
      <label htmlFor="zone-text" className="sr-only">
        Zone file of {domain}
      </label>
      <TextArea
        id="zone-text"
        value={value}
        onChange={(e) => {
          setText(e.target.value);
          setPreview(null);
        }}
        rows={18}
        wrap="off"
        spellCheck={false}
        className="font-mono text-xs leading-5"
        aria-describedby="zone-text-state"
      />
      <p id="zone-text-state" className="text-xs text-muted">
        {changed ? 'Edited: not saved yet' : 'Matches the zone'} · {formatNumber(value.split('\n').length)} lines
      </p>
      <div className="flex flex-wrap gap-2">
        <Button variant="primary" onClick={runPreview} loading={previewing.isPending} disabled={!changed}>
          Preview changes
        </Button>
        <Button
          variant="ghost"
          onClick={() => {
            setText(null);
            setPreview(null);
            previewing.reset();
            applying.reset();
          }}
          disabled={!changed}
        >
          Discard edits
        </Button>
      </div>
      {previewing.error != null && <FileProblem error={previewing.error} />}
      {preview && (
        <section
          aria-label="Preview of the changes"
          className="space-y-3 rounded-card border border-line bg-surface p-4"
        >
          <h3 className="font-semibold">Preview</h3>
          <DiffView diff={preview.diff} />
          <LineNotes result={preview} />
          {applying.error != null && <FileProblem error={applying.error} />}
          <div className="flex flex-wrap gap-2">
            <Button variant="primary" onClick={apply} loading={applying.isPending} disabled={preview.diff.length === 0}>
              Apply these changes
            </Button>
            <Button variant="secondary" onClick={() => setPreview(null)} disabled={applying.isPending}>
              Keep editing
            </Button>
          </div>
        </section>
      )}
    </div>
  );
}
