// The events other areas tell as they happen: a monitor going down or coming
// back, and a restore that has finished. Each area calls these from its own
// job, in its transaction, through public.ts.
import type { Deps } from '@server/core/deps';
import type { Tx } from '@server/db/client';
import { notify, type Told } from './notify';

interface MonitorChange {
  accountId: number;
  monitorId: number;
  /** The monitor event's own id: the key of this down or up. */
  eventId: number;
  name: string;
  target: string;
  state: 'down' | 'up';
  reason: string;
  at: Date;
  /** The monitor's alert addresses; none, the account's own. */
  alertEmails: string[];
}

export function tellMonitorChange(tx: Tx, deps: Deps, m: MonitorChange): Promise<Told | null> {
  return notify(tx, deps, {
    accountId: m.accountId,
    key: `monitor-${m.state}:${m.monitorId}:${m.eventId}`,
    kind: m.state === 'down' ? 'monitor.down' : 'monitor.up',
    topic: 'monitoring',
    // The moment in the account's zone, named: "12 Dec 2026, 14:00 CET".
    say: (f) => ({
      title: `[${m.state === 'down' ? 'Down' : 'Up'}] ${m.name}`,
      lines: [`${m.name} is ${m.state}: ${m.reason}`, `Checked ${m.target} at ${f.moment(m.at)}.`],
    }),
    link: `/monitoring/${m.monitorId}`,
    to: m.alertEmails,
  });
}

interface FinishedRestore {
  accountId: number;
  restoreId: number;
  domain: string;
  status: string;
  detail: string;
}

const restoreTitle: Record<string, string> = {
  completed: 'completed',
  partially_completed: 'partly completed',
  failed: 'failed',
};

/** A restore the customer asked for has ended: always mailed (no preference switch covers it). */
export function tellRestoreFinished(tx: Tx, deps: Deps, r: FinishedRestore): Promise<Told | null> {
  return notify(tx, deps, {
    accountId: r.accountId,
    key: `restore-finished:${r.restoreId}`,
    kind: 'restore.finished',
    topic: null,
    say: () => ({
      title: `Restore of ${r.domain} ${restoreTitle[r.status] ?? r.status}`,
      lines: [`The restore of ${r.domain} has ended: ${r.detail}.`],
    }),
    link: `/backups?input=${encodeURIComponent(r.domain)}`,
  });
}
