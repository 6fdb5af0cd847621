// Names the acting account, always. When the user can act on more than one
// account (their own and those they are a guest of) it becomes a disclosure
// listing them; switching clears every cached answer of the old account.
import { useId, useRef, useState } from 'react';
import { useQuery } from '@tanstack/react-query';
import { useNavigate } from '@tanstack/react-router';
import { accessibleAccountsQuery } from '@/lib/accessible-accounts';
import { notify } from '@/lib/notices';
import { useSession, useSwitchAccount } from '@/lib/session';
import { problemMessage } from '@/components/ui/problem-state';
import { Badge } from '@/components/ui/badge';
import { displayAddress } from '@/lib/display-domain';
import { useDismiss } from './use-dismiss';

export function AccountSwitcher() {
  const session = useSession();
  const accounts = useQuery(accessibleAccountsQuery).data?.data ?? [];
  const switcher = useSwitchAccount();
  const navigate = useNavigate();
  const [open, setOpen] = useState(false);
  const root = useRef<HTMLDivElement>(null);
  const listId = useId();
  useDismiss(open, root, () => setOpen(false));

  const acting = (
    <>
      <span className="sr-only">Acting account: </span>
      {/* A phone's header has one row: the name is cut short there, and said whole by the title. */}
      <span className="min-w-0 max-w-28 truncate font-medium sm:max-w-40" title={session.account.name}>
        {session.account.name}
      </span>
      {session.account.role === 'guest' && <Badge tone="info">guest</Badge>}
    </>
  );
  // As tall as the disclosure button it turns into once the accounts arrive, so the header's row
  // keeps its height (no layout shift).
  if (accounts.length < 2)
    return (
      <div className="flex min-h-9 min-w-0 items-center gap-2 text-sm" data-testid="acting-account">
        {acting}
      </div>
    );

  const choose = (accountId: number) => {
    if (accountId === session.account.id) return setOpen(false);
    switcher.mutate(accountId, {
      onSuccess: async (next) => {
        setOpen(false);
        notify('success', `Now acting as ${next.account.name}`);
        await navigate({ to: '/' });
      },
      onError: (error) => notify('danger', 'Could not switch account', problemMessage(error).detail),
    });
  };

  return (
    <div ref={root} className="relative min-w-0">
      <button
        type="button"
        aria-expanded={open}
        aria-controls={listId}
        onClick={() => setOpen((o) => !o)}
        className="flex min-h-9 max-w-full items-center gap-2 rounded-md border border-line px-2 text-sm hover:bg-surface-2"
        data-testid="acting-account"
      >
        {acting}
        <span aria-hidden="true">▾</span>
      </button>
      {open && (
        <div
          id={listId}
          className="absolute right-0 z-30 mt-1 w-72 max-w-[calc(100vw-1.5rem)] rounded-md border border-line bg-surface p-1 shadow-lg"
        >
          <p className="px-2 py-1 text-xs text-muted">Switch account</p>
          <ul>
            {accounts.map((a) => (
              <li key={a.id}>
                <button
                  type="button"
                  aria-current={a.id === session.account.id ? 'true' : undefined}
                  disabled={switcher.isPending}
                  onClick={() => choose(a.id)}
                  className="flex w-full items-center justify-between gap-2 rounded px-2 py-2 text-left text-sm hover:bg-surface-2 aria-[current=true]:bg-accent/10"
                >
                  <span className="min-w-0">
                    <span className="block truncate font-medium">{a.name}</span>
                    <span className="block truncate text-xs text-muted">{displayAddress(a.email)}</span>
                  </span>
                  <Badge tone={a.role === 'owner' ? 'neutral' : 'info'}>{a.role}</Badge>
                </button>
              </li>
            ))}
          </ul>
        </div>
      )}
    </div>
  );
}
