// What a guest sees where only the account's owner may act: a guest acts inside an account but
// never owns its credentials or its guest list (docs/decisions/023); the server refuses with 403
// `owner_only`, so the screen says so instead of offering the action.
import type { ReactNode } from 'react';
import { Notice } from '@/components/ui/notice';
import { useSession } from '@/lib/session';

/** Whether the session acts in the current account as a guest. */
export const useActsAsGuest = () => useSession().account.role === 'guest';

export function OwnerOnlyNotice({ children }: { children: ReactNode }) {
  const { account } = useSession();
  return (
    <Notice title="Only the owner can do this">
      You act in {account.name} as a guest. {children}
    </Notice>
  );
}
