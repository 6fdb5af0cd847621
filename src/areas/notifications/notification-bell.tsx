// The header's bell: the unread count in its accessible name, and a panel with
// the latest notifications. Opening the panel marks what it shows read (the
// ones that were unread keep a "New" mark while it is open). Escape or a click
// elsewhere closes it and gives focus back to the bell. On a phone the panel
// spans the screen under the header.
import { useInfiniteQuery } from '@tanstack/react-query';
import { lazy, Suspense, useEffect, useEffectEvent, useId, useRef, useState } from 'react';
import { Button } from '@/components/ui/button';
import { Spinner } from '@/components/ui/spinner';
import { cn } from '@/lib/cn';
import { useMarkAllNotificationsRead } from './mutations';
import { notificationQueries } from './queries';

// The panel's list loads the first time the bell opens: every page's first load carries the bell,
// few of them open it (issue 34: the overview's first load is held to 150 KiB).
const NotificationList = lazy(() => import('./notification-list').then((m) => ({ default: m.NotificationList })));

export function NotificationBell() {
  const list = useInfiniteQuery(notificationQueries.list());
  const markAll = useMarkAllNotificationsRead();
  const [open, setOpen] = useState(false);
  // The ids that were unread when the panel opened: shown as new until it closes.
  const [fresh, setFresh] = useState<ReadonlySet<string>>(new Set());
  const panelId = useId();
  const headingId = useId();
  const bell = useRef<HTMLSpanElement>(null);
  const box = useRef<HTMLDivElement>(null);
  const unread = list.data?.pages[0]?.unread ?? 0;

  const close = (focusBell = true) => {
    setOpen(false);
    setFresh(new Set());
    if (focusBell) bell.current?.querySelector('button')?.focus();
  };

  const toggle = () => {
    if (open) return close();
    setOpen(true);
    const shown = list.data?.pages.flatMap((p) => p.data) ?? [];
    setFresh(new Set(shown.filter((n) => n.readAt === null).map((n) => n.id)));
    if (unread > 0) markAll.mutate();
  };

  // The listeners below call the render's latest close without being added again.
  const dismiss = useEffectEvent((focusBell: boolean) => close(focusBell));
  useEffect(() => {
    if (!open) return;
    const onKey = (e: KeyboardEvent) => {
      if (e.key === 'Escape') dismiss(true);
    };
    const onPointer = (e: PointerEvent) => {
      if (box.current && !box.current.contains(e.target as Node)) dismiss(false);
    };
    document.addEventListener('keydown', onKey);
    document.addEventListener('pointerdown', onPointer);
    return () => {
      document.removeEventListener('keydown', onKey);
      document.removeEventListener('pointerdown', onPointer);
    };
  }, [open]);

  // The badge's figure is in the name as shown ("99+"), so what a voice user reads is what they say.
  const shown = unread > 99 ? '99+' : String(unread);
  const name = unread === 0 ? 'Notifications, none unread' : `Notifications, ${shown} unread`;
  return (
    <div ref={box} className="relative">
      <span ref={bell}>
        <Button
          variant="ghost"
          size="sm"
          aria-label={name}
          aria-expanded={open}
          aria-controls={panelId}
          onClick={toggle}
          className="relative"
        >
          <BellIcon />
          {unread > 0 && (
            <span
              aria-hidden="true"
              className="absolute -right-0.5 -top-0.5 min-w-5 rounded-full bg-danger px-1 text-center text-xs font-semibold leading-5 text-white dark:text-canvas"
            >
              {shown}
            </span>
          )}
        </Button>
      </span>
      {open && (
        <div
          id={panelId}
          role="dialog"
          aria-labelledby={headingId}
          className={cn(
            'z-30 flex max-h-[70dvh] flex-col rounded-lg border border-line bg-surface shadow-lg',
            'max-sm:fixed max-sm:inset-x-2 max-sm:top-16',
            'sm:absolute sm:right-0 sm:top-full sm:mt-2 sm:w-96',
          )}
        >
          <div className="flex items-center justify-between gap-2 border-b border-line px-3 py-2">
            <h2 id={headingId} className="text-sm font-semibold">
              Notifications
            </h2>
            <Button variant="ghost" size="sm" onClick={() => close()}>
              Close
            </Button>
          </div>
          <Suspense fallback={<Spinner label="Loading notifications…" />}>
            <NotificationList list={list} fresh={fresh} onNavigate={() => close(false)} />
          </Suspense>
        </div>
      )}
    </div>
  );
}

function BellIcon() {
  return (
    <svg aria-hidden="true" viewBox="0 0 24 24" className="size-5" fill="none" stroke="currentColor" strokeWidth="1.8">
      <path d="M6 9a6 6 0 1 1 12 0c0 5 2 6.5 2 6.5H4S6 14 6 9Z" strokeLinejoin="round" />
      <path d="M10 19a2 2 0 0 0 4 0" strokeLinecap="round" />
    </svg>
  );
}
