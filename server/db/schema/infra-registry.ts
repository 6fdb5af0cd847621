// The infra-registry tables: only server/infra reads or writes them (docs/architecture.md, "Who owns which table").

import { boolean, index, integer, jsonb, pgTable, primaryKey, text, uniqueIndex } from 'drizzle-orm/pg-core';
import { cents, createdAt, id, textId, texts, ts } from '@server/db/columns';
import { RegistrantIdentity } from './domains';

/** One registry per TLD: whether it answers, its phase lengths and the service's prices (EUR cents, before VAT). */
export const registryTlds = pgTable('registry_tlds', {
  tld: text('tld').primaryKey(),
  reachable: boolean('reachable').notNull().default(true),
  // the registry has a client transfer lock (several ccTLDs have none)
  hasTransferLock: boolean('has_transfer_lock').notNull().default(true),
  graceDays: integer('grace_days').notNull(),
  redemptionDays: integer('redemption_days').notNull(),
  pendingDeleteDays: integer('pending_delete_days').notNull(),
  registerCents: cents('register_cents'),
  renewCents: cents('renew_cents'),
  transferCents: cents('transfer_cents'),
  restoreCents: cents('restore_cents'),
  ownerChangeCents: cents('owner_change_cents'),
  snapbackCents: cents('snapback_cents'),
});

/** A name as the registry holds it. `registrar` is who sponsors it (ours, or another registrar). */
export const registryDomains = pgTable(
  'registry_domains',
  {
    id: id(),
    name: text('name').notNull(),
    tld: text('tld').notNull(),
    registrar: text('registrar').notNull(),
    // EPP status codes (RFC 5731 and RFC 3915): ok, clientTransferProhibited, autoRenewPeriod, redemptionPeriod, pendingDelete, …
    statuses: texts('statuses'),
    createdAt: ts('created_at').notNull(),
    updatedAt: ts('updated_at').notNull(),
    expiresAt: ts('expires_at').notNull(),
    // set once the name is in pendingDelete: when it is released to the public
    dropsAt: ts('drops_at'),
    authCode: text('auth_code').notNull(),
    nameservers: texts('nameservers'),
    premium: boolean('premium').notNull().default(false),
    registrant: jsonb('registrant').$type<RegistrantIdentity>().notNull(),
    // registrant email verification (ICANN RAA 2013 WHOIS accuracy)
    verificationStatus: text('verification_status').notNull().default('verified'), // verified | pending | failed | not_required
    verificationEmail: text('verification_email'),
    verificationSentAt: ts('verification_sent_at'),
    verificationDeadlineAt: ts('verification_deadline_at'),
    verifiedAt: ts('verified_at'),
    dnssecPending: boolean('dnssec_pending').notNull().default(false),
  },
  (t) => [uniqueIndex('registry_domains_name_uq').on(t.name), index('registry_domains_drop_idx').on(t.dropsAt, t.name)],
);

export const registryContacts = pgTable(
  'registry_contacts',
  {
    domainId: integer('domain_id').notNull(),
    role: text('role').notNull(), // registrant | admin | tech | billing
    name: text('name').notNull(),
    organization: text('organization'),
    orgNumber: text('org_number'),
    email: text('email').notNull(),
    phone: text('phone').notNull(),
    line1: text('line1').notNull(),
    line2: text('line2'),
    city: text('city').notNull(),
    postalCode: text('postal_code').notNull(),
    country: text('country').notNull(),
  },
  (t) => [primaryKey({ columns: [t.domainId, t.role] })],
);

export const registryDsRecords = pgTable(
  'registry_ds_records',
  {
    id: textId(),
    domainId: integer('domain_id').notNull(),
    keyTag: integer('key_tag').notNull(),
    algorithm: integer('algorithm').notNull(),
    digestType: integer('digest_type').notNull(),
    digest: text('digest').notNull(), // upper-case hex
    source: text('source').notNull(), // auto | manual
    createdAt: createdAt(),
  },
  (t) => [
    index('registry_ds_domain_idx').on(t.domainId),
    uniqueIndex('registry_ds_uq').on(t.domainId, t.keyTag, t.algorithm, t.digestType, t.digest),
  ],
);

/** Host objects (glue): a nameserver named under a domain, with its addresses. */
export const registryHosts = pgTable(
  'registry_hosts',
  {
    hostname: text('hostname').primaryKey(),
    domainId: integer('domain_id').notNull(),
    ipv4: texts('ipv4'),
    ipv6: texts('ipv6'),
    updatedAt: ts('updated_at').notNull(),
  },
  (t) => [index('registry_hosts_domain_idx').on(t.domainId)],
);
