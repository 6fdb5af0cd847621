// "Export CSV": the list's export operation (contract/list-export.ts) as a plain link, so the browser
// downloads the streamed file itself, whatever its size, with the list's filters and order.
import type { Operation } from '@contract/operation';
import { buttonClass } from '@/components/ui/button';
import { apiUrl } from '@/lib/api-url';

export function ExportLink({ op, query, what }: { op: Pick<Operation, 'path'>; query?: object; what: string }) {
  const { cursor: _cursor, limit: _limit, ...filters } = (query ?? {}) as Record<string, unknown>;
  return (
    <a href={apiUrl(op, { query: filters })} download className={buttonClass('secondary', 'sm')}>
      Export CSV<span className="sr-only"> of {what}</span>
    </a>
  );
}
