// What every way of signing in ends with, once the person is known (a password and code, or a passkey):
// guest invitations sent to the login's address link to it, the session opens on the first account the
// person can act on, and the answer is that session.
import type { Context } from 'hono';
import { accessibleAccounts } from '@server/core/access';
import type { Deps } from '@server/core/deps';
import { ApiError } from '@server/core/problem';
import { linkGuestInvitations, type LoginUser } from '@server/areas/account/public';
import { startSession } from './session-cookie';
import { presentSession } from './session-presenter';

export async function openSession(deps: Deps, c: Context, user: Pick<LoginUser, 'id' | 'email'>) {
  // A guest invitation sent before this person had a login links now.
  await linkGuestInvitations(deps.db, user.id, user.email);
  const [first] = await accessibleAccounts(deps.db, user.id);
  if (!first) throw new ApiError('unauthorized', 'This login has no account to act on');
  const id = await startSession(deps, c, user.id, first.id);
  return presentSession(deps.db, id);
}
