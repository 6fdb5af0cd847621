// "Export CSV": the list's export operation (contract/list-export.ts) as a plain link, so the browser
// downloads the streamed file itself, whatever its size, with the list's filters and order.
import type { Operation } from '@contract/operation';
import { buttonClass } from '@/components/ui/button';
import { apiUrl } from '@/lib/api-url';

/**
 * `query`: the list's filters; null while they are not known yet (the list's account still loading),
 * when the control holds its place, dimmed and not a link, so nothing beside it moves when it comes.
 */
export function ExportLink({ op, query, what }: { op: Pick<Operation, 'path'>; query?: object | null; what: string }) {
  if (query === null)
    return (
      <a aria-disabled="true" className={`${buttonClass('secondary', 'sm')} cursor-not-allowed opacity-60`}>
        Export CSV<span className="sr-only"> of {what}</span>
      </a>
    );
  const { cursor: _cursor, limit: _limit, ...filters } = (query ?? {}) as Record<string, unknown>;
  return (
    <a href={apiUrl(op, { query: filters })} download className={buttonClass('secondary', 'sm')}>
      Export CSV<span className="sr-only"> of {what}</span>
    </a>
  );
}
