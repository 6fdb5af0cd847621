// The outcome of every other held change (a deletion, a registry change, a
// server power action, a migration filed, a password reset): what was done, in
// the words the request was summarised in, a password shown this once when the
// change made one, and the way back to where the request came from.
import type { PendingAction } from '@contract/confirmations';
import { CopyButton } from '@/components/ui/copy-button';
import { OutcomeCard, type NextStep } from './outcome-card';
import { appPath, targetDomain, text, type Result } from './outcome-values';

type Back = (action: PendingAction, result: Result) => NextStep | null;

const domainPage: Back = (a) => {
  const domain = targetDomain(a);
  return domain
    ? { label: 'Open the domain', path: `/domains/${domain}` }
    : { label: 'Open your domains', path: '/domains' };
};
const serverPage: Back = (a) =>
  a.target?.serviceId != null ? { label: 'Back to the server', path: `/vps/${a.target.serviceId}` } : null;
const sitePage: Back = (_, r) => {
  const install = text(r, 'installId');
  return install ? { label: 'Open the site', path: `/apps/cms/${encodeURIComponent(install)}` } : null;
};
const to =
  (label: string, path: string): Back =>
  () => ({ label, path });

/** Where each kind of change is made in the dashboard: the next step goes back there. */
const BACK: Record<string, Back> = {
  updateDomainContacts: domainPage,
  setDomainGlue: domainPage,
  deleteDomainGlue: domainPage,
  changeDomainNameservers: domainPage,
  useProviderNameservers: domainPage,
  cancelDomainTransfer: to('Back to transfers', '/domains/transfers'),
  retryDomainTransfer: to('Back to transfers', '/domains/transfers'),
  bookSnapback: to('Open your bookings', '/domains/snapback/bookings'),
  deleteMailbox: (a) => {
    const domain = targetDomain(a);
    return { label: 'Back to mailboxes', path: domain ? `/email?input=${encodeURIComponent(domain)}` : '/email' };
  },
  dropDatabase: to('Back to databases', '/databases'),
  deleteDatabaseUser: to('Back to databases', '/databases'),
  deleteAddonDomain: (a) =>
    a.target?.serviceId != null
      ? { label: 'Back to the hosting account', path: `/hosting/${a.target.serviceId}` }
      : null,
  stopVps: serverPage,
  rebootVps: serverPage,
  resetVpsRootPassword: serverPage,
  resetCmsAdminPassword: sitePage,
  deleteAppBackup: sitePage,
  deleteBillingAddress: to('Back to billing addresses', '/billing/addresses'),
  removeBillingContact: to('Back to billing addresses', '/billing/addresses'),
  deleteSavedCard: to('Back to payment methods', '/billing/payment-methods'),
  requestEmailChange: to('Back to your profile', '/account/profile'),
  requestMigration: (_, r) => {
    const path = appPath(r, 'migrationUrl');
    return path ? { label: 'Follow the migration', path } : { label: 'Open migrations', path: '/migrations' };
  },
};

export function ChangeOutcome({ action, result }: { action: PendingAction; result: Result }) {
  const back = BACK[action.operation]?.(action, result) ?? null;
  const password = text(result, 'password');
  const username = text(result, 'username');
  return (
    <OutcomeCard
      title="Done"
      facts={
        password !== null
          ? [
              username !== null && ['Username', <code className="font-mono">{username}</code>],
              [
                'New password',
                <span className="flex flex-wrap items-center gap-2">
                  <code className="font-mono break-all">{password}</code>
                  <CopyButton value={password} what="the new password" />
                </span>,
              ],
            ]
          : []
      }
      steps={[back, back?.path === '/' ? null : { label: 'Back to the overview', path: '/' }]}
    >
      <p>{action.summary}: done.</p>
      {password !== null && <p>The password is shown this once: store it in your password manager now.</p>}
    </OutcomeCard>
  );
}
