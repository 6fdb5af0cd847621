// What a hosting account serves: addon domains and hotlink protection here;
// pointers (aliases), subdomains and URL redirects in hosting-aliases.ts.
// Deleting an addon domain removes its site configuration for good, so it is
// a hold; the rest runs on the call.
import { z } from 'zod';
import { AsciiDomainName, AttemptKey, ConfirmationHold, Input, Target, qBool } from './common';
import { DomainName, DomainWarning } from './domain-name-fields';
import { defineArea } from './operation';
import { hostingErrors, readHosting, writeHosting } from './hosting-shared';

export const AddonDomain = z
  .object({
    domain: AsciiDomainName,
    isPrimary: z.boolean(),
    active: z.boolean(),
    isSuspended: z.boolean(),
    features: z.object({ php: z.boolean(), cgi: z.boolean(), ssl: z.boolean() }),
  })
  .meta({ id: 'AddonDomain' });
export type AddonDomain = z.infer<typeof AddonDomain>;

const AddonAction = z.enum(['list', 'create', 'update']);

// The spec gives one parameter set for the whole path (input, action, domain,
// php/cgi/ssl): GET takes every action (list, create, update: the last two are
// writes, see `writesWhen`), POST takes create and PATCH update. Flags left out:
// on for create, unchanged on update.
const addonRules =
  (method: 'GET' | 'POST' | 'PATCH', allowed: readonly z.infer<typeof AddonAction>[]) =>
  (v: { action: string; domain?: string }, ctx: z.RefinementCtx) => {
    if (!allowed.includes(v.action as 'list')) {
      const hint = { list: 'GET', create: 'POST (or GET)', update: 'PATCH (or GET)' }[v.action as 'list'];
      ctx.addIssue({
        code: 'custom',
        path: ['action'],
        message: `${method} takes action=${allowed.join('|')}; use ${hint} for ${v.action}`,
      });
    }
    if (v.action !== 'list' && !v.domain) {
      ctx.addIssue({ code: 'custom', path: ['domain'], message: `Give the addon domain to ${v.action}` });
    }
  };

const addonBody = z.object({
  input: Input,
  action: AddonAction,
  domain: DomainName.optional(),
  php: z.boolean().optional(),
  cgi: z.boolean().optional(),
  ssl: z.boolean().optional(),
});

export const HotlinkState = z.object({
  target: Target,
  enabled: z.boolean(),
  extensions: z.array(z.string()),
  allowedReferrers: z.array(z.string()),
});
// Some nodes do not expose hotlink protection at all; they answer this instead.
export const HotlinkUnsupported = z.object({ target: Target, supported: z.literal(false) });
export const HotlinkResult = z.union([HotlinkState, HotlinkUnsupported]).meta({ id: 'HotlinkProtection' });

/** An addon domain as it now stands, after a create or an update. */
const AddonDomainState = AddonDomain.extend({ target: Target });
/** What a create names that the caller should hear before relying on it: the name mixes scripts. */
const Created = AddonDomainState.extend({ warnings: z.array(DomainWarning) });

export const hostingSiteOps = defineArea('hosting', {
  listAddonDomains: {
    method: 'GET',
    path: '/hosting/domains',
    tier: 'R',
    scopes: readHosting,
    errors: [...hostingErrors, 'conflict'],
    summary: 'Addon domains of the hosting account; with action=create or update, add or change one first',
    // The spec lets this GET create and update; those requests are writes (write:hosting too, the
    // write budget, the CSRF header on a cookie, an audit event), and answer the list after the change.
    writesWhen: { query: 'action', values: ['create', 'update'], scopes: writeHosting },
    query: z
      .object({
        input: Input,
        action: AddonAction,
        domain: DomainName.optional(),
        php: qBool.optional(),
        cgi: qBool.optional(),
        ssl: qBool.optional(),
      })
      .superRefine(addonRules('GET', ['list', 'create', 'update'])),
    response: z.object({
      target: Target,
      data: z.array(AddonDomain),
      total: z.number().int().min(0),
      // action=create or update: the addon domain as it now stands
      changed: Created.optional(),
    }),
  },
  createAddonDomain: {
    method: 'POST',
    path: '/hosting/domains',
    tier: 'W',
    scopes: writeHosting,
    status: 201,
    summary: 'Add an addon domain (php, cgi and ssl on unless turned off)',
    errors: [...hostingErrors, 'conflict'],
    body: addonBody.superRefine(addonRules('POST', ['create'])),
    // warnings: the new name mixes scripts and can pass for another
    response: Created,
  },
  updateAddonDomain: {
    method: 'PATCH',
    path: '/hosting/domains',
    tier: 'W',
    scopes: writeHosting,
    // conflict: the primary domain (it is the account itself), or a suspended account
    errors: [...hostingErrors, 'conflict'],
    summary: "Change an addon domain's php, cgi and ssl flags (only the flags sent)",
    body: addonBody.superRefine(addonRules('PATCH', ['update'])),
    response: AddonDomainState,
  },
  deleteAddonDomain: {
    method: 'DELETE',
    path: '/hosting/domains',
    tier: 'W',
    scopes: writeHosting,
    // conflict: the primary domain, a suspended account, or mailboxes or applications still on the domain
    errors: [...hostingErrors, 'conflict'],
    hold: true,
    summary: 'Hold an addon-domain deletion for confirmation',
    query: z.object({ input: Input, domain: DomainName, attempt_key: AttemptKey }),
    response: ConfirmationHold,
  },
  getHotlinkProtection: {
    method: 'GET',
    path: '/hosting/hotlink-protection',
    tier: 'R',
    scopes: readHosting,
    errors: hostingErrors,
    summary: 'Hotlink protection state, or {supported:false}',
    query: z.object({ input: Input }),
    response: HotlinkResult,
  },
  setHotlinkProtection: {
    method: 'PUT',
    path: '/hosting/hotlink-protection',
    tier: 'W',
    scopes: writeHosting,
    // conflict: a suspended account
    errors: [...hostingErrors, 'conflict'],
    summary: "Turn hotlink protection on or off and set the protected extensions; keeps the account's own referrers",
    body: z
      .object({
        input: Input,
        enabled: z.boolean().optional(),
        extensions: z
          .string()
          .max(255, 'At most 255 characters')
          .regex(/^[A-Za-z0-9,]*$/, 'Use only letters, digits and commas, e.g. jpg,png,gif')
          .optional(),
      })
      .refine((b) => b.enabled !== undefined || b.extensions !== undefined, {
        message: 'Send enabled, extensions or both',
      }),
    response: HotlinkResult,
  },
});
