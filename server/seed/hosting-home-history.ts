// The past of each active account's home tree as the demo builds it, so the
// usage history's disk samples follow the files a backup of that hour copied.
// The backups seed (seed/backups.ts) makes the tree from the base tree and
// replays the site's days over its backup history; it runs after the usage
// backfill, so the backfill replays the same days here (both are
// deterministic) instead of reading a tree that is not stored yet.
import { BYTES_PER_MB } from '@contract/units';
import { dayChanges, daysBetween, type HomeFile } from '@server/areas/backups/public';
import { baseTree, type HomeOwner } from '@server/infra/home-tree';

const DAY = 86_400_000;

/**
 * How many days of an account's site the backups seed replays: the studio's half-year of backups,
 * a week of nightlies for every other active account. seed/backups.ts replays these same days.
 */
export const homeReplayDays = (domain: string | null) => (domain === 'nordlight-studio.com' ? 190 : 7);

/**
 * The home tree's size in MB at any moment up to `now`: the base tree, then each replayed change
 * from the moment it was written (a change dated after `now` is not replayed, as the backups seed skips it).
 */
export function homeSizeOverTime(owner: HomeOwner, now: Date): (at: Date) => number {
  const tree = new Map<string, HomeFile>(baseTree(owner).map((f) => [f.path, f]));
  const startBytes = [...tree.values()].reduce((sum, f) => sum + f.sizeBytes, 0);
  let bytes = startBytes;
  // the size after each change, in the order they were written
  const steps: { at: number; bytes: number }[] = [];
  const start = new Date(now.getTime() - homeReplayDays(owner.domain) * DAY);
  for (const day of daysBetween(start, now)) {
    const changes = dayChanges(owner.serviceId, day, tree).filter((f) => f.modifiedAt < now);
    for (const f of [...changes].sort((a, b) => a.modifiedAt.getTime() - b.modifiedAt.getTime())) {
      bytes += f.sizeBytes - (tree.get(f.path)?.sizeBytes ?? 0);
      steps.push({ at: f.modifiedAt.getTime(), bytes });
    }
    for (const f of changes) tree.set(f.path, f);
  }
  return (at) => {
    // the last change written at or before `at` (a binary search: the backfill asks once per hour)
    let lo = 0;
    let hi = steps.length;
    while (lo < hi) {
      const mid = (lo + hi) >> 1;
      if (steps[mid]!.at <= at.getTime()) lo = mid + 1;
      else hi = mid;
    }
    return (lo === 0 ? startBytes : steps[lo - 1]!.bytes) / BYTES_PER_MB;
  };
}
