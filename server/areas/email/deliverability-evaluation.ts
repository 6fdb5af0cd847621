// Everything the deliverability check reads, asked the way a receiver asks:
// the domain's TXT records through the sandbox's DNS, read and judged by
// mailauth (SPF verdicts, the DKIM key, the DMARC record and result); MX from
// the zone.
import {
  apexMx,
  dmarcRecords,
  dmarcResult,
  mailDns,
  readDkimKey,
  txtTexts,
  type HostedZone,
} from '@server/areas/dns/public';
import type { Deps } from '@server/core/deps';
import { checkDkim, checkDmarc, checkMx, DKIM_SELECTOR } from './deliverability-checks';
import { checkSpf } from './deliverability-spf';
import type { SettingsRow } from './settings-repository';

export async function evaluateDeliverability(deps: Deps, domain: string, zone: HostedZone, settings: SettingsRow) {
  const dns = mailDns(deps.db, deps.infra.resolver);
  const { passes, ...spf } = await checkSpf(deps, domain);

  const selector = `${DKIM_SELECTOR}._domainkey.${domain}`;
  const [dkimRecord = null] = await txtTexts(dns, selector);
  const state = { enabled: settings.dkimEnabled, publicKey: settings.dkimPublicKey };
  const key = state.enabled && dkimRecord ? await readDkimKey(dns, selector, dkimRecord, state.publicKey) : null;
  const dkim = checkDkim(dkimRecord, key, state);

  const records = await dmarcRecords(domain, await txtTexts(dns, `_dmarc.${domain}`));
  const enforced = records.length === 1 && (records[0]!.policy === 'quarantine' || records[0]!.policy === 'reject');
  const ourMail = enforced ? await dmarcResult(dns, domain, { spf: passes, dkim: dkim.status === 'pass' }) : null;
  const dmarc = checkDmarc(records, domain, ourMail);

  return { spf, dkim, dmarc, mx: checkMx(apexMx(zone)) };
}
