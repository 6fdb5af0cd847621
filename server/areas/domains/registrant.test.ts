// The registrant: verification status, the resend the registry may decline,
// and updating the registrant's contact details (a new address restarts
// verification; the holder's name never changes here).
import { and, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { outbox } from '@server/db/schema/infra-mailer';
import { registryContacts, registryDomains } from '@server/db/schema/infra-registry';
import { startApi, type TestApi } from '@server/test/harness';

const DAY = 86_400_000;
const HOUR = 3_600_000;
let api: TestApi;
let reader: string;
let writer: string;

const verification = (name: string) => api.call('GET', `/domains/${name}/contacts/verification`, { token: reader });
const resend = (name: string) =>
  api.call('POST', `/domains/${name}/contacts/verification/resend`, { token: writer, body: {} });
const update = (name: string, body: Record<string, unknown>) =>
  api.call('POST', `/domains/${name}/registrant`, { token: writer, body });
const reachable = (tld: string, on: boolean) => api.deps.infra.registry.setReachable(api.db, tld, on);
const registry = async (name: string) =>
  (await api.db.select().from(registryDomains).where(eq(registryDomains.name, name)))[0]!;
const registrantOf = async (name: string) =>
  (
    await api.db
      .select()
      .from(registryContacts)
      .where(and(eq(registryContacts.domainId, (await registry(name)).id), eq(registryContacts.role, 'registrant')))
  )[0]!;
const mailsTo = (to: string) =>
  api.db
    .select()
    .from(outbox)
    .where(and(eq(outbox.to, to), eq(outbox.kind, 'registrant_verification')));

beforeAll(async () => {
  api = await startApi();
  reader = await api.token(['read:domains']);
  writer = await api.token(['read:domains', 'write:domains']);
});
afterAll(() => api.close());

describe('registrant verification', () => {
  it('gives the status with the address it was sent to and its deadline', async () => {
    const now = api.clock.now().getTime();
    const r = await verification('alexlindqvist.dev');
    expect(r.status).toBe(200);
    expect(r.body).toEqual({
      target: expect.objectContaining({ domain: 'alexlindqvist.dev' }),
      domain: 'alexlindqvist.dev',
      status: 'pending',
      email: 'alex@lindqvist.me',
      lastSentAt: new Date(now - 6 * DAY).toISOString(),
      deadlineAt: new Date(now + 9 * DAY).toISOString(),
      verifiedAt: null,
    });
    expect((await verification('nordlight-studio.com')).body).toMatchObject({ status: 'verified', deadlineAt: null });
  });

  it('is resent unless the last email went out within the hour', async () => {
    const first = await resend('alexlindqvist.dev');
    expect(first.status).toBe(200);
    expect(first.body).toMatchObject({
      sent: true,
      reason: null,
      verification: { status: 'pending', lastSentAt: api.clock.now().toISOString() },
    });
    // the deadline stays: resending gives no extra time
    expect(first.body.verification.deadlineAt).toBe(new Date(api.clock.now().getTime() + 9 * DAY).toISOString());
    expect(await mailsTo('alex@lindqvist.me')).toHaveLength(1);
    api.clock.advance(30 * 60_000);
    const soon = await resend('alexlindqvist.dev');
    expect(soon.body).toMatchObject({ sent: false, verification: { status: 'pending' } });
    expect(soon.body.reason).toMatch(/one an hour/);
    expect(await mailsTo('alex@lindqvist.me')).toHaveLength(1);
    api.clock.advance(HOUR);
    expect((await resend('alexlindqvist.dev')).body.sent).toBe(true);
    expect(await mailsTo('alex@lindqvist.me')).toHaveLength(2);
  });

  it('is declined for a registrant who already verified', async () => {
    const r = await resend('nordlight-studio.com');
    expect(r.body).toMatchObject({ sent: false, verification: { status: 'verified' } });
    expect(r.body.reason).toMatch(/already verified/);
    expect(await mailsTo('demo@example.com')).toHaveLength(0);
  });

  it('is 503 while the registry does not answer; 403 and 404 as for every domain', async () => {
    await reachable('dev', false);
    try {
      expect((await verification('alexlindqvist.dev')).body.code).toBe('registry_unavailable');
      expect((await resend('alexlindqvist.dev')).status).toBe(503);
    } finally {
      await reachable('dev', true);
    }
    for (const name of ['maria-berg.se', 'sandandsons.fi']) {
      expect((await verification(name)).body.code).toBe('domain_not_owned');
      expect((await resend(name)).status).toBe(403);
    }
    expect((await verification('no-such-name-here.com')).status).toBe(404);
    expect((await resend('no-such-name-here.com')).status).toBe(404);
  });
});

describe('updating the registrant', () => {
  it('changes the details sent and keeps the rest; the same address keeps the verification', async () => {
    const before = await registrantOf('nordlight-studio.com');
    const r = await update('nordlight-studio.com', { phone: '+46.701234567', city: 'Malmö' });
    expect(r.status).toBe(200);
    expect(r.body.registrant).toMatchObject({
      role: 'registrant',
      name: before.name,
      email: before.email,
      phone: '+46.701234567',
      city: 'Malmö',
      line1: before.line1,
    });
    expect(r.body.verification).toMatchObject({ status: 'verified' });
    expect(await registrantOf('nordlight-studio.com')).toMatchObject({ phone: '+46.701234567', city: 'Malmö' });
  });

  it('restarts verification for a new address and mails it', async () => {
    const r = await update('nordlight-studio.com', { email: 'Registrar@Nordlight-Studio.com' });
    const now = api.clock.now();
    expect(r.body.registrant.email).toBe('Registrar@nordlight-studio.com');
    expect(r.body.verification).toEqual({
      domain: 'nordlight-studio.com',
      status: 'pending',
      email: 'Registrar@nordlight-studio.com',
      lastSentAt: now.toISOString(),
      deadlineAt: new Date(now.getTime() + 15 * DAY).toISOString(),
      verifiedAt: null,
    });
    const [mail] = await mailsTo('Registrar@nordlight-studio.com');
    expect(mail).toMatchObject({ subject: 'Confirm the registrant email address of nordlight-studio.com' });
  });

  it("refuses the holder's name, bad details, names in redemption and an unanswering registry", async () => {
    const named = await update('nordlight-studio.com', { name: 'Someone Else', phone: '+46.701234567' });
    expect([named.status, named.body.errors[0].path]).toEqual([422, 'name']);
    expect((await registrantOf('nordlight-studio.com')).name).not.toBe('Someone Else');
    expect((await update('nordlight-studio.com', {})).status).toBe(422);
    expect((await update('nordlight-studio.com', { phone: '070-123 45 67' })).body.errors[0].path).toBe('phone');
    expect((await update('nordlight-studio.com', { country: 'Sweden' })).body.errors[0].path).toBe('country');
    const archive = await update('nordlight-archive.com', { city: 'Lund' });
    expect([archive.status, archive.body.code]).toEqual([409, 'conflict']);
    await reachable('com', false);
    try {
      const r = await update('nordlight-studio.com', { city: 'Lund' });
      expect([r.status, r.body.code]).toEqual([503, 'registry_unavailable']);
    } finally {
      await reachable('com', true);
    }
    expect((await registrantOf('nordlight-studio.com')).city).toBe('Malmö');
  });

  it("refuses others' names (403) and unknown ones (404)", async () => {
    for (const name of ['maria-berg.se', 'sandandsons.fi'])
      expect((await update(name, { city: 'Lund' })).body.code).toBe('domain_not_owned');
    expect((await update('no-such-name-here.com', { city: 'Lund' })).status).toBe(404);
  });
});
