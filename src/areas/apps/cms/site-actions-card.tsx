// Site-wide actions (POST /cms/site). The ones a visitor or a search engine
// notices (maintenance on, a core update, hiding from search engines, showing
// debug output) ask first; the rest run on the click. A core update runs as a
// safe update: its task's steps show here, with the rollback when it failed.
import { useState } from 'react';
import type { z } from 'zod';
import type { CmsSiteAction } from '@contract/apps-cms';
import { Button } from '@/components/ui/button';
import { Card, CardTitle } from '@/components/ui/card';
import { ConfirmDialog } from '@/components/ui/confirm-dialog';
import { ProblemAlert } from '@/components/ui/problem-alert';
import { useSiteAction } from './mutations-install';
import type { SiteStatus } from './site-status-card';
import { UpdateTimeline } from './update-timeline';

type Action = z.infer<typeof CmsSiteAction>;

interface ActionSpec {
  action: Action;
  label: string;
  /** Asked before it runs: what the visitor or search engine will notice. */
  confirm?: { title: string; body: string; button: string };
}

/** The actions that make sense for the site as it is now (maintenance on offers off, and so on). */
export function actionsFor(site: SiteStatus): ActionSpec[] {
  const list: ActionSpec[] = [];
  if (site.updateAvailable)
    list.push({
      action: 'update_core',
      label: 'Update WordPress',
      confirm: {
        title: 'Update WordPress now?',
        body: 'A snapshot is taken first; if the site fails its health check afterwards it is put back automatically. The site may be slow for a moment.',
        button: 'Update',
      },
    });
  list.push(
    site.maintenanceMode
      ? { action: 'maintenance_off', label: 'Turn maintenance mode off' }
      : {
          action: 'maintenance_on',
          label: 'Turn maintenance mode on',
          confirm: {
            title: 'Turn maintenance mode on?',
            body: 'Visitors see a “briefly unavailable” notice instead of the site until it is turned off.',
            button: 'Turn on',
          },
        },
  );
  list.push({ action: 'flush_cache', label: 'Flush the object cache' });
  list.push({ action: 'flush_rewrite_rules', label: 'Rewrite the permalink rules' });
  list.push(
    site.searchEngineVisible
      ? {
          action: 'search_engines_discourage',
          label: 'Discourage search engines',
          confirm: {
            title: 'Ask search engines not to index the site?',
            body: 'The site stays online, but it drops out of search results over the following days.',
            button: 'Discourage',
          },
        }
      : { action: 'search_engines_allow', label: 'Allow search engines' },
  );
  list.push(
    site.debugMode
      ? { action: 'debug_off', label: 'Turn debug mode off' }
      : {
          action: 'debug_on',
          label: 'Turn debug mode on',
          confirm: {
            title: 'Turn debug mode on?',
            body: 'PHP notices and errors are written to the debug log and may show on pages: turn it off again when done.',
            button: 'Turn on',
          },
        },
  );
  return list;
}

export function SiteActionsCard({ input, installId, site }: { input: string; installId: string; site: SiteStatus }) {
  const run = useSiteAction(input, installId);
  const [asking, setAsking] = useState<ActionSpec | null>(null);
  const act = async (spec: ActionSpec) => {
    try {
      await run.mutateAsync(spec.action);
      setAsking(null);
    } catch {
      // Shown in the dialog (when asked) or under the buttons.
    }
  };
  const result = run.data;
  return (
    <Card aria-labelledby="cms-actions-title">
      <CardTitle>
        <span id="cms-actions-title">Site actions</span>
      </CardTitle>
      <div className="flex flex-wrap gap-2">
        {actionsFor(site).map((spec) => (
          <Button
            key={spec.action}
            size="sm"
            variant={spec.action === 'update_core' ? 'primary' : 'secondary'}
            loading={run.isPending && run.variables === spec.action}
            disabled={run.isPending}
            onClick={() => (spec.confirm ? setAsking(spec) : void act(spec))}
          >
            {spec.label}
          </Button>
        ))}
      </div>
      <div role="status" className="mt-3 text-sm">
        {result && !run.isPending && <p className="text-success">{result.message}</p>}
      </div>
      {run.error != null && !asking && <ProblemAlert problem={run.error} className="mt-2" />}
      {result?.task && (
        <div className="mt-4 border-t border-line pt-4">
          <UpdateTimeline task={result.task} input={input} />
        </div>
      )}
      <ConfirmDialog
        open={asking !== null}
        title={asking?.confirm?.title ?? ''}
        confirmLabel={asking?.confirm?.button ?? ''}
        busy={run.isPending}
        error={asking ? run.error : null}
        onConfirm={() => asking && void act(asking)}
        onClose={() => {
          setAsking(null);
          run.reset();
        }}
      >
        <p>{asking?.confirm?.body}</p>
      </ConfirmDialog>
    </Card>
  );
}
