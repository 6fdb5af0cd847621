// Owner names inside a zone. Stored names are relative and lower case: '@'
// for the apex, 'www', '_dmarc', '*.dev'. Targets are stored absolute with a
// trailing dot ('mx1.panel-mail.net.').
import { bytesText, EscapeError, unescapeBytes, utf8Length } from './character-string';

export const stripDot = (h: string) => h.replace(/\.$/, '').toLowerCase();
export const absolute = (h: string) => `${stripDot(h)}.`;

/** The owner name as a full name without the trailing dot. */
export function fqdnOf(name: string, zone: string): string {
  return name === '@' ? zone : `${name}.${zone}`;
}

export type NameResult = { ok: true; name: string } | { ok: false; message: string; code: string };

/**
 * An API name to the stored relative name. `www.example.com.` (absolute) must
 * lie inside the zone. A name typed without the dot that ends in the zone
 * (`www.example.com`) is taken as meant: the usual BIND trap of appending the
 * zone twice is never what a person wants.
 */
export function relativeName(raw: string, zone: string): NameResult {
  const n = raw.trim().toLowerCase();
  if (n === '@' || n === '') return { ok: true, name: '@' };
  const bare = n.endsWith('.') ? n.slice(0, -1) : n;
  let rel: string;
  if (bare === zone) rel = '@';
  else if (bare.endsWith(`.${zone}`)) rel = bare.slice(0, -(zone.length + 1));
  else if (n.endsWith('.')) {
    return {
      ok: false,
      code: 'outside_zone',
      message: `${bare} is outside the zone ${zone}; use a name ending in .${zone} or a relative name such as www`,
    };
  } else rel = bare;
  const tooLong = lengthProblem(fqdnOf(rel, zone));
  if (tooLong) return { ok: false, code: 'name_too_long', message: tooLong };
  if (rel.includes('*') && !/^\*(\.|$)/.test(rel)) {
    return { ok: false, code: 'bad_wildcard', message: 'A wildcard * may only be the leftmost label, e.g. * or *.dev' };
  }
  return { ok: true, name: rel };
}

const MAX_LABEL = 63;
const MAX_WIRE = 255;

/** The length of a name in DNS wire form: a length byte and the bytes of each label, and the root's 0. */
export const wireLength = (fqdn: string) =>
  fqdn === '' ? 1 : fqdn.split('.').reduce((n, label) => n + 1 + utf8Length(label), 1);

/** Why a full name (labels joined by dots) is too long for DNS, or null (RFC 1035 §2.3.4: 63 and 255 octets). */
export function lengthProblem(fqdn: string): string | null {
  const label = fqdn.split('.').find((l) => utf8Length(l) > MAX_LABEL);
  if (label) return `The label ${label} is ${utf8Length(label)} bytes; a label is at most ${MAX_LABEL}`;
  const wire = wireLength(fqdn);
  return wire > MAX_WIRE ? `The name ${fqdn} is ${wire} bytes in DNS wire form; a name is at most ${MAX_WIRE}` : null;
}

export type ZoneNameResult = { ok: true; name: string } | { ok: false; message: string };

/** A name's labels as written, split at the dots that are not escaped (`\.` and `\046` are inside a label). */
function rawLabels(raw: string): string[] {
  const labels: string[] = [];
  let cur = '';
  for (let i = 0; i < raw.length; i++) {
    const c = raw[i]!;
    if (c === '\\' && i + 1 < raw.length) {
      cur += c + raw[++i]!;
    } else if (c === '.') {
      labels.push(cur);
      cur = '';
    } else cur += c;
  }
  labels.push(cur);
  return labels;
}

/**
 * A name in a zone file as a full name (lower case, no trailing dot; '' is
 * the root): relative to `origin` unless it ends in an unescaped dot, '@' is
 * the origin. Escapes are decoded per label (RFC 1035 §5.1) and the limits
 * count bytes: 63 per label, 255 for the whole name in wire form.
 */
export function zoneFileName(raw: string, origin: string): ZoneNameResult {
  if (raw === '@') return { ok: true, name: origin };
  if (raw === '.') return { ok: true, name: '' };
  const parts = rawLabels(raw);
  const absoluteName = parts.length > 1 && parts[parts.length - 1] === '';
  if (absoluteName) parts.pop();
  const labels: string[] = [];
  for (const part of parts) {
    if (part === '') return { ok: false, message: `${raw} has an empty label (two dots in a row, or a leading dot)` };
    let bytes: Uint8Array;
    try {
      bytes = unescapeBytes(part);
    } catch (err) {
      if (err instanceof EscapeError) return { ok: false, message: `${raw}: ${err.message}` };
      throw err;
    }
    if (bytes.length > MAX_LABEL)
      return { ok: false, message: `The label ${part} is ${bytes.length} bytes; a label is at most ${MAX_LABEL}` };
    const label = bytesText(bytes);
    if (label.includes('.'))
      return { ok: false, message: `${raw} has a dot inside a label (\\. or \\046), which no record here can have` };
    labels.push(label.toLowerCase());
  }
  const name = absoluteName || !origin ? labels.join('.') : `${labels.join('.')}.${origin}`;
  const tooLong = lengthProblem(name);
  return tooLong ? { ok: false, message: tooLong } : { ok: true, name };
}

/** The relative name of `fqdn` in `zone`, or null when it is outside. */
export function inZone(fqdn: string, zone: string): string | null {
  const f = stripDot(fqdn);
  if (f === zone) return '@';
  return f.endsWith(`.${zone}`) ? f.slice(0, -(zone.length + 1)) : null;
}

const IPV4 = /^(25[0-5]|2[0-4]\d|1\d\d|[1-9]?\d)(\.(25[0-5]|2[0-4]\d|1\d\d|[1-9]?\d)){3}$/;
export const isIpv4 = (s: string) => IPV4.test(s);
export function isIpv6(s: string): boolean {
  if (!s.includes(':')) return false;
  try {
    new URL(`http://[${s}]/`);
    return true;
  } catch {
    return false;
  }
}
/** The canonical (compressed, lower-case) text of an IPv6 address. */
export const canonicalIpv6 = (s: string) => new URL(`http://[${s}]/`).hostname.slice(1, -1);
