// How an inbound transfer reads: its status in words, the four stages it moves
// through, where it is (or where it stopped), and the next step in words.
import type { z } from 'zod';
import type { DomainTransfer, TransferStatus } from '@contract/domains-transfers';
import { displayDomain } from '@/lib/display-domain';
import { formatDateTime } from '@/lib/format';
import { labelsOf, tonesOf } from '@/lib/glossary';

type Status = z.infer<typeof TransferStatus>;
type Transfer = z.infer<typeof DomainTransfer>;

export const transferStatusLabel = labelsOf('transfer');

export const transferStatusTone = tonesOf('transfer');

export const STAGES = ['awaiting_auth_code', 'pending_registry', 'pending_losing_registrar', 'completed'] as const;
export type Stage = (typeof STAGES)[number];

export const stageLabel: Record<Stage, string> = {
  awaiting_auth_code: 'Auth code',
  pending_registry: 'Registry',
  pending_losing_registrar: 'Losing registrar',
  completed: 'Completed',
};

const isStage = (s: string): s is Stage => (STAGES as readonly string[]).includes(s);

/** The stage a transfer is at, or for a failed or cancelled one, the stage it stopped at (from its history). */
export function currentStage(t: Transfer & { history?: { status: Status }[] }): Stage {
  if (isStage(t.status)) return t.status;
  const reached = (t.history ?? []).map((h) => h.status).filter(isStage);
  if (reached.length) return reached[reached.length - 1]!;
  return t.authCodeValid ? 'pending_registry' : 'awaiting_auth_code';
}

const tldOf = (domain: string) => domain.slice(domain.lastIndexOf('.') + 1);
const by = (iso: string | null) => (iso ? `, expected by ${formatDateTime(iso)}` : '');

/** What happens next, in words; `Retry` and the auth code form are offered beside it where they apply. */
export function nextStepText(t: Transfer): string {
  switch (t.status) {
    case 'awaiting_auth_code':
      return 'Submit the auth code';
    case 'pending_registry':
      return `Waiting for the .${tldOf(t.domain)} registry to check the auth code${by(t.expectedCompletionAt)}`;
    case 'pending_losing_registrar':
      return `Waiting for ${t.losingRegistrar ?? 'the current registrar'} to release it${by(t.expectedCompletionAt)}`;
    case 'completed':
      return `Done${t.completedAt ? ` on ${formatDateTime(t.completedAt)}` : ''}: ${displayDomain(t.domain)} is managed here now`;
    case 'failed':
      return `Failed: ${t.failureReason ?? 'the registry refused the transfer'}`;
    case 'cancelled':
      return 'Cancelled; the domain stays where it was';
  }
}
