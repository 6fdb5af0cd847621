import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { DomainName } from '@contract/domain-name-fields';
import { startApi, type TestApi } from '@server/test/harness';
import { registeredDomain } from '@server/test/registered-domain';
import { classifyInput, inputSitePath, resolveInput } from './resolve-input';

let api: TestApi;
let demo: number;
beforeAll(async () => {
  api = await startApi();
  demo = await api.accountId('demo@example.com');
});
afterAll(() => api.close());

const code = (p: Promise<unknown>) =>
  p.then(
    () => 'resolved',
    (e: { code: string }) => e.code,
  );

describe('input resolution', () => {
  it('resolves a domain to its hosting account and echoes the target', async () => {
    const t = await resolveInput(api.db, demo, 'nordlight-studio.com');
    expect(t).toMatchObject({
      input: 'nordlight-studio.com',
      kind: 'domain',
      domain: 'nordlight-studio.com',
      mailbox: null,
      daUsername: 'nordligh',
      node: 'web-ams-04',
      userId: demo,
    });
    expect(t.serviceId).toBeTypeOf('number');
    expect(t.domainServiceId).toBeTypeOf('number');
  });

  it('resolves an email address to its mailbox and domain', async () => {
    const t = await resolveInput(api.db, demo, 'Info@Nordlight-Studio.com');
    expect(t).toMatchObject({ kind: 'email', domain: 'nordlight-studio.com', mailbox: 'info@nordlight-studio.com' });
  });

  it('resolves a website URL, falling back from www. to the domain', async () => {
    const t = await resolveInput(api.db, demo, 'https://www.nordlight-studio.com/shop?x=1');
    expect(t).toMatchObject({ kind: 'url', domain: 'nordlight-studio.com' });
    expect(t.note).toContain('www.nordlight-studio.com');
  });

  it('reads the site path a URL names, with or without its scheme', async () => {
    expect(classifyInput('https://www.nordlight-studio.com/staging/wp-admin/?x=1')).toMatchObject({
      kind: 'url',
      domain: 'www.nordlight-studio.com',
      path: 'staging/wp-admin',
    });
    expect(classifyInput('Nordlight-Studio.com/staging/')).toMatchObject({
      kind: 'url',
      domain: 'nordlight-studio.com',
      path: 'staging',
    });
    expect(inputSitePath('https://nordlight-studio.com')).toBe('');
    expect(inputSitePath('https://nordlight-studio.com/a/./b/../c')).toBe('a/c');
    expect(inputSitePath('nordlight-studio.com')).toBe('');
    expect(inputSitePath('info@nordlight-studio.com')).toBe('');
    expect(inputSitePath('42')).toBe('');
    const t = await resolveInput(api.db, demo, 'nordlight-studio.com/staging');
    expect(t).toMatchObject({ kind: 'url', domain: 'nordlight-studio.com', daUsername: 'nordligh' });
    // what precedes a slash must be a domain for the input to be read as an address
    expect(await code(resolveInput(api.db, demo, 'not a domain/staging'))).toBe('validation_failed');
  });

  it('resolves a numeric service id', async () => {
    const t = await resolveInput(api.db, demo, 'nordlight-studio.com');
    const s = await resolveInput(api.db, demo, String(t.serviceId));
    expect(s).toMatchObject({
      kind: 'service',
      serviceId: t.serviceId,
      domain: 'nordlight-studio.com',
      daUsername: 'nordligh',
    });
  });

  it('is 403 domain_not_owned / not_owned for another account, 404 when unknown, 422 when not an input', async () => {
    expect(await code(resolveInput(api.db, demo, 'sandandsons.fi'))).toBe('domain_not_owned');
    expect(await code(resolveInput(api.db, demo, 'olof@sandandsons.fi'))).toBe('domain_not_owned');
    const other = await resolveInput(api.db, await api.accountId('olof@example.org'), 'sandandsons.fi');
    expect(await code(resolveInput(api.db, demo, String(other.serviceId)))).toBe('not_owned');
    expect(await code(resolveInput(api.db, demo, 'unknown-domain.com'))).toBe('not_found');
    expect(await code(resolveInput(api.db, demo, '99999999'))).toBe('service_not_found');
    expect(await code(resolveInput(api.db, demo, '4294967296'))).toBe('service_not_found');
    expect(await code(resolveInput(api.db, demo, 'not an input!'))).toBe('validation_failed');
  });
});

describe('international domain names', () => {
  let serviceId: number;
  beforeAll(async () => {
    // The registrar side is not built yet: the domain is written as a registration would store it.
    ({ serviceId } = await registeredDomain(api.db, demo, 'bücher.se'));
  });

  it('stores the name in ASCII form', () => {
    expect(DomainName.parse('bücher.se')).toBe('xn--bcher-kva.se');
  });

  it('resolves the Unicode, punycode, address and URL forms to the same target', async () => {
    const forms = ['bücher.se', 'xn--bcher-kva.se', 'info@bücher.se', 'https://bücher.se/x', 'BÜCHER.SE.'];
    const targets = await Promise.all(forms.map((f) => resolveInput(api.db, demo, f)));
    for (const [i, t] of targets.entries()) {
      expect(t.input).toBe(forms[i]);
      expect(t).toMatchObject({ domain: 'xn--bcher-kva.se', domainServiceId: serviceId, userId: demo });
    }
    expect(targets.map((t) => t.kind)).toEqual(['domain', 'domain', 'email', 'url', 'domain']);
    // The local part is kept (lower-cased); only the domain part changes form.
    expect(targets[2]!.mailbox).toBe('info@xn--bcher-kva.se');
    expect((await resolveInput(api.db, demo, 'Info@XN--BCHER-KVA.SE')).mailbox).toBe('info@xn--bcher-kva.se');
  });

  it('says what is wrong with a name that is not a domain', async () => {
    const problem = (input: string) =>
      resolveInput(api.db, demo, input).then(
        () => null,
        (e: { code: string; detail: string }) => [e.code, e.detail],
      );
    expect(await problem('exa_mple.com')).toEqual([
      'validation_failed',
      'input: Not a valid domain: The label "exa_mple" may hold only letters, digits and hyphens',
    ]);
    expect((await problem(`${'a'.repeat(64)}.se`))![1]).toMatch(/at most 63/);
    expect((await problem('info@bücher..se'))![1]).toMatch(/domain after @ is not valid/);
    expect((await problem('https://192.0.2.1/'))![1]).toMatch(/IP address/);
  });
});
