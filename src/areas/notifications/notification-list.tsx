// The notification panel's contents: loading, a failure with a retry, the empty
// state, and the notifications newest first (each with its time, what it says,
// and a link to where it is about), with older ones on request.
import type { UseInfiniteQueryResult } from '@tanstack/react-query';
import type { MouseEvent } from 'react';
import { useRouter } from '@tanstack/react-router';
import { Button } from '@/components/ui/button';
import { ProblemState } from '@/components/ui/problem-state';
import { Spinner } from '@/components/ui/spinner';
import type { ListData } from '@/lib/cursor-list';
import { formatDateTime } from '@/lib/format';
import { accountMeta as accountOps } from '@/lib/ops-meta/account';
import { cn } from '@/lib/cn';
import { useMarkNotificationRead } from './mutations';

type List = UseInfiniteQueryResult<ListData<typeof accountOps.listNotifications>>;

interface Props {
  list: List;
  /** Unread when the panel opened. */
  fresh: ReadonlySet<string>;
  onNavigate: () => void;
}

export function NotificationList({ list, fresh, onNavigate }: Props) {
  const router = useRouter();
  const markRead = useMarkNotificationRead();
  if (list.isPending)
    return (
      <div className="p-4">
        <Spinner label="Loading notifications…" />
      </div>
    );
  if (list.isError)
    return (
      <div className="p-3">
        <ProblemState error={list.error} onRetry={() => void list.refetch()} />
      </div>
    );
  const items = list.data.pages.flatMap((p) => p.data);
  if (items.length === 0)
    return (
      <p className="p-4 text-sm text-muted">
        No notifications yet. Reminders about expiring domains, invoices, monitors and restores appear here.
      </p>
    );
  return (
    <div className="overflow-y-auto">
      <ul aria-label="Latest notifications" className="divide-y divide-line">
        {items.map((n) => {
          const isNew = fresh.has(n.id) || n.readAt === null;
          const open = (e: MouseEvent<HTMLAnchorElement>) => {
            if (e.button !== 0 || e.metaKey || e.ctrlKey || e.shiftKey || e.altKey) return;
            e.preventDefault();
            if (n.readAt === null) markRead.mutate(n.id);
            onNavigate();
            void router.navigate({ href: n.link! });
          };
          return (
            <li key={n.id} className={cn('px-3 py-2', isNew && 'bg-accent/5')}>
              <p className="flex items-start justify-between gap-2 text-sm font-medium">
                {n.link ? (
                  <a href={n.link} onClick={open} className="text-accent hover:underline">
                    {n.title}
                  </a>
                ) : (
                  <span>{n.title}</span>
                )}
                {isNew && <span className="shrink-0 rounded-full bg-accent px-1.5 text-xs text-accent-fg">New</span>}
              </p>
              <p className="mt-0.5 whitespace-pre-line text-sm text-muted">{n.body}</p>
              <p className="mt-0.5 text-xs text-muted">{formatDateTime(n.createdAt)}</p>
            </li>
          );
        })}
      </ul>
      {list.hasNextPage && (
        <div className="border-t border-line p-2 text-center">
          <Button size="sm" variant="ghost" loading={list.isFetchingNextPage} onClick={() => void list.fetchNextPage()}>
            Show older
          </Button>
        </div>
      )}
    </div>
  );
}
