// The folders of a mailbox with unread counts; the open one is marked.
import type { UseQueryResult } from '@tanstack/react-query';
import type { ResponseOf } from '@contract/operation';
import type { emailOps } from '@contract/email';
import { ProblemState } from '@/components/ui/problem-state';
import { Skeleton } from '@/components/ui/spinner';
import { cn } from '@/lib/cn';

type Folders = ResponseOf<typeof emailOps.listMailFolders>;

export function FolderList({
  query,
  current,
  onOpen,
}: {
  query: UseQueryResult<Folders>;
  current: string;
  onOpen: (path: string) => void;
}) {
  if (query.isPending)
    return (
      <div>
        <span role="status" className="sr-only">
          Loading folders…
        </span>
        <Skeleton lines={6} />
      </div>
    );
  if (query.isError) return <ProblemState error={query.error} onRetry={() => void query.refetch()} />;
  return (
    <nav aria-label="Folders" className="min-w-0">
      <ul className="flex gap-1 overflow-x-auto lg:flex-col">
        {query.data.data.map((f) => (
          <li key={f.path}>
            <button
              type="button"
              onClick={() => onOpen(f.path)}
              aria-current={f.path === current ? 'true' : undefined}
              className={cn(
                'flex w-full items-center justify-between gap-3 whitespace-nowrap rounded-md px-3 py-2 text-left text-sm hover:bg-surface-2',
                f.path === current && 'bg-accent/10 font-semibold text-accent',
              )}
            >
              <span>{f.path.split('.').length > 2 ? `· ${f.name}` : f.name}</span>
              {f.unread > 0 && (
                <span className="rounded-full bg-accent px-2 text-xs text-accent-fg" aria-label={`${f.unread} unread`}>
                  {f.unread}
                </span>
              )}
            </button>
          </li>
        ))}
      </ul>
    </nav>
  );
}
