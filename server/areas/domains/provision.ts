// A name becoming the account's registrar domain (a registration completed, a
// transfer-in completed, a Snapback caught): the domain service, the `domains`
// row and, on the service's own nameservers, a DNS zone with the defaults.
// One function, so the three paths leave the same state behind.
import type { Tx } from '@server/db/client';
import { domains } from '@server/db/schema/domains';
import { PROVIDER_NAMESERVERS, tldOf, type ContactFields } from '@server/infra/registry';
import { accountById } from '@server/areas/account/public';
import { createZone, readZone } from '@server/areas/dns/public';
import { openDomainService } from '@server/areas/services/public';

export interface NewRegistrarDomain {
  accountId: number;
  name: string;
  registeredAt: Date;
  expiresAt: Date;
  nameservers: string[];
  autoRenew: boolean;
  renewalCents: number;
  now: Date;
}

export const usesProviderNameservers = (ns: readonly string[]) =>
  ns.length === PROVIDER_NAMESERVERS.length && PROVIDER_NAMESERVERS.every((p) => ns.includes(p));

/** Creates (or, for a name the account had before, revives) the registrar domain; returns the domains row. */
export async function provisionRegistrarDomain(tx: Tx, d: NewRegistrarDomain) {
  const svc = await openDomainService(tx, {
    accountId: d.accountId,
    name: d.name,
    plan: `.${tldOf(d.name)} registration`,
    renewalCents: d.renewalCents,
    autoRenew: d.autoRenew,
    now: d.now,
    expiresAt: d.expiresAt,
  });
  const values = {
    accountId: d.accountId,
    serviceId: svc.id,
    name: d.name,
    status: 'active',
    autorenew: d.autoRenew,
    locked: true,
    nameservers: d.nameservers,
    registeredAt: d.registeredAt,
    expiresAt: d.expiresAt,
  };
  // A name already on the account (its DNS zone was hosted here) keeps its row and its hosting link.
  const [row] = await tx
    .insert(domains)
    .values({ ...values, createdAt: d.now })
    .onConflictDoUpdate({ target: domains.name, set: values })
    .returning();
  if (usesProviderNameservers(d.nameservers) && !(await readZone(tx, d.name)))
    await createZone(tx, { accountId: d.accountId, domain: d.name, node: null, now: d.now });
  return row!;
}

/** The account's contact profile as a registry contact (registries want the phone as +CC.NUMBER). */
export async function accountContact(tx: Tx, accountId: number): Promise<ContactFields> {
  const a = await accountById(tx, accountId);
  return {
    name: a!.name,
    organization: a!.company,
    orgNumber: null,
    email: a!.email,
    phone: registryPhone(a!.phone, a!.country),
    line1: a!.address.line1,
    line2: a!.address.line2,
    city: a!.address.city,
    postalCode: a!.address.postalCode,
    country: a!.address.country,
  };
}

const CALLING_CODES: Record<string, string> = { SE: '46', FI: '358', NO: '47', DK: '45', DE: '49', NL: '31', GB: '44' };

/** "+46 8 123 456" → "+46.8123456"; a number without a country code gets the country's. */
export function registryPhone(phone: string | null, country: string): string {
  const digits = (phone ?? '').replace(/[^\d+]/g, '');
  const cc = CALLING_CODES[country] ?? '46';
  if (digits.startsWith('+' + cc)) return `+${cc}.${digits.slice(cc.length + 1) || '0000'}`;
  if (digits.startsWith('+')) return `+${digits.slice(1, 3)}.${digits.slice(3)}`;
  return `+${cc}.${digits.replace(/^0/, '') || '0000'}`;
}
