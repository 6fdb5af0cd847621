import { createFileRoute } from '@tanstack/react-router';
import { DeliverabilityPage } from '@/areas/email/deliverability-page';
import { optional, searchParams, text } from '@/lib/search-params';

const search = searchParams({ domain: optional(text(255)) });

export const Route = createFileRoute('/_app/email/deliverability')({
  validateSearch: search,
  component: DeliverabilityRoute,
});

function DeliverabilityRoute() {
  const { domain } = Route.useSearch();
  const navigate = Route.useNavigate();
  return <DeliverabilityPage domain={domain} onDomain={(d) => navigate({ search: { domain: d }, replace: true })} />;
}
