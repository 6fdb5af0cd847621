// The end of a paged list: how many are shown of how many, and a button for
// the next page while there is one.
import { Button } from '@/components/ui/button';
import { formatNumber } from '@/lib/format';

export function LoadMore({
  shown,
  total,
  what,
  hasMore,
  loading,
  onMore,
}: {
  shown: number;
  total: number;
  what: string;
  hasMore: boolean;
  loading: boolean;
  onMore: () => void;
}) {
  if (!hasMore) return null;
  return (
    <div className="flex flex-wrap items-center gap-3 text-sm text-muted">
      <span>
        {formatNumber(shown)} of {formatNumber(total)} {what} shown
      </span>
      <Button size="sm" onClick={onMore} loading={loading}>
        Show more
      </Button>
    </div>
  );
}
