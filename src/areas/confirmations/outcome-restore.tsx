// The outcome of a restore: from a hosting backup (it runs as a job, item by item,
// so the next step is to watch its progress) or of a CMS site from one of its
// backups (done at once; a restore point of the state before was kept).
import type { PendingAction } from '@contract/confirmations';
import { displayDomain } from '@/lib/display-domain';
import { spokenDuration } from '@/lib/format';
import { OutcomeCard } from './outcome-card';
import { count, plural, targetDomain, text, type Result } from './outcome-values';

export function BackupRestoreOutcome({ action, result }: { action: PendingAction; result: Result }) {
  const domain = targetDomain(action);
  const items = count(result, 'items');
  const seconds = count(result, 'estimatedSeconds');
  return (
    <OutcomeCard
      title={`Restore of ${domain ? displayDomain(domain) : 'the hosting account'} started`}
      facts={[
        items !== null && ['To restore', plural(items, 'item')],
        seconds !== null && seconds > 0 && ['Expected to take', `about ${spokenDuration(seconds)}`],
      ]}
      steps={[
        { label: 'Watch progress', path: domain ? `/backups?input=${encodeURIComponent(domain)}` : '/backups' },
        action.target?.serviceId != null
          ? { label: 'Open the hosting account', path: `/hosting/${action.target.serviceId}` }
          : null,
      ]}
    >
      <p>
        The restore runs in the background, one item at a time; the backups page shows its progress and what was put
        back.
      </p>
      {text(result, 'safetyBackupId') !== null && (
        <p>A backup of what was there before was taken first, so you can go back to it from the backups page.</p>
      )}
    </OutcomeCard>
  );
}

const PART: Record<string, string> = { full: 'files and database', files: 'files', database: 'database' };

export function CmsRestoreOutcome({ action, result }: { action: PendingAction; result: Result }) {
  const install = text(result, 'installId');
  const part = PART[text(result, 'restored') ?? 'full'] ?? 'site';
  const version = text(result, 'version');
  const domain = targetDomain(action);
  return (
    <OutcomeCard
      title={`Site ${domain ? `on ${displayDomain(domain)} ` : ''}restored`}
      facts={[['Restored', part], version !== null && ['Version now', version]]}
      steps={[install ? { label: 'Open the site', path: `/apps/cms/${encodeURIComponent(install)}` } : null]}
    >
      <p>
        The site&apos;s {part} are back as they were in the backup. A restore point of the state before was kept, so
        this can be undone from the site&apos;s backups.
      </p>
    </OutcomeCard>
  );
}
