// "Open the control panel": asks for a single-use login link and opens it in a
// new tab. The tab is opened on the click itself (a tab opened after the answer
// arrives would be stopped by pop-up blockers) and sent to the link once it is
// known; if the browser still blocks it, the link is offered to click.
import { useState } from 'react';
import { Button } from '@/components/ui/button';
import { ProblemAlert } from '@/components/ui/problem-alert';
import { formatDateTime, formatRelativeTime } from '@/lib/format';
import { useLoginLink } from './mutations';

export function PanelLoginButton({ input, disabled }: { input: string; disabled?: boolean }) {
  const link = useLoginLink(input);
  const [blocked, setBlocked] = useState<string | null>(null);
  const open = () => {
    setBlocked(null);
    const tab = window.open('', '_blank');
    // The panel must not be able to reach back into this page.
    if (tab) tab.opener = null;
    link.mutate(undefined, {
      onSuccess: (r) => {
        if (tab && !tab.closed) tab.location.replace(r.url);
        else setBlocked(r.url);
      },
      onError: () => tab?.close(),
    });
  };
  const r = link.data;
  return (
    <div className="max-w-sm space-y-1 text-sm">
      <Button variant="primary" onClick={open} loading={link.isPending} disabled={disabled}>
        Open the control panel
      </Button>
      <p className="text-muted">
        {disabled
          ? 'Not while the account is suspended.'
          : 'Opens in a new tab through a single-use link: it works once and expires within minutes.'}
      </p>
      <p role="status">
        {r
          ? `Link created: it works once and expires ${formatRelativeTime(r.expiresAt)} (${formatDateTime(r.expiresAt)}).`
          : ''}
      </p>
      {blocked && (
        <p>
          Your browser kept the tab from opening.{' '}
          <a href={blocked} target="_blank" rel="noopener noreferrer" className="font-medium text-accent underline">
            Open the control panel now
          </a>
        </p>
      )}
      {link.error != null && <ProblemAlert problem={link.error} />}
    </div>
  );
}
