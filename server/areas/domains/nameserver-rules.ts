// Rules of a nameserver change, checked when it is asked for and again on
// approval: nameservers named under the domain need glue at the registry
// first, and DNSSEC must not be left pointing at keys the new servers lack.
import { ApiError } from '@server/core/problem';
import type { RegistryDsRow, RegistryHostRow } from '@server/infra/registry';
import { usesProviderNameservers } from './provision';
import { isSubordinate } from './registry-domain';

/** Same nameservers, whatever the order (a delegation is a set). */
export const sameNameservers = (a: readonly string[], b: readonly string[]) =>
  a.length === b.length && a.every((ns) => b.includes(ns));

export const nsList = (ns: readonly string[]) => (ns.length ? ns.join(', ') : 'none');

/** A domain cannot be its own nameserver here: its NS must be hosts (ns1.example.com), not the apex. */
export function assertNotApex(domain: string, nameservers: readonly string[]) {
  const i = nameservers.indexOf(domain);
  if (i < 0) return;
  const message = `${domain} cannot be its own nameserver; name a host under it, such as ns1.${domain}, and give it glue first`;
  throw new ApiError('validation_failed', `nameservers.${i}: ${message}`, {
    errors: [{ path: `nameservers.${i}`, message, code: 'apex_nameserver' }],
  });
}

/**
 * Nameservers under the domain itself can only be found through glue at the registry (RFC 1034 §4.2.1):
 * 409 naming each one without an address, and that PUT /glue comes first.
 */
export function assertGlueFor(domain: string, nameservers: readonly string[], hosts: readonly RegistryHostRow[]) {
  const missing = nameservers.filter(
    (ns) => isSubordinate(ns, domain) && !hosts.some((h) => h.hostname === ns && h.ipv4.length + h.ipv6.length > 0),
  );
  if (!missing.length) return;
  throw new ApiError(
    'conflict',
    `${missing.join(', ')} ${missing.length === 1 ? 'is' : 'are'} under ${domain} itself, so the registry needs ${missing.length === 1 ? 'its addresses' : 'their addresses'} (glue) first: create ${missing.length === 1 ? 'it' : 'each'} with PUT /domains/${domain}/glue, then change the nameservers`,
  );
}

export interface DnssecFacts {
  autoManaged: boolean;
  ds: readonly RegistryDsRow[];
}

/** What leaving (or moving between) DNS providers does to DNSSEC, as preview lines. */
export function dnssecWarnings(domain: string, from: readonly string[], to: readonly string[], f: DnssecFacts) {
  const out: { label: string; value: string }[] = [];
  const leaving = usesProviderNameservers(from) && !usesProviderNameservers(to);
  const autoOff = f.autoManaged && !usesProviderNameservers(to);
  if (autoOff)
    out.push({
      label: 'Warning: automatic DNSSEC',
      value: `Automatic DNSSEC is on and needs the service's nameservers: approving turns it off and withdraws its DS record, so validating resolvers do not reject ${domain} once other servers answer for it`,
    });
  const stale = f.ds.filter((r) => !(autoOff && r.source === 'auto'));
  if (stale.length && !usesProviderNameservers(to))
    out.push({
      label: 'Warning: DS records',
      value: `The registry publishes ${stale.length} DS record${stale.length === 1 ? '' : 's'} (key tag ${stale.map((r) => r.keyTag).join(', ')}). ${leaving ? 'Once the zone is served elsewhere' : 'If the new nameservers sign the zone with other keys or not at all'}, ${stale.length === 1 ? 'it' : 'they'} no longer match and validating resolvers reject ${domain}: remove ${stale.length === 1 ? 'it' : 'them'} (POST /domains/${domain}/dnssec, action remove) or add the new provider's DS records`,
    });
  return out;
}
