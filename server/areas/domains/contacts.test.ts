// Contacts at the registry: reading them, and the held contact update (a
// field-by-field preview; nothing changes before approval; approval re-checks
// and applies it, restarting verification for a new registrant address).
import { and, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { outbox } from '@server/db/schema/infra-mailer';
import { registryContacts, registryDomains } from '@server/db/schema/infra-registry';
import { startApi, type TestApi } from '@server/test/harness';

const DAY = 86_400_000;
let api: TestApi;
let reader: string;
let writer: string;
let cookie: string;

const address = { line1: 'Sveavägen 10', city: 'Stockholm', postal_code: '111 57', country: 'se' };
const registrant = { email: 'owner@Bücher.example', phone: '+46.812345670', ...address };
const tech = { name: 'Kim Tekniker', email: 'tech@nordlight.se', phone: '+46.701112233', ...address };

const contacts = (name: string) => api.call('GET', `/domains/${name}/contacts`, { token: reader });
const put = (name: string, body: Record<string, unknown>) =>
  api.call('PUT', `/domains/${name}/contacts`, { token: writer, body });
const approve = (id: string) => api.call('POST', `/pending-actions/${id}/approve`, { cookie, body: {} });
const reachable = (tld: string, on: boolean) => api.deps.infra.registry.setReachable(api.db, tld, on);
const registry = async (name: string) =>
  (await api.db.select().from(registryDomains).where(eq(registryDomains.name, name)))[0]!;
const storedContacts = async (name: string) =>
  api.db
    .select()
    .from(registryContacts)
    .where(eq(registryContacts.domainId, (await registry(name)).id))
    .orderBy(registryContacts.role);
const mailsTo = (to: string) =>
  api.db
    .select()
    .from(outbox)
    .where(and(eq(outbox.to, to), eq(outbox.kind, 'registrant_verification')));

beforeAll(async () => {
  api = await startApi();
  reader = await api.token(['read:domains']);
  writer = await api.token(['read:domains', 'write:domains']);
  cookie = await api.login();
});
afterAll(() => api.close());

describe('reading the contacts', () => {
  it('gives the four contacts at the registry, registrant first', async () => {
    const r = await contacts('nordlight-studio.com');
    expect(r.status).toBe(200);
    expect(r.body.target).toMatchObject({ domain: 'nordlight-studio.com' });
    expect(r.body.contacts.map((c: { role: string }) => c.role)).toEqual(['registrant', 'admin', 'tech', 'billing']);
    expect(r.body.contacts[0]).toMatchObject({ email: 'demo@example.com', phone: '+46.8123456', country: 'SE' });
  });

  it('is 503 while the registry does not answer; 403 and 404 as for every domain', async () => {
    await reachable('com', false);
    try {
      const r = await contacts('nordlight-studio.com');
      expect([r.status, r.body.code]).toEqual([503, 'registry_unavailable']);
    } finally {
      await reachable('com', true);
    }
    expect((await contacts('maria-berg.se')).body.code).toBe('domain_not_owned');
    expect((await contacts('sandandsons.fi')).status).toBe(403);
    expect((await contacts('no-such-name-here.com')).status).toBe(404);
  });
});

describe('the held contact update', () => {
  it('previews each changed field old → new and changes nothing before approval', async () => {
    const before = await storedContacts('nordlight.se');
    const r = await put('nordlight.se', { registrant, tech, attempt_key: 'contacts-1' });
    expect(r.status).toBe(200);
    expect(r.body).toMatchObject({
      status: 'confirmation_required',
      operation: 'updateDomainContacts',
      target: { domain: 'nordlight.se' },
    });
    const preview = Object.fromEntries(r.body.preview.map((p: { label: string; value: string }) => [p.label, p.value]));
    expect(preview).toMatchObject({
      Domain: 'nordlight.se',
      'Registrant email': 'demo@example.com → owner@xn--bcher-kva.example',
      'Registrant phone': '+46.8123456 → +46.812345670',
      'Tech contact name': `${before.find((c) => c.role === 'tech')!.name} → Kim Tekniker`,
      'Tech contact email': 'demo@example.com → tech@nordlight.se',
    });
    expect(preview['Registrant verification']).toContain('15 days');
    // the registrant's name is not something this changes; an unchanged contact is not listed
    expect(Object.keys(preview).some((k) => k.startsWith('Registrant name'))).toBe(false);
    expect(Object.keys(preview).some((k) => k.startsWith('Admin'))).toBe(false);
    expect(await storedContacts('nordlight.se')).toEqual(before);
    expect(await mailsTo('owner@xn--bcher-kva.example')).toHaveLength(0);
  });

  it('applies the change on approval and restarts the registrant verification', async () => {
    const hold = await put('nordlight.se', { registrant, tech, attempt_key: 'contacts-1' });
    const approved = await approve(hold.body.pendingActionId);
    expect(approved.body).toMatchObject({
      status: 'approved',
      error: null,
      result: { domain: 'nordlight.se', changed: ['registrant', 'tech'], verificationRestarted: true },
    });
    const after = await storedContacts('nordlight.se');
    expect(after.find((c) => c.role === 'registrant')).toMatchObject({
      email: 'owner@xn--bcher-kva.example',
      line1: 'Sveavägen 10',
      country: 'SE',
      line2: null,
    });
    expect(after.find((c) => c.role === 'tech')).toMatchObject({ name: 'Kim Tekniker', organization: null });
    const now = api.clock.now();
    expect(await registry('nordlight.se')).toMatchObject({
      verificationStatus: 'pending',
      verificationEmail: 'owner@xn--bcher-kva.example',
      verificationSentAt: now,
      verificationDeadlineAt: new Date(now.getTime() + 15 * DAY),
      verifiedAt: null,
    });
    const [mail] = await mailsTo('owner@xn--bcher-kva.example');
    expect(mail!.body).toContain('nordlight.se');
  });

  it('fails on approval when the contact changed at the registry after the request', async () => {
    const hold = await put('nordlight-studio.com', { tech, attempt_key: 'contacts-2' });
    const [techRow] = (await storedContacts('nordlight-studio.com')).filter((c) => c.role === 'tech');
    await api.db.transaction((tx) =>
      api.deps.infra.registry.setContact(
        tx,
        'nordlight-studio.com',
        'tech',
        { ...techRow!, phone: '+46.700000000' },
        api.clock.now(),
      ),
    );
    const r = await approve(hold.body.pendingActionId);
    expect(r.body).toMatchObject({ status: 'failed', error: { code: 'conflict' } });
    expect((await storedContacts('nordlight-studio.com')).find((c) => c.role === 'tech')!.name).not.toBe(
      'Kim Tekniker',
    );
  });

  it('refuses names in redemption, an unanswering registry, no change and a new registrant name', async () => {
    const archive = await put('nordlight-archive.com', { tech });
    expect([archive.status, archive.body.code]).toEqual([409, 'conflict']);
    expect(archive.body.detail).toMatch(/redemption/);
    await reachable('com', false);
    try {
      expect((await put('nordlight-studio.com', { tech })).body.code).toBe('registry_unavailable');
    } finally {
      await reachable('com', true);
    }
    const same = await put('nordlight.se', { tech });
    expect([same.status, same.body.errors[0].code]).toEqual([422, 'no_change']);
    const renamed = await put('nordlight.se', { registrant: { ...registrant, name: 'Someone Else' } });
    expect([renamed.status, renamed.body.errors[0].path]).toEqual([422, 'registrant.name']);
    expect((await put('nordlight.se', {})).status).toBe(422);
    expect((await put('nordlight.se', { tech: { ...tech, phone: '0701112233' } })).body.errors[0].path).toBe(
      'tech.phone',
    );
  });

  it("refuses others' names (403) and unknown ones (404)", async () => {
    for (const name of ['maria-berg.se', 'sandandsons.fi']) {
      const r = await put(name, { tech });
      expect([r.status, r.body.code]).toEqual([403, 'domain_not_owned']);
    }
    expect((await put('no-such-name-here.com', { tech })).status).toBe(404);
  });
});
