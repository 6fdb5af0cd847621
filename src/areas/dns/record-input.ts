// A record as the API returns it -> the input the API takes, for edits and
// bulk changes. TXT keeps its exact strings so an unchanged DKIM key is
// written back byte for byte.
import type { DnsRecord, DnsRecordInput } from '@contract/dns-records';

export type WritableType = Exclude<DnsRecord['type'], 'SOA'>;
export const WRITABLE_TYPES: WritableType[] = ['A', 'AAAA', 'CNAME', 'MX', 'TXT', 'SRV', 'CAA', 'NS'];

export function toInput(r: DnsRecord, over: { ttl?: number } = {}): DnsRecordInput | null {
  const base = { name: r.name, ttl: over.ttl ?? r.ttl };
  switch (r.type) {
    case 'SOA':
      return null;
    case 'MX':
      return { ...base, type: 'MX', priority: r.priority, value: r.value };
    case 'TXT':
      return { ...base, type: 'TXT', value: r.strings };
    case 'SRV':
      return { ...base, type: 'SRV', priority: r.priority, weight: r.weight, port: r.port, value: r.value };
    case 'CAA':
      return { ...base, type: 'CAA', flags: r.flags, tag: r.tag, value: r.value };
    default:
      return { ...base, type: r.type, value: r.value };
  }
}

/** Flat form values: every type's fields, the unused ones ignored by the schema. */
export interface RecordFormValues {
  record: {
    type: WritableType;
    name: string;
    ttl: number;
    value: string;
    priority: number;
    weight: number;
    port: number;
    flags: number;
    tag: 'issue' | 'issuewild' | 'iodef';
  };
}

export function formValues(r: DnsRecord | null, type: WritableType = 'A'): RecordFormValues {
  const blank = {
    type,
    name: '',
    ttl: 3600,
    value: '',
    priority: 10,
    weight: 5,
    port: 443,
    flags: 0,
    tag: 'issue' as const,
  };
  if (!r || r.type === 'SOA') return { record: blank };
  return {
    record: {
      ...blank,
      type: r.type,
      name: r.name,
      ttl: r.ttl,
      value: r.value,
      ...('priority' in r ? { priority: r.priority } : {}),
      ...(r.type === 'SRV' ? { weight: r.weight, port: r.port } : {}),
      ...(r.type === 'CAA' ? { flags: r.flags, tag: r.tag } : {}),
    },
  };
}

/** Human description of a record type, for the type picker. */
export const TYPE_HELP: Record<WritableType, string> = {
  A: 'IPv4 address of a host',
  AAAA: 'IPv6 address of a host',
  CNAME: 'Alias of another name',
  MX: 'Mail server for the name',
  TXT: 'Text: SPF, DKIM, verification tokens',
  SRV: 'Service location (host and port)',
  CAA: 'Which certificate authorities may issue',
  NS: 'Delegate a subdomain to other nameservers',
};
