// One backup's contents as a tree: a part (files, databases, email), a path
// with breadcrumbs, directories to open and items to tick. Ticked items are
// kept while moving between directories of one part (a restore has one
// scope), and the restore bar below asks for them, or for the whole part, or
// for everything. The entries sort by name (folders first), size or time modified, on the server (a
// level is paged); the order is the browser's own and stays while moving between folders.
import { useEffect, useRef, useState } from 'react';
import { useInfiniteQuery } from '@tanstack/react-query';
import type { z } from 'zod';
import type { BackupEntry } from '@contract/backups';
import { BACKUP_ENTRY_SORT_DEFAULT } from '@contract/list-sorts';
import type { TableSort } from '@/components/data-table/columns';
import { SortTh } from '@/components/data-table/sort-header';
import { Card } from '@/components/ui/card';
import { Button } from '@/components/ui/button';
import { EmptyState } from '@/components/ui/empty-state';
import { ProblemState } from '@/components/ui/problem-state';
import { Skeleton } from '@/components/ui/spinner';
import { TabList } from '@/components/ui/tab-list';
import { formatDateTime } from '@/lib/format';
import { countOf, formatBytes } from '@/lib/glossary';
import { Breadcrumbs } from './breadcrumbs';
import { partLabel } from './format';
import type { ContentsPart } from './keys';
import { LoadMore } from './load-more';
import { backupsQueries, type BackupSort, type EntrySort } from './queries';
import { RestoreButton } from './restore-dialog';

type Entry = z.infer<typeof BackupEntry>;
const browsable: ContentsPart[] = ['files', 'databases', 'email'];

/** What a restore request names for an entry: a path for files, a database name, a mailbox address. */
export const itemOf = (e: Entry) => (e.type === 'file' || e.type === 'directory' ? e.path : e.name);

const typeLabel: Record<Entry['type'], string> = {
  directory: 'Folder',
  file: 'File',
  database: 'Database',
  mailbox: 'Mailbox',
};

interface ContentsBrowserProps {
  input: string;
  backupId: string;
  /** The backups list's order, so this reads the backup from the same cached list. */
  listSort?: BackupSort;
  part: ContentsPart;
  path: string;
  onNavigate: (to: { part: ContentsPart; path: string }) => void;
  onClose: () => void;
}

export function ContentsBrowser({ input, backupId, listSort, part, path, onNavigate, onClose }: ContentsBrowserProps) {
  const backups = useInfiniteQuery(backupsQueries.backups(input, listSort));
  const [order, setOrder] = useState<EntrySort>(BACKUP_ENTRY_SORT_DEFAULT);
  const sort: TableSort = { value: order, onChange: (next) => setOrder(next as EntrySort) };
  const backup = backups.data?.pages.flatMap((p) => p.data).find((b) => b.id === backupId);
  const parts = backup ? browsable.filter((p) => backup.contains.includes(p)) : browsable;
  const [selected, setSelected] = useState<Map<string, Entry>>(new Map());
  const heading = useRef<HTMLHeadingElement>(null);
  // A restore has one scope: ticks of one part do not carry over to another (reset while rendering, so
  // the other part never draws with the old ticks).
  const scope = `${backupId}\u0000${part}`;
  const [tickedIn, setTickedIn] = useState(scope);
  if (tickedIn !== scope) {
    setTickedIn(scope);
    setSelected(new Map());
  }

  // Opening another backup moves focus to its heading, so a keyboard or screen reader user lands on it.
  useEffect(() => heading.current?.focus(), [backupId]);

  const toggle = (e: Entry) =>
    setSelected((s) => {
      const next = new Map(s);
      if (next.has(itemOf(e))) next.delete(itemOf(e));
      else next.set(itemOf(e), e);
      return next;
    });

  const when = backup ? formatDateTime(backup.createdAt) : backupId;
  return (
    <Card aria-labelledby="backup-browser-title" className="space-y-4">
      <div className="flex flex-wrap items-start justify-between gap-3">
        <div>
          <h2 id="backup-browser-title" ref={heading} tabIndex={-1} className="text-base font-semibold outline-none">
            Backup of {when}
          </h2>
          <p className="text-sm text-muted">Open folders, tick what to restore, then restore it.</p>
        </div>
        <Button size="sm" variant="ghost" onClick={onClose}>
          Close
        </Button>
      </div>
      <TabList
        label="Part of the backup"
        tabs={parts}
        labels={partLabel}
        current={part}
        onSelect={(p) => onNavigate({ part: p, path: '/' })}
        idPrefix="backup-part-"
        panelId="backup-part-panel"
        className="flex-wrap"
      />
      <div id="backup-part-panel" role="tabpanel" aria-labelledby={`backup-part-${part}`} className="space-y-3">
        {part === 'files' && <Breadcrumbs path={path} onOpen={(p) => onNavigate({ part, path: p })} />}
        <EntryList
          input={input}
          backupId={backupId}
          part={part}
          path={path}
          selected={selected}
          sort={sort}
          onToggle={toggle}
          onOpen={(p) => onNavigate({ part, path: p })}
        />
      </div>
      <div
        className="flex flex-col gap-3 border-t border-line pt-4 sm:flex-row sm:items-center sm:justify-between"
        aria-label="Restore"
        role="group"
      >
        <div className="text-sm" aria-live="polite">
          {selected.size === 0 ? (
            <span className="text-muted">Nothing ticked: the restore takes all {partLabel[part].toLowerCase()}.</span>
          ) : (
            <span>
              {countOf(selected.size, 'item', 'items')} ticked{' '}
              <Button size="sm" variant="ghost" onClick={() => setSelected(new Map())}>
                Clear
              </Button>
            </span>
          )}
        </div>
        <div className="flex flex-wrap gap-2">
          <RestoreButton
            input={input}
            backupId={backupId}
            backupCreatedAt={backup?.createdAt}
            scope="full"
            items={[]}
            label="Restore everything…"
            variant="secondary"
          />
          <RestoreButton
            input={input}
            backupId={backupId}
            backupCreatedAt={backup?.createdAt}
            scope={part}
            items={[...selected.keys()]}
            label={
              selected.size === 0
                ? `Restore all ${partLabel[part].toLowerCase()}…`
                : `Restore ${countOf(selected.size, 'ticked item', 'ticked items')}…`
            }
          />
        </div>
      </div>
    </Card>
  );
}

interface EntryListProps {
  input: string;
  backupId: string;
  part: ContentsPart;
  path: string;
  selected: Map<string, Entry>;
  sort: TableSort;
  onToggle: (e: Entry) => void;
  onOpen: (path: string) => void;
}

function EntryList({ input, backupId, part, path, selected, sort, onToggle, onOpen }: EntryListProps) {
  const order = sort.value === BACKUP_ENTRY_SORT_DEFAULT ? undefined : (sort.value as EntrySort);
  const list = useInfiniteQuery(backupsQueries.contents(input, backupId, part, path, order));
  if (list.isPending) return <Skeleton lines={4} />;
  if (list.isError) return <ProblemState error={list.error} onRetry={() => void list.refetch()} />;
  const rows = list.data.pages.flatMap((p) => p.data);
  if (rows.length === 0)
    return (
      <EmptyState
        title={path === '/' ? `No ${partLabel[part].toLowerCase()} in this backup` : 'This folder is empty'}
      />
    );
  return (
    <div className="space-y-3">
      <div className="overflow-x-auto rounded-card border border-line">
        <table className="w-full text-sm">
          <caption className="sr-only">
            {partLabel[part]} in the backup{part === 'files' ? `, folder ${path}` : ''}
          </caption>
          <thead className="bg-surface-2 text-left text-xs text-muted">
            <tr>
              <th scope="col" className="w-10 px-3 py-2 font-medium">
                <span className="sr-only">Restore</span>
              </th>
              <SortTh sortKey="name" sort={sort} className="px-3 py-2 font-medium">
                Name
              </SortTh>
              <SortTh sortKey="size" first="desc" sort={sort} className="px-3 py-2 font-medium">
                Size
              </SortTh>
              <SortTh
                sortKey="modified"
                first="desc"
                sort={sort}
                className="hidden px-3 py-2 font-medium sm:table-cell"
              >
                Modified
              </SortTh>
            </tr>
          </thead>
          <tbody>
            {rows.map((e) => (
              <tr key={e.path} className="border-t border-line">
                <td className="px-3 py-2">
                  <input
                    type="checkbox"
                    className="size-4"
                    aria-label={`Restore ${e.name}`}
                    checked={selected.has(itemOf(e))}
                    onChange={() => onToggle(e)}
                  />
                </td>
                <td className="px-3 py-2 break-all">
                  {e.type === 'directory' ? (
                    <button
                      type="button"
                      className="text-accent underline-offset-2 hover:underline"
                      onClick={() => onOpen(e.path)}
                      aria-label={`Open folder ${e.name}`}
                    >
                      {e.name}/
                    </button>
                  ) : (
                    <span>{e.name}</span>
                  )}
                  <span className="sr-only"> ({typeLabel[e.type]})</span>
                </td>
                <td className="px-3 py-2 tabular whitespace-nowrap">
                  {e.sizeBytes === null ? '—' : formatBytes(e.sizeBytes)}
                </td>
                <td className="hidden px-3 py-2 whitespace-nowrap sm:table-cell">
                  {e.modifiedAt ? formatDateTime(e.modifiedAt) : '—'}
                </td>
              </tr>
            ))}
          </tbody>
        </table>
      </div>
      <LoadMore
        shown={rows.length}
        total={list.data.pages.at(-1)?.total ?? rows.length}
        what="entries"
        hasMore={list.hasNextPage}
        loading={list.isFetchingNextPage}
        onMore={() => void list.fetchNextPage()}
      />
    </div>
  );
}
