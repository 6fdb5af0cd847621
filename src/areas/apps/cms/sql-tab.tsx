// The SQL tab of a CMS install: one read-only statement at a time against the
// install's own database. The editor (CodeMirror) is a separate chunk loaded
// only when this tab is shown. What the server accepts is its parser's call;
// this screen says the rule up front, shows the prefix `{prefix}` stands for,
// and shows a refusal in the server's words.
import { Suspense, lazy, useId, useState, type KeyboardEvent } from 'react';
import { useQuery } from '@tanstack/react-query';
import { SqlQuery } from '@contract/apps-cms-tools';
import { Button } from '@/components/ui/button';
import { Card } from '@/components/ui/card';
import { Spinner } from '@/components/ui/spinner';
import { SQL_ROW_LIMIT, SqlError, SqlResultTable } from './sql-results';
import { useRunSql } from './sql-mutations';
import { cmsInstallQueries } from './queries-install';

const SqlEditor = lazy(() => import('./sql-editor'));

const EXAMPLE = 'select id, post_title, post_status from {prefix}posts order by id limit 20';
const isMac = typeof navigator !== 'undefined' && /Mac|iPhone|iPad/.test(navigator.platform);

export function SqlTab({ input, installId }: { input: string; installId: string }) {
  const id = useId();
  const labelId = `${id}-label`;
  const hintId = `${id}-hint`;
  const errorId = `${id}-error`;
  const [query, setQuery] = useState(EXAMPLE);
  const [invalid, setInvalid] = useState<string | null>(null);
  const detail = useQuery(cmsInstallQueries.install(input, installId));
  const run = useRunSql(input, installId);
  const prefix = detail.data?.database.tablePrefix;

  const submit = () => {
    if (run.isPending) return;
    // The contract's own limits (not empty, at most 10,000 characters) before anything is sent.
    const parsed = SqlQuery.safeParse(query);
    if (!parsed.success) return setInvalid(parsed.error.issues[0]?.message ?? 'Enter a statement');
    setInvalid(null);
    run.mutate(parsed.data);
  };
  // Ctrl/Cmd+Enter from anywhere in the form; the editor handles it itself (and marks the event handled).
  const onKeyDown = (e: KeyboardEvent) => {
    if (e.key === 'Enter' && (e.ctrlKey || e.metaKey) && !e.defaultPrevented) {
      e.preventDefault();
      submit();
    }
  };

  return (
    <div className="space-y-4">
      <Card aria-labelledby={labelId}>
        <form
          className="space-y-3"
          noValidate
          onKeyDown={onKeyDown}
          onSubmit={(e) => {
            e.preventDefault();
            submit();
          }}
        >
          <h2 id={labelId} className="text-base font-semibold">
            SQL statement
          </h2>
          <div id={hintId} className="space-y-1 text-sm text-muted">
            <p>
              Exactly one <code>select</code>, <code>show</code>, <code>describe</code> or <code>explain</code>{' '}
              statement is accepted; it runs read-only on the install&apos;s database. Anything that writes, a second
              statement or a function with side effects is refused.
            </p>
            <p>
              Name tables as <code>{'{prefix}'}name</code>:{' '}
              {prefix === undefined ? (
                'the install’s table prefix'
              ) : (
                <>
                  <code>{'{prefix}'}</code> stands for <code>{prefix}</code>, so <code>{'{prefix}'}posts</code> is{' '}
                  <code>{prefix}posts</code>
                </>
              )}
              . At most {SQL_ROW_LIMIT} rows are returned.
            </p>
          </div>
          <Suspense fallback={<Spinner label="Loading the SQL editor…" />}>
            <SqlEditor
              value={query}
              onChange={setQuery}
              onRun={submit}
              labelledBy={labelId}
              describedBy={invalid ? `${hintId} ${errorId}` : hintId}
            />
          </Suspense>
          {invalid && (
            <p id={errorId} className="text-sm text-danger">
              {invalid}
            </p>
          )}
          <div className="flex flex-wrap items-center gap-3">
            <Button type="submit" variant="primary" loading={run.isPending}>
              Run
            </Button>
            <span className="text-sm text-muted">
              or press <kbd>{isMac ? '⌘' : 'Ctrl'}</kbd>+<kbd>Enter</kbd>
            </span>
          </div>
        </form>
      </Card>
      <section aria-label="Result" aria-live="polite" aria-busy={run.isPending} className="space-y-3">
        {run.isError && <SqlError error={run.error} />}
        {run.isSuccess && <SqlResultTable result={run.data} />}
      </section>
    </div>
  );
}
