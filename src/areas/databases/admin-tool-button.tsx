// Log in to the database-admin tool (phpMyAdmin) through a single-use link.
import { OneTimeLinkButton } from '@/components/one-time-link-button';
import { useDbAdminLink } from './mutations';

export function AdminToolButton({
  input,
  database,
  disabled,
}: {
  input: string;
  database: string;
  disabled?: boolean;
}) {
  const link = useDbAdminLink(input, database);
  return (
    <OneTimeLinkButton
      link={link}
      label="Log in to the admin tool"
      againLabel="Log in to the admin tool again"
      openLabel={(l) => `Open ${l.tool} (new tab)`}
      disabled={disabled}
    />
  );
}
