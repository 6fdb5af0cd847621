// A BIND master-file parser: $ORIGIN, $TTL, blank owners, optional TTL and
// class in either order, TTL units (1h30m), multi-line entries and quoted
// strings with escapes (in and outside quotes, decoded to bytes). Records come
// out as API inputs (checked by the same contract schema and rules as the
// API), each with the line it came from; TXT strings keep their exact bytes.
import { DnsRecordInput } from '@contract/dns-records';
import { sameLengthText } from './character-string';
import { fromInput, txtValueOfBytes, type Rec } from './rdata';
import { inZone, zoneFileName } from './names';
import { runNow, type Steps } from '@server/core/paced';
import { lexSteps, ZoneSyntaxError, type Entry, type Token } from './zone-lexer';

export interface LineNote {
  line: number;
  text: string;
  reason: string;
}
export interface ParsedRecord {
  line: number;
  text: string;
  rec: Rec;
}
export interface ParseResult {
  records: ParsedRecord[];
  /** Lines not imported, and why (unsupported type, outside the zone, managed records). */
  skipped: LineNote[];
  /** Lines imported with a change (a TTL moved into the allowed range). */
  adjusted: LineNote[];
  /** Problems that stop the import; each names its line. */
  errors: { line: number; message: string }[];
}

const SUPPORTED = new Set(['A', 'AAAA', 'CNAME', 'MX', 'TXT', 'SRV', 'CAA', 'NS', 'SOA']);
const CLASSES = new Set(['IN', 'CH', 'HS', 'CS']);
const MAX_ERRORS = 20;

/** BIND TTLs: plain seconds or units, e.g. 3600, 1h, 1h30m, 2w. */
export function parseTtl(s: string): number | null {
  if (/^\d+$/.test(s)) return Number(s);
  const m = s.toLowerCase().match(/^(\d+[smhdw])+$/);
  if (!m) return null;
  const mult: Record<string, number> = { s: 1, m: 60, h: 3600, d: 86400, w: 604800 };
  let total = 0;
  for (const [, n, u] of s.toLowerCase().matchAll(/(\d+)([smhdw])/g)) total += Number(n) * mult[u!]!;
  return total;
}

const short = (text: string) => (text.length > 120 ? `${text.slice(0, 117)}…` : text).trim();

const shapes: Record<string, { n: number | 'many'; example: string }> = {
  A: { n: 1, example: 'an IPv4 address, e.g. 192.0.2.10' },
  AAAA: { n: 1, example: 'an IPv6 address, e.g. 2001:db8::10' },
  CNAME: { n: 1, example: 'a host name, e.g. www.example.com.' },
  NS: { n: 1, example: 'a host name, e.g. ns1.example.net.' },
  MX: { n: 2, example: 'a priority and a host name, e.g. 10 mail.example.com.' },
  SRV: { n: 4, example: 'priority, weight, port and target, e.g. 10 5 5060 sip.example.com.' },
  CAA: { n: 3, example: 'flags, tag and value, e.g. 0 issue "letsencrypt.org"' },
  SOA: { n: 7, example: 'mname, rname, serial, refresh, retry, expire and minimum' },
  TXT: { n: 'many', example: 'one or more quoted strings' },
};

/**
 * The records of a zone file; yields after each line and entry (core/paced.ts). Past `maxRecords`
 * records it stops with an error: a file bigger than a zone may hold is not read to its end.
 */
export function* parseZoneFileSteps(
  source: string,
  zone: string,
  opts: { maxRecords?: number } = {},
): Steps<ParseResult> {
  const out: ParseResult = { records: [], skipped: [], adjusted: [], errors: [] };
  let entries: Entry[];
  try {
    entries = yield* lexSteps(source);
  } catch (err) {
    if (err instanceof ZoneSyntaxError) return { ...out, errors: [{ line: err.line, message: err.message }] };
    throw err;
  }
  let origin = zone;
  let dollarTtl: number | null = null;
  let lastTtl: number | null = null;
  let soaMinimum: number | null = null;
  let owner: string | null = null;
  let ownerUnreadable = false;
  const fail = (e: Entry, message: string) => {
    if (out.errors.length < MAX_ERRORS) out.errors.push({ line: e.line, message: `Line ${e.line}: ${message}` });
  };

  for (const e of entries) {
    yield;
    const t = e.tokens.map((k) => k.text);
    const first = e.tokens[0]!;
    if (!e.blankOwner && !first.quoted && first.text.startsWith('$')) {
      const dir = first.text.toUpperCase();
      if (dir === '$ORIGIN') {
        const name = e.tokens[1] ? zoneFileName(e.tokens[1].raw, origin) : null;
        if (!name) fail(e, '$ORIGIN needs a domain name');
        else if (!name.ok) fail(e, name.message);
        else origin = name.name;
      } else if (dir === '$TTL') {
        const v = t[1] ? parseTtl(t[1]) : null;
        if (v === null) fail(e, `$TTL needs a time such as 3600 or 1h, not "${t[1] ?? ''}"`);
        else dollarTtl = v;
      } else if (dir === '$INCLUDE') {
        out.skipped.push({
          line: e.line,
          text: short(e.text),
          reason: '$INCLUDE is not followed: paste the included file’s records instead',
        });
      } else if (dir === '$GENERATE') {
        out.skipped.push({
          line: e.line,
          text: short(e.text),
          reason: '$GENERATE (a BIND extension) is not supported: list the records it would make',
        });
      } else fail(e, `Unknown directive ${first.text}`);
      continue;
    }
    let i = 0;
    if (!e.blankOwner) {
      const name = zoneFileName(first.raw, origin);
      owner = name.ok ? name.name : null;
      ownerUnreadable = !name.ok;
      if (!name.ok) {
        fail(e, name.message);
        continue;
      }
      i = 1;
    } else if (owner === null) {
      // After an owner that could not be read, its error already names the problem.
      if (!ownerUnreadable) fail(e, 'The first record needs an owner name (it starts with a space)');
      continue;
    }
    let ttl: number | null = null;
    let cls = 'IN';
    for (let k = 0; k < 2 && i < t.length; k++) {
      const tok = t[i]!;
      const asTtl = parseTtl(tok);
      if (asTtl !== null && ttl === null && /^\d/.test(tok)) {
        ttl = asTtl;
        i++;
      } else if (CLASSES.has(tok.toUpperCase())) {
        cls = tok.toUpperCase();
        i++;
      }
    }
    const typeTok = t[i];
    if (!typeTok) {
      fail(e, 'Expected a record type (A, MX, TXT, …)');
      continue;
    }
    const type = typeTok.toUpperCase();
    const rdata = e.tokens.slice(i + 1);
    if (!/^[A-Z][A-Z0-9-]*$/.test(type)) {
      fail(e, `"${typeTok}" is not a record type`);
      continue;
    }
    if (ttl !== null) lastTtl = ttl;
    if (cls !== 'IN') {
      out.skipped.push({ line: e.line, text: short(e.text), reason: `Class ${cls} records are not served; only IN` });
      continue;
    }
    if (!SUPPORTED.has(type)) {
      out.skipped.push({
        line: e.line,
        text: short(e.text),
        reason: `Type ${type} is not supported here (A, AAAA, CNAME, MX, TXT, SRV, CAA and NS are)`,
      });
      continue;
    }
    const shape = shapes[type]!;
    if ((shape.n === 'many' && rdata.length === 0) || (shape.n !== 'many' && rdata.length !== shape.n)) {
      fail(e, `${type} takes ${shape.example}`);
      continue;
    }
    if (type === 'SOA') {
      const min = parseTtl(rdata[6]!.text);
      if (min === null) fail(e, 'The SOA minimum is not a time');
      else soaMinimum = min;
      out.skipped.push({
        line: e.line,
        text: short(e.text),
        reason: 'The SOA is maintained here (serial, timers); the file’s SOA is not used',
      });
      continue;
    }
    const rel = inZone(owner!, zone);
    if (rel === null) {
      out.skipped.push({ line: e.line, text: short(e.text), reason: `${owner} is outside the zone ${zone}` });
      continue;
    }
    if (type === 'NS' && rel === '@') {
      out.skipped.push({
        line: e.line,
        text: short(e.text),
        reason: 'The apex NS records are managed here (our nameservers); change delegation at the registrar',
      });
      continue;
    }
    let effTtl = ttl ?? dollarTtl ?? lastTtl ?? soaMinimum ?? 3600;
    if (effTtl < 60 || effTtl > 86400) {
      const clamped = Math.min(86400, Math.max(60, effTtl));
      out.adjusted.push({
        line: e.line,
        text: short(e.text),
        reason: `TTL ${effTtl} is outside 60–86400 seconds; imported with ${clamped}`,
      });
      effTtl = clamped;
    }
    const input = toApiInput(type, rel, effTtl, rdata, origin);
    if (typeof input.error === 'string') {
      fail(e, input.error);
      continue;
    }
    const parsed = DnsRecordInput.safeParse(input);
    if (!parsed.success) {
      fail(e, parsed.error.issues.map((iss) => `${type} ${iss.path.join('.') || 'record'}: ${iss.message}`).join('; '));
      continue;
    }
    const r = fromInput(parsed.data, zone, 'record');
    if ('errors' in r) {
      fail(e, r.errors.map((x) => x.message).join('; '));
      continue;
    }
    // TXT is stored from the file's bytes, so even bytes that are not UTF-8 text survive an export.
    const rec = type === 'TXT' ? { ...r.rec, value: txtValueOfBytes(rdata.map((s) => s.bytes)) } : r.rec;
    out.records.push({ line: e.line, text: short(e.text), rec });
    if (opts.maxRecords !== undefined && out.records.length > opts.maxRecords) {
      out.errors.unshift({
        line: e.line,
        message: `Line ${e.line}: the file holds more than ${opts.maxRecords.toLocaleString('en')} records, the most one zone holds`,
      });
      break;
    }
  }
  return out;
}

export const parseZoneFile = (source: string, zone: string): ParseResult => runNow(parseZoneFileSteps(source, zone));

/** Targets in a zone file are relative to $ORIGIN unless they end in a dot; `.` is the root (null MX, SRV). */
function toApiInput(
  type: string,
  name: string,
  ttl: number,
  rd: Token[],
  origin: string,
): { error: string } | { error?: undefined; [k: string]: unknown } {
  const host = (tok: Token): string | { error: string } => {
    const n = zoneFileName(tok.raw, origin);
    if (!n.ok) return { error: n.message };
    return n.name === '' ? '.' : n.name;
  };
  const int = (tok: Token, what: string) =>
    /^\d+$/.test(tok.text) ? Number(tok.text) : { error: `${what} "${tok.text}" is not a whole number` };
  const base = { type, name, ttl };
  switch (type) {
    case 'A':
    case 'AAAA':
      return { ...base, value: rd[0]!.text };
    case 'CNAME':
    case 'NS': {
      const target = host(rd[0]!);
      return typeof target === 'string' ? { ...base, value: target } : target;
    }
    case 'MX': {
      const p = int(rd[0]!, 'The MX priority');
      const target = host(rd[1]!);
      if (typeof p !== 'number') return p;
      return typeof target === 'string' ? { ...base, priority: p, value: target } : target;
    }
    case 'TXT': {
      const long = rd.find((s) => s.bytes.length > 255);
      if (long)
        return {
          error: `A TXT string is ${long.bytes.length} bytes; each quoted string is at most 255 bytes (é takes 2, most emoji 4): split it into several "…" "…"`,
        };
      // The contract counts the same bytes: bytes that are not UTF-8 stand in as one byte each.
      return { ...base, value: rd.map((s) => sameLengthText(s.bytes)) };
    }
    case 'SRV': {
      const nums = rd.slice(0, 3).map((tok, k) => int(tok, ['The SRV priority', 'The SRV weight', 'The SRV port'][k]!));
      const bad = nums.find((x) => typeof x !== 'number');
      if (bad) return bad as { error: string };
      const [priority, weight, port] = nums as number[];
      const target = host(rd[3]!);
      return typeof target === 'string' ? { ...base, priority, weight, port, value: target } : target;
    }
    case 'CAA': {
      const flags = int(rd[0]!, 'The CAA flags');
      if (typeof flags !== 'number') return flags;
      const tag = rd[1]!.text.toLowerCase();
      if (!['issue', 'issuewild', 'iodef'].includes(tag))
        return { error: `CAA tag ${rd[1]!.text} is not supported (issue, issuewild, iodef are)` };
      return { ...base, flags, tag, value: rd[2]!.text };
    }
  }
  return { error: `Type ${type} cannot be read` };
}
