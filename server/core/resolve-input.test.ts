import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startApi, type TestApi } from '@server/test/harness';
import { resolveInput } from './resolve-input';

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
    expect(await code(resolveInput(api.db, demo, 'not an input!'))).toBe('validation_failed');
  });
});
