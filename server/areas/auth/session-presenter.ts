// The web session as the API shows it: the person, the account it acts on
// (which must still be reachable), and when it ends.
import { eq } from 'drizzle-orm';
import type { Session } from '@contract/auth';
import type { Db } from '@server/db/client';
import { sessions, users } from '@server/db/schema';
import { accessibleAccounts } from '@server/core/access';
import { ApiError } from '@server/core/problem';

export async function presentSession(db: Db, sessionId: string): Promise<Session> {
  const [s] = await db.select().from(sessions).where(eq(sessions.id, sessionId));
  if (!s) throw new ApiError('unauthorized', 'Your session has ended; log in again');
  const [u] = await db.select().from(users).where(eq(users.id, s.userId));
  const acc = (await accessibleAccounts(db, u!.id)).find((a) => a.id === s.accountId);
  if (!acc)
    throw new ApiError('unauthorized', 'You no longer have access to the account of this session; log in again');
  return {
    user: { id: u!.id, email: u!.email, name: u!.name, twoFactorEnabled: !!u!.totpEnabledAt },
    account: acc,
    expiresAt: s.expiresAt.toISOString(),
  };
}
