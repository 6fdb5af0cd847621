// Other names that lead to the account's sites: subdomains with their own
// folder, pointers (another domain showing or redirecting to a site) and URL
// redirects of a path. Each list covers every site of the account; each form
// asks which site its entry belongs to (the primary domain first).
import { useQuery } from '@tanstack/react-query';
import { ProblemState } from '@/components/ui/problem-state';
import { Skeleton } from '@/components/ui/spinner';
import { PointersSection } from './pointers-section';
import { hostingQueries } from './queries';
import { RedirectsSection } from './redirects-section';
import { SubdomainsSection } from './subdomains-section';

export function AliasesTab({ input, changeable }: { input: string; changeable: boolean }) {
  const q = useQuery(hostingQueries.addonDomains(input));
  if (q.isPending)
    return (
      <>
        <span role="status" className="sr-only">
          Loading the sites…
        </span>
        <Skeleton lines={4} />
      </>
    );
  if (q.isError) return <ProblemState error={q.error} onRetry={() => void q.refetch()} />;
  const sites = [...q.data.data].sort((a, b) => Number(b.isPrimary) - Number(a.isPrimary)).map((s) => s.domain);
  return (
    <div className="space-y-8">
      <SubdomainsSection input={input} sites={sites} changeable={changeable} />
      <PointersSection input={input} sites={sites} changeable={changeable} />
      <RedirectsSection input={input} sites={sites} changeable={changeable} />
    </div>
  );
}
