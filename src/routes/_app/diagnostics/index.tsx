import { createFileRoute } from '@tanstack/react-router';
import { diagnosticsQueries } from '@/areas/diagnostics/queries';
import { symptomOf, type TriageChoice } from '@/areas/diagnostics/symptoms';
import { TriagePage } from '@/areas/diagnostics/triage-page';
import { oneOf, optional, searchParams, text, valuesOf } from '@/lib/search-params';

// `everything`: the person does not know what is wrong; the API is asked with no symptom.
const symptoms = valuesOf<TriageChoice>()([
  'everything',
  'site_down',
  'site_slow',
  'mail_bouncing',
  'cannot_log_in',
  'site_errors',
  'ssl_error',
  'email_not_sending',
  'email_not_receiving',
  'dns_not_resolving',
  'cannot_connect',
  'disk_full',
]);

// What was asked lives in the URL: a triage can be shared, reloaded and run again.
const search = searchParams({
  input: optional(text(255)),
  symptom: optional(oneOf(symptoms)),
  detail: optional(text(500)),
});

export const Route = createFileRoute('/_app/diagnostics/')({
  validateSearch: search,
  loaderDeps: ({ search }) => search,
  // Prefetch only: the page shows its own progress and problems.
  loader: ({ context: { queryClient }, deps }) => {
    if (deps.input && deps.symptom)
      void queryClient.prefetchQuery(diagnosticsQueries.triage(deps.input, symptomOf(deps.symptom), deps.detail));
  },
  component: TriageRoute,
});

function TriageRoute() {
  const ask = Route.useSearch();
  const navigate = Route.useNavigate();
  return <TriagePage ask={ask} onAsk={(next) => navigate({ search: next })} />;
}
