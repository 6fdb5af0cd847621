// What a hosting account serves: addon domains, pointers (aliases), subdomains,
// URL redirects and hotlink protection. Deleting an addon domain removes its
// site configuration for good, so it is a hold; the rest runs on the call.
import { z } from 'zod';
import { AttemptKey, ConfirmationHold, Domain, Input, Target, Timestamp, collection, page, qBool } from './common';
import { defineArea } from './operation';

const read = ['read:hosting'] as const;
const write = ['write:hosting'] as const;
const errors = ['domain_not_owned', 'not_owned', 'not_found'] as const;

export const AddonDomain = z
  .object({
    domain: z.string(),
    isPrimary: z.boolean(),
    active: z.boolean(),
    isSuspended: z.boolean(),
    features: z.object({ php: z.boolean(), cgi: z.boolean(), ssl: z.boolean() }),
  })
  .meta({ id: 'AddonDomain' });
export type AddonDomain = z.infer<typeof AddonDomain>;

const AddonAction = z.enum(['list', 'create', 'update']);

// The spec gives one parameter set for the whole path (input, action, domain,
// php/cgi/ssl) and lets the method pick the effect; `action` stays required
// as the spec says, and each method accepts only its own action so a GET can
// never write. Flags left out: on for create, unchanged on update.
const addonRules =
  (method: 'GET' | 'POST' | 'PATCH', own: z.infer<typeof AddonAction>) =>
  (v: { action: string; domain?: string }, ctx: z.RefinementCtx) => {
    if (v.action !== own) {
      const hint = { list: 'GET', create: 'POST', update: 'PATCH' }[v.action as 'list'];
      ctx.addIssue({
        code: 'custom',
        path: ['action'],
        message: `${method} takes action=${own}; use ${hint} for ${v.action}`,
      });
    }
    if (own !== 'list' && !v.domain) {
      ctx.addIssue({ code: 'custom', path: ['domain'], message: `Give the addon domain to ${own}` });
    }
  };

const addonBody = z.object({
  input: Input,
  action: AddonAction,
  domain: Domain.optional(),
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

export const DomainPointer = z.object({
  domain: z.string(),
  targetDomain: z.string(),
  /** alias: serves the target's site under its own name; redirect: 301 to the target. */
  type: z.enum(['alias', 'redirect']),
  createdAt: Timestamp.nullable(),
});

export const Subdomain = z.object({
  subdomain: z.string(),
  domain: z.string(),
  fqdn: z.string(),
  documentRoot: z.string(),
  ssl: z.boolean(),
  createdAt: Timestamp.nullable(),
});

export const UrlRedirect = z.object({
  id: z.string(),
  domain: z.string(),
  path: z.string(),
  destination: z.string(),
  statusCode: z.union([z.literal(301), z.literal(302)]),
  /** Redirect everything under `path`, keeping the rest of the URL. */
  wildcard: z.boolean(),
  createdAt: Timestamp.nullable(),
});

const SubdomainLabel = z
  .string()
  .trim()
  .toLowerCase()
  .min(1, 'Enter the subdomain, e.g. blog')
  .max(63, 'A subdomain label is at most 63 characters')
  .regex(/^[a-z0-9]([a-z0-9-]*[a-z0-9])?$/, 'Use letters, digits and inner hyphens, e.g. blog or shop-test');

export const hostingSiteOps = defineArea('hosting', {
  listAddonDomains: {
    method: 'GET',
    path: '/hosting/domains',
    tier: 'R',
    scopes: read,
    errors,
    summary: 'Addon domains of the hosting account',
    query: z
      .object({
        input: Input,
        action: AddonAction,
        domain: Domain.optional(),
        php: qBool.optional(),
        cgi: qBool.optional(),
        ssl: qBool.optional(),
      })
      .superRefine(addonRules('GET', 'list')),
    response: z.object({ target: Target, data: z.array(AddonDomain), total: z.number().int().min(0) }),
  },
  createAddonDomain: {
    method: 'POST',
    path: '/hosting/domains',
    tier: 'W',
    scopes: write,
    status: 201,
    summary: 'Add an addon domain (php, cgi and ssl on unless turned off)',
    errors: [...errors, 'conflict'],
    body: addonBody.superRefine(addonRules('POST', 'create')),
    response: AddonDomain.extend({ target: Target }),
  },
  updateAddonDomain: {
    method: 'PATCH',
    path: '/hosting/domains',
    tier: 'W',
    scopes: write,
    errors,
    summary: "Change an addon domain's php, cgi and ssl flags (only the flags sent)",
    body: addonBody.superRefine(addonRules('PATCH', 'update')),
    response: AddonDomain.extend({ target: Target }),
  },
  deleteAddonDomain: {
    method: 'DELETE',
    path: '/hosting/domains',
    tier: 'W',
    scopes: write,
    errors,
    hold: true,
    summary: 'Hold an addon-domain deletion for confirmation',
    query: z.object({ input: Input, domain: Domain, attempt_key: AttemptKey }),
    response: ConfirmationHold,
  },
  getHotlinkProtection: {
    method: 'GET',
    path: '/hosting/hotlink-protection',
    tier: 'R',
    scopes: read,
    errors,
    summary: 'Hotlink protection state, or {supported:false}',
    query: z.object({ input: Input }),
    response: HotlinkResult,
  },
  setHotlinkProtection: {
    method: 'PUT',
    path: '/hosting/hotlink-protection',
    tier: 'W',
    scopes: write,
    errors,
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
  listDomainPointers: {
    method: 'GET',
    path: '/hosting/pointers',
    tier: 'R',
    scopes: read,
    errors,
    summary: 'Domain pointers (aliases) onto the site of a domain',
    query: z.object({ input: Input, ...page(100) }),
    response: collection(DomainPointer).extend({ target: Target }),
  },
  createDomainPointer: {
    method: 'POST',
    path: '/hosting/pointers',
    tier: 'W',
    scopes: write,
    status: 201,
    summary: 'Point another domain at the site named by `input`',
    errors: [...errors, 'conflict'],
    body: z.object({ input: Input, domain: Domain, type: DomainPointer.shape.type.default('alias') }),
    response: DomainPointer.extend({ target: Target }),
  },
  deleteDomainPointer: {
    method: 'DELETE',
    path: '/hosting/pointers',
    tier: 'W',
    scopes: write,
    errors,
    summary: 'Remove a domain pointer',
    query: z.object({ input: Input, domain: Domain }),
    response: z.object({ target: Target, domain: z.string(), deleted: z.literal(true) }),
  },
  listSubdomains: {
    method: 'GET',
    path: '/hosting/subdomains',
    tier: 'R',
    scopes: read,
    errors,
    summary: 'Subdomains of a domain on the hosting account',
    query: z.object({ input: Input, ...page(100) }),
    response: collection(Subdomain).extend({ target: Target }),
  },
  createSubdomain: {
    method: 'POST',
    path: '/hosting/subdomains',
    tier: 'W',
    scopes: write,
    status: 201,
    summary: 'Create a subdomain with its own document root',
    errors: [...errors, 'conflict'],
    body: z.object({
      input: Input,
      subdomain: SubdomainLabel,
      // Relative to the account's home; default public_html/<subdomain>.
      document_root: z
        .string()
        .trim()
        .max(255, 'At most 255 characters')
        .regex(
          /^(?!\/)(?!.*\.\.)[A-Za-z0-9._/-]+$/,
          'A path inside your home, e.g. public_html/blog (no leading / or ..)',
        )
        .optional(),
    }),
    response: Subdomain.extend({ target: Target }),
  },
  listUrlRedirects: {
    method: 'GET',
    path: '/hosting/redirects',
    tier: 'R',
    scopes: read,
    errors,
    summary: 'URL redirects configured for a domain',
    query: z.object({ input: Input, ...page(100) }),
    response: collection(UrlRedirect).extend({ target: Target }),
  },
  createUrlRedirect: {
    method: 'POST',
    path: '/hosting/redirects',
    tier: 'W',
    scopes: write,
    status: 201,
    summary: 'Redirect a path of a domain to another URL',
    errors: [...errors, 'conflict'],
    body: z.object({
      input: Input,
      path: z
        .string()
        .trim()
        .max(255, 'At most 255 characters')
        .regex(/^\/[^\s]*$/, 'A path starting with /, e.g. /old-shop'),
      destination: z
        .url({ protocol: /^https?$/, error: 'Enter a full http(s) URL' })
        .max(2048, 'At most 2048 characters'),
      status_code: z
        .union([z.literal(301), z.literal(302)], { error: 'Use 301 (permanent) or 302 (temporary)' })
        .default(301),
      wildcard: z.boolean().default(false),
    }),
    response: UrlRedirect.extend({ target: Target }),
  },
  deleteUrlRedirect: {
    method: 'DELETE',
    path: '/hosting/redirects',
    tier: 'W',
    scopes: write,
    errors,
    summary: 'Remove a URL redirect',
    query: z.object({ input: Input, id: z.string().trim().min(1, 'Give the redirect id').max(64) }),
    response: z.object({ target: Target, id: z.string(), deleted: z.literal(true) }),
  },
});
