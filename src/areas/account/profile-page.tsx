// /account/profile: contact details, the login email (a held change), and
// display and notification preferences.
import { useSuspenseQuery } from '@tanstack/react-query';
import { EmailChangeForm } from './email-change-form';
import { PreferencesForm } from './preferences-form';
import { ProfileForm } from './profile-form';
import { accountQueries } from './queries';

export function ProfilePage() {
  const { data: profile } = useSuspenseQuery(accountQueries.profile());
  const { data: preferences } = useSuspenseQuery(accountQueries.preferences());
  return (
    <div className="max-w-3xl space-y-6">
      <div>
        <h1 className="text-2xl font-semibold">Profile & preferences</h1>
        <p className="text-sm text-muted">
          Who we contact about this account, and how the dashboard looks and notifies you.
        </p>
      </div>
      <ProfileForm profile={profile} />
      <EmailChangeForm currentEmail={profile.email} />
      <PreferencesForm preferences={preferences} />
    </div>
  );
}
