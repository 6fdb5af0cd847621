// The API's view of a stored record: the typed fields of each record type
// (MX priority, SRV weight and port, CAA tag, SOA timers) read from its rdata.
import type { DnsRecord } from '@contract/dns-records';
import { fqdnOf, stripDot } from './names';
import { content, isLocked, txtStrings, txtText, type RecordRow } from './rdata';
import { lexRdata } from './zone-lexer';

const num = (s: string | undefined) => (s !== undefined && /^\d+$/.test(s) ? Number(s) : 0);

/** The API's view of a stored row. `serial` replaces the SOA's stored serial (the zone's is authoritative). */
export function present(row: RecordRow, zone: string, serial: number): DnsRecord {
  const base = {
    id: String(row.id),
    name: row.name,
    fqdn: fqdnOf(row.name, zone),
    ttl: row.ttl,
    content: content(row),
    locked: isLocked(row),
    updatedAt: (row.updatedAt ?? row.createdAt).toISOString(),
  };
  const parts = row.value.trim().split(/\s+/);
  switch (row.type) {
    case 'A':
    case 'AAAA':
      return { ...base, type: row.type, value: row.value.trim() };
    case 'CNAME':
    case 'NS':
      return { ...base, type: row.type, value: stripDot(row.value.trim()) };
    case 'MX': {
      const host = parts[parts.length - 1]!;
      // `.` is the null MX (RFC 7505), shown as itself rather than as an empty host.
      return { ...base, type: 'MX', priority: row.priority ?? 0, value: host === '.' ? '.' : stripDot(host) };
    }
    case 'TXT': {
      return { ...base, type: 'TXT', value: txtText(row.value), strings: txtStrings(row.value) };
    }
    case 'SRV':
      return {
        ...base,
        type: 'SRV',
        priority: row.priority ?? 0,
        weight: num(parts[0]),
        port: num(parts[1]),
        value: parts[2] === '.' ? '.' : stripDot(parts[2] ?? '.'),
      };
    case 'CAA': {
      const t = lexRdata(row.value);
      const tag = (t[1]?.text ?? 'issue').toLowerCase();
      return {
        ...base,
        type: 'CAA',
        flags: num(t[0]?.text),
        tag: (['issue', 'issuewild', 'iodef'].includes(tag) ? tag : 'issue') as 'issue',
        value: t[2]?.text ?? '',
      };
    }
    case 'SOA': {
      const [mname = '', rname = '', , refresh, retry, expire, minimum] = parts;
      const value = [mname, rname, String(serial), refresh, retry, expire, minimum].join(' ');
      return {
        ...base,
        type: 'SOA',
        content: value,
        mname: stripDot(mname),
        rname: stripDot(rname),
        serial,
        refresh: num(refresh),
        retry: num(retry),
        expire: num(expire),
        minimum: num(minimum),
      };
    }
    default:
      // Another writer stored a type this API does not manage: show it as read-only text.
      return { ...base, type: 'TXT', value: row.value, strings: [row.value], locked: true };
  }
}
