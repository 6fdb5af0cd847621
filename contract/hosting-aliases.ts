// Other names that lead to a hosting account's site: domain pointers
// (aliases), subdomains and URL redirects.
import { z } from 'zod';
import { AsciiDomainName, Input, Target, Timestamp, targetCollection, targetPage } from './common';
import { DomainName, DomainWarning, domainLabel } from './domain-name-fields';
import { defineArea } from './operation';
import { hostingErrors, readHosting, writeHosting } from './hosting-shared';

export const DomainPointer = z.object({
  domain: AsciiDomainName,
  targetDomain: AsciiDomainName,
  /** alias: serves the target's site under its own name; redirect: 301 to the target. */
  type: z.enum(['alias', 'redirect']),
  createdAt: Timestamp.nullable(),
});

export const Subdomain = z.object({
  subdomain: z.string(),
  domain: AsciiDomainName,
  fqdn: z.string(),
  documentRoot: z.string(),
  ssl: z.boolean(),
  createdAt: Timestamp.nullable(),
});

export const UrlRedirect = z.object({
  id: z.string(),
  domain: AsciiDomainName,
  path: z.string(),
  destination: z.string(),
  statusCode: z.union([z.literal(301), z.literal(302)]),
  /** Redirect everything under `path`, keeping the rest of the URL. */
  wildcard: z.boolean(),
  /** How a request is answered: which paths match, and what happens to the rest of the path and the query string. */
  handling: z.string(),
  createdAt: Timestamp.nullable(),
});

const SubdomainLabel = domainLabel('Enter the subdomain, e.g. blog');

export const hostingAliasOps = defineArea('hosting', {
  listDomainPointers: {
    method: 'GET',
    path: '/hosting/pointers',
    tier: 'R',
    scopes: readHosting,
    errors: hostingErrors,
    summary: 'Domain pointers (aliases) onto the site of a domain',
    query: z.object(targetPage(100)),
    response: targetCollection(DomainPointer),
  },
  createDomainPointer: {
    method: 'POST',
    path: '/hosting/pointers',
    tier: 'W',
    scopes: writeHosting,
    status: 201,
    summary: 'Point another domain at the site named by `input`',
    errors: [...hostingErrors, 'conflict'],
    body: z.object({ input: Input, domain: DomainName, type: DomainPointer.shape.type.default('alias') }),
    // warnings: the pointed name mixes scripts and can pass for another
    response: DomainPointer.extend({ target: Target, warnings: z.array(DomainWarning) }),
  },
  deleteDomainPointer: {
    method: 'DELETE',
    path: '/hosting/pointers',
    tier: 'W',
    scopes: writeHosting,
    // conflict: a suspended account
    errors: [...hostingErrors, 'conflict'],
    summary: 'Remove a domain pointer',
    query: z.object({ input: Input, domain: DomainName }),
    response: z.object({ target: Target, domain: AsciiDomainName, deleted: z.literal(true) }),
  },
  listSubdomains: {
    method: 'GET',
    path: '/hosting/subdomains',
    tier: 'R',
    scopes: readHosting,
    errors: hostingErrors,
    summary: 'Subdomains of a domain on the hosting account',
    query: z.object(targetPage(100)),
    response: targetCollection(Subdomain),
  },
  createSubdomain: {
    method: 'POST',
    path: '/hosting/subdomains',
    tier: 'W',
    scopes: writeHosting,
    status: 201,
    summary: 'Create a subdomain with its own document root',
    errors: [...hostingErrors, 'conflict'],
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
    scopes: readHosting,
    errors: hostingErrors,
    summary: 'URL redirects configured for a domain',
    query: z.object(targetPage(100)),
    response: targetCollection(UrlRedirect),
  },
  createUrlRedirect: {
    method: 'POST',
    path: '/hosting/redirects',
    tier: 'W',
    scopes: writeHosting,
    status: 201,
    summary: 'Redirect a path of a domain to another URL',
    errors: [...hostingErrors, 'conflict'],
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
    scopes: writeHosting,
    // conflict: a suspended account
    errors: [...hostingErrors, 'conflict'],
    summary: 'Remove a URL redirect',
    query: z.object({ input: Input, id: z.string().trim().min(1, 'Give the redirect id').max(64) }),
    response: z.object({ target: Target, id: z.string(), deleted: z.literal(true) }),
  },
});
