// The catalogue: every app the account's server can install, as cards grouped
// by category, with a search and a category filter (both in the URL, both
// answered by the server). Each card says what the app needs (disk, a
// database) and opens the install form.
import { useState } from 'react';
import { useQuery } from '@tanstack/react-query';
import { installerOps } from '@contract/apps';
import { SearchField } from '@/components/data-table/search-field';
import { Badge } from '@/components/ui/badge';
import { Button } from '@/components/ui/button';
import { EmptyState } from '@/components/ui/empty-state';
import { Field } from '@/components/ui/field';
import { Select } from '@/components/ui/input';
import { ProblemState } from '@/components/ui/problem-state';
import { Skeleton } from '@/components/ui/spinner';
import { InstallDialog, type CatalogueApp } from './install-dialog';
import { installerQueries, type CatalogueFilters } from './queries';
import { formatNumber } from '@/lib/format';

const qSchema = installerOps.listAvailableApps.query.shape.q;

const categoryNames: Record<string, string> = {
  cms: 'Content management',
  files: 'Files and collaboration',
  analytics: 'Analytics',
  ecommerce: 'E-commerce',
  forums: 'Forums',
  wikis: 'Wikis',
};
export const categoryName = (c: string) => categoryNames[c] ?? c.charAt(0).toUpperCase() + c.slice(1);

export function CatalogueSection({
  input,
  filters,
  onFilters,
  disabled,
}: {
  input: string;
  filters: CatalogueFilters;
  onFilters: (f: CatalogueFilters) => void;
  /** The account cannot change now (suspended): the catalogue is shown, installing is not offered. */
  disabled?: boolean;
}) {
  const all = useQuery(installerQueries.available(input));
  const list = useQuery(installerQueries.available(input, filters));
  const [installing, setInstalling] = useState<CatalogueApp | null>(null);
  const byName = (a: string, b: string) => categoryName(a).localeCompare(categoryName(b));
  const categories = [...new Set((all.data?.data ?? []).map((a) => a.category))].sort(byName);
  const filtered = Boolean(filters.q || filters.category);

  const groups = new Map<string, CatalogueApp[]>();
  for (const app of list.data?.data ?? []) groups.set(app.category, [...(groups.get(app.category) ?? []), app]);

  return (
    <section aria-labelledby="catalogue-heading" className="space-y-3">
      <h2 id="catalogue-heading" className="text-lg font-semibold">
        Catalogue
      </h2>
      <form
        role="search"
        aria-label="Search the catalogue"
        className="grid gap-3 sm:grid-cols-2"
        onSubmit={(e) => e.preventDefault()}
      >
        <SearchField
          label="Search apps"
          placeholder="Name or what it does"
          schema={qSchema}
          counter={false}
          value={filters.q}
          onSearch={(q) => onFilters({ ...filters, q })}
        />
        <Field label="Category">
          {(p) => (
            <Select
              {...p}
              value={filters.category ?? ''}
              onChange={(e) => onFilters({ ...filters, category: e.target.value || undefined })}
            >
              <option value="">All categories</option>
              {categories.map((c) => (
                <option key={c} value={c}>
                  {categoryName(c)}
                </option>
              ))}
            </Select>
          )}
        </Field>
      </form>
      {list.isPending ? (
        <Skeleton lines={6} />
      ) : list.isError ? (
        <ProblemState error={list.error} onRetry={() => void list.refetch()} />
      ) : list.data.data.length === 0 ? (
        <EmptyState title={filtered ? 'No app matches this search' : 'No apps to install'}>
          {filtered ? 'Try another word or all categories.' : "This account's server offers no apps."}
        </EmptyState>
      ) : (
        <div className="space-y-4" aria-busy={list.isPlaceholderData || undefined}>
          {[...groups]
            .sort(([a], [b]) => byName(a, b))
            .map(([category, apps]) => (
              <section key={category} aria-label={categoryName(category)} className="space-y-2">
                <h3 className="text-sm font-semibold text-muted">{categoryName(category)}</h3>
                <ul className="grid gap-3 sm:grid-cols-2 xl:grid-cols-3">
                  {apps.map((app) => (
                    <li key={app.appId}>
                      <AppCard app={app} disabled={disabled} onInstall={() => setInstalling(app)} />
                    </li>
                  ))}
                </ul>
              </section>
            ))}
        </div>
      )}
      <InstallDialog input={input} app={installing} onClose={() => setInstalling(null)} />
    </section>
  );
}

function AppCard({ app, disabled, onInstall }: { app: CatalogueApp; disabled?: boolean; onInstall: () => void }) {
  return (
    <article
      aria-labelledby={`app-${app.appId}`}
      className="flex h-full flex-col gap-2 rounded-card border border-line bg-surface p-4"
    >
      <div className="flex flex-wrap items-baseline justify-between gap-2">
        <h4 id={`app-${app.appId}`} className="font-semibold">
          {app.name}
        </h4>
        <span className="text-xs text-muted tabular">v{app.version}</span>
      </div>
      <p className="flex-1 text-sm text-muted">{app.description}</p>
      <ul className="flex flex-wrap gap-1" aria-label={`What ${app.name} needs`}>
        <li>
          <Badge>{formatNumber(app.diskMb)} MB disk</Badge>
        </li>
        <li>
          <Badge tone={app.needsDatabase ? 'info' : 'neutral'}>
            {app.needsDatabase ? 'Needs a database' : 'No database'}
          </Badge>
        </li>
        {app.minPhpVersion && (
          <li>
            <Badge>PHP {app.minPhpVersion}+</Badge>
          </li>
        )}
      </ul>
      <Button variant="primary" size="sm" onClick={onInstall} disabled={disabled} aria-label={`Install ${app.name}`}>
        Install
      </Button>
    </article>
  );
}
