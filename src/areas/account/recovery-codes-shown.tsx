// A fresh set of recovery codes, shown this once (the server keeps only their hashes): copy them, download
// them as a .txt file, and say they are saved before the screen lets them go.
import { Button } from '@/components/ui/button';
import { CopyButton } from '@/components/ui/copy-button';
import { Notice } from '@/components/ui/notice';

const fileText = (codes: string[], host: string) =>
  [
    `Recovery codes for your control panel login at ${host}`,
    'Each code works once, in place of a code from your authenticator app.',
    '',
    ...codes,
    '',
  ].join('\n');

function download(codes: string[]) {
  const url = URL.createObjectURL(new Blob([fileText(codes, location.host)], { type: 'text/plain' }));
  const a = document.createElement('a');
  a.href = url;
  a.download = 'control-panel-recovery-codes.txt';
  a.click();
  setTimeout(() => URL.revokeObjectURL(url), 1000);
}

export function RecoveryCodesShown({ codes, onDone }: { codes: string[]; onDone: () => void }) {
  return (
    <div className="space-y-4 text-sm">
      <Notice tone="warning" title="Save these recovery codes now">
        They are shown only this once. If you lose your authenticator, each code lets you in once instead of a code from
        the app. Keep them somewhere safe, such as a password manager.
      </Notice>
      <ol
        aria-label="Recovery codes"
        className="grid grid-cols-1 gap-2 rounded-md bg-surface-2 p-3 font-mono sm:grid-cols-2"
      >
        {codes.map((c) => (
          <li key={c} className="tracking-wider">
            {c}
          </li>
        ))}
      </ol>
      <div className="flex flex-wrap items-center gap-3">
        <CopyButton value={codes.join('\n')} label="Copy codes" what="all recovery codes" />
        <Button size="sm" onClick={() => download(codes)}>
          Download .txt
        </Button>
        <Button variant="primary" size="sm" onClick={onDone}>
          I have saved them
        </Button>
      </div>
    </div>
  );
}
