// The registry lifecycle in plain words: one sentence per phase, in the tense
// the phase is in (past, now, still to come), with the exact dates and the
// restore price. Pure, so the wording is tested apart from the screen.
import type { z } from 'zod';
import type { Lifecycle, LifecyclePhase } from '@contract/domains';
import { formatDateTime, type TimeOptions } from '@/lib/format';
import { priceText } from '@/components/price';

type L = z.infer<typeof Lifecycle>;
type Phase = z.infer<typeof LifecyclePhase>;
type When = 'past' | 'now' | 'next';

export interface LifecycleStep {
  phase: Phase;
  title: string;
  text: string;
  when: When;
}

const ORDER: Phase[] = ['active', 'grace', 'redemption', 'pending_delete', 'released'];
const TITLES: Record<Phase, string> = {
  active: 'Registered',
  grace: 'Grace period',
  redemption: 'Redemption',
  pending_delete: 'Pending delete',
  released: 'Released',
};

export function lifecycleSteps(l: L, options: TimeOptions = {}, now = Date.now()): LifecycleStep[] {
  const at = (iso: string | null | undefined) => (iso ? formatDateTime(iso, options) : 'a date not known yet');
  const win = (p: Phase) => l.timeline.find((w) => w.phase === p);
  const grace = win('grace');
  const redemption = win('redemption');
  const pendingDelete = win('pending_delete');
  const released = win('released');
  // Some registries (.se, .eu) have no grace period: the name goes from expiry straight to redemption.
  const hasGrace = Boolean(grace?.startsAt && grace.endsAt && grace.startsAt !== grace.endsAt);
  const renewBy = hasGrace ? grace!.endsAt : l.expiresAt;
  const restoreCost = l.restorePrice
    ? `${priceText(l.restorePrice)} (the restore fee and a year's renewal)`
    : 'a restore fee on top of the renewal';
  const current = ORDER.indexOf(l.phase);
  const renewalDue = l.renewalAttemptAt !== null && new Date(l.renewalAttemptAt).getTime() <= now;
  const when = (p: Phase): When => {
    const i = ORDER.indexOf(p);
    return i < current ? 'past' : i === current ? 'now' : 'next';
  };

  const text: Record<Phase, Record<When, string>> = {
    active: {
      past: `Expired on ${at(l.expiresAt)}.`,
      now: !l.autoRenew
        ? `Expires on ${at(l.expiresAt)}. Auto-renew is off: renew before then to keep the domain.`
        : renewalDue
          ? `Auto-renew is on and the renewal was due on ${at(l.renewalAttemptAt)}. If it has not gone through, renew before ${at(l.expiresAt)} to keep the domain.`
          : `Renews automatically on ${at(l.renewalAttemptAt ?? l.expiresAt)}, before it expires on ${at(l.expiresAt)}.`,
      next: `Registered until ${at(l.expiresAt)}.`,
    },
    grace: {
      past: `The grace period, when it could be renewed at the normal price, ended on ${at(grace?.endsAt)}.`,
      now: `Expired on ${at(l.expiresAt)}. It can still be renewed at the normal price until ${at(grace?.endsAt)}.`,
      next: `If not renewed by ${at(l.expiresAt)}, it can still be renewed at the normal price until ${at(grace?.endsAt)}.`,
    },
    redemption: {
      past: `Redemption, when it could be restored, ended on ${at(redemption?.endsAt)}.`,
      now: `In redemption since ${at(redemption?.startsAt)}: restoring costs ${restoreCost}, until ${at(redemption?.endsAt)}.`,
      next: `If not renewed by ${at(renewBy)}, the domain enters redemption on ${at(redemption?.startsAt)}; restoring then costs ${restoreCost}, until ${at(redemption?.endsAt)}.`,
    },
    pending_delete: {
      past: `Deletion at the registry completed on ${at(pendingDelete?.endsAt)}.`,
      now: `Pending deletion since ${at(pendingDelete?.startsAt)}: it can no longer be restored.`,
      next: `From ${at(pendingDelete?.startsAt)} it is pending deletion and can no longer be restored.`,
    },
    released: {
      past: `Released to the public on ${at(released?.startsAt)}.`,
      now: `Released to the public on ${at(released?.startsAt)}: anyone can register it now.`,
      next: `Released to the public on ${at(released?.startsAt)}: anyone can register it then.`,
    },
  };

  // Without dates (no expiry yet) only the phase itself can be told.
  const shown = (p: Phase) => (l.timeline.length === 0 ? p === l.phase : p !== 'grace' || hasGrace || l.phase === p);
  return ORDER.filter(shown).map((p) => ({
    phase: p,
    title: TITLES[p],
    text: text[p][when(p)],
    when: when(p),
  }));
}
