// The zone as a BIND master file. Written so `parseZoneFile` reads it back to
// the same records: $ORIGIN and $TTL first, a multi-line SOA, every TTL
// explicit, relative owner names, absolute targets, long TXT split over lines,
// every TXT byte written so it reads back as the same byte.
import { quoteBytes, splitBytes } from './character-string';
import { content, txtBytes, type RecordRow } from './rdata';

const pad = (s: string, n: number) => (s.length >= n ? `${s} ` : s.padEnd(n));

function rdataText(r: RecordRow, serial: number): string {
  if (r.type === 'SOA') {
    const [mname = '', rname = '', , refresh, retry, expire, minimum] = r.value.trim().split(/\s+/);
    return [
      `${mname} ${rname} (`,
      `\t\t\t\t${serial}\t; serial`,
      `\t\t\t\t${refresh}\t; refresh`,
      `\t\t\t\t${retry}\t; retry`,
      `\t\t\t\t${expire}\t; expire`,
      `\t\t\t\t${minimum} )\t; minimum`,
    ].join('\n');
  }
  if (r.type === 'TXT') {
    // Each string exactly as stored (bytes, escapes where needed), one per line when long.
    const strings = txtBytes(r.value)
      .flatMap((b) => splitBytes(b, 255))
      .map(quoteBytes);
    if (strings.length > 1 || strings[0]!.length > 80) return `( ${strings.join(`\n\t\t\t\t`)} )`;
  }
  return content(r);
}

export function writeZoneFile(opts: {
  zone: string;
  serial: number;
  defaultTtl: number;
  records: RecordRow[];
  now: Date;
}): string {
  const { zone, serial, defaultTtl, records, now } = opts;
  const width = Math.min(40, Math.max(8, ...records.map((r) => r.name.length + 2)));
  const lines = [
    `; Zone file for ${zone}, exported ${now.toISOString()}`,
    `; ${records.length} records, SOA serial ${serial}`,
    `$ORIGIN ${zone}.`,
    `$TTL ${defaultTtl}`,
    '',
  ];
  for (const r of records) {
    lines.push(`${pad(r.name, width)}${pad(String(r.ttl), 7)}IN\t${pad(r.type, 6)}${rdataText(r, serial)}`);
  }
  return `${lines.join('\n')}\n`;
}
