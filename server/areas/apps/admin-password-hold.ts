// Resetting a CMS administrator's password is a hold: the call names the site
// and the administrator (the install's own admin unless `username` says) and
// changes nothing. On approval a new random password is made, its hash (never
// the password) is written to the user's row in {prefix}users, and the
// password is in the approval's result: the one place it is ever shown.
import type { PreviewItem, Target } from '@contract/common';
import { accountOnApproval, changeableAccount, type HostingCaller as Caller } from '@server/areas/hosting/public';
import { hashPassword, passwordCostOf, randomString } from '@server/core/crypto';
import type { HoldExecutor, HoldPlan } from '@server/core/holds';
import { siteAdministrator, setUserPassword } from './admin-user';
import { adminUrlOf } from './cms-presenter';
import { assertInstalled, installOnApproval } from './hold-approval';
import { installFor } from './install-pick';
import { installUrl } from './install-repository';

interface ResetParams {
  target: Target;
  installId: string;
  username: string;
}

/** Long enough that it is never guessed, in characters every keyboard has. */
const PASSWORD_LENGTH = 24;

export async function prepareAdminReset(
  c: Caller & { setAuditTarget(t: string): void },
  body: { input: string; install_id?: string; username?: string },
): Promise<HoldPlan> {
  const a = await changeableAccount(c, body.input);
  const install = await installFor(c.deps.db, a, body.install_id, { cms: true });
  assertInstalled(install);
  c.setAuditTarget(`CMS install ${install.id}`);
  const user = await siteAdministrator(c.deps.infra.databaseNode.sql, install, body.username);
  const preview: PreviewItem[] = [
    { label: 'Site', value: installUrl(install) },
    { label: 'Administrator', value: `${user.login} (${user.displayName})` },
    {
      label: 'What happens',
      value: `A new random password replaces the current one, which stops working; the new one is shown once, on approval`,
    },
  ];
  return {
    summary: `Reset the password of ${user.login} on ${installUrl(install)}`,
    target: a.target,
    params: { target: a.target, installId: install.id, username: user.login } satisfies ResetParams,
    preview,
  };
}

export const executeAdminReset: HoldExecutor = async (tx, action, deps) => {
  const p = action.params as unknown as ResetParams;
  const a = await accountOnApproval(tx, action.accountId, p.target);
  const install = await installOnApproval(tx, a, p.installId);
  const user = await siteAdministrator(deps.infra.databaseNode.sql, install, p.username);
  const password = randomString(PASSWORD_LENGTH);
  await setUserPassword(
    deps.infra.databaseNode.sql,
    install,
    user.id,
    await hashPassword(password, passwordCostOf(deps.config)),
  );
  return {
    installId: install.id,
    username: user.login,
    password,
    loginUrl: adminUrlOf(install),
    note: 'Shown this once: store it in your password manager now',
  };
};
