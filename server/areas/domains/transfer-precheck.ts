// The transfer precheck: every reason a registry refuses an inbound transfer,
// asked before anything is charged, each with what to do about it. A check the
// registry could not answer is `passed: null` (unknown), never a failure.
import type { z } from 'zod';
import { TransferPrecheck } from '@contract/domains-transfers';
import { domainWarnings } from '@contract/domain-scripts';
import type { Db, Tx } from '@server/db/client';
import {
  OUR_REGISTRAR,
  RegistryRefusal,
  RegistryUnavailable,
  TRANSFER_LOCK_DAYS,
  tldOf,
  type Registry,
  type RegistryView,
} from '@server/infra/registry';
import { priceMoney, priceOf } from './pricing';

type Precheck = z.input<typeof TransferPrecheck>;
type Check = Precheck['checks'][number];
type CheckName = Check['check'];

const DAY = 86_400_000;
// The contract's order of the checks: every precheck answers all of them, in this order.
const ORDER = TransferPrecheck.shape.checks.element.shape.check.options;

/** Registries' auth codes (EPP authInfo): 6 to 64 printable ASCII characters, no spaces. */
export function authCodeFormatProblem(code: string): string | null {
  if (code.length < 6 || code.length > 64) return `An auth code has 6 to 64 characters; this one has ${code.length}`;
  const bad = [...code].find((c) => c.charCodeAt(0) < 0x21 || c.charCodeAt(0) > 0x7e);
  if (bad !== undefined)
    return bad.trim() === ''
      ? 'An auth code has no spaces or line breaks inside it'
      : `An auth code holds only printable ASCII characters; "${bad}" is not one`;
  return null;
}

const day = (d: Date) => d.toISOString().slice(0, 10);

export async function precheckTransfer(
  q: Db | Tx,
  registry: Registry,
  domain: string,
  authCode: string | undefined,
  now: Date,
): Promise<Precheck> {
  const tldName = tldOf(domain);
  const tld = await registry.tld(q, tldName);
  const checks = new Map<CheckName, Check>();
  const set = (check: CheckName, passed: boolean | null, detail: string, fix: string | null = null) =>
    checks.set(check, { check, passed, detail, fix: passed === false ? fix : null });

  if (tld) set('tld_supported', true, `.${tldName} is a TLD this registrar sells`);
  else
    set(
      'tld_supported',
      false,
      `.${tldName} is not a TLD this registrar sells`,
      `Choose a name under one of the TLDs we sell: ${(await registry.tlds(q)).map((t) => `.${t.tld}`).join(', ')}`,
    );

  const formatProblem = authCode === undefined ? null : authCodeFormatProblem(authCode);
  let view: RegistryView | null = null;
  let unknown: string | null = null;
  if (!tld) unknown = `.${tldName} is not sold here, so its registry was not asked`;
  else
    try {
      view = await registry.info(q, domain, now);
    } catch (err) {
      if (!(err instanceof RegistryUnavailable || err instanceof RegistryRefusal)) throw err;
      unknown = `${err.message}, so this could not be checked; check again in a few minutes`;
    }

  if (unknown || (view && view.row.registrar === OUR_REGISTRAR) || (!view && !unknown)) {
    if (unknown) set('registered', null, unknown);
    else if (view)
      set(
        'registered',
        false,
        `${domain} is already registered with us (${OUR_REGISTRAR}), so there is nothing to transfer`,
        'If it is on another of your accounts, move it between accounts instead; if it is in this account, it is already here',
      );
    else
      set(
        'registered',
        false,
        `${domain} is not registered at the registry, so there is nothing to transfer`,
        'Register it instead (GET /domains/{domain}/actions/register for the price)',
      );
    const why = unknown ?? 'Not checked: the name is not at another registrar';
    for (const c of ['not_locked', 'age_over_60_days', 'not_in_redemption', 'dnssec', 'nameservers'] as const)
      set(c, null, why);
    if (formatProblem) set('auth_code', false, formatProblem, 'Copy the auth code again from the current registrar');
    else set('auth_code', null, authCode === undefined ? 'No auth code given; you will need it to transfer' : why);
  } else {
    const { row, phase } = view!;
    const at = row.registrar;
    set('registered', true, `${domain} is registered at ${at}`);

    if (row.statuses.includes('clientTransferProhibited'))
      set(
        'not_locked',
        false,
        `${domain} has a transfer lock (clientTransferProhibited) at ${at}`,
        `Unlock the domain at its current registrar (${at}), then check again`,
      );
    else set('not_locked', true, `${domain} has no transfer lock`);

    const allowedAt = new Date(row.createdAt.getTime() + TRANSFER_LOCK_DAYS * DAY);
    if (allowedAt > now)
      set(
        'age_over_60_days',
        false,
        `${domain} was registered on ${day(row.createdAt)}, ${Math.floor((now.getTime() - row.createdAt.getTime()) / DAY)} days ago; registries refuse transfers for ${TRANSFER_LOCK_DAYS} days after a registration`,
        `Transfer it from ${day(allowedAt)}, when it is ${TRANSFER_LOCK_DAYS} days old`,
      );
    else
      set(
        'age_over_60_days',
        true,
        `${domain} was registered on ${day(row.createdAt)}, over ${TRANSFER_LOCK_DAYS} days ago`,
      );

    if (formatProblem) set('auth_code', false, formatProblem, `Copy the auth code again from ${at}`);
    else if (authCode === undefined)
      set(
        'auth_code',
        null,
        `No auth code given; you will need it: ask ${at} for the auth code (EPP code) of ${domain}`,
      );
    else if (authCode === row.authCode) set('auth_code', true, 'The registry accepts this auth code');
    else
      set(
        'auth_code',
        false,
        'The registry does not accept this auth code',
        `Ask ${at} for the current auth code; codes are case-sensitive and change when a new one is issued`,
      );

    if (phase === 'redemption')
      set(
        'not_in_redemption',
        false,
        `${domain} expired and is in redemption at the registry`,
        `Ask ${at} to restore it first; only the current registrar can`,
      );
    else if (phase === 'pending_delete' || phase === 'released')
      set(
        'not_in_redemption',
        false,
        `${domain} is pending deletion at the registry and can no longer be transferred`,
        'Book a Snapback to try to catch it when it drops',
      );
    else set('not_in_redemption', true, `${domain} is not in redemption`);

    const ds = await registry.dsRecords(q, row.id);
    if (ds.length)
      set(
        'dnssec',
        false,
        `${domain} has ${ds.length === 1 ? 'a DS record' : `${ds.length} DS records`} at the registry (key tag ${ds.map((d) => d.keyTag).join(', ')}) that point at the current DNS provider's keys; moving it with new nameservers breaks resolution`,
        'Remove the DS records at the current registrar first, or keep the current nameservers',
      );
    else set('dnssec', true, `${domain} has no DS records at the registry`);

    if (row.nameservers.length) set('nameservers', true, `Nameservers: ${row.nameservers.join(', ')}`);
    else
      set(
        'nameservers',
        false,
        `${domain} has no nameservers at the registry`,
        `Set its nameservers at ${at} (or ours: after the transfer you can switch to them), so the name resolves while it moves`,
      );
  }

  const list = ORDER.map((c) => checks.get(c)!);
  const failed = list.filter((c) => c.passed === false);
  const unchecked = list.filter((c) => c.passed === null && c.check !== 'auth_code');
  return {
    domain,
    transferable: failed.length === 0,
    checks: list,
    price: tld ? priceMoney(priceOf(tld, 'transfer_in')) : null,
    reason: failed.length
      ? `${failed.length === 1 ? 'One check fails' : `${failed.length} checks fail`}: ${failed.map((c) => c.detail).join('; ')}`
      : unchecked.length
        ? `No check fails, but ${unchecked.length} could not be run: ${unchecked[0]!.detail}`
        : null,
    warnings: domainWarnings(domain),
  };
}
