// The public WHOIS record of a name, from the registry's data: the parsed
// fields and the text a WHOIS server answers with, in the layout of the ICANN
// RDDS specification (2013 RAA / Registry Agreement): one "Key: value" a line,
// each EPP status with its explanation URL, DNSSEC as signedDelegation or
// unsigned. Registries redact a registrant's personal name; organisation and
// country remain.
import type { z } from 'zod';
import type { Whois } from '@contract/domains';
import type { RegistryContactRow, RegistryView } from '@server/infra/registry';

export const REDACTED = 'REDACTED FOR PRIVACY';

/** RDDS dates: ISO 8601 in UTC, to the second. */
const rddsDate = (d: Date) => `${d.toISOString().slice(0, 19)}Z`;

export function whoisOf(
  view: RegistryView,
  registrant: RegistryContactRow | null,
  dsCount: number,
  now: Date,
): z.input<typeof Whois> {
  const { row } = view;
  // the registrant contact as it is now (details change without an owner change), else the registration's holder
  const holder = registrant ?? row.registrant;
  const organization = holder.organization ?? null;
  const country = holder.country || null;
  const signed = dsCount > 0;
  const lines: [string, string][] = [
    ['Domain Name', row.name],
    ['Updated Date', rddsDate(row.updatedAt)],
    ['Creation Date', rddsDate(row.createdAt)],
    ['Registry Expiry Date', rddsDate(row.expiresAt)],
    ['Registrar', row.registrar],
    ...row.statuses.map((s): [string, string] => ['Domain Status', `${s} https://icann.org/epp#${s}`]),
    ['Registrant Name', REDACTED],
    ['Registrant Organization', organization ?? ''],
    ['Registrant Country', country ?? ''],
    ...row.nameservers.map((ns): [string, string] => ['Name Server', ns]),
    ['DNSSEC', signed ? 'signedDelegation' : 'unsigned'],
  ];
  const raw = [
    ...lines.map(([k, v]) => (v ? `${k}: ${v}` : `${k}:`)),
    `>>> Last update of WHOIS database: ${rddsDate(now)} <<<`,
    '',
  ].join('\n');
  return {
    domain: row.name,
    registrar: row.registrar,
    createdAt: row.createdAt.toISOString(),
    updatedAt: row.updatedAt.toISOString(),
    expiresAt: row.expiresAt.toISOString(),
    statuses: row.statuses,
    nameservers: row.nameservers,
    dnssec: signed,
    registrant: { name: null, organization, country },
    raw,
    fetchedAt: now.toISOString(),
  };
}
