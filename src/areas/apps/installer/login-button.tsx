// Log in to an installed app's admin through a single-use link.
import { OneTimeLinkButton } from '@/components/one-time-link-button';
import { useAppLoginLink } from './mutations';

export function LoginButton({
  input,
  installId,
  appName,
  disabled,
}: {
  input: string;
  installId: string;
  appName: string;
  disabled?: boolean;
}) {
  const link = useAppLoginLink(input, installId);
  return (
    <OneTimeLinkButton
      link={link}
      label="Log in"
      againLabel="Log in again"
      openLabel={() => `Open ${appName} admin (new tab)`}
      disabled={disabled}
    />
  );
}
