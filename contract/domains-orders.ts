// Orders against the registry: registration, renewal, restore from redemption
// and transfer-in, each as a free quote (GET) and a held order (POST). They
// cost money, so approval creates an unpaid proforma order, never a charge.
import { z } from 'zod';
import { AsciiDomainName, AttemptKey, ConfirmationHold, Money, Target, Timestamp, bodyId } from './common';
import { defineArea } from './operation';
import {
  HostName,
  Quote,
  Years,
  domainErrors,
  domainParams,
  qYears,
  readDomains,
  writeDomains,
} from './domains-schemas';

const HeldOrder = ConfirmationHold.extend({ quote: Quote });

export const TransferInQuote = Quote.extend({
  currentRegistrar: z.string().nullable(),
  // a locked domain must be unlocked at the current registrar before it can move
  transferLocked: z.boolean().nullable(),
  authCodeRequired: z.boolean(),
});

export const OwnerChangeQuote = z.object({
  target: Target,
  domain: AsciiDomainName,
  price: Money,
  // null while the registry does not answer (the holder it records cannot be read then)
  currentRegistrant: z
    .object({
      name: z.string(),
      organization: z.string().nullable(),
      orgNumberMasked: z.string().nullable(),
    })
    .nullable(),
  // the new owner proves who they are with an e-ID sign-in; the API only hands off
  requiresEid: z.boolean(),
  eidSignInUrl: z.string().nullable(),
  expiresAt: Timestamp.nullable(),
  steps: z.array(z.string()),
});

const billingAddressId = bodyId('billing_address_id').optional();

export const domainOrderOps = defineArea('domains', {
  quoteDomainRegistration: {
    method: 'GET',
    path: '/domains/{domain}/actions/register',
    tier: 'R',
    scopes: readDomains,
    summary: 'Availability and price of registering a domain',
    params: domainParams,
    query: z.object({ years: qYears }),
    response: Quote,
  },
  registerDomain: {
    method: 'POST',
    path: '/domains/{domain}/actions/register',
    tier: 'W',
    scopes: writeDomains,
    hold: true,
    summary: 'Hold a registration for confirmation',
    params: domainParams,
    body: z.object({
      years: Years.default(1),
      // omitted: the service's own nameservers and a DNS zone with defaults
      nameservers: z
        .array(HostName)
        .min(2, 'Give at least two nameservers')
        .max(13, 'At most 13 nameservers')
        .optional(),
      auto_renew: z.boolean().default(true),
      // the registrant is the account's contact profile; the invoice goes to this address
      billing_address_id: billingAddressId,
      attempt_key: AttemptKey,
    }),
    response: HeldOrder,
    errors: ['conflict', 'order_awaiting_payment', 'not_owned', 'registry_unavailable'],
  },
  quoteDomainRenewal: {
    method: 'GET',
    path: '/domains/{domain}/actions/renew',
    tier: 'R',
    scopes: readDomains,
    summary: 'Price of renewing a domain and the new expiry',
    params: domainParams,
    query: z.object({ years: qYears }),
    response: Quote.extend({ newExpiresAt: Timestamp.nullable() }),
    errors: domainErrors,
  },
  renewDomain: {
    method: 'POST',
    path: '/domains/{domain}/actions/renew',
    tier: 'W',
    scopes: writeDomains,
    hold: true,
    summary: 'Hold a renewal for confirmation',
    params: domainParams,
    body: z.object({ years: Years.default(1), attempt_key: AttemptKey }),
    // conflict: the registry's maximum registration period would be exceeded;
    // order_awaiting_payment: a renewal or restore of the name already waits for its invoice to be paid
    response: HeldOrder,
    errors: [...domainErrors, 'conflict', 'order_awaiting_payment'],
  },
  restoreDomain: {
    method: 'POST',
    path: '/domains/{domain}/actions/restore',
    tier: 'W',
    scopes: writeDomains,
    hold: true,
    summary: 'Hold restoring a domain from redemption for confirmation',
    params: domainParams,
    body: z.object({ attempt_key: AttemptKey }),
    response: HeldOrder,
    errors: [...domainErrors, 'conflict', 'order_awaiting_payment'],
  },
  quoteDomainTransferIn: {
    method: 'GET',
    path: '/domains/{domain}/actions/transfer-in',
    tier: 'R',
    scopes: readDomains,
    summary: 'Whether a domain can be transferred in, and the price',
    params: domainParams,
    response: TransferInQuote,
  },
  transferInDomain: {
    method: 'POST',
    path: '/domains/{domain}/actions/transfer-in',
    tier: 'W',
    scopes: writeDomains,
    hold: true,
    summary: 'Hold a transfer-in order for confirmation',
    params: domainParams,
    body: z.object({
      auth_code: z.string().max(255, 'At most 255 characters').trim().min(1, 'Enter the auth code').optional(),
      auto_renew: z.boolean().default(true),
      billing_address_id: billingAddressId,
      attempt_key: AttemptKey,
    }),
    response: HeldOrder,
    errors: ['conflict', 'order_awaiting_payment', 'not_owned', 'registry_unavailable'],
  },
  quoteDomainOwnerChange: {
    method: 'GET',
    path: '/domains/{domain}/actions/owner-change',
    tier: 'R',
    scopes: readDomains,
    summary: 'Price of an owner change and the e-ID sign-in that starts it',
    params: domainParams,
    response: OwnerChangeQuote,
    errors: domainErrors,
  },
});
