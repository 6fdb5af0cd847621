// Registrant email verification (ICANN RAA 2013, WHOIS accuracy): a new
// registrant address must be confirmed within VERIFICATION_DAYS or the registry
// suspends the name. A new address restarts it; the registry resends the
// email on request, but not to a verified registrant and not more than once an hour.
import type { Tx } from '@server/db/client';
import type { Deps } from '@server/core/deps';
import { VERIFICATION_DAYS, tldOf, type RegistryDomainRow } from '@server/infra/registry';
import { atRegistry } from './registry-call';

const DAY = 86_400_000;
/** The registry sends at most one verification email an hour for a name. */
export const RESEND_INTERVAL_MS = 3_600_000;

const day = (d: Date) => d.toISOString().slice(0, 10);
const minute = (d: Date) => `${d.toISOString().slice(0, 16).replace('T', ' ')} UTC`;

/** Why the registry declines to resend now, or null when it sends. */
export function resendRefusal(row: RegistryDomainRow, now: Date): string | null {
  if (row.verificationStatus === 'verified')
    return `The registrant already verified ${row.verificationEmail ?? 'their email address'}${
      row.verifiedAt ? ` on ${day(row.verifiedAt)}` : ''
    }; there is nothing to resend`;
  if (row.verificationStatus === 'not_required')
    return `The .${tldOf(row.name)} registry does not ask this registrant to verify an email address`;
  const sent = row.verificationSentAt;
  if (sent && now.getTime() - sent.getTime() < RESEND_INTERVAL_MS)
    return `The last verification email went out at ${minute(sent)}; the registry sends at most one an hour, so ask again after ${minute(new Date(sent.getTime() + RESEND_INTERVAL_MS))}`;
  return null;
}

interface Mail {
  accountId: number;
  name: string;
  email: string;
  deadline: Date | null;
  now: Date;
}

export async function sendVerificationMail(tx: Tx, deps: Deps, m: Mail) {
  const overdue = m.deadline !== null && m.deadline <= m.now;
  const consequence = overdue
    ? `The deadline has passed, so the registry has suspended ${m.name}; confirming the address lifts the suspension.`
    : `Confirm it by ${day(m.deadline ?? new Date(m.now.getTime() + VERIFICATION_DAYS * DAY))}; if it is not confirmed by then, the registry suspends ${m.name} and its websites and email stop working.`;
  await deps.infra.mailer.send(
    {
      accountId: m.accountId,
      to: m.email,
      kind: 'registrant_verification',
      subject: `Confirm the registrant email address of ${m.name}`,
      body: `Hello,\n\nThe .${tldOf(m.name)} registry asks the registrant of ${m.name} to confirm that ${m.email} is their email address (ICANN WHOIS accuracy rules).\n${consequence}\n`,
    },
    tx,
  );
}

/** A new registrant address: verification starts again (pending, a new deadline) and the email goes to it. */
export async function restartVerification(
  tx: Tx,
  deps: Deps,
  accountId: number,
  name: string,
  email: string,
  now: Date,
) {
  const deadline = new Date(now.getTime() + VERIFICATION_DAYS * DAY);
  await atRegistry(() =>
    deps.infra.registry.setVerification(
      tx,
      name,
      {
        verificationStatus: 'pending',
        verificationEmail: email,
        verificationSentAt: now,
        verificationDeadlineAt: deadline,
        verifiedAt: null,
      },
      now,
    ),
  );
  await sendVerificationMail(tx, deps, { accountId, name, email, deadline, now });
}

/** The registry resends the email to the address being verified and notes when. */
export async function resendVerification(
  tx: Tx,
  deps: Deps,
  accountId: number,
  row: RegistryDomainRow,
  email: string,
  now: Date,
) {
  await atRegistry(() => deps.infra.registry.setVerification(tx, row.name, { verificationSentAt: now }, now));
  await sendVerificationMail(tx, deps, {
    accountId,
    name: row.name,
    email,
    deadline: row.verificationDeadlineAt,
    now,
  });
}
