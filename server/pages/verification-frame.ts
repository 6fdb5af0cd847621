// The registrant-verification banner as the served page draws it in its first frame, on the overview
// and the domains list (spa.ts reads what it needs as the dashboard does): the same markup, classes
// and words (contract/verification-words.ts) as src/areas/domains/verification-banner.tsx inside
// Notice, with its times written in the account's formats as the dashboard writes them
// (contract/written-formats.ts), so the dashboard's first render replaces it with its twin and
// nothing moves (e2e/first-frame.spec.ts compares the two). It is these pages' largest text: drawn
// here, it is on screen with the first frame rather than once the code and its reads have come.
// Its Resend buttons are drawn disabled: they work once the code has come.
import { html } from 'hono/html';
import { displayDomainName, displayEmailAddress } from '@contract/domain-scripts';
import {
  resendLabel,
  VERIFICATION_DEADLINE,
  VERIFICATION_LIST_LABEL,
  VERIFICATION_ON_ITS_PAGE,
  VERIFICATION_SENT_TO,
  VERIFICATION_SHOWN,
  verificationTitle,
} from '@contract/verification-words';
import { writeMoment, type WrittenTime } from '@contract/written-formats';
import { routerSearch, SECONDARY_SMALL } from './ui-classes';

type Markup = ReturnType<typeof html>;

/** What the banner shows: the pending domains, most urgent first, and where the first one's link went. */
export interface PendingVerification {
  domains: string[];
  /** The first domain's confirmation: the address it went to, when, and the deadline. */
  first: { email: string; lastSentAt: string | null; deadlineAt: string | null };
  written: WrittenTime;
}

const contactsTab = routerSearch({ tab: 'contacts' });

/** The banner, as Notice (tone "warning") draws VerificationBanner. */
export function verificationFrame({ domains, first, written }: PendingVerification): Markup {
  const more = domains.length - VERIFICATION_SHOWN;
  return html`<div class="rounded-md border px-4 py-3 text-sm border-warning/40 bg-warning-bg">
    <div class="flex flex-wrap items-start justify-between gap-2">
      <div class="space-y-1">
        <p class="font-semibold">${verificationTitle(domains.length)}</p>
        <div>
          <ul class="space-y-3" aria-label="${VERIFICATION_LIST_LABEL}">
            ${domains.slice(0, VERIFICATION_SHOWN).map((d, i) => pendingLine(d, i === 0 ? first : undefined, written))}
          </ul>
          ${
            more > 0
              ? html`<p class="mt-2">
                  And ${more} more: filter the <a href="/domains" class="underline">domain list</a> to find them.
                </p>`
              : ''
          }
        </div>
      </div>
    </div>
  </div>`;
}

/** One domain's line, as PendingVerification draws it: the first with its address and deadline. */
function pendingLine(domain: string, first: PendingVerification['first'] | undefined, written: WrittenTime): Markup {
  const name = displayDomainName(domain);
  const when = (iso: string) => writeMoment(new Date(iso), written);
  const detail = first
    ? html`${VERIFICATION_SENT_TO}
        <strong>${displayEmailAddress(first.email)}</strong>${first.lastSentAt ? ` on ${when(first.lastSentAt)}` : ''}.`
    : VERIFICATION_ON_ITS_PAGE;
  const deadline = first?.deadlineAt
    ? html`${VERIFICATION_DEADLINE.before} <strong>${when(first.deadlineAt)}</strong>${VERIFICATION_DEADLINE.after}`
    : '';
  return html`<li class="space-y-1">
    <p>
      <a href="/domains/${encodeURIComponent(domain)}?${contactsTab}" class="font-medium underline">${name}</a>:
      ${detail} ${deadline}
    </p>
    <div class="flex flex-wrap items-center gap-2">
      <button type="button" class="${SECONDARY_SMALL}" disabled aria-label="${resendLabel(name)}">Resend</button>
      <span role="status" class="text-sm"></span>
    </div>
  </li>`;
}
