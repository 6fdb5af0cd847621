// The monitors export's columns (ADR 035): what the monitors screen shows, in a spreadsheet's terms.
// Times as ISO 8601 UTC, figures as plain numbers, an empty cell where there is none yet (a monitor
// not checked yet has no response time or uptime). No internal ids.
import type { z } from 'zod';
import type { Monitor } from '@contract/monitoring';
import type { CsvColumn } from '@server/core/csv-export';

type Row = z.input<typeof Monitor>;

/** What the monitor checks, as the screen says it: the URL, or host:port, or the host. */
const targetOf = (m: Row) =>
  m.type === 'http' || m.type === 'keyword' ? m.url : m.type === 'port' ? `${m.host ?? ''}:${m.port ?? ''}` : m.host;

const percent = (p: number | null) => (p === null ? null : p.toFixed(3));

export const monitorCsvColumns: CsvColumn<Row>[] = [
  { header: 'Name', value: (m) => m.name },
  { header: 'Type', value: (m) => m.type },
  { header: 'Target', value: targetOf },
  { header: 'Keyword', value: (m) => m.keyword },
  { header: 'Status', value: (m) => m.status },
  { header: 'Last checked', value: (m) => m.lastCheckedAt },
  { header: 'Last change', value: (m) => m.lastChangeAt },
  { header: 'Response time ms', value: (m) => m.responseTimeMs },
  { header: 'Uptime 24 h %', value: (m) => percent(m.uptime24hPercent ?? null) },
  { header: 'Uptime 30 d %', value: (m) => percent(m.uptime30dPercent ?? null) },
  { header: 'Interval s', value: (m) => m.intervalSeconds },
];
