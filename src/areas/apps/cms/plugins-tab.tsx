// The Plugins tab: every installed plugin, searched by name or slug in the
// browser and filtered to active or inactive by the server. Rows can be
// selected for a bulk update or deactivation (one request per plugin, each
// row showing how it went); each row also activates, deactivates, updates,
// switches auto-update and uninstalls (after asking). New plugins come from
// the public directory by slug. The tab holds every plugin (all pages are
// read), so its headers sort them in the browser: by plugin (the slug, the
// server's order) or by version.
import { useMemo, useState } from 'react';
import { useQuery } from '@tanstack/react-query';
import { useClientSort } from '@/components/data-table/client-sort';
import { SortTh } from '@/components/data-table/sort-header';
import { Badge } from '@/components/ui/badge';
import { Button } from '@/components/ui/button';
import { ConfirmDialog } from '@/components/ui/confirm-dialog';
import { EmptyState } from '@/components/ui/empty-state';
import { Field } from '@/components/ui/field';
import { Input, Select } from '@/components/ui/input';
import { ProblemState, problemMessage } from '@/components/ui/problem-state';
import { Skeleton } from '@/components/ui/spinner';
import { Switch } from '@/components/ui/switch';
import { notify } from '@/lib/notices';
import { ExtensionInstallForm } from './extension-install-form';
import { useBulkPluginAction, useInstallPlugin, useManagePlugin, type PluginAction } from './mutations-extensions';
import { PluginOutcome } from './plugin-outcome';
import { cmsExtensionQueries, matchesSearch, type ActiveFilter, type Extension } from './queries-extensions';

const filterLabels: Record<ActiveFilter, string> = { all: 'All plugins', active: 'Active', inactive: 'Inactive' };

export function PluginsTab({ input, installId }: { input: string; installId: string }) {
  const [text, setText] = useState('');
  const [filter, setFilter] = useState<ActiveFilter>('all');
  const [selected, setSelected] = useState<ReadonlySet<string>>(new Set());
  const [uninstalling, setUninstalling] = useState<Extension | null>(null);
  const list = useQuery(cmsExtensionQueries.plugins(input, installId, filter));
  const manage = useManagePlugin(input, installId);
  const bulk = useBulkPluginAction(input, installId);
  const install = useInstallPlugin(input, installId);

  const shown = useMemo(() => (list.data ?? []).filter((p) => matchesSearch(p, text)), [list.data, text]);
  const { rows: ordered, sort } = useClientSort(shown, { plugin: (p) => p.slug, version: (p) => p.version }, 'plugin');
  // The selection is what is both chosen and shown: a search hides rows from the bulk action too.
  const chosen = shown.filter((p) => selected.has(p.slug));
  const toUpdate = chosen.filter((p) => p.updateAvailable);
  const toDeactivate = chosen.filter((p) => p.active);
  const allShownChosen = shown.length > 0 && chosen.length === shown.length;

  const toggle = (slug: string, on: boolean) =>
    setSelected((prev) => {
      const next = new Set(prev);
      if (on) next.add(slug);
      else next.delete(slug);
      return next;
    });

  const runOne = async (p: Extension, action: PluginAction) => {
    if (action === 'update') return bulk.run([p.slug], 'update');
    try {
      await manage.mutateAsync({ slug: p.slug, action });
      setUninstalling(null);
    } catch (error) {
      if (action !== 'uninstall') notify('danger', `${p.name}: not changed`, problemMessage(error).detail);
    }
  };
  const busySlug = manage.isPending ? manage.variables?.slug : undefined;
  const done = Object.values(bulk.outcomes).filter((o) => o.state !== 'waiting' && o.state !== 'running').length;
  const total = Object.keys(bulk.outcomes).length;

  return (
    <div className="space-y-4">
      <ExtensionInstallForm
        kind="plugin"
        install={async (v) => (await install.mutateAsync(v)).plugin}
        onInstalled={(name) => notify('success', `${name} is installed`)}
      />
      <form
        role="search"
        aria-label="Filter plugins"
        className="grid gap-3 sm:grid-cols-[2fr_1fr]"
        onSubmit={(e) => e.preventDefault()}
      >
        <Field label="Search plugins">
          {(p) => (
            <Input
              {...p}
              type="search"
              value={text}
              onChange={(e) => setText(e.target.value)}
              placeholder="Name or slug"
            />
          )}
        </Field>
        <Field label="Show">
          {(p) => (
            <Select {...p} value={filter} onChange={(e) => setFilter(e.target.value as ActiveFilter)}>
              {(Object.keys(filterLabels) as ActiveFilter[]).map((f) => (
                <option key={f} value={f}>
                  {filterLabels[f]}
                </option>
              ))}
            </Select>
          )}
        </Field>
      </form>
      <div
        className="flex flex-wrap items-center gap-2 rounded-md border border-line bg-surface-2/60 px-3 py-2 text-sm"
        aria-label="Bulk actions"
        role="group"
      >
        <span className="mr-auto">
          {chosen.length ? `${chosen.length} selected` : 'Select plugins for a bulk action'}
        </span>
        <Button
          size="sm"
          disabled={bulk.running || toUpdate.length === 0}
          loading={bulk.running}
          onClick={() =>
            void bulk.run(
              toUpdate.map((p) => p.slug),
              'update',
            )
          }
        >
          Update selected{toUpdate.length ? ` (${toUpdate.length})` : ''}
        </Button>
        <Button
          size="sm"
          disabled={bulk.running || toDeactivate.length === 0}
          onClick={() =>
            void bulk.run(
              toDeactivate.map((p) => p.slug),
              'deactivate',
            )
          }
        >
          Deactivate selected{toDeactivate.length ? ` (${toDeactivate.length})` : ''}
        </Button>
      </div>
      <p role="status" className="text-sm text-muted">
        {total > 0 && (bulk.running ? `Working: ${done} of ${total} done` : `Done: ${done} of ${total}`)}
      </p>
      {list.isPending ? (
        <div className="rounded-card border border-line bg-surface p-4">
          <span role="status" className="sr-only">
            Loading plugins…
          </span>
          <Skeleton lines={5} />
        </div>
      ) : list.isError ? (
        <ProblemState error={list.error} onRetry={() => void list.refetch()} />
      ) : shown.length === 0 ? (
        <EmptyState title={list.data.length ? 'No plugin matches' : 'No plugins here'}>
          {list.data.length ? 'Try another part of the name or slug.' : 'Install one from the directory above.'}
        </EmptyState>
      ) : (
        <div className="overflow-x-auto rounded-card border border-line bg-surface">
          <table className="w-full text-sm">
            <caption className="sr-only">Plugins</caption>
            <thead className="bg-surface-2 text-left text-xs uppercase text-muted">
              <tr>
                <th scope="col" className="w-10 px-3 py-2">
                  <input
                    type="checkbox"
                    aria-label="Select every plugin shown"
                    checked={allShownChosen}
                    onChange={(e) =>
                      setSelected(e.target.checked ? new Set(shown.map((p) => p.slug)) : new Set<string>())
                    }
                  />
                </th>
                <SortTh sortKey="plugin" sort={sort} className="px-3 py-2">
                  Plugin
                </SortTh>
                <SortTh sortKey="version" sort={sort} className="px-3 py-2">
                  Version
                </SortTh>
                <th scope="col" className="px-3 py-2 max-md:hidden">
                  Auto-update
                </th>
                <th scope="col" className="px-3 py-2">
                  Progress
                </th>
                <th scope="col" className="px-3 py-2 text-right">
                  Actions
                </th>
              </tr>
            </thead>
            <tbody>
              {ordered.map((p) => (
                <tr key={p.slug} className="border-t border-line align-top">
                  <td className="px-3 py-2">
                    <input
                      type="checkbox"
                      aria-label={`Select ${p.name}`}
                      checked={selected.has(p.slug)}
                      onChange={(e) => toggle(p.slug, e.target.checked)}
                    />
                  </td>
                  <th scope="row" className="px-3 py-2 text-left font-normal">
                    <span className="font-medium">{p.name}</span>{' '}
                    {p.active ? <Badge tone="success">Active</Badge> : <Badge>Inactive</Badge>}
                    <span className="block font-mono text-xs text-muted">{p.slug}</span>
                  </th>
                  <td className="px-3 py-2 tabular">
                    {p.version}
                    {p.updateAvailable && p.latestVersion && (
                      <span className="block">
                        <Badge tone="warning">{p.latestVersion} available</Badge>
                      </span>
                    )}
                  </td>
                  <td className="px-3 py-2 max-md:hidden">
                    <Switch
                      label={`Auto-update ${p.name}`}
                      on={p.autoUpdate}
                      busy={busySlug === p.slug && manage.variables?.action.startsWith('auto_update')}
                      onChange={(on) => void runOne(p, on ? 'auto_update_on' : 'auto_update_off')}
                    />
                  </td>
                  <td className="px-3 py-2">
                    <PluginOutcome outcome={bulk.outcomes[p.slug]} />
                  </td>
                  <td className="px-3 py-2">
                    <div className="flex flex-wrap justify-end gap-2">
                      {p.updateAvailable && (
                        <Button
                          size="sm"
                          variant="primary"
                          disabled={bulk.running}
                          onClick={() => void runOne(p, 'update')}
                          aria-label={`Update ${p.name}`}
                        >
                          Update
                        </Button>
                      )}
                      <Button
                        size="sm"
                        loading={busySlug === p.slug && /activate/.test(manage.variables?.action ?? '')}
                        disabled={busySlug === p.slug}
                        onClick={() => void runOne(p, p.active ? 'deactivate' : 'activate')}
                        aria-label={`${p.active ? 'Deactivate' : 'Activate'} ${p.name}`}
                      >
                        {p.active ? 'Deactivate' : 'Activate'}
                      </Button>
                      <Button
                        size="sm"
                        variant="ghost"
                        onClick={() => {
                          manage.reset();
                          setUninstalling(p);
                        }}
                        aria-label={`Uninstall ${p.name}`}
                      >
                        Uninstall…
                      </Button>
                    </div>
                  </td>
                </tr>
              ))}
            </tbody>
          </table>
        </div>
      )}
      <ConfirmDialog
        open={uninstalling !== null}
        title={`Uninstall ${uninstalling?.name ?? ''}?`}
        confirmLabel="Uninstall"
        busy={manage.isPending}
        error={uninstalling ? manage.error : null}
        onConfirm={() => uninstalling && void runOne(uninstalling, 'uninstall')}
        onClose={() => {
          setUninstalling(null);
          manage.reset();
        }}
      >
        <p>
          Its files are removed from the site
          {uninstalling?.active ? ', and it is deactivated first: what it adds to pages stops at once' : ''}. Its
          settings in the database may stay behind.
        </p>
      </ConfirmDialog>
    </div>
  );
}
