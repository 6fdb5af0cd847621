// The one polite live region for app notices, bottom right (full width on a
// phone). Countdown digits are hidden from screen readers so they are not
// re-announced every second; the spoken line states the wait once.
import { dismissNotice, rateLimitStore, useNotices, useRateLimitNotice } from '@/lib/notices';
import { formatDuration, spokenDuration } from '@/lib/format';
import { useNow } from '@/lib/use-now';
import { Button } from '@/components/ui/button';
import { Notice } from '@/components/ui/notice';

export function NoticeRegion() {
  const notices = useNotices();
  return (
    <div
      aria-live="polite"
      aria-relevant="additions text"
      className="pointer-events-none fixed inset-x-2 bottom-2 z-40 flex flex-col gap-2 sm:left-auto sm:right-4 sm:bottom-4 sm:w-96"
    >
      <RateLimitBanner />
      {notices.map((n) => (
        <div key={n.id} className="pointer-events-auto bg-surface shadow-lg rounded-md">
          <Notice
            tone={n.tone}
            title={n.title}
            action={
              <Button size="sm" variant="ghost" aria-label={`Dismiss: ${n.title}`} onClick={() => dismissNotice(n.id)}>
                ✕
              </Button>
            }
          >
            {n.detail}
          </Notice>
        </div>
      ))}
    </div>
  );
}

function RateLimitBanner() {
  const notice = useRateLimitNotice();
  const now = useNow(1000, notice !== null);
  if (!notice) return null;
  const left = (notice.retryAt - now) / 1000;
  if (left <= 0) return null;
  const title = notice.attempts
    ? 'Too many wrong attempts'
    : notice.global
      ? 'A global limit was reached'
      : 'Too many requests';
  const whose = notice.attempts
    ? 'Wrong passwords and codes are limited to protect the account; the pause ends by itself.'
    : notice.global
      ? 'This cap is global: it applies to everyone, not to your account or your request budget.'
      : 'Your request budget is used up for the moment.';
  const when = notice.retrying ? 'Retrying automatically in' : 'You can try again in';
  return (
    <div className="pointer-events-auto bg-surface shadow-lg rounded-md">
      <Notice
        tone="warning"
        title={title}
        action={
          <Button
            size="sm"
            variant="ghost"
            aria-label="Dismiss the rate-limit notice"
            onClick={() => rateLimitStore.set(null)}
          >
            ✕
          </Button>
        }
      >
        <p>{whose}</p>
        {notice.detail && <p className="mt-1 text-muted">{notice.detail}</p>}
        <p className="mt-1">
          <span className="sr-only">{`${when} ${spokenDuration(notice.seconds)}.`}</span>
          <span aria-hidden="true">
            {when} <span className="font-mono tabular">{formatDuration(left)}</span>
          </span>
        </p>
      </Notice>
    </div>
  );
}
