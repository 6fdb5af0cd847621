// The log viewer: pick a site and one of its logs, read the latest lines,
// follow new ones as they are written (pause any time), search the loaded
// lines with the matches marked, wrap long lines, and save what is loaded as a
// .log file. A live region says how many lines arrived, never the lines.
import { useDeferredValue, useId, useMemo, useState } from 'react';
import { useQuery } from '@tanstack/react-query';
import { PageTitle } from '@/components/layout/page-title';
import { Button } from '@/components/ui/button';
import { EmptyState } from '@/components/ui/empty-state';
import { Field } from '@/components/ui/field';
import { Input, Select } from '@/components/ui/input';
import { Notice } from '@/components/ui/notice';
import { ProblemAlert } from '@/components/ui/problem-alert';
import { ProblemState, problemMessage } from '@/components/ui/problem-state';
import { PagePending, Skeleton } from '@/components/ui/spinner';
import { lineMatches } from './highlight';
import type { LogName } from './keys';
import { downloadLines, logFileName } from './log-download';
import { LogLines } from './log-lines';
import { MonitoringNav } from './monitoring-nav';
import { monitoringQueries } from './queries';
import { useHostingAccountChoice } from '@/lib/hosting-accounts';
import { SitePicker } from './site-choice';
import { useLogView } from './use-log-view';
import { formatBytes } from '@/lib/glossary';

export const logWords: Record<LogName, string> = {
  access: 'Access log',
  error: 'Error log',
  php_error: 'PHP error log',
};

export interface LogViewerProps {
  searchInput?: string;
  log: LogName;
  /** The server-side filter (e.g. an hour from the incident timeline); undefined for the whole log. */
  grep?: string;
  onChange: (next: { input?: string; log?: LogName; grep?: string | undefined }) => void;
}

export function LogViewerPage({ searchInput, log, grep, onChange }: LogViewerProps) {
  const { input, accounts } = useHostingAccountChoice(searchInput);
  return (
    <div className="space-y-4">
      <PageTitle title="Logs">Your sites’ access and error logs, as the web server writes them.</PageTitle>
      <MonitoringNav input={input} />
      {accounts.isPending ? (
        <PagePending label="Loading your sites…" />
      ) : accounts.isError ? (
        <ProblemState error={accounts.error} onRetry={() => void accounts.refetch()} />
      ) : !input ? (
        <EmptyState title="No website">
          Logs are kept for the sites of a web hosting account; this account has none.
        </EmptyState>
      ) : (
        <>
          <div className="flex flex-wrap items-end gap-4">
            <SitePicker
              sites={accounts.data}
              value={input}
              onChange={(next) => onChange({ input: next, grep: undefined })}
            />
            <LogPicker input={input} log={log} onChange={(next) => onChange({ input, log: next })} />
          </div>
          {grep && (
            <Notice
              title={`Only lines containing “${grep}”`}
              action={
                <Button size="sm" onClick={() => onChange({ input, log, grep: undefined })}>
                  Show all lines
                </Button>
              }
            >
              The server filtered the log for you; follow mode keeps the same filter.
            </Notice>
          )}
          {/* A new site, log or filter is a new view: nothing of the old one carries over. */}
          <LogView key={`${input} ${log} ${grep ?? ''}`} input={input} log={log} grep={grep} />
        </>
      )}
    </div>
  );
}

function LogPicker({ input, log, onChange }: { input: string; log: LogName; onChange: (l: LogName) => void }) {
  const available = useQuery(monitoringQueries.availableLogs(input));
  const logs = available.data?.data ?? [];
  const size = (b: number) => formatBytes(b);
  return (
    <Field label="Log" error={available.isError ? { message: problemMessage(available.error).detail } : undefined}>
      {(p) => (
        <Select {...p} value={log} onChange={(e) => onChange(e.target.value as LogName)} className="max-w-xs">
          {(logs.length ? logs.map((l) => l.log) : (Object.keys(logWords) as LogName[])).map((l) => {
            const info = logs.find((x) => x.log === l);
            return (
              <option key={l} value={l}>
                {logWords[l]}
                {info && ` · ${size(info.sizeBytes)}${info.modifiedAt ? '' : ' · empty'}`}
              </option>
            );
          })}
        </Select>
      )}
    </Field>
  );
}

function LogView({ input, log, grep }: { input: string; log: LogName; grep?: string }) {
  const view = useLogView(input, log, grep);
  const [search, setSearch] = useState('');
  const [onlyMatches, setOnlyMatches] = useState(false);
  const [wrap, setWrap] = useState(false);
  const query = useDeferredValue(search);
  const ids = useId();

  const numbered = useMemo(() => {
    const base = view.loaded?.dropped ?? 0;
    return (view.loaded?.lines ?? []).map((text, i) => ({ n: base + i + 1, text }));
  }, [view.loaded]);
  const matching = useMemo(
    () => (query ? numbered.filter((l) => lineMatches(l.text, query)) : numbered),
    [numbered, query],
  );
  const shown = onlyMatches && query ? matching : numbered;

  if (view.first.isPending) return <Skeleton lines={8} />;
  if (view.first.isError) return <ProblemState error={view.first.error} onRetry={() => void view.first.refetch()} />;
  const loaded = view.loaded;
  if (!loaded) return <Skeleton lines={8} />;

  return (
    <section aria-labelledby={`${ids}-title`} className="space-y-3">
      <h2 id={`${ids}-title`} className="sr-only">
        {logWords[log]} of {input}
      </h2>
      <div className="flex flex-wrap items-end gap-3">
        <Button
          variant={view.following ? 'secondary' : 'primary'}
          aria-pressed={view.following}
          onClick={() => view.setFollowing(!view.following)}
        >
          {view.following ? 'Pause' : 'Follow'}
        </Button>
        <div className="min-w-48 flex-1">
          <Field
            label="Search loaded lines"
            hint={query ? `${matching.length} of ${numbered.length} lines match` : undefined}
          >
            {(p) => (
              <Input {...p} type="search" value={search} onChange={(e) => setSearch(e.target.value)} maxLength={200} />
            )}
          </Field>
        </div>
        <label className="flex min-h-10 items-center gap-2 text-sm">
          <input type="checkbox" checked={onlyMatches} onChange={(e) => setOnlyMatches(e.target.checked)} />
          Only matching lines
        </label>
        <label className="flex min-h-10 items-center gap-2 text-sm">
          <input type="checkbox" checked={wrap} onChange={(e) => setWrap(e.target.checked)} />
          Wrap long lines
        </label>
        <Button
          disabled={loaded.lines.length === 0}
          onClick={() => downloadLines(loaded.lines, logFileName(input, log, new Date()))}
        >
          Download loaded lines
        </Button>
      </div>
      <FollowStatus view={view} />
      {loaded.truncated && (
        <p className="text-sm text-muted">
          The log holds more lines than were loaded; the newest are shown
          {loaded.dropped ? `, and the oldest ${loaded.dropped} were let go to keep the page fast` : ''}.
        </p>
      )}
      {shown.length === 0 ? (
        <EmptyState title={numbered.length === 0 ? 'The log is empty' : 'No line matches the search'}>
          {numbered.length === 0 && 'Nothing has been written to this log yet. Follow it to see lines as they come.'}
        </EmptyState>
      ) : (
        <LogLines
          lines={shown}
          query={query}
          wrap={wrap}
          stickToBottom={view.following}
          label={`${logWords[log]} lines`}
        />
      )}
    </section>
  );
}

function FollowStatus({ view }: { view: ReturnType<typeof useLogView> }) {
  const { following, waitingForTab, followError, loaded } = view;
  const words = !following
    ? 'Paused: no new lines are read.'
    : waitingForTab
      ? 'Following, waiting while this tab is hidden.'
      : `Following: new lines are read every few seconds. ${newLines(loaded?.arrived ?? 0)} so far.`;
  return (
    <div className="text-sm">
      {/* Polite and atomic: the count of new lines is said once per arrival, never the lines themselves. */}
      <p role="status" aria-live="polite" aria-atomic="true" data-testid="follow-status">
        {words}
      </p>
      {followError != null && (
        <ProblemAlert problem={followError} lead="New lines could not be read:">
          Trying again.
        </ProblemAlert>
      )}
      {loaded && <p className="sr-only">{loaded.lines.length} lines loaded.</p>}
    </div>
  );
}

const newLines = (n: number) => (n === 0 ? 'No new lines' : n === 1 ? '1 new line' : `${n} new lines`);
