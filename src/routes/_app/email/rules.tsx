import { createFileRoute } from '@tanstack/react-router';
import { RulesPage, type RuleTab } from '@/areas/email/rules-page';
import { oneOf, optional, searchParams, text, valuesOf } from '@/lib/search-params';

const tabs = valuesOf<RuleTab>()(['forwarders', 'autoresponders', 'vacation', 'filters', 'catch-all', 'spam']);

const search = searchParams({
  domain: optional(text(255)),
  tab: optional(oneOf(tabs)),
});

export const Route = createFileRoute('/_app/email/rules')({
  validateSearch: search,
  component: RulesRoute,
});

function RulesRoute() {
  const s = Route.useSearch();
  const navigate = Route.useNavigate();
  return (
    <RulesPage
      domain={s.domain}
      tab={s.tab ?? 'forwarders'}
      onChange={(next) => navigate({ search: { ...s, ...next }, replace: true })}
    />
  );
}
