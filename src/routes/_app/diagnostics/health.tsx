import { createFileRoute } from '@tanstack/react-router';
import { HealthPage } from '@/areas/diagnostics/health-page';
import type { HealthKind } from '@/areas/diagnostics/keys';
import { diagnosticsQueries } from '@/areas/diagnostics/queries';
import { oneOf, optional, searchParams, text, withDefault, valuesOf, defaultsLeftOut } from '@/lib/search-params';

const kinds = valuesOf<HealthKind>()(['website', 'email', 'dns']);
const search = searchParams({ input: optional(text(255)), kind: withDefault(oneOf(kinds), 'website') });

export const Route = createFileRoute('/_app/diagnostics/health')({
  validateSearch: search,
  search: defaultsLeftOut(search),
  loaderDeps: ({ search }) => search,
  loader: ({ context: { queryClient }, deps }) => {
    if (!deps.input) return;
    if (deps.kind === 'website') void queryClient.prefetchQuery(diagnosticsQueries.website(deps.input));
    else if (deps.kind === 'email') void queryClient.prefetchQuery(diagnosticsQueries.email(deps.input));
    else void queryClient.prefetchQuery(diagnosticsQueries.dns(deps.input));
  },
  component: HealthRoute,
});

function HealthRoute() {
  const { input, kind } = Route.useSearch();
  const navigate = Route.useNavigate();
  return <HealthPage input={input} kind={kind} onChange={(next) => navigate({ search: next, replace: true })} />;
}
