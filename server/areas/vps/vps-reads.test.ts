// Reads: the list, one server with its usage history, templates and install media; each error code.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { runDueJobs } from '@server/core/jobs';
import { startApi, type TestApi } from '@server/test/harness';
import { SAMPLE_MS } from './usage-model';
import { HOST, vpsKit } from './vps-test-kit';

let api: TestApi;
let kit: Awaited<ReturnType<typeof vpsKit>>;

beforeAll(async () => {
  api = await startApi();
  kit = await vpsKit(api);
});
afterAll(() => api.close());

describe('GET /vps', () => {
  it("lists the account's servers with their power state and place", async () => {
    const r = await api.call('GET', '/vps', { token: kit.reader });
    expect(r.status).toBe(200);
    expect(r.body.total).toBe(1);
    expect(r.body.data[0]).toMatchObject({
      serviceId: kit.serviceId,
      hostname: HOST,
      status: 'running',
      location: 'Amsterdam, NL',
      node: 'kvm-ams-11',
      vcpus: 2,
      ipv4: ['185.20.31.44'],
    });
    expect(r.body.data[0].ipv6).toHaveLength(1);
  });

  it('filters by status', async () => {
    const r = await api.call('GET', '/vps', { token: kit.reader, query: { status: 'stopped' } });
    expect(r.status).toBe(200);
    expect(r.body).toMatchObject({ total: 0, data: [] });
  });

  it("shows another account none of this account's servers", async () => {
    const r = await api.call('GET', '/vps', { token: kit.olof });
    expect(r.body.total).toBe(0);
  });
});

describe('GET /vps/detail', () => {
  it('answers by hostname and by service id, with a day of five-minute history', async () => {
    const byHost = await api.call('GET', '/vps/detail', { token: kit.reader, query: { input: HOST } });
    expect(byHost.status).toBe(200);
    const d = byHost.body;
    expect(d).toMatchObject({
      hostname: HOST,
      plan: 'Cloud VPS M',
      templateId: 'debian-12',
      consoleAvailable: true,
      hypervisorReachable: true,
      mountedIsoId: null,
      target: { serviceId: kit.serviceId, domain: HOST },
    });
    expect(d.history.intervalMinutes).toBe(5);
    expect(d.history.samples.length).toBeGreaterThanOrEqual(287);
    expect(d.history.samples.length).toBeLessThanOrEqual(288);
    const s = d.history.samples;
    expect(Date.parse(s.at(-1).at) - Date.parse(s[0].at)).toBe((s.length - 1) * 300_000);
    expect(s[0]).toEqual({
      at: expect.any(String),
      cpuPercent: expect.any(Number),
      memoryUsedMb: expect.any(Number),
      diskUsedGb: expect.any(Number),
      netInMb: expect.any(Number),
      netOutMb: expect.any(Number),
    });
    expect(d.usage.cpuPercent).toBe(s.at(-1).cpuPercent);
    expect(d.usage.bandwidth.usedGb).toBeGreaterThan(0);
    expect(d.usage.bandwidth.quotaGb).toBe(4000);
    expect(d.bootedAt).not.toBeNull();
    const byId = await api.call('GET', '/vps/detail', { token: kit.reader, query: { input: String(kit.serviceId) } });
    expect(byId.status).toBe(200);
    expect(byId.body.hostname).toBe(HOST);
  });

  it.each([
    ['an own domain that is no server', 'nordlight-studio.com', 404, 'not_found'],
    ['a domain on no account', 'no-such-server.example', 404, 'not_found'],
    ['a service that is not a VPS', 'hosting', 404, 'not_found'],
    ['an unknown service id', '987654', 404, 'not_found'],
  ])('refuses %s', async (_what, input, status, code) => {
    const r = await api.call('GET', '/vps/detail', {
      token: kit.reader,
      query: { input: input === 'hosting' ? String(kit.hostingServiceId) : input },
    });
    expect(r.status).toBe(status);
    expect(r.body.code).toBe(code);
  });

  it("refuses another account's server (403 not_owned) and domain (403 domain_not_owned)", async () => {
    const server = await api.call('GET', '/vps/detail', { token: kit.olof, query: { input: HOST } });
    expect(server.status).toBe(403);
    expect(server.body.code).toBe('not_owned');
    const byId = await api.call('GET', '/vps/detail', { token: kit.olof, query: { input: String(kit.serviceId) } });
    expect(byId.status).toBe(403);
    expect(byId.body.code).toBe('not_owned');
    const domain = await api.call('GET', '/vps/detail', { token: kit.olof, query: { input: 'nordlight-studio.com' } });
    expect(domain.status).toBe(403);
    expect(domain.body.code).toBe('domain_not_owned');
  });

  it('needs read:vps', async () => {
    const token = await api.token(['read:hosting']);
    const r = await api.call('GET', '/vps/detail', { token, query: { input: HOST } });
    expect(r.status).toBe(403);
    expect(r.body.code).toBe('insufficient_scope');
  });
});

describe('GET /vps/templates and /vps/iso', () => {
  it("lists the provider's catalogue without input, and the server's architecture with it", async () => {
    const all = await api.call('GET', '/vps/templates', { token: kit.reader });
    expect(all.status).toBe(200);
    expect(all.body.target).toBeNull();
    expect(all.body.total).toBe(9);
    const mine = await api.call('GET', '/vps/templates', { token: kit.reader, query: { input: HOST } });
    expect(mine.body.total).toBe(7);
    expect(mine.body.target.serviceId).toBe(kit.serviceId);
    expect(mine.body.data.every((t: { arch: string }) => t.arch === 'x86_64')).toBe(true);
    expect(mine.body.data.find((t: { id: string }) => t.id === 'debian-11')).toMatchObject({
      family: 'debian',
      version: '11',
      endOfLifeAt: '2026-08-31T00:00:00.000Z',
    });
    const paged = await api.call('GET', '/vps/templates', { token: kit.reader, query: { limit: 4 } });
    expect(paged.body).toMatchObject({ hasMore: true, total: 9 });
    const next = await api.call('GET', '/vps/templates', {
      token: kit.reader,
      query: { limit: 4, cursor: paged.body.nextCursor },
    });
    expect(next.body.data[0].id > paged.body.data[3].id).toBe(true);
  });

  it("lists the public media for the architecture and the account's own, none mounted", async () => {
    const r = await api.call('GET', '/vps/iso', { token: kit.reader, query: { input: HOST } });
    expect(r.status).toBe(200);
    expect(r.body.total).toBe(5);
    expect(r.body.data.map((i: { id: string }) => i.id)).toContain(`custom-${kit.vpsId}-recovery`);
    expect(r.body.data.every((i: { mounted: boolean }) => !i.mounted)).toBe(true);
  });

  it("refuses the media of another account's server", async () => {
    const r = await api.call('GET', '/vps/iso', { token: kit.olof, query: { input: HOST } });
    expect(r.status).toBe(403);
    expect(r.body.code).toBe('not_owned');
    const t = await api.call('GET', '/vps/templates', { token: kit.olof, query: { input: HOST } });
    expect(t.status).toBe(403);
  });
});

describe('the usage collector', () => {
  it('adds a sample every five minutes, continuing the seeded history', async () => {
    const detail = async () =>
      (await api.call('GET', '/vps/detail', { token: kit.reader, query: { input: HOST } })).body.history.samples;
    const last = (await detail()).at(-1).at;
    api.clock.advance(SAMPLE_MS);
    expect(await runDueJobs(api.deps)).toBeGreaterThanOrEqual(1);
    const after = await detail();
    expect(Date.parse(after.at(-1).at) - Date.parse(last)).toBe(SAMPLE_MS);
    expect(after.at(-1).cpuPercent).toBeGreaterThan(0);
  });
});
