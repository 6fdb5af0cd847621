// Forwarding and rules of one domain, one tab each: forwarders,
// autoresponders, vacation messages, filter rules, catch-all and spam filter.
import { DomainPicker, useDefaultDomain } from './domain-picker';
import { EmailTabs } from './email-tabs';
import { AutorespondersEditor } from './autoresponders-editor';
import { CatchAllForm } from './catch-all-form';
import { FiltersEditor } from './filters-editor';
import { ForwardersEditor } from './forwarders-editor';
import { SpamForm } from './spam-form';
import { VacationEditor } from './vacation-editor';
import { PagePending } from '@/components/ui/spinner';
import { PageTitle } from '@/components/layout/page-title';
import { TabList } from '@/components/ui/tab-list';

export const ruleTabs = ['forwarders', 'autoresponders', 'vacation', 'filters', 'catch-all', 'spam'] as const;
export type RuleTab = (typeof ruleTabs)[number];
const labels: Record<RuleTab, string> = {
  forwarders: 'Forwarders',
  autoresponders: 'Autoresponders',
  vacation: 'Vacation',
  filters: 'Filters',
  'catch-all': 'Catch-all',
  spam: 'Spam filter',
};

export function RulesPage({
  domain: chosen,
  tab,
  onChange,
}: {
  domain?: string;
  tab: RuleTab;
  onChange: (s: { domain?: string; tab?: RuleTab }) => void;
}) {
  const fallback = useDefaultDomain();
  const domain = chosen ?? fallback;
  return (
    <div className="space-y-4">
      <PageTitle title="Forwarding & rules">What happens to mail arriving at the domain's addresses.</PageTitle>
      <EmailTabs />
      <DomainPicker value={domain} onChange={(d) => onChange({ domain: d })} />
      <TabList
        label="Rule types"
        tabs={ruleTabs}
        labels={labels}
        current={tab}
        onSelect={(t) => onChange({ tab: t })}
        idPrefix="tab-"
        panelId="rules-panel"
        className="overflow-x-auto"
        tabClassName="whitespace-nowrap"
      />
      <section role="tabpanel" id="rules-panel" aria-labelledby={`tab-${tab}`}>
        {!domain ? (
          <PagePending />
        ) : (
          <>
            {tab === 'forwarders' && <ForwardersEditor domain={domain} />}
            {tab === 'autoresponders' && <AutorespondersEditor domain={domain} />}
            {tab === 'vacation' && <VacationEditor domain={domain} />}
            {tab === 'filters' && <FiltersEditor domain={domain} />}
            {tab === 'catch-all' && <CatchAllForm domain={domain} />}
            {tab === 'spam' && <SpamForm domain={domain} />}
          </>
        )}
      </section>
    </div>
  );
}
