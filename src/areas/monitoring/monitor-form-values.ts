// The create-monitor form as typed (every box a string) and the request body it
// becomes: only the fields the chosen type uses are sent, empty boxes are left
// out (the contract's defaults apply), and the body is checked with the
// contract's own schema, so the form refuses exactly what the server refuses.
import type { FieldErrors, Resolver } from 'react-hook-form';
import type { z } from 'zod';
import { CreateMonitorBody, type MonitorType } from '@contract/monitoring';
import type { CreateMonitorInput } from './mutations';

export type MonitorKind = z.infer<typeof MonitorType>;

export interface MonitorFormValues {
  input: string;
  name: string;
  type: MonitorKind;
  url: string;
  keyword: string;
  host: string;
  port: string;
  expected_status: string;
  retries: string;
  interval_seconds: string;
  timeout_seconds: string;
  /** Addresses separated by commas, spaces or new lines. */
  alert_emails: string;
}

/** Which optional fields each type shows and sends. */
export const fieldsOf: Record<MonitorKind, ('url' | 'keyword' | 'host' | 'port' | 'expected_status')[]> = {
  http: ['url', 'expected_status'],
  keyword: ['url', 'keyword', 'expected_status'],
  ping: ['host'],
  port: ['host', 'port'],
  dns: ['host'],
};

export const emptyMonitor = (input: string): MonitorFormValues => ({
  input,
  name: '',
  type: 'http',
  url: input ? `https://${input}/` : '',
  keyword: '',
  host: input,
  port: '',
  expected_status: '200',
  retries: '2',
  interval_seconds: '300',
  timeout_seconds: '30',
  alert_emails: '',
});

const num = (s: string) => (s.trim() === '' ? undefined : Number(s));
const text = (s: string) => (s.trim() === '' ? undefined : s.trim());

export function toBody(v: MonitorFormValues): CreateMonitorInput {
  const uses = new Set(fieldsOf[v.type]);
  return {
    input: v.input,
    name: v.name,
    type: v.type,
    url: uses.has('url') ? text(v.url) : undefined,
    keyword: uses.has('keyword') ? (v.keyword === '' ? undefined : v.keyword) : undefined,
    host: uses.has('host') ? text(v.host) : undefined,
    port: uses.has('port') ? num(v.port) : undefined,
    expected_status: uses.has('expected_status') ? num(v.expected_status) : undefined,
    retries: num(v.retries),
    interval_seconds: num(v.interval_seconds),
    timeout_seconds: num(v.timeout_seconds),
    alert_emails: v.alert_emails
      .split(/[\s,;]+/)
      .map((a) => a.trim())
      .filter(Boolean),
  };
}

/** A field error of the body (`alert_emails.1`) lands on the box that holds it (`alert_emails`). */
export const formField = (path: string) => path.split('.')[0] as keyof MonitorFormValues;

/** Validates the body the form would send, with the contract's schema; errors keep the schema's messages. */
export const monitorResolver: Resolver<MonitorFormValues> = async (values) => {
  const parsed = CreateMonitorBody.safeParse(toBody(values));
  if (parsed.success) return { values, errors: {} };
  const errors: FieldErrors<MonitorFormValues> = {};
  for (const issue of parsed.error.issues) {
    const field = formField(issue.path.join('.') || 'name');
    if (errors[field]) continue;
    const which = field === 'alert_emails' && typeof issue.path[1] === 'number' ? `Address ${issue.path[1] + 1}: ` : '';
    errors[field] = { type: issue.code, message: `${which}${issue.message}` };
  }
  return { values: {}, errors };
};
