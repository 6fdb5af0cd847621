// The SPF check: what receivers decide (by mailauth, over the sandbox's DNS)
// for mail sent from this service's outbound server, and for a server the
// record does not list; and, when that is not a pass, the record to publish,
// tried the same way before it is suggested.
import {
  isSettled,
  isSpfText,
  mailDns,
  OUTBOUND,
  spfVerdicts,
  STRANGER_IP,
  txtTexts,
  type SpfVerdict,
  type SpfVerdicts,
} from '@server/areas/dns/public';
import type { Deps } from '@server/core/deps';
import { SPF_INCLUDE, txtSuggestion, type CheckResult } from './deliverability-checks';

const OURS = `include:${SPF_INCLUDE}`;

/**
 * The customer's terms kept in order, our include first unless it is there,
 * ending in ~all. Their own "all" and redirect= go (ours replaces them). This
 * only composes text: whether the result works is asked of the library below.
 */
function compose(terms: string[]): string {
  const kept = terms.filter((t) => !/^[+\-~?]?all$/i.test(t) && !/^redirect=/i.test(t));
  if (!kept.some((t) => t.replace(/^\+/, '').toLowerCase() === OURS)) kept.unshift(OURS);
  return ['v=spf1', ...kept, '~all'].join(' ');
}

const broken = (v: SpfVerdict) => isSettled(v) && ['permerror', 'temperror', 'pass'].includes(v.result);

async function works(deps: Deps, domain: string, record: string) {
  const v = await spfVerdicts(deps.db, deps.infra.resolver, domain, record);
  return v.ours.result === 'pass' && !broken(v.stranger);
}

/** The record to publish: the customer's terms with ours, or without the terms receivers reject, or just ours. */
async function suggestSpf(deps: Deps, domain: string, existing: string | null): Promise<string> {
  const terms = existing ? existing.trim().split(/\s+/).slice(1) : [];
  const whole = compose(terms);
  if (await works(deps, domain, whole)) return whole;
  // A term that is an error, or that passes anyone, on its own is dropped.
  const usable: string[] = [];
  for (const t of terms) {
    const alone = await spfVerdicts(deps.db, deps.infra.resolver, domain, `v=spf1 ${t}`);
    if (!broken(alone.stranger)) usable.push(t);
  }
  const trimmed = compose(usable);
  return trimmed !== whole && (await works(deps, domain, trimmed)) ? trimmed : compose([]);
}

const unknownNote = (v: SpfVerdict) =>
  v.guessed.length ? ` (${v.guessed.join(', ')} is outside the DNS this sandbox knows.)` : '';

function verdictCheck(record: string, { ours, stranger }: SpfVerdicts): Pick<CheckResult, 'status' | 'detail'> {
  const from = `mail sent from here (${OUTBOUND.host}, ${ours.ip})`;
  switch (ours.result) {
    case 'permerror':
      return {
        status: 'fail',
        detail: `Receivers reject the SPF record as broken (permerror: ${ours.reason}), so ${from} fails SPF.${unknownNote(ours)}`,
      };
    case 'temperror':
      return {
        status: 'warn',
        detail: `Receivers cannot finish the SPF check (temperror: ${ours.reason}); ${from} is not authenticated until they can.`,
      };
    case 'pass':
      break;
    default:
      return {
        status: 'fail',
        detail: `Receivers give ${from} SPF "${ours.result}": the record "${record}" does not authorize this service's servers (${SPF_INCLUDE}) before it ends.`,
      };
  }
  if (!isSettled(stranger))
    return {
      status: 'pass',
      detail: `Receivers pass ${from}. For other servers the verdict depends on names this sandbox cannot resolve.${unknownNote(stranger)}`,
    };
  if (stranger.result === 'pass')
    return {
      status: 'fail',
      detail: `The record passes mail from every server (even ${STRANGER_IP}, an address no one is assigned): anyone can send as this domain.`,
    };
  if (stranger.result === 'permerror' || stranger.result === 'temperror')
    return {
      status: 'warn',
      detail: `Receivers pass ${from}, but for servers the record does not list they stop with ${stranger.result} (${stranger.reason}).`,
    };
  if (stranger.result === 'neutral' || stranger.result === 'none')
    return {
      status: 'warn',
      detail: `Receivers pass ${from}, but mail from other servers is "neutral": forged mail is not marked as failing SPF.`,
    };
  return {
    status: 'pass',
    detail: `Receivers pass ${from}; mail from servers the record does not list gets "${stranger.result}".`,
  };
}

export async function checkSpf(deps: Deps, domain: string): Promise<CheckResult & { passes: boolean }> {
  const published = (await txtTexts(mailDns(deps.db, deps.infra.resolver), domain)).filter(isSpfText);
  const verdicts = await spfVerdicts(deps.db, deps.infra.resolver, domain);
  const passes = verdicts.ours.result === 'pass';
  const fix = async (existing: string | null) => [txtSuggestion('@', await suggestSpf(deps, domain, existing))];
  if (published.length === 0)
    return {
      status: 'missing',
      record: null,
      passes,
      detail: 'No SPF record: receivers cannot tell which servers may send mail for this domain.',
      suggested: await fix(null),
    };
  if (published.length > 1)
    return {
      status: 'fail',
      record: published.join(' | '),
      passes,
      detail: `${published.length} SPF records are published; receivers treat that as a permanent error (permerror). Merge them into one.`,
      suggested: await fix(published[0]!),
    };
  const record = published[0]!.trim();
  const verdict = verdictCheck(record, verdicts);
  return { ...verdict, record, passes, suggested: verdict.status === 'pass' ? [] : await fix(record) };
}
