// Lint rules for SPF records: the verdicts receivers reach (spf.ts, by
// mailauth over the sandbox's DNS), for mail from this panel's outbound server
// and for a server the record does not list, turned into findings.
import type { Db } from '@server/db/client';
import type { Resolver } from '@server/infra/resolver';
import { issue, type Issue } from './lint-issue';
import { MX_TEMPLATES, isSpf } from './mx-templates';
import { fqdnOf, stripDot } from './names';
import type { RecordRow } from './rdata';
import { isSettled, OUTBOUND, spfVerdicts, STRANGER_IP, type SpfVerdict } from './spf';

const OUR_EXCHANGERS = new Set(MX_TEMPLATES.own.mx.map((m) => m.host));
const OWN_SPF = MX_TEMPLATES.own.spf;

/** Mail for this name is received here, so its mailboxes send through the panel's outbound server. */
const mailIsHere = (rows: RecordRow[]) =>
  rows.some((r) => r.type === 'MX' && OUR_EXCHANGERS.has(stripDot(r.value.trim().split(/\s+/).pop()!)));

function findingsFor(name: string, r: RecordRow, rows: RecordRow[], ours: SpfVerdict, stranger: SpfVerdict): Issue[] {
  const both = [ours, stranger];
  const overLimit = both.find((v) => v.lookups.exceeded);
  if (overLimit)
    return [
      issue(
        'error',
        'spf_too_many_lookups',
        `The SPF record of ${name} needs more than ${overLimit.lookups.limit} DNS lookups; receivers stop there with permerror, so SPF fails`,
        'Replace includes with ip4:/ip6: ranges or drop services you no longer send through',
        [r],
      ),
    ];
  const unsettled = both.find((v) => !isSettled(v));
  if (unsettled)
    return [
      issue(
        'info',
        'spf_unverifiable',
        `The SPF record of ${name} depends on ${unsettled.guessed.join(', ')}, which this sandbox's DNS does not know; it cannot tell what receivers will decide`,
        'Check that those names publish SPF records',
        [r],
      ),
    ];
  const broken = both.find((v) => v.result === 'permerror' || v.result === 'temperror');
  if (broken)
    return [
      broken.result === 'permerror'
        ? issue(
            'error',
            'spf_permerror',
            `Receivers reject the SPF record of ${name} as broken (permerror): ${broken.reason}`,
            'Fix or remove the term named; a broken record makes SPF fail for every sender',
            [r],
          )
        : issue(
            'warning',
            'spf_temperror',
            `Receivers cannot finish the SPF check of ${name} (temperror): ${broken.reason}`,
            'Make sure every name the record includes answers',
            [r],
          ),
    ];
  const out: Issue[] = [];
  if (stranger.result === 'pass')
    out.push(
      issue(
        'error',
        'spf_allows_all',
        `The SPF record of ${name} passes mail from any server (even ${STRANGER_IP}, an address no one is assigned): anyone may send as this domain`,
        'End it with ~all or -all, and list only the servers that send for it',
        [r],
      ),
    );
  if (ours.result !== 'pass' && mailIsHere(rows))
    out.push(
      issue(
        'warning',
        'spf_blocks_our_mail',
        `Mail for ${name} is hosted here, but its SPF record gives mail sent from here (${OUTBOUND.host}, ${ours.ip}) "${ours.result}"`,
        `Put include:_spf.panel-mail.net before any "all" term, e.g. "${OWN_SPF}"`,
        [r],
      ),
    );
  return out;
}

/** One SPF verdict per name with exactly one SPF record (several are already the spf_multiple error). */
export async function lintSpf(
  db: Db,
  resolver: Resolver,
  zone: string,
  byName: Map<string, RecordRow[]>,
  out: Issue[],
) {
  for (const [name, rows] of byName) {
    const spf = rows.filter(isSpf);
    // A wildcard's record answers for names that do not exist; there is no one name to send as.
    if (spf.length !== 1 || name.includes('*')) continue;
    const { ours, stranger } = await spfVerdicts(db, resolver, fqdnOf(name, zone));
    out.push(...findingsFor(name, spf[0]!, rows, ours, stranger));
  }
}
