// The name and address fields of the contract as customers type them: domain and host names, labels
// and email addresses, parsed by domain-name.ts to the one form the API stores and answers with, and
// the warning about a name that can pass for another. Split from common.ts (issue 35).
import './zod-setup'; // zod's configuration, before any schema is built
import { z } from 'zod';
import { storedAddress, storedHost, storedLabel, storedName, type Stored } from './domain-name';

/** A zod transform to the stored form of a name or address (domain-name.ts), its refusal as the issue. */
const toStored = (parse: (typed: string) => Stored) => (typed: string, ctx: z.RefinementCtx) => {
  const r = parse(typed);
  if (r.ok) return r.value;
  ctx.addIssue({ code: 'custom', message: r.message, input: typed });
  return z.NEVER;
};

/**
 * A domain or host name as a person types it, Unicode or ASCII, any case, with or without the
 * trailing dot; parsed to the one form the API stores and answers with: lower-case ASCII
 * (`bücher.se` → `xn--bcher-kva.se`). `empty` is the message for nothing typed.
 * The 253 limit applies as typed and again to the ASCII form.
 */
export const domainName = (empty = 'Enter a domain name such as example.com') =>
  z
    .string()
    .trim()
    .min(1, empty)
    .max(253, 'A domain name is at most 253 characters')
    .transform(toStored(storedName))
    .meta({
      format: 'idn-hostname',
      description:
        'A domain name in Unicode (bücher.se) or ASCII (xn--bcher-kva.se) form; stored and answered in lower-case ASCII form',
    });
export const DomainName = domainName();

/** A server to reach: a host name (in ASCII form, like {@link DomainName}) or an IP address (as typed). */
export const hostOrAddress = (empty: string) =>
  z.string().trim().min(1, empty).max(253, 'A host name is at most 253 characters').transform(toStored(storedHost));

/** One label of a name (a subdomain such as `blog` or `bücher`) in ASCII form; with `allowEmpty`, '' is the name itself. */
export const domainLabel = (empty: string, allowEmpty = false) =>
  z
    .string()
    .trim()
    .min(allowEmpty ? 0 : 1, empty)
    .max(63, 'A label is at most 63 characters')
    .transform(toStored((typed) => (typed === '' ? { ok: true, value: '' } : storedLabel(typed))));

/**
 * An email address whose domain may be typed in Unicode: stored with the domain in ASCII form
 * (`Info@bücher.se` → `Info@xn--bcher-kva.se`), the local part as given. `max` applies as
 * typed and again to the ASCII form.
 */
export const emailAddress = (max = 254) =>
  z
    .string()
    .trim()
    .min(1, 'Enter an email address such as info@example.com')
    .max(max, `At most ${max} characters`)
    .transform(toStored((typed) => storedAddress(typed, max)))
    .meta({
      format: 'idn-email',
      description: 'An email address; a Unicode domain (info@bücher.se) is answered in ASCII form',
    });
export const Email = emailAddress();

/** A warning about a name a customer adds: a label mixing scripts can pass for another name (UTS #39). */
export const DomainWarning = z
  .object({
    code: z.literal('mixed_script'),
    /** The label in Unicode form. */
    label: z.string(),
    scripts: z.array(z.string()),
    message: z.string(),
  })
  .meta({ id: 'DomainWarning' });
export type DomainWarning = z.infer<typeof DomainWarning>;
