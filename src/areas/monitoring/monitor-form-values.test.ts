import { describe, expect, it } from 'vitest';
import { emptyMonitor, monitorResolver, toBody, type MonitorFormValues } from './monitor-form-values';

const form = (over: Partial<MonitorFormValues> = {}): MonitorFormValues => ({
  ...emptyMonitor('nordlight-studio.com'),
  name: 'Front page',
  ...over,
});
const resolve = async (v: MonitorFormValues) =>
  monitorResolver(v, undefined, { fields: {}, shouldUseNativeValidation: false });
const messages = async (v: MonitorFormValues) =>
  Object.fromEntries(Object.entries((await resolve(v)).errors).map(([k, e]) => [k, e?.message]));

describe('the create-monitor form', () => {
  it('sends only the fields of the chosen type, with numbers as numbers', () => {
    expect(toBody(form({ retries: '0', alert_emails: 'ops@example.com, dev@example.com' }))).toEqual({
      input: 'nordlight-studio.com',
      name: 'Front page',
      type: 'http',
      url: 'https://nordlight-studio.com/',
      keyword: undefined,
      host: undefined,
      port: undefined,
      expected_status: 200,
      retries: 0,
      interval_seconds: 300,
      timeout_seconds: 30,
      alert_emails: ['ops@example.com', 'dev@example.com'],
    });
    const port = toBody(form({ type: 'port', port: '22', host: 'ssh.example.com' }));
    expect([port.url, port.expected_status, port.host, port.port]).toEqual([
      undefined,
      undefined,
      'ssh.example.com',
      22,
    ]);
  });

  it('accepts a valid http monitor', async () => {
    expect((await resolve(form())).errors).toEqual({});
  });

  it('refuses with the contract’s own messages, each on its field', async () => {
    expect(await messages(form({ type: 'keyword', keyword: '', url: 'ftp://x.example' }))).toEqual({
      url: 'Enter an http:// or https:// URL',
      keyword: 'A keyword monitor needs the keyword to look for',
    });
    expect(await messages(form({ type: 'port', host: 'db.example.com', port: '' }))).toEqual({
      port: 'A port monitor needs a port',
    });
    expect(await messages(form({ retries: '11', interval_seconds: '30', timeout_seconds: '30' }))).toMatchObject({
      retries: 'Retries are 0-10',
      interval_seconds: 'Check at most once a minute',
    });
    expect(await messages(form({ interval_seconds: '60', timeout_seconds: '60' }))).toEqual({
      timeout_seconds: 'The timeout must be shorter than the interval',
    });
  });

  it('says which alert address is wrong', async () => {
    const m = await messages(form({ alert_emails: 'ops@example.com not-an-address' }));
    expect(m.alert_emails).toMatch(/^Address 2: /);
  });
});
