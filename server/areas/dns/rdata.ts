// Record data from the API's input to the stored row (value = zone-file rdata
// text, MX/SRV priority in its own column, TXT as quoted strings); the API's
// response form is record-presenter.ts. Every writer goes through `fromInput`.
import type { z } from 'zod';
import type { DnsRecordInput } from '@contract/dns-records';
import type { FieldError } from '@server/core/problem';
import { absolute, canonicalIpv6, fqdnOf, isIpv4, isIpv6, relativeName, stripDot } from './names';
import { bytesText, concatBytes, quoteBytes, splitBytes, splitText, utf8 } from './character-string';
import { lexRdata, quote } from './zone-lexer';

export type RecordInput = z.output<typeof DnsRecordInput>;

/** A record as stored (no id): what every change set works with. */
export interface Rec {
  name: string;
  type: string;
  ttl: number;
  priority: number | null;
  value: string;
}

export interface RecordRow extends Rec {
  id: number;
  zoneId: number;
  createdAt: Date;
  updatedAt: Date | null;
}

export const OUR_NAMESERVERS = ['ns1.panel-dns.net', 'ns2.panel-dns.net'];

/** The character-strings of a stored TXT value, as bytes; a bare value (stored unquoted) is one string. */
export function txtBytes(value: string): Uint8Array[] {
  const v = value.trim();
  if (!v.startsWith('"')) return [utf8(v)];
  try {
    return lexRdata(v).map((t) => t.bytes);
  } catch {
    return [utf8(v)];
  }
}

/** TXT strings as stored, each as text. */
export const txtStrings = (value: string): string[] => txtBytes(value).map(bytesText);

/** The text of a stored TXT value: the strings' bytes joined, then read (a character split over two strings reads whole). */
export const txtText = (value: string): string => bytesText(concatBytes(txtBytes(value)));

/** Split a long TXT text into strings of at most 255 bytes, between characters (DKIM keys, long SPF). */
export const chunkTxt = (value: string): string[] => splitText(value, 255);

export const txtValue = (strings: string[]) => strings.map(quote).join(' ');

/** The stored form of TXT strings given as bytes, each kept exactly (one longer than 255 bytes is split). */
export const txtValueOfBytes = (strings: Uint8Array[]) =>
  strings
    .flatMap((b) => splitBytes(b, 255))
    .map(quoteBytes)
    .join(' ');

const fe = (path: string, message: string, code: string): FieldError => ({ path, message, code });

function hostError(path: string, host: string, what: string): FieldError | null {
  const h = stripDot(host);
  if (isIpv4(h) || isIpv6(h))
    return fe(
      path,
      `${what} must be a host name, not an IP address; add an A record for the host and point to its name`,
      'target_is_ip',
    );
  return null;
}

function caaError(path: string, tag: string, value: string): FieldError | null {
  if (tag === 'iodef') {
    return /^(mailto:[^@\s]+@[^@\s]+|https?:\/\/\S+)$/i.test(value)
      ? null
      : fe(path, 'An iodef value is a mailto: address or an https:// URL', 'bad_caa');
  }
  const domain = value.split(';')[0]!.trim();
  if (domain === '' && value.trim().startsWith(';')) return null; // `;` forbids every CA
  return /^([a-z0-9-]+\.)+[a-z]{2,63}$/i.test(domain)
    ? null
    : fe(path, `An ${tag} value is a CA's domain such as letsencrypt.org, or ; to allow none`, 'bad_caa');
}

/**
 * An input record (already checked by the contract schema) to the stored
 * form, with the checks a schema cannot make (names outside the zone, a
 * CNAME to itself, targets that are addresses). `path` prefixes field errors.
 */
export function fromInput(input: RecordInput, zone: string, path: string): { rec: Rec } | { errors: FieldError[] } {
  const errors: FieldError[] = [];
  const n = relativeName(input.name, zone);
  if (!n.ok) errors.push(fe(`${path}.name`, n.message, n.code));
  const name = n.ok ? n.name : '@';
  const base = { name, type: input.type, ttl: input.ttl, priority: null as number | null };
  let rec: Rec | null = null;
  const vpath = `${path}.value`;
  switch (input.type) {
    case 'A':
      rec = { ...base, value: input.value };
      break;
    case 'AAAA':
      rec = { ...base, value: canonicalIpv6(input.value) };
      break;
    case 'CNAME': {
      const e = hostError(vpath, input.value, 'A CNAME target');
      if (e) errors.push(e);
      if (n.ok && stripDot(input.value) === fqdnOf(name, zone))
        errors.push(fe(vpath, 'A CNAME cannot point at its own name', 'cname_self'));
      rec = { ...base, value: absolute(input.value) };
      break;
    }
    case 'NS': {
      const e = hostError(vpath, input.value, 'A nameserver');
      if (e) errors.push(e);
      if (n.ok && name === '@') {
        errors.push(
          fe(
            `${path}.name`,
            "The zone's own NS records are managed here; to use other nameservers, change the domain's nameservers at the registrar",
            'apex_ns_managed',
          ),
        );
      }
      rec = { ...base, value: absolute(input.value) };
      break;
    }
    case 'MX': {
      const e = hostError(vpath, input.value, 'A mail server');
      if (e) errors.push(e);
      rec = { ...base, priority: input.priority, value: absolute(input.value) };
      break;
    }
    case 'TXT': {
      const strings = Array.isArray(input.value) ? input.value : chunkTxt(input.value);
      rec = { ...base, value: txtValue(strings) };
      break;
    }
    case 'SRV': {
      if (input.value !== '.') {
        const e = hostError(vpath, input.value, 'An SRV target');
        if (e) errors.push(e);
      }
      rec = {
        ...base,
        priority: input.priority,
        value: `${input.weight} ${input.port} ${input.value === '.' ? '.' : absolute(input.value)}`,
      };
      break;
    }
    case 'CAA': {
      const e = caaError(vpath, input.tag, input.value);
      if (e) errors.push(e);
      rec = { ...base, value: `${input.flags} ${input.tag} ${quote(input.value)}` };
      break;
    }
  }
  return errors.length ? { errors } : { rec: rec! };
}

/** The rdata as a zone file writes it (priority included), e.g. `10 mx1.panel-mail.net.`. */
export function content(r: Pick<Rec, 'type' | 'priority' | 'value'>): string {
  if (r.type === 'MX' || r.type === 'SRV') return `${r.priority ?? 0} ${r.value}`;
  if (r.type === 'TXT') return txtValueOfBytes(txtBytes(r.value));
  return r.value;
}

/** What makes two records the same record (TTL aside); TXT stays case-sensitive. */
export function identity(r: Pick<Rec, 'name' | 'type' | 'priority' | 'value'>): string {
  const data = r.type === 'TXT' ? quoteBytes(concatBytes(txtBytes(r.value))) : content(r).toLowerCase();
  return `${r.name.toLowerCase()}\u0000${r.type}\u0000${data}`;
}

/** The null MX of RFC 7505 (`0 .`): the name accepts no mail. */
export const isNullMx = (r: Pick<Rec, 'type' | 'value'>) => r.type === 'MX' && r.value.trim() === '.';

export function isLocked(r: Pick<Rec, 'name' | 'type' | 'value'>): boolean {
  return r.type === 'SOA' || (r.type === 'NS' && r.name === '@' && OUR_NAMESERVERS.includes(stripDot(r.value)));
}
