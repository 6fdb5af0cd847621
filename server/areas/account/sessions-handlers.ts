// The logged-in person's web sessions: the list (this one marked), signing one out, and signing out every
// other. A session is the person's, whatever account it acts on; a guest switched into another's account
// changes its sessions from its own account (403 owner_only here, as for two-factor; docs/decisions/023).
import { accountOps } from '@contract/account';
import { assertOwner } from '@server/core/access';
import { implement } from '@server/core/area';
import { ApiError } from '@server/core/problem';
import { endSession, endSessionsOf, findSessionOf, listSessionsOf } from './session-store';

export default implement(accountOps, {
  handlers: {
    async listSessions({ deps, cred }) {
      return listSessionsOf(deps.db, cred.userId!, deps.clock.now(), cred.budgetKey);
    },
    async revokeSession({ deps, cred, params, setAuditTarget }) {
      assertOwner(cred, 'Signing out sessions of your login');
      setAuditTarget(`session ${params.session}`);
      const found = await findSessionOf(deps.db, cred.userId!, deps.clock.now(), params.session, cred.budgetKey);
      if (!found) throw new ApiError('not_found', 'No session of yours has that id (it may have ended already)');
      if (found.view.current) throw new ApiError('conflict', 'That is the session you are using; log out to end it');
      await deps.db.transaction((tx) => endSession(tx, found.id));
      return found.view;
    },
    async revokeOtherSessions({ deps, cred }) {
      assertOwner(cred, 'Signing out sessions of your login');
      const now = deps.clock.now();
      const ended = await deps.db.transaction((tx) => endSessionsOf(tx, cred.userId!, now, cred.budgetKey));
      return { ended };
    },
  },
});
