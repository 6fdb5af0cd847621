// Domain names as customers type them (Unicode `bücher.se` or ASCII
// `xn--bcher-kva.se`, any case, with or without the root's trailing dot) and
// the one form the API stores and answers with: lower-case ASCII (punycode).
//
// The conversion is the WHATWG URL parser's host parser (UTS #46 mapping and
// punycode, the same in Node and every browser), so nothing here parses IDNA
// by hand. On top of it come the limits of the DNS the parser does not apply:
// RFC 1035 lengths (63 octets a label, 253 a name, in ASCII form), RFC 1123
// host-name characters (letters, digits, inner hyphens: the URL parser allows
// `_`, `*` or `$`, registries do not), RFC 5891 §4.2.3.1 (`--` in the third
// and fourth places only in `xn--` labels), at least two labels, and a
// top-level label that is not all digits (RFC 3696 §2), so IP addresses never
// pass for names. The contract's schemas (common.ts) are built on the
// `stored*` functions at the end; the mixed-script check is in domain-scripts.ts.
import { z } from 'zod';
import { domainToUnicode } from './domain-unicode';

// Here with the rest of the name handling; its own module so the screens that only show
// names load no zod (domain-scripts.ts imports it from there).
export { domainToUnicode };

export const MAX_NAME_OCTETS = 253;
export const MAX_LABEL_OCTETS = 63;

export type DomainNameResult = { ok: true; ascii: string } | { ok: false; message: string };

// What the URL parser would read as user info, port, path, query or fragment
// (and drop from the host without a word), or as an IPv6 literal.
const URL_DELIMITERS = ['/', '\\', '?', '#', '@', ':', '%', '[', ']'];

const isDigits = (s: string) => s.length > 0 && [...s].every((c) => c >= '0' && c <= '9');
const isLdh = (c: string) => (c >= 'a' && c <= 'z') || (c >= '0' && c <= '9') || c === '-';

/** The host the URL parser makes of `name`, or null when it refuses it. */
function urlHost(name: string): string | null {
  try {
    return new URL(`http://${name}`).hostname;
  } catch {
    return null;
  }
}

/** Whether `raw` is an IPv4 or IPv6 address, in any form the URL parser reads as one (`127.1`, `0x7f.0.0.1`). */
export function isIpAddress(raw: string): boolean {
  const s = raw.trim();
  if (s.includes(':')) return urlHost(s.startsWith('[') ? s : `[${s}]`) !== null;
  const host = urlHost(s);
  return host !== null && host.split('.').length === 4 && host.split('.').every(isDigits);
}

/** Display form of a label in messages: Unicode when it decodes, as typed otherwise. */
const shown = (label: string) => domainToUnicode(label);

function labelProblem(label: string): string | null {
  if (label.length === 0) return 'A domain name has no empty labels: no two dots in a row and no leading dot';
  if (label.length > MAX_LABEL_OCTETS)
    return `The label "${shown(label)}" is ${label.length} characters in its ASCII form; a label is at most ${MAX_LABEL_OCTETS}`;
  if (![...label].every(isLdh)) return `The label "${shown(label)}" may hold only letters, digits and hyphens`;
  if (label.startsWith('-') || label.endsWith('-'))
    return `The label "${shown(label)}" cannot start or end with a hyphen`;
  if (label.slice(2, 4) === '--' && !label.startsWith('xn--'))
    return `The label "${label}" has "--" in the third and fourth places, which only xn-- labels may have`;
  return null;
}

/**
 * Validate a domain or host name and give its ASCII form: lower case, punycode
 * labels, no trailing dot. `bücher.se`, `BÜCHER.SE.` and `xn--bcher-kva.se`
 * all give `xn--bcher-kva.se`.
 */
export function parseDomainName(raw: string): DomainNameResult {
  const typed = raw.trim();
  if (!typed) return { ok: false, message: 'Enter a domain name such as example.com' };
  if (isIpAddress(typed))
    return { ok: false, message: 'An IP address is not a domain name; enter a name such as example.com' };
  if ([...typed].some((c) => c.trim() === '')) return { ok: false, message: 'A domain name has no spaces' };
  if (URL_DELIMITERS.some((d) => typed.includes(d)))
    return { ok: false, message: 'Enter the name alone, such as example.com: no https://, port, path or @' };
  // Checked before parsing: the URL parser refuses `a.123` as a broken IPv4 address with no reason given.
  const labelsTyped = typed.split('.');
  if (isDigits(labelsTyped.at(-1) || (labelsTyped.at(-2) ?? '')))
    return { ok: false, message: 'The last label (the ending, such as .com) cannot be all digits' };
  const host = urlHost(typed);
  // One trailing dot is the root (an absolute name); the stored form leaves it out.
  const ascii = host?.endsWith('.') ? host.slice(0, -1) : host;
  if (!ascii)
    return {
      ok: false,
      message: 'Not a valid domain name: it holds a character or an xn-- label that domain names cannot have',
    };
  const labels = ascii.split('.');
  for (const label of labels) {
    const problem = labelProblem(label);
    if (problem) return { ok: false, message: problem };
  }
  if (labels.length < 2) return { ok: false, message: 'Give the whole name with its ending, such as example.com' };
  if (isDigits(labels[labels.length - 1]!))
    return { ok: false, message: 'The last label (the ending, such as .com) cannot be all digits' };
  if (ascii.length > MAX_NAME_OCTETS)
    return {
      ok: false,
      message: `The name is ${ascii.length} characters in its ASCII form; a domain name is at most ${MAX_NAME_OCTETS}`,
    };
  return { ok: true, ascii };
}

export type EmailAddressResult =
  { ok: true; address: string; local: string; domain: string } | { ok: false; message: string };

/**
 * An email address with its domain in ASCII form (`Info@Bücher.se` →
 * `Info@xn--bcher-kva.se`). The local part is kept as given: only the
 * receiving server may interpret it.
 */
export function parseEmailAddress(raw: string): EmailAddressResult {
  const typed = raw.trim();
  const at = typed.lastIndexOf('@');
  if (at <= 0 || at === typed.length - 1)
    return { ok: false, message: 'Enter an email address such as info@example.com' };
  const local = typed.slice(0, at);
  if (local.includes('@') || [...local].some((c) => c.trim() === ''))
    return { ok: false, message: 'Enter an email address such as info@example.com' };
  const domain = parseDomainName(typed.slice(at + 1));
  if (!domain.ok) return { ok: false, message: `The domain after @ is not valid: ${domain.message}` };
  return { ok: true, address: `${local}@${domain.ascii}`, local, domain: domain.ascii };
}

/**
 * A search text in the form names are stored in, so a person searching for
 * `bücher` finds `xn--bcher-kva.se`: whole Unicode names and labels are
 * converted; a part of a Unicode label cannot be (punycode encodes the label
 * as a whole) and is searched as typed.
 */
export function domainSearchForm(q: string): string {
  const typed = q.trim().toLowerCase();
  if ([...typed].every((c) => c < '\u0080')) return typed;
  const name = parseDomainName(typed);
  if (name.ok) return name.ascii;
  const label = parseDomainLabel(typed);
  return label.ok ? label.ascii : typed;
}

/** One label (`blog`, `Bücher`) in ASCII form, by the same rules as a whole name. */
export function parseDomainLabel(raw: string): DomainNameResult {
  const typed = raw.trim();
  if (typed.includes('.')) return { ok: false, message: 'Give one label without dots, e.g. blog' };
  // Completed with the reserved `.example` (RFC 2606) to be parsed as a name, then cut back.
  const r = parseDomainName(`${typed}.example`);
  return r.ok ? { ok: true, ascii: r.ascii.slice(0, -'.example'.length) } : r;
}

/** A name or address in the form the API stores it, or why it is refused (the contract's schemas use these). */
export type Stored = { ok: true; value: string } | { ok: false; message: string };
const stored = (r: DomainNameResult): Stored => (r.ok ? { ok: true, value: r.ascii } : r);
export const storedName = (typed: string): Stored => stored(parseDomainName(typed));
export const storedLabel = (typed: string): Stored => stored(parseDomainLabel(typed));

/** A host name in ASCII form, or an IP address as typed. */
export function storedHost(typed: string): Stored {
  if (isIpAddress(typed)) return { ok: true, value: typed.trim() };
  const r = parseDomainName(typed);
  return r.ok
    ? { ok: true, value: r.ascii }
    : { ok: false, message: `Enter a host name or an IP address: ${r.message}` };
}

/** An address with its domain in ASCII form, at most `max` characters in that form. */
export function storedAddress(typed: string, max: number): Stored {
  const r = parseEmailAddress(typed);
  if (!r.ok) return r;
  // The local part is checked with zod's own address pattern; the domain part was checked above.
  if (!z.email().safeParse(`${r.local}@example.com`).success)
    return { ok: false, message: 'Enter a valid email address' };
  if (r.address.length > max) return { ok: false, message: `At most ${max} characters` };
  return { ok: true, value: r.address };
}
