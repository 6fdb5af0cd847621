import { createFileRoute } from '@tanstack/react-router';
import * as z from 'zod/mini';
import { RulesPage, type RuleTab } from '@/areas/email/rules-page';
import { optional, text, valuesOf } from '@/lib/search-params';

const tabs = valuesOf<RuleTab>()(['forwarders', 'autoresponders', 'vacation', 'filters', 'catch-all', 'spam']);

const search = z.object({
  domain: optional(text(255)),
  tab: optional(z.enum(tabs)),
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
