// What became of a "resend the confirmation email" request, announced to screen
// readers: sent (to which address), declined by the registry (and why), or failed.
import { ProblemAlert } from '@/components/ui/problem-alert';
import { displayAddress } from '@/lib/display-domain';
import type { useResendVerification } from './mutations';

export function ResendOutcome({
  resend,
  className,
}: {
  resend: ReturnType<typeof useResendVerification>;
  className?: string;
}) {
  const r = resend.data;
  return (
    <>
      <span role="status" className={className}>
        {r
          ? r.sent
            ? `Sent again to ${r.verification.email ? displayAddress(r.verification.email) : 'the owner'}.`
            : `The registry did not send it${r.reason ? `: ${r.reason}` : '.'}`
          : ''}
      </span>
      {resend.isError && <ProblemAlert problem={resend.error} lead="Not sent:" inline className={className} />}
    </>
  );
}
