// The CMS user an admin password reset or an admin login link is for: the
// username given, or the install's admin (the one it was installed with). A
// login the site's {prefix}users does not hold is 404. The reset needs an
// administrator; a login link signs any user in, with that user's role.
import { sql } from 'drizzle-orm';
import { ApiError } from '@server/core/problem';
import { rowsOf, type CustomerSql } from '@server/db/customer-server';
import { cmsTable } from '@server/infra/cms-site';
import { cmsLocation, type InstallRow } from './install-repository';

export interface SiteUser {
  id: number;
  login: string;
  role: string;
  displayName: string;
}

export async function siteUser(q: CustomerSql, install: InstallRow, username: string | undefined): Promise<SiteUser> {
  const login = username ?? install.adminUsername;
  const at = cmsLocation(install);
  const rows = login
    ? await rowsOf<SiteUser>(
        q,
        sql`select id, user_login as login, role, display_name as "displayName"
            from ${cmsTable(at, 'users')} where user_login = ${login}`,
      )
    : // An imported site may have no recorded admin: its first administrator.
      await rowsOf<SiteUser>(
        q,
        sql`select id, user_login as login, role, display_name as "displayName"
            from ${cmsTable(at, 'users')} where role = 'administrator' order by id limit 1`,
      );
  const user = rows[0];
  if (!user)
    throw new ApiError(
      'not_found',
      login
        ? `The site of install ${install.id} has no user ${login}; GET /cms/users lists its users`
        : `The site of install ${install.id} has no administrator; name a user`,
    );
  return user;
}

export async function siteAdministrator(q: CustomerSql, install: InstallRow, username: string | undefined) {
  const user = await siteUser(q, install, username);
  if (user.role !== 'administrator') {
    const message = `${user.login} is ${'aeiou'.includes(user.role[0] ?? '') ? 'an' : 'a'} ${user.role}, not an administrator; name an administrator`;
    throw new ApiError('validation_failed', `username: ${message}`, {
      errors: [{ path: 'username', message, code: 'invalid_value' }],
    });
  }
  return user;
}

export async function setUserPassword(q: CustomerSql, install: InstallRow, userId: number, passwordHash: string) {
  await q.execute(
    sql`update ${cmsTable(cmsLocation(install), 'users')} set user_pass = ${passwordHash} where id = ${userId}`,
  );
}
