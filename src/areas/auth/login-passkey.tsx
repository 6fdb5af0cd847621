// "Sign in with a passkey" under the login form (docs/decisions/029): the browser offers the passkeys it holds
// for this site, and a verified one opens the same session a password does. What went wrong (cancelled, not
// accepted, too many tries) is said beside the button.
import { useState } from 'react';
import { useQueryClient } from '@tanstack/react-query';
import { Button } from '@/components/ui/button';
import { ProblemAlert } from '@/components/ui/problem-alert';
import { sessionQuery } from '@/lib/session';

export function LoginWithPasskey({ onLoggedIn }: { onLoggedIn: () => void }) {
  const queryClient = useQueryClient();
  const [busy, setBusy] = useState(false);
  const [failure, setFailure] = useState<unknown>(null);

  const signIn = async () => {
    setBusy(true);
    setFailure(null);
    try {
      const { signInWithPasskey } = await import('./login-passkey-ceremony');
      const session = await signInWithPasskey();
      // A new login may be a different person: nothing cached may carry over (as the password login does).
      queryClient.clear();
      queryClient.setQueryData(sessionQuery.queryKey, session);
      onLoggedIn();
    } catch (error) {
      setFailure(error);
    } finally {
      setBusy(false);
    }
  };

  return (
    <div className="space-y-2">
      <Button className="w-full" loading={busy} onClick={() => void signIn()}>
        Sign in with a passkey
      </Button>
      {failure != null && <ProblemAlert problem={failure} lead="Not signed in:" />}
    </div>
  );
}
