// Shapes shared by the registrar-side domain files (domains*.ts). Kept apart
// from domains.ts so the part files can use them without an import cycle.
import { z } from 'zod';
import { AsciiDomainName, Money, Target, Timestamp, postalAddressFields } from './common';
import { DomainName, DomainWarning, Email, domainName } from './domain-name-fields';
import { REGISTRAR_STATUSES } from './filter-values';

export const domainParams = z.object({ domain: DomainName });

/** Registry-facing hostnames (nameservers, glue hosts): domain names, stored in ASCII form. */
export const HostName = domainName('Enter a hostname such as ns1.example.com');

/** Registration and renewal periods: registries sell 1 to 10 years. */
export const Years = z
  .number({ error: 'years must be a number' })
  .int('years must be a whole number')
  .min(1, 'years is at least 1')
  .max(10, 'years is at most 10');
export const qYears = z.coerce
  .number({ error: 'years must be a number' })
  .int('years must be a whole number')
  .min(1, 'years is at least 1')
  .max(10, 'years is at most 10')
  .default(1);

export const RegistrarStatus = z.enum(REGISTRAR_STATUSES);

export const RegistrarDomain = z.object({
  id: z.number().int(),
  domain: AsciiDomainName,
  tld: z.string(),
  status: RegistrarStatus,
  registeredAt: Timestamp.nullable(),
  expiresAt: Timestamp.nullable(),
  autoRenew: z.boolean(),
  // null where the registry has no transfer lock (several ccTLDs)
  transferLock: z.boolean().nullable(),
  nameservers: z.array(z.string()),
  usesProviderNameservers: z.boolean(),
  dnssec: z.boolean(),
  renewalPrice: Money.nullable(),
  // pending: the registrant must confirm their email address by a deadline, or the registry suspends the name
  verification: z.enum(['verified', 'pending', 'failed', 'not_required']),
});

export const Quote = z.object({
  target: Target.nullable(),
  domain: AsciiDomainName,
  tld: z.string(),
  years: z.number().int(),
  price: Money,
  renewalPrice: Money,
  premium: z.boolean(),
  // false with a reason when the order cannot be placed now
  possible: z.boolean(),
  reason: z.string().nullable(),
  // a name that can pass for another (mixed scripts) is quoted, with this said before anyone buys it
  warnings: z.array(DomainWarning),
});

export const ContactRole = z.enum(['registrant', 'admin', 'tech', 'billing']);

export const DomainContact = z.object({
  role: ContactRole,
  name: z.string(),
  organization: z.string().nullable(),
  orgNumber: z.string().nullable(),
  email: z.string(),
  phone: z.string(),
  line1: z.string(),
  line2: z.string().nullable(),
  city: z.string(),
  postalCode: z.string(),
  country: z.string(),
});

const Phone = z
  .string()
  .trim()
  .max(19, { error: 'Registries want the phone as +CC.NUMBER, e.g. +46.812345678', abort: true })
  .regex(/^\+\d{1,3}\.\d{4,14}$/, 'Registries want the phone as +CC.NUMBER, e.g. +46.812345678');

/** Contact details the registrant may change without an owner change. */
export const ContactDetailsInput = z.object({
  email: Email,
  phone: Phone,
  ...postalAddressFields,
});

export const ContactInput = ContactDetailsInput.extend({
  name: z.string().trim().min(1, 'Enter the contact name').max(120, 'At most 120 characters'),
  organization: z.string().trim().max(120, 'At most 120 characters').nullish(),
  org_number: z.string().trim().max(32, 'At most 32 characters').nullish(),
});

export const Verification = z.object({
  domain: AsciiDomainName,
  status: z.enum(['verified', 'pending', 'failed', 'not_required']),
  email: z.string().nullable(),
  lastSentAt: Timestamp.nullable(),
  // registries suspend the domain when the registrant has not verified by then
  deadlineAt: Timestamp.nullable(),
  verifiedAt: Timestamp.nullable(),
});

export const domainErrors = ['domain_not_owned', 'not_owned', 'not_found', 'registry_unavailable'] as const;
export const readDomains = ['read:domains'] as const;
export const writeDomains = ['write:domains'] as const;
