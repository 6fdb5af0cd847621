// /account/security: how the logged-in person proves it is them, and where they are signed in.
import { PasskeysCard } from './passkeys-card';
import { PasswordCard } from './password-card';
import { RecoveryCodesCard } from './recovery-codes-card';
import { SessionsCard } from './sessions-card';
import { TwoFactorCard } from './two-factor-card';

export function SecurityPage() {
  return (
    <div className="max-w-3xl space-y-6">
      <div>
        <h1 className="text-2xl font-semibold">Security</h1>
        <p className="text-sm text-muted">
          These settings belong to your login and apply on every account you can act on.
        </p>
      </div>
      <PasswordCard />
      <PasskeysCard />
      <TwoFactorCard />
      <RecoveryCodesCard />
      <SessionsCard />
    </div>
  );
}
