// How a failed load looks everywhere: the server's detail, its request id (so
// support can find the log line), and a retry where retrying can help.
import { ApiProblem } from '@/lib/api-problem';
import { Button } from './button';
import { Notice } from './notice';

export function problemMessage(error: unknown): { title: string; detail: string; requestId?: string } {
  if (error instanceof ApiProblem) {
    return {
      title: error.problem.title,
      detail: error.problem.detail,
      requestId: error.problem.requestId || undefined,
    };
  }
  return { title: 'Something went wrong', detail: error instanceof Error ? error.message : String(error) };
}

export function ProblemState({ error, onRetry }: { error: unknown; onRetry?: () => void }) {
  const { title, detail, requestId } = problemMessage(error);
  return (
    <Notice
      tone="danger"
      role="alert"
      title={title.charAt(0).toUpperCase() + title.slice(1)}
      action={
        onRetry && (
          <Button size="sm" onClick={onRetry}>
            Try again
          </Button>
        )
      }
    >
      <p>{detail}</p>
      {requestId && (
        <p className="mt-1 text-xs text-muted">
          Request id: <code>{requestId}</code>
        </p>
      )}
    </Notice>
  );
}
