// Owner change: the quote hands off to a one-time sign-in link (an e-ID for
// .se and .nu, simulated by the sandbox page); signing in creates the proforma
// at the quoted price, and once it is paid the registry records the new holder.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { eq } from 'drizzle-orm';
import { onelinks } from '@server/db/schema/core';
import { registryContacts } from '@server/db/schema/infra-registry';
import { runDueJobs } from '@server/core/jobs';
import { startApi, type TestApi } from '@server/test/harness';
import { orderSteps } from './orders-test-api';
import { luhnCheckDigit, maskIdentityNumber, parseIdentityNumber } from './personal-identity-number';

let api: TestApi;
let reader: string;
let steps: ReturnType<typeof orderSteps>;

beforeAll(async () => {
  api = await startApi();
  reader = await api.token(['read:domains']);
  steps = orderSteps(api, () => '');
});
afterAll(() => api.close());

const quote = (name: string, token = reader) => api.call('GET', `/domains/${name}/actions/owner-change`, { token });
const page = async (url: string, form?: Record<string, string>, headers: Record<string, string> = {}) => {
  const res = await api.app.request(
    new URL(url).pathname,
    form
      ? {
          method: 'POST',
          headers: { 'content-type': 'application/x-www-form-urlencoded', ...headers },
          body: new URLSearchParams(form).toString(),
        }
      : {},
  );
  return { status: res.status, text: await res.text(), csp: res.headers.get('content-security-policy') };
};

describe('owner change quote', () => {
  it('prices a .se holder change, needs an e-ID and hands off to a one-time sign-in link', async () => {
    const r = await quote('nordlight.se');
    expect(r.status).toBe(200);
    expect(r.body).toMatchObject({
      target: { domain: 'nordlight.se' },
      domain: 'nordlight.se',
      // 20.00 EUR before VAT
      price: { amount: 25, currency: 'EUR' },
      currentRegistrant: { name: 'Nordlight Studio AB', organization: 'Nordlight Studio AB', orgNumberMasked: null },
      requiresEid: true,
    });
    expect(r.body.eidSignInUrl).toMatch(/^http:\/\/dashboard\.test\/sandbox\/eid\/ol_\w+\.\w+$/);
    expect(new Date(r.body.expiresAt).getTime() - api.clock.now().getTime()).toBe(15 * 60_000);
    expect(r.body.steps.join(' ')).toMatch(/e-ID \(such as BankID\).*invoice of 25\.00 EUR/);
    const [link] = await api.db.select().from(onelinks).where(eq(onelinks.purpose, 'domain_owner_change:nordlight.se'));
    expect(link!.tokenHash).not.toContain(r.body.eidSignInUrl.split('.').pop());
  });

  it('needs no e-ID for a .com name; is 403 on another account’s domain', async () => {
    const r = await quote('nordlight-studio.com');
    expect(r.body).toMatchObject({ requiresEid: false, price: { amount: 0 } });
    expect(r.body.eidSignInUrl).not.toBeNull();
    for (const name of ['maria-berg.se', 'sandandsons.fi']) {
      const other = await quote(name);
      expect(other.status).toBe(403);
      expect(other.body.code).toBe('domain_not_owned');
    }
  });

  it('gives no link for a name in redemption, and no holder while the registry does not answer', async () => {
    const r = await quote('nordlight-archive.com');
    expect(r.body.eidSignInUrl).toBeNull();
    expect(r.body.steps[0]).toMatch(/^Not possible now: .*in redemption/);
    await api.deps.infra.registry.setReachable(api.db, 'se', false);
    const down = await quote('nordlight.se');
    await api.deps.infra.registry.setReachable(api.db, 'se', true);
    expect(down.status).toBe(200);
    expect(down.body.currentRegistrant).toBeNull();
    expect(down.body.steps.at(-1)).toMatch(/\.se registry is not answering/);
  });
});

describe('sandbox e-ID sign-in page', () => {
  it('shows a simulated sign-in without script, and checks the personal identity number', async () => {
    const url = (await quote('nordlight.se')).body.eidSignInUrl;
    const shown = await page(url);
    expect(shown.status).toBe(200);
    expect(shown.text).toContain('Sandbox e-ID — no real identity provider');
    expect(shown.text).toContain('Owner change of nordlight.se');
    expect(shown.text).not.toContain('<script');
    expect(shown.csp).toContain("script-src 'self'");
    const bad = await page(url, { name: 'Eva <b>Holm</b>', identity_number: '811228-9873' });
    expect(bad.status).toBe(422);
    expect(bad.text).toContain('The last digit does not match');
    // what was typed comes back escaped
    expect(bad.text).toContain('Eva &lt;b&gt;Holm&lt;/b&gt;');
    expect(bad.text).not.toContain('<b>Holm');
  });

  it('signing in orders at the quoted price; paid, the registry records the new holder', async () => {
    const q = (await quote('nordlight.se')).body;
    const done = await page(q.eidSignInUrl, { name: 'Eva Holm', identity_number: '811228-9874' });
    expect(done.status).toBe(201);
    expect(done.text).toContain('Eva Holm signed in as the new holder of nordlight.se');
    const [order] = (await steps.ordersOf('nordlight.se')).filter((o) => o.kind === 'owner_change');
    expect(order).toMatchObject({ status: 'awaiting_payment', totalCents: 2500 });
    const invoice = await steps.invoice(order!.invoiceId);
    // quote = order
    expect(invoice.totalCents).toBe(q.price.amount * 100);
    expect(done.text).toContain(`Pay invoice ${invoice.number}`);

    // reused: refused with 409, and nothing more is ordered
    const again = await page(q.eidSignInUrl, { name: 'Eva Holm', identity_number: '811228-9874' });
    expect(again.status).toBe(409);
    expect(again.text).toContain('already used');
    expect((await page(q.eidSignInUrl)).status).toBe(409);

    await runDueJobs(api.deps);
    expect((await steps.registry('nordlight.se'))!.registrant.name).toBe('Nordlight Studio AB');
    const payUrl = done.text.match(/href="([^"]+\/sandbox\/pay\/[^"]+)"/)![1]!;
    expect(await steps.pay(payUrl)).toBeLessThan(400);
    await runDueJobs(api.deps);
    const reg = (await steps.registry('nordlight.se'))!;
    expect(reg.registrant).toEqual({ name: 'Eva Holm', organization: null, orgNumber: '19811228-9874', country: 'SE' });
    const [contact] = await api.db
      .select()
      .from(registryContacts)
      .where(eq(registryContacts.domainId, reg.id))
      .then((rows) => rows.filter((c) => c.role === 'registrant'));
    expect(contact).toMatchObject({ name: 'Eva Holm', organization: null, orgNumber: '19811228-9874' });
    expect(await steps.order(order!.id)).toMatchObject({ status: 'completed' });
    const after = await quote('nordlight.se');
    expect(after.body.currentRegistrant).toEqual({
      name: 'Eva Holm',
      organization: null,
      orgNumberMasked: '••••••••-9874',
    });
  });

  it('refuses an expired link with 410 and an unknown one with 404', async () => {
    const url = (await quote('nordlight-studio.com')).body.eidSignInUrl;
    api.clock.advance(16 * 60_000);
    const expired = await page(url);
    expect(expired.status).toBe(410);
    expect(expired.text).toContain('Sign-in link expired');
    expect((await page(url, { name: 'Eva Holm' })).status).toBe(410);
    expect((await page(url.replace(/\.\w+$/, '.wrongsecret'))).status).toBe(404);
    expect((await page('http://dashboard.test/sandbox/eid/nothing')).status).toBe(404);
  });

  it('refuses a post from another origin', async () => {
    const url = (await quote('nordlight-studio.com')).body.eidSignInUrl;
    const r = await page(url, { name: 'Eva Holm' }, { origin: 'https://evil.example' });
    expect(r.status).toBe(403);
  });

  it('a free owner change (.com) is paid at once and carried out', async () => {
    const url = (await quote('nordlight-studio.com')).body.eidSignInUrl;
    const r = await page(url, { name: 'Eva Holm', organization: 'Holm & Co AB' });
    expect(r.status).toBe(201);
    expect(r.text).toContain('There is nothing to pay');
    await runDueJobs(api.deps);
    expect((await steps.registry('nordlight-studio.com'))!.registrant).toMatchObject({
      name: 'Eva Holm',
      organization: 'Holm & Co AB',
      orgNumber: null,
    });
  });
});

describe('personal identity numbers', () => {
  it('check the birth date and the Luhn digit, in every written form', () => {
    const now = new Date('2025-06-01T00:00:00Z');
    expect(luhnCheckDigit('811228987')).toBe(4);
    expect(parseIdentityNumber('811228-9874', now)).toEqual({ ok: true, value: '19811228-9874' });
    expect(parseIdentityNumber('198112289874', now)).toEqual({ ok: true, value: '19811228-9874' });
    expect(parseIdentityNumber(' 8112 28-9874 ', now)).toEqual({ ok: true, value: '19811228-9874' });
    // + marks someone a hundred or older
    expect(parseIdentityNumber('811228+9874', now)).toEqual({ ok: true, value: '18811228-9874' });
    // a coordination number: day + 60
    expect(parseIdentityNumber('701063-2391', now)).toEqual({ ok: true, value: '19701063-2391' });
    expect(parseIdentityNumber('811228-9873', now).ok).toBe(false);
    expect(parseIdentityNumber('811328-9874', now)).toEqual({ ok: false, message: '811328 is not a date of birth' });
    expect(parseIdentityNumber('810230-1234', now).ok).toBe(false);
    expect(parseIdentityNumber('abc', now).ok).toBe(false);
    expect(parseIdentityNumber('20991228-9874', now)).toEqual({
      ok: false,
      message: 'The date of birth is in the future',
    });
    expect(maskIdentityNumber('556677-8899')).toBe('••••••-8899');
  });
});
