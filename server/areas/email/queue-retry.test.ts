// Deferred messages of the outgoing queue are retried by the job runner with
// backoff (5 min, 15 min, 1 h, 4 h): delivered once the network allows, else
// bounced after the last attempt with a report to the sender.
import { and, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { runDueJobs } from '@server/core/jobs';
import { dnsRecords, dnsZones } from '@server/db/schema/dns';
import { startApi, type TestApi } from '@server/test/harness';

let api: TestApi;
let read: string;
const D = 'nordlight-studio.com';
const ALEX = `alex@${D}`;
const min = 60_000;

beforeAll(async () => {
  api = await startApi();
  read = await api.token(['read:email']);
});
afterAll(() => api.close());

type Queued = {
  id: string;
  recipients: string[];
  attempts: number;
  nextAttemptAt: string | null;
  lastError: string | null;
};
const queued = async (rcpt: string) => {
  const q = await api.call('GET', '/email/queue', { token: read, query: { input: ALEX, limit: 200 } });
  expect(q.status).toBe(200);
  return (q.body.data as Queued[]).find((m) => m.recipients.includes(rcpt));
};
const send = (to: string, subject: string) =>
  api.deps.infra.mailServer.submit({ from: ALEX, to: [to], subject, text: 'Retry me.' }, api.clock.now());
const tick = async (ms: number) => {
  api.clock.advance(ms);
  await runDueJobs(api.deps);
};
const trace = async (to: string) =>
  (await api.call('GET', '/email/trace', { token: read, query: { input: D, to } })).body;

describe('queue retries', () => {
  it('retries a deferred message on schedule and delivers it once the network allows', async () => {
    // A subdomain with no MX yet: the resolver has nothing, so the first attempt defers.
    const rcpt = `ops@partners.${D}`;
    const out = await send(rcpt, 'Partner onboarding');
    expect(out.status).toBe('queued');
    const start = api.clock.now().getTime();
    expect(await queued(rcpt)).toMatchObject({ attempts: 1, nextAttemptAt: new Date(start + 5 * min).toISOString() });

    await tick(4 * min);
    expect((await queued(rcpt))!.attempts).toBe(1); // not due yet
    await tick(1 * min);
    expect(await queued(rcpt)).toMatchObject({
      attempts: 2,
      nextAttemptAt: new Date(start + 20 * min).toISOString(),
      lastError: expect.stringMatching(/Host or domain name not found/),
    });

    // The partner publishes an MX pointing at an exchanger that answers.
    const [zone] = await api.db.select().from(dnsZones).where(eq(dnsZones.domain, D));
    await api.db.insert(dnsRecords).values({
      zoneId: zone!.id,
      name: 'partners',
      type: 'MX',
      ttl: 300,
      priority: 10,
      value: '10 mx1.panel-mail.net.',
    });
    await tick(15 * min);
    expect(await queued(rcpt)).toBeUndefined();
    const t = await trace(rcpt);
    expect(t.finalStatus).toBe('delivered');
    expect(t.events.map((e: { stage: string }) => e.stage)).toEqual(['received', 'queued', 'deferred', 'delivered']);
    expect(t.events.at(-1).host).toMatch(/mx1\.panel-mail\.net/);
    await api.db.delete(dnsRecords).where(and(eq(dnsRecords.zoneId, zone!.id), eq(dnsRecords.name, 'partners')));
  });

  it('bounces after the last attempt, removes the entry and notifies the sender', async () => {
    const rcpt = 'billing@gone-supplier.invalid';
    expect((await send(rcpt, 'Final reminder')).status).toBe('queued');
    for (const wait of [5 * min, 15 * min, 60 * min]) await tick(wait);
    expect(await queued(rcpt)).toMatchObject({ attempts: 4 });
    await tick(239 * min);
    expect((await queued(rcpt))!.attempts).toBe(4);
    await tick(1 * min);
    expect(await queued(rcpt)).toBeUndefined();

    const t = await trace(rcpt);
    expect(t.finalStatus).toBe('bounced');
    expect(t.events.at(-1)).toMatchObject({ stage: 'bounced', detail: expect.stringMatching(/after 5 attempts/) });
    const inbox = await api.call('GET', '/email/messages', { token: read, query: { input: ALEX, limit: 100 } });
    const dsn = inbox.body.data.find(
      (m: { subject: string; snippet: string }) =>
        m.subject === 'Undelivered Mail Returned to Sender' && m.snippet.includes(rcpt),
    );
    expect(dsn).toBeDefined();
    expect(dsn.from.address).toMatch(/^MAILER-DAEMON@/);
    const logs = await api.call('GET', '/email/logs', { token: read, query: { input: ALEX, status: 'bounced' } });
    expect(logs.body.data.some((l: { to: string }) => l.to === rcpt)).toBe(true);
  });
});
