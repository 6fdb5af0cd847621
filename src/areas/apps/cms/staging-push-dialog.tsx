// Push a staging copy over production. Before anything is sent the dialog
// shows what would be overwritten: production's address and version against
// the copy's, and every plugin that differs. The request only creates a hold;
// the confirmation page is where it is approved, and only then is production
// overwritten (after a restore point of it is taken). The restore point is one of the
// install's own backups, listed on its App installer page, so the dialog links there.
import { useMemo, useState } from 'react';
import { useQuery } from '@tanstack/react-query';
import { Link } from '@tanstack/react-router';
import { Button } from '@/components/ui/button';
import { ConfirmDialog } from '@/components/ui/confirm-dialog';
import { ProblemState } from '@/components/ui/problem-state';
import { Spinner } from '@/components/ui/spinner';
import { attemptKey, newAttemptBase } from '@/lib/attempt-key';
import { useOpenConfirmation } from '@/lib/hold-request';
import { usePushStaging } from './staging-mutations';
import { describeChange, pluginChanges } from './staging-plugin-diff';
import { stagingQueries, type InstallDetail } from './staging-queries';

interface Props {
  input: string;
  installId: string;
  staging: { id: string; url: string };
}

export function StagingPushButton({ input, installId, staging }: Props) {
  const [open, setOpen] = useState(false);
  const push = usePushStaging(input, installId);
  const openConfirmation = useOpenConfirmation();
  // One key per dialog: a double click or a retry finds the same hold.
  const base = useMemo(() => newAttemptBase('staging-push'), []);
  const compare = useQuery({ ...stagingQueries.compare(input, installId, staging.id), enabled: open });

  const confirm = async () => {
    try {
      const r = await push.mutateAsync({ staging_id: staging.id, attempt_key: attemptKey(base, staging.id) });
      // Any hold answer, waiting or (for a retry) already decided: the page shows which.
      if ('pendingActionId' in r) await openConfirmation(r);
    } catch {
      // The dialog shows the refusal (`push.error`) and stays open to say it.
    }
  };

  return (
    <>
      <Button size="sm" variant="danger" onClick={() => setOpen(true)}>
        Push to production…
      </Button>
      <ConfirmDialog
        open={open}
        title="Push this staging copy to production?"
        confirmLabel="Push — continue to confirm"
        busy={push.isPending}
        error={push.error}
        // What is overwritten must be on screen before the push can be asked for.
        confirmDisabled={!compare.data}
        onConfirm={() => void confirm()}
        onClose={() => setOpen(false)}
      >
        {compare.isPending && <Spinner label="Comparing production with the staging copy…" />}
        {compare.isError && <ProblemState error={compare.error} onRetry={() => void compare.refetch()} />}
        {compare.data && (
          <Overwrite
            production={compare.data.production}
            staging={compare.data.staging}
            changes={pluginChanges(compare.data.productionPlugins, compare.data.stagingPlugins)}
          />
        )}
        <p className="text-muted">
          A restore point of production is taken first. It is listed with the site's backups on its{' '}
          <Link to="/apps/installer/$installId" params={{ installId }} search={{ input }}>
            App installer page
          </Link>
          , where restoring it undoes the push (it is not among the hosting account's backups). Nothing changes until
          you approve the push on the confirmation page, which opens next.
        </p>
      </ConfirmDialog>
    </>
  );
}

function Overwrite({
  production,
  staging,
  changes,
}: {
  production: InstallDetail;
  staging: InstallDetail;
  changes: ReturnType<typeof pluginChanges>;
}) {
  const rows: [string, string, string][] = [
    ['Address', production.url, staging.url],
    ['Version', production.version, staging.version],
    ['Active theme', production.activeTheme ?? 'none', staging.activeTheme ?? 'none'],
    ['Plugins', String(production.plugins.total), String(staging.plugins.total)],
  ];
  return (
    <div className="space-y-3">
      <table className="w-full text-left text-sm">
        <caption className="mb-1 text-left font-medium">What will be overwritten</caption>
        <thead>
          <tr className="border-b border-line">
            <td />
            <th scope="col" className="py-1 pr-2">
              Production (overwritten)
            </th>
            <th scope="col" className="py-1">
              Staging copy (pushed)
            </th>
          </tr>
        </thead>
        <tbody>
          {rows.map(([label, now, after]) => (
            <tr key={label} className="border-b border-line/60">
              <th scope="row" className="py-1 pr-2 font-normal text-muted">
                {label}
              </th>
              <td className="py-1 pr-2 break-all">{now}</td>
              <td className={now === after ? 'py-1 break-all' : 'py-1 font-semibold break-all'}>{after}</td>
            </tr>
          ))}
        </tbody>
      </table>
      <p>
        Production keeps its address, {production.url}; its files, database, version and plugins become the staging
        copy&apos;s.
      </p>
      <div>
        <h3 className="font-medium">Plugins that differ</h3>
        {changes.length === 0 ? (
          <p className="text-muted">None: production has the same plugins, versions and activations.</p>
        ) : (
          <ul aria-label="Plugins that differ" className="list-disc space-y-1 pl-5">
            {changes.map((c) => (
              <li key={c.slug}>
                <span className="font-medium">{c.name}</span>: {describeChange(c)}
              </li>
            ))}
          </ul>
        )}
      </div>
    </div>
  );
}
