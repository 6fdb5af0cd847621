// A button that asks for a single-use login link (to a CMS admin, an app's
// admin, the database-admin tool) and then shows it as a link to open. The
// link is made on request and opened from a real link the person follows (a
// window opened after a request is what popup blockers stop); it works once and
// for a few minutes, so a used or expired one is replaced, not kept.
import { useEffect, useRef, useState, type ReactNode } from 'react';
import type { UseMutationResult } from '@tanstack/react-query';
import { Button, buttonClass } from '@/components/ui/button';
import { ProblemAlert } from '@/components/ui/problem-alert';
import { formatDateTime } from '@/lib/format';

interface OneTimeLink {
  url: string;
  expiresAt: string;
}

export function OneTimeLinkButton<T extends OneTimeLink>({
  link,
  label,
  againLabel,
  openLabel,
  disabled,
}: {
  /** The mutation that makes a link (no variables: it knows what the link is for). */
  link: Pick<UseMutationResult<T, Error, void>, 'data' | 'error' | 'isPending' | 'mutate' | 'reset'>;
  /** The button's text before a link is asked for... */
  label: string;
  /** ...and after one was used or has expired. */
  againLabel: string;
  /** The text of the link to open, from the link made. */
  openLabel: (link: T) => ReactNode;
  disabled?: boolean;
}) {
  const [used, setUsed] = useState(false);
  const anchor = useRef<HTMLAnchorElement>(null);
  const ready = link.data && !used ? link.data : null;
  const { reset } = link;

  useEffect(() => {
    if (ready) anchor.current?.focus();
  }, [ready]);

  // Gone stale while shown: take it down when it expires.
  useEffect(() => {
    if (!ready) return;
    const t = setTimeout(() => reset(), Math.max(0, Date.parse(ready.expiresAt) - Date.now()));
    return () => clearTimeout(t);
  }, [ready, reset]);

  if (ready) {
    return (
      <span className="inline-flex flex-col gap-1">
        <a
          ref={anchor}
          href={ready.url}
          target="_blank"
          rel="noopener noreferrer"
          className={buttonClass('primary')}
          onClick={() => setUsed(true)}
        >
          {openLabel(ready)}
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
        {used ? againLabel : label}
      </Button>
      {link.error != null && <ProblemAlert problem={link.error} inline />}
    </span>
  );
}
