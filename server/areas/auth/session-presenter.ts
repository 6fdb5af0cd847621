// The web session as the API shows it: the person, the account it acts on
// (which must still be reachable), and when it ends.
import type { Session } from '@contract/auth';
import type { Db } from '@server/db/client';
import { accessibleAccounts } from '@server/core/access';
import { ApiError } from '@server/core/problem';
import { loginSessionById, loginUserById } from '@server/areas/account/public';

export async function presentSession(db: Db, sessionId: string): Promise<Session> {
  const s = await loginSessionById(db, sessionId);
  if (!s) throw new ApiError('unauthorized', 'Your session has ended; log in again');
  const u = await loginUserById(db, s.userId);
  const acc = (await accessibleAccounts(db, u!.id)).find((a) => a.id === s.accountId);
  if (!acc)
    throw new ApiError('unauthorized', 'You no longer have access to the account of this session; log in again');
  return {
    user: { id: u!.id, email: u!.email, name: u!.name, twoFactorEnabled: !!u!.totpEnabledAt },
    account: acc,
    expiresAt: s.expiresAt.toISOString(),
  };
}
