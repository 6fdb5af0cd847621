// WHOIS (parsed and raw, personal data redacted) and the lifecycle with the
// exact dates of each phase, from the registry or, while it does not answer,
// from our own record.
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { accounts } from '@server/db/schema/account';
import { domains } from '@server/db/schema/domains';
import { registryDomains } from '@server/db/schema/infra-registry';
import { startApi, type TestApi } from '@server/test/harness';

const DAY = 86_400_000;
let api: TestApi;
let reader: string;

const get = (path: string) => api.call('GET', path, { token: reader });
const local = async (name: string) => (await api.db.select().from(domains).where(eq(domains.name, name)))[0]!;
const registry = async (name: string) =>
  (await api.db.select().from(registryDomains).where(eq(registryDomains.name, name)))[0]!;
const reachable = (tld: string, on: boolean) => api.deps.infra.registry.setReachable(api.db, tld, on);
const plus = (d: Date, days: number) => new Date(d.getTime() + days * DAY).toISOString();
const second = (d: Date) => `${d.toISOString().slice(0, 19)}Z`;

beforeAll(async () => {
  api = await startApi();
  reader = await api.token(['read:domains']);
});
afterAll(() => api.close());

describe('WHOIS', () => {
  it('gives the parsed record and the raw text, with the registrant redacted', async () => {
    const reg = await registry('nordlight-studio.com');
    const [demo] = await api.db.select().from(accounts).where(eq(accounts.email, 'demo@example.com'));
    const r = await get('/domains/nordlight-studio.com/whois');
    expect(r.status).toBe(200);
    expect(r.body).toMatchObject({
      domain: 'nordlight-studio.com',
      registrar: 'Panel Registrar AB',
      expiresAt: reg.expiresAt.toISOString(),
      statuses: ['clientTransferProhibited'],
      nameservers: ['ns1.panel-dns.net', 'ns2.panel-dns.net'],
      dnssec: true,
      registrant: { name: null, organization: demo!.company, country: demo!.address.country },
      fetchedAt: api.clock.now().toISOString(),
    });
    const lines = r.body.raw.split('\n');
    expect(lines).toEqual(
      expect.arrayContaining([
        'Domain Name: nordlight-studio.com',
        `Registry Expiry Date: ${second(reg.expiresAt)}`,
        `Creation Date: ${second(reg.createdAt)}`,
        'Registrar: Panel Registrar AB',
        'Domain Status: clientTransferProhibited https://icann.org/epp#clientTransferProhibited',
        'Registrant Name: REDACTED FOR PRIVACY',
        `Registrant Organization: ${demo!.company}`,
        `Registrant Country: ${demo!.address.country}`,
        'Name Server: ns1.panel-dns.net',
        'Name Server: ns2.panel-dns.net',
        'DNSSEC: signedDelegation',
      ]),
    );
    expect(r.body.raw).not.toContain(demo!.email);
  });

  it("never shows a person's name: only organisation and country remain", async () => {
    const now = api.clock.now();
    await api.db.transaction((tx) =>
      api.deps.infra.registry.setContact(
        tx,
        'nordlight.se',
        'registrant',
        {
          name: 'Alex Lindqvist',
          organization: null,
          orgNumber: null,
          email: 'alex@lindqvist.me',
          phone: '+46.701234567',
          line1: 'Storgatan 1',
          line2: null,
          city: 'Stockholm',
          postalCode: '111 22',
          country: 'SE',
        },
        now,
      ),
    );
    const r = await get('/domains/nordlight.se/whois');
    expect(r.body.registrant).toEqual({ name: null, organization: null, country: 'SE' });
    expect(r.body.raw).toContain(
      'Registrant Name: REDACTED FOR PRIVACY\nRegistrant Organization:\nRegistrant Country: SE',
    );
    for (const personal of ['Alex Lindqvist', 'alex@lindqvist.me', 'Storgatan', '+46.701234567'])
      expect(r.body.raw).not.toContain(personal);
  });

  it('says unsigned without DS records, and lists the EPP statuses of redemption', async () => {
    expect((await get('/domains/nordlight.se/whois')).body.raw).toContain('DNSSEC: unsigned');
    const r = await get('/domains/nordlight-archive.com/whois');
    expect(r.body.raw).toContain('Domain Status: redemptionPeriod https://icann.org/epp#redemptionPeriod');
  });

  it('is 503 while the registry does not answer; 403 and 404 as for every domain', async () => {
    await reachable('com', false);
    try {
      const r = await get('/domains/nordlight-studio.com/whois');
      expect([r.status, r.body.code]).toEqual([503, 'registry_unavailable']);
    } finally {
      await reachable('com', true);
    }
    expect((await get('/domains/maria-berg.se/whois')).body.code).toBe('domain_not_owned');
    expect((await get('/domains/sandandsons.fi/whois')).status).toBe(403);
    expect((await get('/domains/no-such-name-here.com/whois')).status).toBe(404);
  });
});

describe('the lifecycle', () => {
  it('gives every phase with its exact dates and when auto-renewal runs', async () => {
    const reg = await registry('nordlight-studio.com');
    const r = await get('/domains/nordlight-studio.com/lifecycle');
    expect(r.status).toBe(200);
    // .com: 30 days of grace, 30 of redemption, 5 of pending delete
    expect(r.body).toMatchObject({
      domain: 'nordlight-studio.com',
      phase: 'active',
      expiresAt: reg.expiresAt.toISOString(),
      autoRenew: true,
      renewalAttemptAt: plus(reg.expiresAt, -30),
      restorable: false,
      restorePrice: null,
      target: { domain: 'nordlight-studio.com' },
    });
    expect(r.body.timeline).toEqual([
      { phase: 'active', startsAt: reg.createdAt.toISOString(), endsAt: reg.expiresAt.toISOString() },
      { phase: 'grace', startsAt: reg.expiresAt.toISOString(), endsAt: plus(reg.expiresAt, 30) },
      { phase: 'redemption', startsAt: plus(reg.expiresAt, 30), endsAt: plus(reg.expiresAt, 60) },
      { phase: 'pending_delete', startsAt: plus(reg.expiresAt, 60), endsAt: plus(reg.expiresAt, 65) },
      { phase: 'released', startsAt: plus(reg.expiresAt, 65), endsAt: null },
    ]);
  });

  it('offers a restore at its price in redemption, with no renewal planned', async () => {
    const archive = await get('/domains/nordlight-archive.com/lifecycle');
    // .com restore: 79.00 fee + 15.00 renewal, plus 25 % VAT
    expect(archive.body).toMatchObject({
      phase: 'redemption',
      autoRenew: false,
      renewalAttemptAt: null,
      restorable: true,
      restorePrice: { amount: 117.5, currency: 'EUR' },
    });
    // .eu has no grace: redemption starts at the expiry and lasts 40 days
    const eu = await get('/domains/nordlight.eu/lifecycle');
    const expires = (await registry('nordlight.eu')).expiresAt;
    expect(eu.body).toMatchObject({ phase: 'redemption', restorePrice: { amount: 67.5 } });
    expect(eu.body.timeline.slice(1, 3)).toEqual([
      { phase: 'grace', startsAt: expires.toISOString(), endsAt: expires.toISOString() },
      { phase: 'redemption', startsAt: expires.toISOString(), endsAt: plus(expires, 40) },
    ]);
    expect((await get('/domains/lindqvist.net/lifecycle')).body).toMatchObject({ phase: 'grace', restorable: false });
  });

  it("uses our own expiry while the registry does not answer (oldshop's registry date is a year later)", async () => {
    const ours = (await local('oldshop-nordlight.com')).expiresAt!;
    const theirs = (await registry('oldshop-nordlight.com')).expiresAt;
    expect((await get('/domains/oldshop-nordlight.com/lifecycle')).body.expiresAt).toBe(theirs.toISOString());
    await reachable('com', false);
    try {
      const r = await get('/domains/oldshop-nordlight.com/lifecycle');
      expect(r.status).toBe(200);
      expect(r.body).toMatchObject({ phase: 'active', expiresAt: ours.toISOString() });
      expect(r.body.timeline[1]).toEqual({ phase: 'grace', startsAt: ours.toISOString(), endsAt: plus(ours, 30) });
    } finally {
      await reachable('com', true);
    }
  });

  it('refuses others’ names (403) and unknown ones (404)', async () => {
    expect((await get('/domains/maria-berg.se/lifecycle')).body.code).toBe('domain_not_owned');
    expect((await get('/domains/sandandsons.fi/lifecycle')).status).toBe(403);
    expect((await get('/domains/no-such-name-here.com/lifecycle')).status).toBe(404);
  });
});
