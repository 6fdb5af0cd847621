// Registry data of one domain: contacts and registrant verification, DNSSEC
// (DS records), glue records and nameservers. Changes that can take a domain
// off the air (nameservers, glue) or hand it to someone else (contacts) are held.
import { z } from 'zod';
import { AsciiDomainName, AttemptKey, ConfirmationHold, Target, Timestamp } from './common';
import { defineArea } from './operation';
import {
  ContactDetailsInput,
  ContactInput,
  DomainContact,
  HostName,
  Verification,
  domainErrors,
  domainParams,
  readDomains,
  writeDomains,
} from './domains-schemas';

export const DsRecord = z.object({
  id: z.string(),
  keyTag: z.number().int(),
  algorithm: z.number().int(),
  digestType: z.number().int(),
  digest: z.string(),
  // auto: published by the service's own signer, re-added if removed by hand
  source: z.enum(['auto', 'manual']),
});

export const DnssecState = z.object({
  target: Target,
  domain: AsciiDomainName,
  signed: z.boolean(),
  autoManaged: z.boolean(),
  registryStatus: z.enum(['signed', 'unsigned', 'pending']),
  dsRecords: z.array(DsRecord),
  updatedAt: Timestamp.nullable(),
});

export const GlueHost = z.object({ hostname: z.string(), ipv4: z.array(z.string()), ipv6: z.array(z.string()) });

const withTarget = <T extends z.ZodRawShape>(shape: T) =>
  z.object({ target: Target, domain: AsciiDomainName, ...shape });

// Algorithms and digest types the registries accept (RFC 8624 recommendations and legacy ones still seen).
const DsAlgorithm = z.literal([5, 7, 8, 10, 13, 14, 15, 16], {
  error: 'algorithm must be one of 5, 7, 8, 10, 13, 14, 15, 16',
});
const DigestType = z.literal([1, 2, 4], { error: 'digest_type must be 1, 2 or 4' });

const DsBody = z
  .object({
    action: z.enum(['list', 'add', 'remove'], { error: 'action is list, add or remove' }),
    key_tag: z.number().int('key_tag must be a whole number').min(0).max(65535, 'key_tag is at most 65535').optional(),
    algorithm: DsAlgorithm.optional(),
    digest_type: DigestType.optional(),
    digest: z
      .string()
      .trim()
      .max(128, { error: 'digest is 40 to 128 hex characters', abort: true })
      .regex(/^[0-9a-fA-F]{40,128}$/, 'digest is 40 to 128 hex characters')
      .optional(),
    record_id: z.string().max(64).optional(),
  })
  .superRefine((v, ctx) => {
    if (v.action === 'add') {
      for (const k of ['key_tag', 'algorithm', 'digest_type', 'digest'] as const)
        if (v[k] === undefined)
          ctx.addIssue({ code: 'custom', path: [k], message: `${k} is required to add a DS record` });
    }
    if (v.action === 'remove' && !v.record_id)
      ctx.addIssue({ code: 'custom', path: ['record_id'], message: 'record_id is required to remove a DS record' });
  });

const IpList = <T extends z.ZodType>(ip: T, what: string) =>
  z.array(ip).max(13, `At most 13 ${what} addresses`).default([]);

// The registrant's name or org number cannot change here: that is an owner change (see quoteDomainOwnerChange).
const ContactsBody = z
  .object({
    registrant: ContactDetailsInput.optional(),
    admin: ContactInput.optional(),
    tech: ContactInput.optional(),
    billing: ContactInput.optional(),
    attempt_key: AttemptKey,
  })
  .refine((v) => v.registrant || v.admin || v.tech || v.billing, { message: 'Send at least one contact to change' });

export const domainRegistryOps = defineArea('domains', {
  getDomainContacts: {
    method: 'GET',
    path: '/domains/{domain}/contacts',
    tier: 'R',
    scopes: readDomains,
    summary: 'Registrant, admin, tech and billing contacts at the registry',
    params: domainParams,
    response: withTarget({ contacts: z.array(DomainContact) }),
    errors: domainErrors,
  },
  updateDomainContacts: {
    method: 'PUT',
    path: '/domains/{domain}/contacts',
    tier: 'W',
    scopes: writeDomains,
    hold: true,
    summary: 'Hold a contact update for confirmation',
    params: domainParams,
    body: ContactsBody,
    response: ConfirmationHold,
    // conflict: the registry accepts no changes in redemption or pending delete
    errors: [...domainErrors, 'conflict'],
  },
  getRegistrantVerification: {
    method: 'GET',
    path: '/domains/{domain}/contacts/verification',
    tier: 'R',
    scopes: readDomains,
    summary: 'Whether the registrant has verified their email address',
    params: domainParams,
    response: Verification.extend({ target: Target }),
    errors: domainErrors,
  },
  resendRegistrantVerification: {
    method: 'POST',
    path: '/domains/{domain}/contacts/verification/resend',
    tier: 'W',
    scopes: writeDomains,
    summary: 'Ask the registry to resend the verification email (it may decline)',
    params: domainParams,
    response: withTarget({ sent: z.boolean(), reason: z.string().nullable(), verification: Verification }),
    errors: domainErrors,
  },
  updateDomainRegistrant: {
    method: 'POST',
    path: '/domains/{domain}/registrant',
    tier: 'W',
    scopes: writeDomains,
    summary: "Update the registrant's contact details (not the owner's identity)",
    params: domainParams,
    body: ContactDetailsInput.partial().refine((v) => Object.keys(v).length > 0, {
      message: 'Send at least one field to change',
    }),
    // a new email address restarts registrant verification
    response: withTarget({ registrant: DomainContact, verification: Verification }),
    errors: [...domainErrors, 'conflict'],
  },
  getDomainDnssec: {
    method: 'GET',
    path: '/domains/{domain}/dnssec',
    tier: 'R',
    scopes: readDomains,
    summary: 'DNSSEC state and DS records at the registry',
    params: domainParams,
    response: DnssecState,
    errors: domainErrors,
  },
  manageDomainDsRecords: {
    method: 'POST',
    path: '/domains/{domain}/dnssec',
    tier: 'W',
    scopes: writeDomains,
    summary: 'List, add or remove DS records at the registry',
    params: domainParams,
    body: DsBody,
    response: DnssecState,
    errors: [...domainErrors, 'conflict'],
  },
  setDomainDnssecAuto: {
    method: 'PUT',
    path: '/domains/{domain}/dnssec/auto',
    tier: 'W',
    scopes: writeDomains,
    summary: 'Let the service sign the zone and publish DS records itself (needs its nameservers)',
    params: domainParams,
    body: z.object({ enabled: z.boolean({ error: 'enabled must be true or false' }) }),
    response: DnssecState,
    errors: [...domainErrors, 'conflict'],
  },
  deleteDomainDsRecord: {
    method: 'DELETE',
    path: '/domains/{domain}/dnssec/{recordId}',
    tier: 'W',
    scopes: writeDomains,
    summary: 'Try to remove one DS record; auto-managed records come back and are reported',
    params: domainParams.extend({ recordId: z.string().min(1).max(64, 'recordId is at most 64 characters') }),
    response: z.object({
      removed: z.boolean(),
      recordId: z.string(),
      note: z.string().nullable(),
      dnssec: DnssecState,
    }),
    errors: [...domainErrors, 'conflict'],
  },
  getDomainGlue: {
    method: 'GET',
    path: '/domains/{domain}/glue',
    tier: 'R',
    scopes: readDomains,
    summary: 'Glue (host) records registered under the domain',
    params: domainParams,
    response: withTarget({ hosts: z.array(GlueHost) }),
    errors: domainErrors,
  },
  setDomainGlue: {
    method: 'PUT',
    path: '/domains/{domain}/glue',
    tier: 'W',
    scopes: writeDomains,
    hold: true,
    summary: 'Hold creating or replacing a glue record for confirmation',
    params: domainParams,
    body: z
      .object({
        hostname: HostName,
        ipv4: IpList(z.ipv4({ error: 'Enter IPv4 addresses such as 192.0.2.10', abort: true }).max(15), 'IPv4'),
        ipv6: IpList(z.ipv6({ error: 'Enter IPv6 addresses such as 2001:db8::10', abort: true }).max(45), 'IPv6'),
        attempt_key: AttemptKey,
      })
      .refine((v) => v.ipv4.length + v.ipv6.length > 0, {
        message: 'Give at least one IPv4 or IPv6 address',
        path: ['ipv4'],
      }),
    response: ConfirmationHold,
    errors: [...domainErrors, 'conflict'],
  },
  deleteDomainGlue: {
    method: 'DELETE',
    path: '/domains/{domain}/glue',
    tier: 'W',
    scopes: writeDomains,
    hold: true,
    summary: 'Hold removal of a glue record for confirmation',
    params: domainParams,
    query: z.object({ hostname: HostName, attempt_key: AttemptKey }),
    response: ConfirmationHold,
    errors: [...domainErrors, 'conflict'],
  },
  changeDomainNameservers: {
    method: 'POST',
    path: '/domains/{domain}/nameservers',
    tier: 'W',
    scopes: writeDomains,
    hold: true,
    summary: 'Hold a nameserver change for confirmation',
    params: domainParams,
    body: z.object({
      nameservers: z
        .array(HostName)
        .min(2, 'Give at least two nameservers')
        .max(13, 'At most 13 nameservers')
        .refine((ns) => new Set(ns).size === ns.length, 'Each nameserver once'),
      attempt_key: AttemptKey,
    }),
    response: ConfirmationHold,
    errors: [...domainErrors, 'conflict'],
  },
  useProviderNameservers: {
    method: 'POST',
    path: '/domains/{domain}/nameservers/actions/use-provider',
    tier: 'W',
    scopes: writeDomains,
    hold: true,
    summary: "Hold a switch to the service's own nameservers for confirmation",
    params: domainParams,
    body: z.object({ attempt_key: AttemptKey }),
    response: ConfirmationHold,
    errors: [...domainErrors, 'conflict'],
  },
});
