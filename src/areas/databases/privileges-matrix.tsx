// One user's privileges on one database: tick what they should hold, read the
// difference ("Will grant: INSERT, UPDATE · Will revoke: DROP"), then apply it
// as the grant and revoke calls it comes to. Nothing is sent before Apply.
import { useState } from 'react';
import { Button } from '@/components/ui/button';
import { ProblemAlert } from '@/components/ui/problem-alert';
import { useApplyPrivileges } from './apply-privileges';
import { PrivilegeTable } from './privilege-table';
import { describeDiff, diffPrivileges, expand, isEmptyDiff, type PrivilegeName } from './privileges';

interface PrivilegesMatrixProps {
  input: string;
  database: string;
  username: string;
  /** What the server says the user holds on this database. */
  held: PrivilegeName[];
  disabled?: boolean;
}

export function PrivilegesMatrix({ input, database, username, held, disabled }: PrivilegesMatrixProps) {
  const heldKey = held.join(',');
  const current = expand(held);
  const [edit, setEdit] = useState<{ from: string; wanted: Set<PrivilegeName> } | null>(null);
  // A new answer from the server (after Apply, or a refetch) starts the ticks again from what is held.
  const wanted = edit && edit.from === heldKey ? edit.wanted : current;
  const diff = diffPrivileges(held, wanted);
  const { apply, pending } = useApplyPrivileges(input);
  const [error, setError] = useState<unknown>(null);
  const [done, setDone] = useState('');

  const onApply = async () => {
    setError(null);
    setDone('');
    const applied = describeDiff(diff, 'done');
    try {
      await apply(database, username, held, new Set(wanted));
      setEdit(null);
      setDone(`${applied}.`);
    } catch (e) {
      setError(e);
    }
  };

  return (
    <div className="space-y-3">
      <PrivilegeTable
        caption={`Privileges of ${username} on ${database}`}
        wanted={wanted}
        current={current}
        disabled={disabled || pending}
        onChange={(next) => {
          setDone('');
          setEdit({ from: heldKey, wanted: next });
        }}
      />
      <p role="status" className="text-sm font-medium" data-testid={`privilege-diff-${username}`}>
        {isEmptyDiff(diff) ? done || 'No changes: tick or untick privileges to change them.' : describeDiff(diff)}
      </p>
      {error != null && <ProblemAlert problem={error} />}
      <div className="flex flex-wrap gap-3">
        <Button variant="primary" onClick={onApply} loading={pending} disabled={disabled || isEmptyDiff(diff)}>
          Apply changes
        </Button>
        <Button onClick={() => setEdit(null)} disabled={pending || isEmptyDiff(diff)}>
          Undo changes
        </Button>
      </div>
    </div>
  );
}
