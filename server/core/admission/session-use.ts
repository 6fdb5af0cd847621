// When a web session was last used, for the Security page's list (docs/decisions/026): written at most
// once a minute per session. This process remembers each session's mark (read once, then kept as it
// writes it), so nearly every request costs nothing; the conditional UPDATE keeps several processes to
// one write a minute too.
// The column is `last_used_at`, like an API token's: bookkeeping a read may do.
import { and, eq, isNull, lt, or } from 'drizzle-orm';
import type { Db } from '@server/db/client';
import { sessionDetails } from '@server/db/schema/account';
import type { Deps } from '@server/core/deps';

const EVERY_MS = 60_000;
const MAX_REMEMBERED = 10_000;
const written = new WeakMap<Db, Map<string, number>>();

export async function noteSessionUse(deps: Deps, sessionId: string) {
  const now = deps.clock.now();
  let marks = written.get(deps.db);
  if (!marks) written.set(deps.db, (marks = new Map()));
  if (marks.size >= MAX_REMEMBERED) marks.clear();
  let last = marks.get(sessionId);
  if (last === undefined) {
    // First sight in this process: read the mark, since an UPDATE, even of no row, moves the revision.
    const [row] = await deps.db
      .select({ at: sessionDetails.lastUsedAt })
      .from(sessionDetails)
      .where(eq(sessionDetails.sessionId, sessionId));
    // A session with no details (opened before they were kept) has nothing to mark.
    last = row ? (row.at?.getTime() ?? 0) : Number.POSITIVE_INFINITY;
    marks.set(sessionId, last);
  }
  if (now.getTime() - last < EVERY_MS) return;
  marks.set(sessionId, now.getTime());
  await deps.db
    .update(sessionDetails)
    .set({ lastUsedAt: now })
    .where(
      and(
        eq(sessionDetails.sessionId, sessionId),
        or(isNull(sessionDetails.lastUsedAt), lt(sessionDetails.lastUsedAt, new Date(now.getTime() - EVERY_MS))),
      ),
    );
}
