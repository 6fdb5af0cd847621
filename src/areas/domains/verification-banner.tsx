// The registrant-verification banner: a domain whose owner has not confirmed
// their email address is suspended by the registry at a deadline, so the list
// and the overview say which domain, where the email went, by when, and offer
// to send it again. Nothing renders when no domain is pending. The served page draws the same
// banner in its first frame (server/pages/verification-frame.ts), with the same words.
import { useQuery } from '@tanstack/react-query';
import { Link } from '@tanstack/react-router';
import {
  resendLabel,
  VERIFICATION_DEADLINE,
  VERIFICATION_LIST_LABEL,
  VERIFICATION_LOADING,
  VERIFICATION_ON_ITS_PAGE,
  VERIFICATION_SENT_TO,
  VERIFICATION_SHOWN as SHOWN,
  verificationTitle,
} from '@contract/verification-words';
import { Button } from '@/components/ui/button';
import { Notice } from '@/components/ui/notice';
import { displayAddress, displayDomain } from '@/lib/display-domain';
import { formatDateTime } from '@/lib/format';
import { useResendVerification } from './mutations';
import { ResendOutcome } from './resend-outcome';
import { domainsQueries } from './queries';

export function VerificationBanner({ domains }: { domains: string[] }) {
  if (domains.length === 0) return null;
  const more = domains.length - SHOWN;
  return (
    <Notice tone="warning" title={verificationTitle(domains.length)}>
      <ul className="space-y-3" aria-label={VERIFICATION_LIST_LABEL}>
        {domains.slice(0, SHOWN).map((d, i) => (
          <PendingVerification key={d} domain={d} detailed={i === 0} />
        ))}
      </ul>
      {more > 0 && (
        <p className="mt-2">
          And {more} more: filter the{' '}
          <Link to="/domains" className="underline">
            domain list
          </Link>{' '}
          to find them.
        </p>
      )}
    </Notice>
  );
}

/**
 * Only the first domain's address and deadline are read (one request, whatever the
 * number pending): the screen stays within its request budget, and each other
 * domain's page holds its own.
 */
function PendingVerification({ domain, detailed }: { domain: string; detailed: boolean }) {
  const v = useQuery({ ...domainsQueries.verification(domain), enabled: detailed });
  const resend = useResendVerification(domain);
  const name = displayDomain(domain);
  return (
    <li className="space-y-1">
      <p>
        <Link to="/domains/$domain" params={{ domain }} search={{ tab: 'contacts' }} className="font-medium underline">
          {name}
        </Link>
        {': '}
        {v.data?.email ? (
          <>
            {VERIFICATION_SENT_TO} <strong>{displayAddress(v.data.email)}</strong>
            {v.data.lastSentAt && <> on {formatDateTime(v.data.lastSentAt)}</>}.
          </>
        ) : !detailed ? (
          VERIFICATION_ON_ITS_PAGE
        ) : v.isError ? (
          'the address and deadline could not be loaded.'
        ) : (
          VERIFICATION_LOADING
        )}{' '}
        {v.data?.deadlineAt && (
          <>
            {VERIFICATION_DEADLINE.before} <strong>{formatDateTime(v.data.deadlineAt)}</strong>
            {VERIFICATION_DEADLINE.after}
          </>
        )}
      </p>
      <div className="flex flex-wrap items-center gap-2">
        <Button size="sm" onClick={() => resend.mutate()} loading={resend.isPending} aria-label={resendLabel(name)}>
          Resend
        </Button>
        <ResendOutcome resend={resend} className="text-sm" />
      </div>
    </li>
  );
}
