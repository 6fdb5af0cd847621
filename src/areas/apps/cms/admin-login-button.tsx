// "Log in as admin": a one-time login URL to the CMS admin (POST /cms/admin-link).
import { OneTimeLinkButton } from '@/components/one-time-link-button';
import { useAdminLink } from './mutations-install';

export function AdminLoginButton({ input, installId }: { input: string; installId: string }) {
  const link = useAdminLink(input, installId);
  return (
    <OneTimeLinkButton
      link={link}
      label="Log in as admin"
      againLabel="Log in as admin again"
      openLabel={(l) => `Open the admin as ${l.username} (new tab)`}
    />
  );
}
