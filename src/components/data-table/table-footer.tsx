// Below the table: how much is loaded, a polite "loading more", and a retry
// when a later page failed (earlier rows stay visible).
import { Button } from '@/components/ui/button';
import { ProblemAlert } from '@/components/ui/problem-alert';
import { formatNumber } from '@/lib/format';

interface TableFooterProps {
  loaded: number;
  total: number;
  loadingMore: boolean;
  error: unknown;
  onRetry: () => void;
}

export function TableFooter({ loaded, total, loadingMore, error, onRetry }: TableFooterProps) {
  return (
    <div className="flex flex-wrap items-center justify-between gap-2 border-t border-line px-3 py-2 text-xs text-muted">
      <span>
        Showing {formatNumber(loaded)} of {formatNumber(total)}
      </span>
      <span role="status">{loadingMore ? 'Loading more…' : ''}</span>
      {error != null && (
        <ProblemAlert problem={error} lead="Could not load more:" inline small className="flex items-center gap-2">
          <Button size="sm" onClick={onRetry}>
            Retry
          </Button>
        </ProblemAlert>
      )}
    </div>
  );
}
