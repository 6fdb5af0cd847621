// The Themes tab: the installed themes with the active one first, and for each
// activate, update (a safe update: its outcome shows on the row), auto-update
// and delete (never the active theme: the site needs one; asked first).
// New themes come from the public directory by slug.
import { useMemo, useState } from 'react';
import { useQuery } from '@tanstack/react-query';
import { Badge } from '@/components/ui/badge';
import { Button } from '@/components/ui/button';
import { ConfirmDialog } from '@/components/ui/confirm-dialog';
import { EmptyState } from '@/components/ui/empty-state';
import { ProblemState, problemMessage } from '@/components/ui/problem-state';
import { Skeleton } from '@/components/ui/spinner';
import { Switch } from '@/components/ui/switch';
import { notify } from '@/lib/notices';
import { ExtensionInstallForm } from './extension-install-form';
import {
  updateOutcome,
  useInstallTheme,
  useManageTheme,
  type BulkOutcome,
  type ThemeAction,
} from './mutations-extensions';
import { PluginOutcome } from './plugin-outcome';
import { cmsExtensionQueries, type Extension } from './queries-extensions';

export function ThemesTab({ input, installId }: { input: string; installId: string }) {
  const list = useQuery(cmsExtensionQueries.themes(input, installId));
  const manage = useManageTheme(input, installId);
  const install = useInstallTheme(input, installId);
  const [deleting, setDeleting] = useState<Extension | null>(null);
  const [outcomes, setOutcomes] = useState<Record<string, BulkOutcome>>({});
  const themes = useMemo(
    () => [...(list.data ?? [])].sort((a, b) => Number(b.active) - Number(a.active) || a.name.localeCompare(b.name)),
    [list.data],
  );

  const act = async (t: Extension, action: ThemeAction) => {
    if (action === 'update') setOutcomes((o) => ({ ...o, [t.slug]: { state: 'running' } }));
    try {
      const r = await manage.mutateAsync({ slug: t.slug, action });
      if (action === 'update') setOutcomes((o) => ({ ...o, [t.slug]: updateOutcome(r.task, 'Updated') }));
      if (action === 'delete') setDeleting(null);
    } catch (error) {
      const reason = problemMessage(error).detail;
      if (action === 'update') setOutcomes((o) => ({ ...o, [t.slug]: { state: 'failed', reason } }));
      else if (action !== 'delete') notify('danger', `${t.name}: not changed`, reason);
    }
  };
  const busy = (t: Extension, action: ThemeAction) =>
    manage.isPending && manage.variables?.slug === t.slug && manage.variables.action === action;

  return (
    <div className="space-y-4">
      <ExtensionInstallForm
        kind="theme"
        install={async (v) => (await install.mutateAsync(v)).theme}
        onInstalled={(name) => notify('success', `${name} is installed`)}
      />
      {list.isPending ? (
        <div className="rounded-card border border-line bg-surface p-4">
          <span role="status" className="sr-only">
            Loading themes…
          </span>
          <Skeleton lines={4} />
        </div>
      ) : list.isError ? (
        <ProblemState error={list.error} onRetry={() => void list.refetch()} />
      ) : themes.length === 0 ? (
        <EmptyState title="No themes here">Install one from the directory above.</EmptyState>
      ) : (
        <ul aria-label="Themes" className="grid gap-3 sm:grid-cols-2">
          {themes.map((t) => (
            <li key={t.slug} className="space-y-3 rounded-card border border-line bg-surface p-4">
              <div className="flex flex-wrap items-start justify-between gap-2">
                <div>
                  <p className="font-medium">
                    {t.name} {t.active && <Badge tone="success">Active theme</Badge>}
                  </p>
                  <p className="font-mono text-xs text-muted">{t.slug}</p>
                  <p className="text-sm tabular">
                    Version {t.version}
                    {t.author ? ` · by ${t.author}` : ''}{' '}
                    {t.updateAvailable && t.latestVersion && <Badge tone="warning">{t.latestVersion} available</Badge>}
                  </p>
                </div>
                <Switch
                  label={`Auto-update ${t.name}`}
                  on={t.autoUpdate}
                  busy={busy(t, t.autoUpdate ? 'auto_update_off' : 'auto_update_on')}
                  onChange={(on) => void act(t, on ? 'auto_update_on' : 'auto_update_off')}
                />
              </div>
              <div role="status">
                <PluginOutcome outcome={outcomes[t.slug]} />
              </div>
              <div className="flex flex-wrap gap-2">
                {!t.active && (
                  <Button
                    size="sm"
                    variant="primary"
                    loading={busy(t, 'activate')}
                    onClick={() => void act(t, 'activate')}
                    aria-label={`Activate ${t.name}`}
                  >
                    Activate
                  </Button>
                )}
                {t.updateAvailable && (
                  <Button
                    size="sm"
                    loading={busy(t, 'update')}
                    onClick={() => void act(t, 'update')}
                    aria-label={`Update ${t.name}`}
                  >
                    Update
                  </Button>
                )}
                {!t.active && (
                  <Button
                    size="sm"
                    variant="ghost"
                    onClick={() => {
                      manage.reset();
                      setDeleting(t);
                    }}
                    aria-label={`Delete ${t.name}`}
                  >
                    Delete…
                  </Button>
                )}
              </div>
            </li>
          ))}
        </ul>
      )}
      <ConfirmDialog
        open={deleting !== null}
        title={`Delete ${deleting?.name ?? ''}?`}
        confirmLabel="Delete"
        busy={manage.isPending}
        error={deleting ? manage.error : null}
        onConfirm={() => deleting && void act(deleting, 'delete')}
        onClose={() => {
          setDeleting(null);
          manage.reset();
        }}
      >
        <p>Its files are removed from the site. The active theme is not affected.</p>
      </ConfirmDialog>
    </div>
  );
}
