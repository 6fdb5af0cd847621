// Users of one CMS install: list (optionally by role), create, and re-role.
// A new user gets the first password sent (hashed) or else a random one
// (hashed, never shown), and a mail telling them how to log in or set their
// own through the site's lost-password page, as the CMS does. Logins and
// addresses are unique per site (409); the last administrator cannot be
// demoted (409), checked under the install's lock.
import { cmsUserOps } from '@contract/apps-cms-users';
import { implement } from '@server/core/area';
import { hashPassword, passwordCostOf, randomString } from '@server/core/crypto';
import { ApiError } from '@server/core/problem';
import { changeCmsSite, readCmsSite } from './cms-site-access';
import {
  administratorCount,
  cmsUserById,
  cmsUserClashing,
  cmsUsersPage,
  insertCmsUser,
  presentCmsUser,
  setCmsUserRole,
} from './cms-users-repository';
import { installUrl } from './install-repository';

export default implement(cmsUserOps, {
  handlers: {
    async listCmsUsers(c) {
      const { query } = c;
      const { a, at } = await readCmsSite(c, query);
      const page = await cmsUsersPage(c.deps.infra.databaseNode.sql, at, query);
      return { ...page, target: a.target };
    },

    async createCmsUser(c) {
      const { deps, body } = c;
      // Hashed before the transaction: scrypt is slow and holds no lock.
      // The first password when one was given (the dashboard can generate it); else a random one to replace.
      const passwordHash = await hashPassword(body.password ?? randomString(32), passwordCostOf(deps.config));
      const now = deps.clock.now();
      return changeCmsSite(c, body, async (tx, { a, install, at, node }) => {
        c.setAuditTarget(`CMS user ${body.login} on install ${install.id}`);
        const clash = await cmsUserClashing(node, at, body.login, body.email);
        if (clash) {
          const field = clash.user_login.toLowerCase() === body.login.toLowerCase() ? 'login' : 'email';
          throw new ApiError(
            'conflict',
            field === 'login'
              ? `The login ${clash.user_login} is taken by user ${clash.id} on this site; choose another login`
              : `The address ${clash.user_email} belongs to user ${clash.id} (${clash.user_login}) on this site; one address has one user`,
          );
        }
        const user = await insertCmsUser(node, at, {
          login: body.login,
          email: body.email,
          displayName: body.display_name || body.login,
          role: body.role,
          passwordHash,
          now,
        });
        const site = installUrl(install);
        await deps.infra.mailer.send(
          {
            accountId: install.accountId,
            to: body.email,
            subject: `Your account on ${install.siteTitle ?? install.domain}`,
            body:
              `An account with the login ${body.login} (${body.role}) was made for you on ${site}.\n\n` +
              (body.password
                ? `Log in at ${site}wp-login.php with the password you were given, or set your own at ${site}wp-login.php?action=lostpassword.`
                : `Set your password at ${site}wp-login.php?action=lostpassword, then log in at ${site}wp-login.php.`),
            kind: 'cms_user_created',
          },
          tx,
        );
        return { target: a.target, user: presentCmsUser(user) };
      });
    },

    async changeCmsUserRole(c) {
      const { body } = c;
      return changeCmsSite(c, body, async (_tx, { a, install, at, node }) => {
        c.setAuditTarget(`CMS user ${body.user_id} on install ${install.id}`);
        const user = await cmsUserById(node, at, body.user_id);
        if (!user)
          throw new ApiError(
            'not_found',
            `Install ${install.id} has no user ${body.user_id}; the users listing gives the ids`,
          );
        if (user.role === 'administrator' && body.role !== 'administrator' && (await administratorCount(node, at)) <= 1)
          throw new ApiError(
            'conflict',
            `${user.user_login} is the site's last administrator; make another user an administrator first`,
          );
        const changed = user.role === body.role ? user : await setCmsUserRole(node, at, user.id, body.role);
        return { target: a.target, user: presentCmsUser(changed) };
      });
    },
  },
});
