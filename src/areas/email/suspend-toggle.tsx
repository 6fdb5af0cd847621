// Suspend (POST) or lift the suspension (DELETE). Suspending says what it does
// first; both are idempotent on the server, so a double click is harmless.
import { useState } from 'react';
import { Button } from '@/components/ui/button';
import { Field } from '@/components/ui/field';
import { Input } from '@/components/ui/input';
import { ProblemAlert } from '@/components/ui/problem-alert';
import { formatDateTime } from '@/lib/format';
import { useEmailDelete, useEmailWrite } from './mutations';

export function SuspendToggle({
  address,
  suspended,
  suspendedAt,
}: {
  address: string;
  suspended: boolean;
  suspendedAt: string | null;
}) {
  const suspend = useEmailWrite('suspendMailbox');
  const lift = useEmailDelete('unsuspendMailbox');
  const [asking, setAsking] = useState(false);
  const [reason, setReason] = useState('');
  const error = suspend.error ?? lift.error;

  if (suspended) {
    return (
      <div className="space-y-2">
        <p className="text-sm">
          Suspended{suspendedAt ? ` since ${formatDateTime(suspendedAt)}` : ''}: nobody can log in or send from it;
          incoming mail is still accepted.
        </p>
        <Button onClick={() => lift.mutate({ input: address })} loading={lift.isPending}>
          Unsuspend mailbox
        </Button>
        {error != null && <ProblemAlert problem={error} />}
      </div>
    );
  }
  return (
    <div className="space-y-2">
      <p className="text-sm">
        Suspending blocks logins and sending at once; incoming mail is still accepted. You can lift it at any time.
      </p>
      {asking ? (
        <form
          className="space-y-3"
          onSubmit={(e) => {
            e.preventDefault();
            suspend.mutate(
              { input: address, reason: reason.trim() || undefined },
              { onSuccess: () => setAsking(false) },
            );
          }}
        >
          <Field label="Reason (optional)" length={reason.length} hint="Up to 255 characters">
            {(p) => (
              <Input {...p} value={reason} maxLength={300} onChange={(e) => setReason(e.target.value)} autoFocus />
            )}
          </Field>
          <div className="flex flex-wrap gap-3">
            <Button type="submit" variant="danger" loading={suspend.isPending}>
              Suspend now
            </Button>
            <Button onClick={() => setAsking(false)} disabled={suspend.isPending}>
              Cancel
            </Button>
          </div>
        </form>
      ) : (
        <Button onClick={() => setAsking(true)}>Suspend mailbox</Button>
      )}
      {error != null && <ProblemAlert problem={error} />}
    </div>
  );
}
