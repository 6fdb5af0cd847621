import { Link } from '@tanstack/react-router';
import { buttonClass } from '@/components/ui/button';
import { EmptyState } from '@/components/ui/empty-state';

export function NotFound() {
  return (
    <main id="main" className="mx-auto max-w-page p-6">
      <EmptyState
        title="Page not found"
        action={
          <Link to="/" className={buttonClass('primary')}>
            Go to the overview
          </Link>
        }
      >
        There is nothing at this address. Check the link, or start from the overview.
      </EmptyState>
    </main>
  );
}
