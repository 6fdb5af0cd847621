// The delivery side: a mailbox's mail log, the outgoing queue of a domain,
// and the trace of one message.
import { DomainPicker, useDefaultDomain } from './domain-picker';
import { EmailTabs } from './email-tabs';
import { LogTable, QueueTable } from './log-tables';
import { MailboxPicker } from './mailbox-picker';
import { TraceView } from './trace-view';
import { PageTitle } from '@/components/layout/page-title';
import { TabList } from '@/components/ui/tab-list';

export const logTabs = ['logs', 'queue', 'trace'] as const;
export type LogTab = (typeof logTabs)[number];
export interface LogSearch {
  tab: LogTab;
  mailbox?: string;
  domain?: string;
}
const labels: Record<LogTab, string> = { logs: 'Mail log', queue: 'Queue', trace: 'Trace a message' };

export function MailLogsPage({ search, onSearch }: { search: LogSearch; onSearch: (s: LogSearch) => void }) {
  const fallback = useDefaultDomain();
  const domain = search.domain ?? fallback;
  return (
    <div className="space-y-4">
      <PageTitle title="Logs & queue">What the mail server did with each message.</PageTitle>
      <EmailTabs />
      <TabList
        label="Log views"
        tabs={logTabs}
        labels={labels}
        current={search.tab}
        onSelect={(tab) => onSearch({ ...search, tab })}
        idPrefix="log-tab-"
        panelId="log-panel"
      />
      <section role="tabpanel" id="log-panel" aria-labelledby={`log-tab-${search.tab}`} className="space-y-4">
        {search.tab === 'logs' ? (
          <>
            <MailboxPicker value={search.mailbox} onChange={(mailbox) => onSearch({ ...search, mailbox })} />
            {search.mailbox ? (
              <LogTable mailbox={search.mailbox} />
            ) : (
              <p className="text-sm text-muted">Choose a mailbox to see its log.</p>
            )}
          </>
        ) : (
          <>
            <DomainPicker value={domain} onChange={(d) => onSearch({ ...search, domain: d })} />
            {domain && (search.tab === 'queue' ? <QueueTable domain={domain} /> : <TraceView domain={domain} />)}
          </>
        )}
      </section>
    </div>
  );
}
