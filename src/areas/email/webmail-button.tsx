// Opens webmail for the mailbox through a single-use link that lasts five minutes.
import { useNavigate } from '@tanstack/react-router';
import { Button } from '@/components/ui/button';
import { ProblemAlert } from '@/components/ui/problem-alert';
import { useEmailWrite } from './mutations';

export function WebmailButton({ address, disabled }: { address: string; disabled?: boolean }) {
  const link = useEmailWrite('createWebmailLink');
  const navigate = useNavigate();
  const open = () =>
    link.mutate(
      { input: address },
      {
        // The link is single use and lands on this dashboard's webmail view: follow it in place.
        onSuccess: (r) => {
          const url = new URL(r.url, window.location.href);
          const token = /^\/webmail\/([^/]+)$/.exec(url.pathname)?.[1];
          if (url.origin === window.location.origin && token)
            void navigate({ to: '/webmail/$token', params: { token } });
          else window.location.assign(r.url);
        },
      },
    );
  return (
    <span className="inline-flex flex-col gap-1">
      <Button
        variant="primary"
        onClick={open}
        loading={link.isPending}
        disabled={disabled}
        title={disabled ? 'A suspended mailbox cannot log in' : undefined}
      >
        Open webmail
      </Button>
      {link.error != null && <ProblemAlert problem={link.error} inline />}
    </span>
  );
}
