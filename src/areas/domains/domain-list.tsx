// The portfolio as an infinite list. Each domain is one row: a grid of its
// name, expiry, badges and settings on wider screens, stacked on a phone. Every
// bit of a row says what it is ("Expires …", "Auto-renew on"), so the row reads
// whole without column headers; the headings above it are the buttons that
// sort the list (by name, expiry or state), on a phone a wrapping row of them.
import { useEffect, useMemo, useRef } from 'react';
import { useInfiniteQuery } from '@tanstack/react-query';
import { Link } from '@tanstack/react-router';
import type { z } from 'zod';
import type { RegistrarDomain } from '@contract/domains-schemas';
import type { TableSort } from '@/components/data-table/columns';
import { TableFooter } from '@/components/data-table/table-footer';
import { Badge } from '@/components/ui/badge';
import { Button } from '@/components/ui/button';
import { EmptyState } from '@/components/ui/empty-state';
import { ProblemState } from '@/components/ui/problem-state';
import { Skeleton } from '@/components/ui/spinner';
import { displayDomain } from '@/lib/display-domain';
import { formatDate } from '@/lib/format';
import { domainBadges } from './domain-format';
import { domainsQueries, type DomainFilters } from './queries';
import { SortButton } from './sort-button';

type Domain = z.infer<typeof RegistrarDomain>;

const GRID = 'sm:grid sm:grid-cols-[minmax(10rem,2fr)_minmax(8rem,1fr)_minmax(10rem,2fr)_minmax(8rem,1fr)] sm:gap-3';

interface Props {
  filters: DomainFilters;
  empty: { title: string; body?: string };
  /** The server-side order (the filters carry it) and how to change it. */
  sort: TableSort;
}

export function DomainList({ filters, empty, sort }: Props) {
  const list = useInfiniteQuery(domainsQueries.list(filters));
  const { data, hasNextPage, isFetchingNextPage, isFetchNextPageError, fetchNextPage } = list;
  const rows = useMemo(() => data?.pages.flatMap((p) => p.data) ?? [], [data]);
  const total = data?.pages[0]?.total ?? rows.length;

  const sentinel = useRef<HTMLDivElement>(null);
  useEffect(() => {
    // Load the next page as the end of the list scrolls into view; the button below does the same by hand.
    const el = sentinel.current;
    if (!el || typeof IntersectionObserver === 'undefined') return;
    const io = new IntersectionObserver((entries) => {
      if (entries.some((e) => e.isIntersecting) && hasNextPage && !isFetchingNextPage && !isFetchNextPageError)
        void fetchNextPage();
    });
    io.observe(el);
    return () => io.disconnect();
  }, [hasNextPage, isFetchingNextPage, isFetchNextPageError, fetchNextPage]);

  if (list.isPending) {
    return (
      <div className="rounded-card border border-line bg-surface p-4">
        <span role="status" className="sr-only">
          Loading domains…
        </span>
        <Skeleton lines={6} />
      </div>
    );
  }
  if (list.isError && rows.length === 0) return <ProblemState error={list.error} onRetry={() => void list.refetch()} />;
  if (rows.length === 0) return <EmptyState title={empty.title}>{empty.body}</EmptyState>;

  return (
    <div className="overflow-hidden rounded-card border border-line bg-surface">
      <div
        role="group"
        aria-label="Sort domains"
        className={`${GRID} flex flex-wrap gap-x-4 gap-y-1 border-b border-line bg-surface-2 px-4 py-2 text-xs font-semibold uppercase text-muted`}
      >
        <SortButton label="Domain" column="name" sort={sort} />
        {/* soonest to lapse first: what a customer sorts by expiry for */}
        <SortButton label="Expiry" column="expires" sort={sort} />
        <SortButton label="State" column="status" sort={sort} />
        <span aria-hidden="true" className="hidden sm:inline">
          Settings
        </span>
      </div>
      <ul aria-label="Domains" className="divide-y divide-line">
        {rows.map((d) => (
          <DomainRow key={d.id} d={d} />
        ))}
      </ul>
      <div ref={sentinel} />
      {hasNextPage && !isFetchNextPageError && (
        <div className="border-t border-line px-4 py-2">
          <Button size="sm" onClick={() => void fetchNextPage()} loading={isFetchingNextPage}>
            Load more domains
          </Button>
        </div>
      )}
      <TableFooter
        loaded={rows.length}
        total={total}
        loadingMore={isFetchingNextPage}
        error={isFetchNextPageError ? list.error : null}
        onRetry={() => void fetchNextPage()}
      />
    </div>
  );
}

function DomainRow({ d }: { d: Domain }) {
  const badges = domainBadges(d);
  // eslint-disable-next-line react-hooks/purity -- read on each render on purpose: no compiler memoises it
  const past = d.expiresAt !== null && new Date(d.expiresAt).getTime() < Date.now();
  return (
    <li
      className={`${GRID} space-y-1 px-4 py-3 text-sm sm:items-center sm:space-y-0`}
      data-testid={`domain-${d.domain}`}
    >
      <div className="min-w-0">
        <Link
          to="/domains/$domain"
          params={{ domain: d.domain }}
          className="break-all font-medium text-accent hover:underline"
        >
          {displayDomain(d.domain)}
        </Link>
      </div>
      <div className="text-muted">
        {d.expiresAt ? (
          <>
            {past ? 'Expired' : 'Expires'} <time dateTime={d.expiresAt}>{formatDate(d.expiresAt)}</time>
          </>
        ) : (
          'No expiry date yet'
        )}
      </div>
      <div className="flex flex-wrap gap-1">
        {badges.length === 0 ? (
          <Badge tone="success">Active</Badge>
        ) : (
          badges.map((b) => (
            <Badge key={b.label} tone={b.tone}>
              {b.label}
            </Badge>
          ))
        )}
      </div>
      <div className="flex flex-wrap gap-x-3 gap-y-1 text-xs text-muted">
        <span className={!d.autoRenew && d.status === 'active' ? 'text-warning' : undefined}>
          Auto-renew {d.autoRenew ? 'on' : 'off'}
        </span>
        <span>DNSSEC {d.dnssec ? 'on' : 'off'}</span>
      </div>
    </li>
  );
}
