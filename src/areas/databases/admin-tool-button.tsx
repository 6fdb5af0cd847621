// Log in to the database-admin tool (phpMyAdmin) through a single-use link.
// The link is made on request and opened from a real link the person follows
// (a window opened after a request is what popup blockers stop); it works
// once and for a few minutes, so a used or expired one is replaced, not kept.
import { useEffect, useRef, useState } from 'react';
import { Button } from '@/components/ui/button';
import { problemMessage } from '@/components/ui/problem-state';
import { formatDateTime } from '@/lib/format';
import { useDbAdminLink } from './mutations';

export function AdminToolButton({
  input,
  database,
  disabled,
}: {
  input: string;
  database: string;
  disabled?: boolean;
}) {
  const link = useDbAdminLink(input, database);
  const [used, setUsed] = useState(false);
  const anchor = useRef<HTMLAnchorElement>(null);
  const ready = link.data && !used ? link.data : null;

  useEffect(() => {
    if (ready) anchor.current?.focus();
  }, [ready]);

  // Gone stale while shown: take it down when it expires.
  useEffect(() => {
    if (!ready) return;
    const left = Date.parse(ready.expiresAt) - Date.now();
    const t = setTimeout(() => link.reset(), Math.max(0, left));
    return () => clearTimeout(t);
  }, [ready, link.reset]);

  if (ready) {
    return (
      <span className="inline-flex flex-col gap-1">
        <a
          ref={anchor}
          href={ready.url}
          target="_blank"
          rel="noopener noreferrer"
          className="inline-flex min-h-10 items-center justify-center rounded-md bg-accent px-4 text-sm font-medium text-accent-fg hover:opacity-90"
          onClick={() => setUsed(true)}
        >
          Open {ready.tool} (new tab)
        </a>
        <span className="text-xs text-muted">This link works once, until {formatDateTime(ready.expiresAt)}.</span>
      </span>
    );
  }
  return (
    <span className="inline-flex flex-col gap-1">
      <Button
        onClick={() => {
          setUsed(false);
          link.mutate();
        }}
        loading={link.isPending}
        disabled={disabled}
      >
        {used ? 'Log in to the admin tool again' : 'Log in to the admin tool'}
      </Button>
      {link.error != null && (
        <span role="alert" className="text-sm text-danger">
          {problemMessage(link.error).detail}
        </span>
      )}
    </span>
  );
}
