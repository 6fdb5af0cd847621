import { createFileRoute } from '@tanstack/react-router';
import { z } from 'zod';
import { RulesPage, ruleTabs } from '@/areas/email/rules-page';

const search = z.object({
  domain: z.string().max(255).optional().catch(undefined),
  tab: z.enum(ruleTabs).optional().catch(undefined),
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
