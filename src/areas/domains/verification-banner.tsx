// The registrant-verification banner: a domain whose owner has not confirmed
// their email address is suspended by the registry at a deadline, so the list
// and the overview say which domain, where the email went, by when, and offer
// to send it again. Nothing renders when no domain is pending.
import { useQuery } from '@tanstack/react-query';
import { Link } from '@tanstack/react-router';
import { Button } from '@/components/ui/button';
import { Notice } from '@/components/ui/notice';
import { displayAddress, displayDomain } from '@/lib/display-domain';
import { formatDateTime } from '@/lib/format';
import { useResendVerification } from './mutations';
import { ResendOutcome } from './resend-outcome';
import { domainsQueries } from './queries';

/** Shown one by one; a longer list would bury the deadline that matters. */
const SHOWN = 3;

export function VerificationBanner({ domains }: { domains: string[] }) {
  if (domains.length === 0) return null;
  const more = domains.length - SHOWN;
  return (
    <Notice
      tone="warning"
      title={
        domains.length === 1
          ? 'The owner of a domain must confirm their email address'
          : `The owners of ${domains.length} domains must confirm their email addresses`
      }
    >
      <ul className="space-y-3" aria-label="Domains awaiting email verification">
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
            we sent a confirmation link to <strong>{displayAddress(v.data.email)}</strong>
            {v.data.lastSentAt && <> on {formatDateTime(v.data.lastSentAt)}</>}.
          </>
        ) : !detailed ? (
          'its page says where the confirmation link went and by when it must be clicked.'
        ) : v.isError ? (
          'the address and deadline could not be loaded.'
        ) : (
          'loading the address and deadline…'
        )}{' '}
        {v.data?.deadlineAt && (
          <>
            If it is not clicked by <strong>{formatDateTime(v.data.deadlineAt)}</strong>, the registry suspends the
            domain: its website and email stop working until the address is confirmed.
          </>
        )}
      </p>
      <div className="flex flex-wrap items-center gap-2">
        <Button
          size="sm"
          onClick={() => resend.mutate()}
          loading={resend.isPending}
          aria-label={`Resend the confirmation email for ${name}`}
        >
          Resend
        </Button>
        <ResendOutcome resend={resend} className="text-sm" />
      </div>
    </li>
  );
}
