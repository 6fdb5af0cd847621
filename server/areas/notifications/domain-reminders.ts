// Domain expiry reminders, as ICANN's Expired Registration Recovery Policy asks
// of .com/.net/.org registrars (and we do for every TLD): about one month and
// about one week before expiry, and once within five days after it. A domain
// that renews by itself (auto-renewal on, and the balance pays it) gets none
// before expiry; after expiry it was not renewed, so it always gets the last.
import type { Deps } from '@server/core/deps';
import type { Tx } from '@server/db/client';
import { domainsExpiringBetween, type ExpiringDomain } from '@server/areas/domains/public';
import type { NoticeFormat } from './notice-format';
import { notify } from './notify';
import type { Budget } from './notify';

const DAY = 86_400_000;
/** The first reminder is due this long before expiry, the second this long. */
const FIRST_REMINDER_DAYS = 30;
const LAST_REMINDER_DAYS = 7;
/** ERRP: one notice within five days after expiry. */
const AFTER_EXPIRY_DAYS = 5;

type Stage = '30d' | '7d' | 'expired';

/** Which reminder is due for a domain now, if any: the latest stage it has reached. */
export function stageOf(d: Pick<ExpiringDomain, 'expiresAt' | 'renewal'>, now: Date): Stage | null {
  const left = d.expiresAt.getTime() - now.getTime();
  if (left <= 0) return -left < AFTER_EXPIRY_DAYS * DAY ? 'expired' : null;
  if (d.renewal === 'covered') return null;
  if (left <= LAST_REMINDER_DAYS * DAY) return '7d';
  if (left <= FIRST_REMINDER_DAYS * DAY) return '30d';
  return null;
}

export async function sendDomainReminders(tx: Tx, deps: Deps, now: Date, budget: Budget): Promise<number> {
  const near = await domainsExpiringBetween(
    tx,
    deps,
    new Date(now.getTime() - AFTER_EXPIRY_DAYS * DAY),
    new Date(now.getTime() + FIRST_REMINDER_DAYS * DAY),
    now,
  );
  let told = 0;
  for (const d of near) {
    if (budget.left <= 0) break;
    const stage = stageOf(d, now);
    if (!stage) continue;
    // One key per term and stage: a renewal moves the expiry, and the next term is reminded afresh.
    const key = `domain-expiry:${d.id}:${d.expiresAt.toISOString()}:${stage}`;
    if (await notify(tx, deps, { ...reminder(d, stage, now), accountId: d.accountId, key })) {
      told++;
      budget.left--;
    }
  }
  return told;
}

function reminder(d: ExpiringDomain, stage: Stage, now: Date) {
  const days = Math.max(1, Math.round(Math.abs(d.expiresAt.getTime() - now.getTime()) / DAY));
  const why =
    d.renewal === 'off'
      ? 'Auto-renewal is off for it.'
      : 'Auto-renewal is on, but the renewal is not paid: your balance does not cover it, or its invoice waits for payment.';
  // The expiry day in the account's date format and zone, which is said.
  const say = (f: NoticeFormat) => {
    const when = f.day(d.expiresAt);
    return {
      title: stage === 'expired' ? `${d.name} has expired` : `${d.name} expires in ${days} day${days === 1 ? '' : 's'}`,
      lines:
        stage === 'expired'
          ? [
              `${d.name} expired on ${when} and was not renewed.`,
              'Its website and email may stop working. Renew it in the next few days to keep it; later a restore fee applies, and then the name is released to anyone.',
            ]
          : [
              `${d.name} expires in ${days} day${days === 1 ? '' : 's'}, on ${when}.`,
              why,
              'Renew it before then to keep its website and email working.',
            ],
    };
  };
  return {
    kind: 'domain.expiry' as const,
    topic: 'expiry' as const,
    say,
    link: `/domains/${encodeURIComponent(d.name)}`,
  };
}
