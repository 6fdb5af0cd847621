// An owner change: its price, who owns the domain now, the steps, and the
// hand-off to the e-ID sign-in where the new owner proves who they are. The
// dashboard only links there (a sandbox page here); the change itself starts
// after that sign-in, outside this screen.
import { useQuery } from '@tanstack/react-query';
import { Button, buttonClass } from '@/components/ui/button';
import { Dialog } from '@/components/ui/dialog';
import { Spinner } from '@/components/ui/spinner';
import { Price } from '@/components/price';
import { displayDomain } from '@/lib/display-domain';
import { formatDateTime } from '@/lib/format';
import { orderQueries } from './order-queries';
import { OrderProblem } from './order-problem';

/** Only an http(s) address becomes a link, whatever the answer carries. */
function safeUrl(url: string | null): string | null {
  if (!url) return null;
  try {
    const u = new URL(url, window.location.origin);
    return u.protocol === 'https:' || u.protocol === 'http:' ? u.href : null;
  } catch {
    return null;
  }
}

export function OwnerChangeDialog({ domain, onClose }: { domain: string; onClose: () => void }) {
  const quote = useQuery(orderQueries.ownerChangeQuote(domain));
  const q = quote.data;
  const signIn = safeUrl(q?.eidSignInUrl ?? null);
  return (
    <Dialog open onClose={onClose} title={`Change the owner of ${displayDomain(domain)}`} wide>
      <div className="space-y-4 text-sm">
        {quote.isPending ? (
          <Spinner label="Getting the price…" />
        ) : quote.isError ? (
          <OrderProblem error={quote.error} domain={domain} onRetry={() => void quote.refetch()} />
        ) : q ? (
          <>
            <dl className="grid grid-cols-[minmax(8rem,auto)_1fr] gap-x-4 gap-y-1">
              <dt className="text-muted">Price</dt>
              <dd>
                <Price money={q.price} strong figureTestId="quoted-price" />
              </dd>
              <dt className="text-muted">Owner now</dt>
              <dd>
                {q.currentRegistrant ? (
                  <>
                    {q.currentRegistrant.name}
                    {q.currentRegistrant.organization && `, ${q.currentRegistrant.organization}`}
                    {q.currentRegistrant.orgNumberMasked && ` (${q.currentRegistrant.orgNumberMasked})`}
                  </>
                ) : (
                  <span className="text-muted">Not known right now: the registry is not answering</span>
                )}
              </dd>
            </dl>
            {q.steps.length > 0 && (
              <div>
                <h3 className="mb-1 font-medium">How it works</h3>
                <ol className="list-decimal space-y-1 pl-5">
                  {q.steps.map((s) => (
                    <li key={s}>{s}</li>
                  ))}
                </ol>
              </div>
            )}
            {signIn ? (
              <div className="space-y-2">
                <p className="text-muted">
                  {q.requiresEid ? 'The new owner signs in with e-ID to prove who they are. ' : ''}
                  This hands you off to the e-ID provider’s sign-in page (a sandbox page in this demo) in a new tab;
                  nothing is ordered or charged here.
                  {q.expiresAt && (
                    <>
                      {' '}
                      The sign-in link works until <time dateTime={q.expiresAt}>{formatDateTime(q.expiresAt)}</time>.
                    </>
                  )}
                </p>
                <a href={signIn} target="_blank" rel="noopener noreferrer" className={buttonClass('primary')}>
                  Continue to e-ID sign-in
                  <span className="sr-only"> (opens the e-ID provider’s page in a new tab)</span>
                </a>
              </div>
            ) : (
              <p role="status">An owner change cannot be started online for this domain; contact support.</p>
            )}
          </>
        ) : null}
        <div className="flex justify-end">
          <Button variant="secondary" onClick={onClose}>
            Close
          </Button>
        </div>
      </div>
    </Dialog>
  );
}
