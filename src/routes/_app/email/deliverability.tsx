import { createFileRoute } from '@tanstack/react-router';
import { z } from 'zod';
import { DeliverabilityPage } from '@/areas/email/deliverability-page';

const search = z.object({ domain: z.string().max(255).optional().catch(undefined) });

export const Route = createFileRoute('/_app/email/deliverability')({
  validateSearch: search,
  component: DeliverabilityRoute,
});

function DeliverabilityRoute() {
  const { domain } = Route.useSearch();
  const navigate = Route.useNavigate();
  return <DeliverabilityPage domain={domain} onDomain={(d) => navigate({ search: { domain: d }, replace: true })} />;
}
