// What can be done to one installed app as a task: upgrade it (after a backup,
// unless told not to), back it up now, uninstall it. Each opens a dialog that
// says what will happen, then follows the task.
import { useMemo, useState } from 'react';
import { Link } from '@tanstack/react-router';
import type { z } from 'zod';
import type { AppInstall } from '@contract/apps';
import { Button, buttonClass } from '@/components/ui/button';
import { attemptKey, newAttemptBase } from '@/lib/attempt-key';
import { displayDomain } from '@/lib/display-domain';
import { useBackupApp, useUninstallApp, useUpgradeApp } from './mutations';
import { TaskDialog } from './task-dialog';

type Install = z.infer<typeof AppInstall>;

interface ActionProps {
  input: string;
  install: Install;
  disabled?: boolean;
  size?: 'sm' | 'md';
}

export function UpgradeButton({ input, install, disabled, size }: ActionProps) {
  const [open, setOpen] = useState(false);
  const [backupFirst, setBackupFirst] = useState(true);
  const upgrade = useUpgradeApp(input, install.id);
  const base = useMemo(() => newAttemptBase('app-upgrade'), []);
  // Kept while its dialog is open: the finished upgrade leaves nothing to upgrade, and the dialog shows it.
  if (!install.updateAvailable && !open) return null;
  return (
    <>
      <Button
        size={size}
        variant="primary"
        onClick={() => setOpen(true)}
        disabled={disabled}
        aria-label={`Upgrade ${install.appName} to ${install.latestVersion}`}
      >
        Upgrade
      </Button>
      <TaskDialog
        input={input}
        open={open}
        onClose={() => {
          upgrade.reset();
          setOpen(false);
        }}
        title={`Upgrade ${install.appName} to ${install.latestVersion}?`}
        confirmLabel="Upgrade"
        busy={upgrade.isPending}
        error={upgrade.error}
        start={() => {
          const v = { version: install.latestVersion, backup_first: backupFirst };
          return upgrade.mutateAsync({ ...v, attempt_key: attemptKey(base, v) });
        }}
      >
        <p>
          {install.appName} on {displayDomain(install.domain)}
          {install.path ? `/${install.path}` : ''} goes from {install.version} to {install.latestVersion}.
        </p>
        <label className="flex items-center gap-2">
          <input type="checkbox" checked={backupFirst} onChange={(e) => setBackupFirst(e.target.checked)} />
          Back it up first (files and database), so it can be restored
        </label>
      </TaskDialog>
    </>
  );
}

export function BackupButton({ input, install, disabled }: ActionProps) {
  const [open, setOpen] = useState(false);
  const [note, setNote] = useState('');
  const backup = useBackupApp(input, install.id);
  return (
    <>
      <Button onClick={() => setOpen(true)} disabled={disabled}>
        Back up now
      </Button>
      <TaskDialog
        input={input}
        open={open}
        onClose={() => {
          backup.reset();
          setNote('');
          setOpen(false);
        }}
        title={`Back up ${install.appName} now?`}
        confirmLabel="Back up"
        busy={backup.isPending}
        error={backup.error}
        start={() =>
          backup.mutateAsync({ include_files: true, include_database: true, note: note.trim() || undefined })
        }
      >
        <p>Its files and database are copied into a new backup; the app keeps running.</p>
        <label className="block space-y-1">
          <span className="font-medium">Note (optional)</span>
          <input
            className="min-h-10 w-full rounded-md border border-line bg-surface px-3"
            value={note}
            maxLength={200}
            onChange={(e) => setNote(e.target.value)}
            placeholder="e.g. before changing the theme"
          />
        </label>
      </TaskDialog>
    </>
  );
}

export function UninstallButton({
  input,
  install,
  directory,
  database,
  disabled,
}: ActionProps & { directory: string; database: { name: string; user: string } | null }) {
  const [open, setOpen] = useState(false);
  const uninstall = useUninstallApp(input, install.id);
  return (
    <>
      <Button variant="danger" onClick={() => setOpen(true)} disabled={disabled}>
        Uninstall…
      </Button>
      <TaskDialog
        input={input}
        open={open}
        onClose={() => {
          uninstall.reset();
          setOpen(false);
        }}
        title={`Uninstall ${install.appName}?`}
        confirmLabel="Uninstall"
        variant="danger"
        busy={uninstall.isPending}
        error={uninstall.error}
        start={() => uninstall.mutateAsync({ keep_database: false, keep_files: false })}
        done={() => (
          <Link to="/apps/installer" search={{ input }} className={buttonClass()}>
            Back to the installer
          </Link>
        )}
      >
        <p>This removes, for good:</p>
        <ul className="list-disc space-y-1 pl-5">
          <li>
            its files in <code>{directory}</code>: the site at {install.url} stops answering
          </li>
          {database ? (
            <li>
              its database <code>{database.name}</code> and the database user <code>{database.user}</code>
            </li>
          ) : (
            <li>nothing else: it has no database</li>
          )}
        </ul>
        <p className="text-muted">Its backups are kept.</p>
      </TaskDialog>
    </>
  );
}
