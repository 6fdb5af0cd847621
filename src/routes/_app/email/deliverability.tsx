import { createFileRoute } from '@tanstack/react-router';
import * as z from 'zod/mini';
import { DeliverabilityPage } from '@/areas/email/deliverability-page';
import { optional, text } from '@/lib/search-params';

const search = z.object({ domain: optional(text(255)) });

export const Route = createFileRoute('/_app/email/deliverability')({
  validateSearch: search,
  component: DeliverabilityRoute,
});

function DeliverabilityRoute() {
  const { domain } = Route.useSearch();
  const navigate = Route.useNavigate();
  return <DeliverabilityPage domain={domain} onDomain={(d) => navigate({ search: { domain: d }, replace: true })} />;
}
