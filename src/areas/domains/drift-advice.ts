// What a status check found and what to do about it, in plain words. The check
// only reports (it never rewrites our record), so each finding says who can fix
// it and what not to do meanwhile. Pure, so the advice is tested on its own.
import type { z } from 'zod';
import type { RegistrarDomainDetail, StatusSyncResult } from '@contract/domains';
import type { NoticeTone } from '@/lib/notices';
import { formatDate } from '@/lib/format';
import { countOf } from '@/lib/glossary';
import { explainStatus, statusLabel, tldOf } from './domain-format';

type Detail = z.infer<typeof RegistrarDomainDetail>;
type Sync = z.infer<typeof StatusSyncResult>;
type Phase = 'active' | 'grace' | 'redemption' | 'pending_delete';

export interface Advice {
  tone: NoticeTone;
  title: string;
  text: string;
}

/** The phase the registry's EPP statuses put the name in (null when it lists none). */
export function phaseOfStatuses(statuses: string[]): Phase | null {
  if (statuses.includes('pendingDelete')) return 'pending_delete';
  if (statuses.includes('redemptionPeriod')) return 'redemption';
  if (statuses.includes('autoRenewPeriod')) return 'grace';
  return statuses.length ? 'active' : null;
}

const phaseOfOurs: Partial<Record<Detail['status'], Phase>> = {
  active: 'active',
  expired: 'grace',
  redemption: 'redemption',
  pending_delete: 'pending_delete',
};

const days = (n: number) => countOf(n, 'day', 'days');

export function driftAdvice(r: Sync, d: Detail): Advice[] {
  if (!r.registryAvailable)
    return [
      {
        tone: 'warning',
        title: `The .${tldOf(d.domain)} registry did not answer`,
        text:
          'Nothing could be compared and nothing was changed. Registries are sometimes down for a few minutes of ' +
          'maintenance: check again shortly. If it still does not answer after an hour, contact support and say when ' +
          'you checked.',
      },
    ];

  const out: Advice[] = [];
  const reg = formatDate(r.expiresAtRegistry);
  const ours = formatDate(r.expiresAtLocal);
  const drift = r.expiryDrift;
  if (drift !== null && drift > 0)
    out.push({
      tone: 'info',
      title: `The registry has the domain until ${reg}, ${days(drift)} later than our records (${ours})`,
      text:
        'A renewal was recorded at the registry but not here (for example the registry renewed it on its own, or a ' +
        `renewal's payment was not matched to this domain). The domain itself is safe until ${reg}. Do not renew ` +
        'again just to fix the date: that would add, and charge for, another term. Contact support with the result of ' +
        `this check so they correct our record. Until then, our reminders and the next renewal invoice follow our date ` +
        `(${ours}): check any renewal invoice for this domain before paying it.`,
    });
  if (drift !== null && drift < 0)
    out.push({
      tone: 'danger',
      title: `The registry has the domain only until ${reg}, ${days(-drift)} earlier than our records (${ours})`,
      text:
        'A renewal recorded here has not reached the registry, and the registry decides: it lets the domain expire ' +
        `on ${reg}, whatever our records say. Contact support now, before that date, so they send the renewal to the ` +
        'registry; a renewal you have already paid is not charged again. If the date is close and support cannot ' +
        'act in time, renew now: losing the domain costs far more than a year of registration.',
    });

  const registryPhase = phaseOfStatuses(r.registryStatuses);
  const ourPhase = phaseOfOurs[d.status] ?? null;
  if (registryPhase && ourPhase && registryPhase !== ourPhase)
    out.push({
      tone: 'warning',
      title: 'The registry reports the domain in another state than our records',
      text:
        `The registry says: ${r.registryStatuses.map(explainStatus).join('; ')}. Our records say: ` +
        `${statusLabel[d.status]}. What the registry says is what happens to the domain, so act on that: ` +
        (registryPhase === 'redemption'
          ? 'in redemption only a restore brings it back. '
          : registryPhase === 'pending_delete'
            ? 'pending deletion, it can no longer be restored. '
            : registryPhase === 'grace'
              ? 'it has expired and can still be renewed at the normal price. '
              : 'it is registered and working. ') +
        'Contact support with the result of this check so they align our record; this check changes nothing by itself.',
    });

  if (out.length === 0)
    out.push(
      r.synced
        ? { tone: 'success', title: 'The registry and our records agree', text: 'Nothing to do.' }
        : {
            tone: 'warning',
            title: 'The registry does not list the domain the way we do',
            text:
              `The registry names ${d.registrar} as the registrar. If the domain has not been moved on purpose, ` +
              'contact support at once with the result of this check.',
          },
    );
  return out;
}
