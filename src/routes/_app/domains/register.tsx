import { createFileRoute } from '@tanstack/react-router';
import { z } from 'zod';
import { DomainName } from '@contract/common';
import { RegisterPage } from '@/areas/domains/register-page';

// The name searched is URL state, parsed as the API would (to its ASCII form), so a quote can be shared.
const search = z.object({ domain: DomainName.optional().catch(undefined) });

export const Route = createFileRoute('/_app/domains/register')({
  validateSearch: search,
  component: RegisterRoute,
});

function RegisterRoute() {
  const { domain } = Route.useSearch();
  const navigate = Route.useNavigate();
  return <RegisterPage domain={domain} onDomain={(d) => navigate({ search: { domain: d } })} />;
}
