// A user's role, changed in place. The select shows the server's role: a
// refused change snaps back to it when the list is read again.
import { Select } from '@/components/ui/input';
import { ROLES, ROLE_LABELS, type Role } from './users-roles';

interface UserRoleSelectProps {
  login: string;
  role: Role;
  busy: boolean;
  onChange: (role: Role) => void;
}

export function UserRoleSelect({ login, role, busy, onChange }: UserRoleSelectProps) {
  return (
    <Select
      aria-label={`Role of ${login}`}
      value={role}
      disabled={busy}
      aria-busy={busy || undefined}
      className="min-w-36"
      onChange={(e) => onChange(e.target.value as Role)}
    >
      {ROLES.map((r) => (
        <option key={r} value={r}>
          {ROLE_LABELS[r]}
        </option>
      ))}
    </Select>
  );
}
