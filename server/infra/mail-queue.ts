// The outgoing queue of the simulated MTA: one attempt at a remote exchanger
// through the sandbox network, and parking a recipient that could not be
// reached. Retries follow a fixed backoff; a job per queue entry drives them.
import type { Tx } from '@server/db/client';
import { mailQueue } from '@server/db/schema/infra-mail';
import { enqueue } from '@server/core/job-queue';
import { randomString } from '@server/core/crypto';
import { probeHost, resolveMx } from './mail-network';
import { domainOf } from './mail-message';

export const MAIL_RETRY_JOB = 'email.queue-retry';
const minute = 60_000;
/** Wait before attempt 2, 3, …; after the last one fails the message bounces. */
export const RETRY_DELAYS_MS = [5 * minute, 15 * minute, 60 * minute, 240 * minute];
export const MAX_ATTEMPTS = RETRY_DELAYS_MS.length + 1;

export type RemoteAttempt = { ok: true; relay: string; detail: string } | { ok: false; error: string };

/** One SMTP attempt at the recipient domain's best exchanger, as far as the sandbox network goes. */
export async function attemptRemote(tx: Tx, rcpt: string, now: Date): Promise<RemoteAttempt> {
  const rd = domainOf(rcpt);
  const mx = (await resolveMx(tx, rd))[0];
  if (!mx) return { ok: false, error: `Host or domain name not found. Name service error for name=${rd} type=MX` };
  const probe = await probeHost(tx, mx.host, 25, now);
  if (!probe.reachable)
    return { ok: false, error: `connect to ${mx.host}:25: ${probe.error ?? 'Connection timed out'}` };
  return {
    ok: true,
    relay: `${mx.host}[${probe.addresses[0]}]:25`,
    detail: `250 2.0.0 Ok: queued as ${randomString(10).toUpperCase()}`,
  };
}

export interface Deferred {
  accountId: number;
  domain: string;
  messageId: string;
  from: string;
  rcpt: string;
  sizeBytes: number;
  error: string;
}

/** Park a recipient after the first failed attempt and schedule its retries. */
export async function queueDeferred(tx: Tx, d: Deferred, at: Date, now: Date) {
  const id = randomString(12).toUpperCase();
  const nextAttemptAt = new Date(at.getTime() + RETRY_DELAYS_MS[0]!);
  await tx.insert(mailQueue).values({
    id,
    accountId: d.accountId,
    domain: d.domain,
    messageId: d.messageId,
    from: d.from,
    recipients: [d.rcpt.toLowerCase()],
    sizeBytes: d.sizeBytes,
    status: 'deferred',
    queuedAt: at,
    attempts: 1,
    nextAttemptAt,
    lastError: d.error,
  });
  // History seeded in the past is due at once; the runner catches up from there.
  await enqueue(tx, now, {
    kind: MAIL_RETRY_JOB,
    accountId: d.accountId,
    subject: id,
    payload: { queueId: id },
    stage: `attempt 1 of ${MAX_ATTEMPTS} deferred`,
    runInMs: Math.max(0, nextAttemptAt.getTime() - now.getTime()),
  });
  return id;
}
