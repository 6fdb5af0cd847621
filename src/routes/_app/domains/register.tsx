import { createFileRoute } from '@tanstack/react-router';
import { DomainName } from '@contract/domain-name-fields';
import { RegisterPage } from '@/areas/domains/register-page';
import { optional, searchParams, text } from '@/lib/search-params';

// The name searched is URL state, so a quote can be shared. It is parsed as the API would (to its
// ASCII form) in the component: the contract's domain rules load with this route, not the entry.
const search = searchParams({ domain: optional(text(253)) });

export const Route = createFileRoute('/_app/domains/register')({
  validateSearch: search,
  component: RegisterRoute,
});

function RegisterRoute() {
  const { domain: typed } = Route.useSearch();
  const parsed = DomainName.safeParse(typed);
  const domain = parsed.success ? parsed.data : undefined;
  const navigate = Route.useNavigate();
  return <RegisterPage domain={domain} onDomain={(d) => navigate({ search: { domain: d } })} />;
}
