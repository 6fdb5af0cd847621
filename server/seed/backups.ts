// The demo's backup history, made by replaying the site's days: for
// nordlight-studio.com six months back (the monthlies, the last eight
// weeklies and a month of dailies, each taken at 03:00 UTC before that day's
// changes), its Sunday remote copies as account backup records plus one
// failed copy, and one finished restore three days ago (the theme's
// stylesheet brought back from the backup of two nights before). The other
// active accounts get a week of nightly backups. The nightly run is started so new backups follow.
import { and, eq } from 'drizzle-orm';
import type { Tx } from '@server/db/client';
import * as tBackups from '@server/db/schema/backups';
import { activeHostingServices } from '@server/areas/services/public';
import { accountOfService } from '@server/areas/hosting/public';
import {
  dayChanges,
  daysBetween,
  ensureHomeTree,
  ensureNightlyHostingBackups,
  nightlyBackup,
  recordFinishedFilesRestore,
  retainedUntil,
  kindOn,
  runOn,
  writeHomeFiles,
  type HomeFile,
} from '@server/areas/backups/public';
import type { DatabaseNode } from '@server/infra/database-node';
import { homeReplayDays } from './hosting-home-history';

const DAY = 86_400_000;
const STYLESHEET = '/public_html/wp-content/themes/twentytwentyfive/style.css';

async function replay(
  tx: Tx,
  node: DatabaseNode,
  serviceId: number,
  now: Date,
  days: number,
  onDay?: (day: Date) => Promise<void>,
) {
  const a = await accountOfService(tx, serviceId);
  const s = a.service;
  const start = new Date(now.getTime() - days * DAY);
  const tree = new Map<string, HomeFile>(
    (await ensureHomeTree(tx, { serviceId, domain: s.domain, createdAt: s.createdAt })).map((f) => [f.path, f]),
  );
  const taken = [];
  for (const day of daysBetween(start, now)) {
    const run = runOn(day);
    if (run <= now && retainedUntil(kindOn(run), run) > now) taken.push(await nightlyBackup(tx, node, a, run));
    const changes = dayChanges(serviceId, day, tree).filter((f) => f.modifiedAt < now);
    await writeHomeFiles(tx, serviceId, changes);
    for (const f of changes) tree.set(f.path, f);
    if (onDay) await onDay(day);
  }
  return { a, node, taken };
}

export async function seedBackups(tx: Tx, node: DatabaseNode, now: Date) {
  const hosting = await activeHostingServices(tx);
  for (const svc of hosting) {
    if (svc.domain !== 'nordlight-studio.com') {
      await replay(tx, node, svc.id, now, homeReplayDays(svc.domain));
      continue;
    }
    const restoreDay = new Date(now.getTime() - 3 * DAY).toISOString().slice(0, 10);
    const { a, taken } = await replay(tx, node, svc.id, now, homeReplayDays(svc.domain), async (day) => {
      if (day.toISOString().slice(0, 10) !== restoreDay) return;
      // a theme edit broke the header: the stylesheet of two nights before is restored
      const [from] = await tx
        .select()
        .from(tBackups.hostingBackups)
        .where(
          and(
            eq(tBackups.hostingBackups.serviceId, svc.id),
            eq(tBackups.hostingBackups.createdAt, runOn(new Date(day.getTime() - 2 * DAY))),
          ),
        );
      const at = new Date(day.getTime() + 23 * 3_600_000);
      if (from)
        await recordFinishedFilesRestore(
          tx,
          node,
          await accountOfService(tx, svc.id),
          from,
          [STYLESHEET],
          at,
          new Date(at.getTime() + 40_000),
        );
    });
    // one Sunday copy to the remote store failed and was taken again the next night
    const sunday = taken.filter((b) => b.createdAt.getUTCDay() === 0).at(-2);
    if (sunday)
      await tx.insert(tBackups.accountBackupRecords).values({
        accountId: a.service.accountId,
        serviceId: a.service.id,
        kind: 'home',
        status: 'failed',
        location: 'remote',
        sizeBytes: null,
        startedAt: new Date(sunday.createdAt.getTime() + 30 * 60_000),
        completedAt: new Date(sunday.createdAt.getTime() + 42 * 60_000),
        expiresAt: null,
        detail:
          'The remote store did not answer within 10 minutes (connection timed out); the copy was retried with the next run',
      });
  }
  await ensureNightlyHostingBackups(tx, now);
}
