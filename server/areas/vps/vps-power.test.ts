// Power: start on the call (started:false with a note when the hypervisor does not answer), and
// stop, reboot and root-password reset as holds that change nothing until approved.
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { verifyPassword } from '@server/core/crypto';
import { BOOT_MS, STOP_MS } from '@server/infra/hypervisor';
import { startApi, type TestApi } from '@server/test/harness';
import { HOST, NODE, vpsKit } from './vps-test-kit';

let api: TestApi;
let kit: Awaited<ReturnType<typeof vpsKit>>;

const status = async () =>
  (await api.call('GET', '/vps/detail', { token: kit.reader, query: { input: HOST } })).body.status as string;
const start = (token = kit.power) => api.call('POST', '/vps/start', { token, body: { input: HOST } });
const hold = (path: string, token = kit.power) =>
  api.call('POST', `/vps/${path}`, { token, body: { input: HOST, attempt_key: `k-${Math.random()}` } });
const reachable = (on: boolean) => api.deps.infra.hypervisor.setReachable(api.db, NODE, on);

beforeAll(async () => {
  api = await startApi();
  kit = await vpsKit(api);
});
afterAll(() => api.close());
beforeEach(() => reachable(true));

describe('POST /vps/start', () => {
  it('answers started:true with a note when the server already runs, changing nothing', async () => {
    const r = await start();
    expect(r.status).toBe(200);
    expect(r.body).toMatchObject({ started: true, target: { serviceId: kit.serviceId } });
    expect(r.body.note).toContain('already running');
    expect((await kit.row()).status).toBe('running');
  });

  it('answers started:false with a note when the hypervisor cannot be reached, and changes nothing', async () => {
    await reachable(false);
    const r = await start();
    expect(r.status).toBe(200);
    expect(r.body.started).toBe(false);
    expect(r.body.note).toContain(`hypervisor ${NODE} is not answering`);
    expect((await kit.row()).status).toBe('running');
    const d = await api.call('GET', '/vps/detail', { token: kit.reader, query: { input: HOST } });
    expect(d.body).toMatchObject({ status: 'unknown', hypervisorReachable: false, consoleAvailable: false });
  });

  it("needs power:vps and the server to be the caller's", async () => {
    const scope = await start(kit.reader);
    expect(scope.status).toBe(403);
    expect(scope.body.code).toBe('insufficient_scope');
    const other = await start(kit.olof);
    expect(other.status).toBe(403);
    expect(other.body.code).toBe('not_owned');
    const missing = await api.call('POST', '/vps/start', { token: kit.power, body: { input: 'nope.example' } });
    expect(missing.status).toBe(404);
    expect(missing.body.code).toBe('not_found');
  });
});

describe('stop, start and reboot', () => {
  it('holds a stop; approval powers off through stopping; start boots it again', async () => {
    const h = await hold('stop');
    expect(h.status).toBe(200);
    expect(h.body).toMatchObject({ status: 'confirmation_required', operation: 'stopVps' });
    expect(h.body.preview).toContainEqual({ label: 'Power state now', value: 'running' });
    expect(await status()).toBe('running');

    const approved = await kit.approve(h.body.pendingActionId);
    expect(approved.body).toMatchObject({ status: 'approved', error: null, result: { status: 'stopping' } });
    expect(await status()).toBe('stopping');
    api.clock.advance(STOP_MS);
    expect(await status()).toBe('stopped');

    const again = await hold('stop');
    expect(again.status).toBe(409);
    expect(again.body.code).toBe('conflict');
    const reboot = await hold('reboot');
    expect(reboot.status).toBe(409);
    expect(reboot.body.detail).toContain('POST /vps/start');
    const console = await api.call('POST', '/vps/console', { token: kit.power, body: { input: HOST } });
    expect(console.status).toBe(409);

    const s = await start();
    expect(s.body).toMatchObject({ started: true });
    expect(await status()).toBe('booting');
    api.clock.advance(BOOT_MS);
    const d = await api.call('GET', '/vps/detail', { token: kit.reader, query: { input: HOST } });
    expect(d.body.status).toBe('running');
    expect(d.body.bootedAt).toBe(new Date(api.clock.now()).toISOString());
  });

  it('holds a reboot; approval passes through stopping and booting to running', async () => {
    const h = await hold('reboot');
    expect(h.status).toBe(200);
    expect(await status()).toBe('running');
    const approved = await kit.approve(h.body.pendingActionId);
    expect(approved.body.result).toMatchObject({ status: 'stopping', note: expect.stringContaining('Restarting') });
    api.clock.advance(STOP_MS);
    expect(await status()).toBe('booting');
    api.clock.advance(BOOT_MS);
    expect(await status()).toBe('running');
  });

  it('fails an approval while the hypervisor does not answer, changing nothing', async () => {
    const h = await hold('stop');
    await reachable(false);
    const approved = await kit.approve(h.body.pendingActionId);
    expect(approved.body).toMatchObject({ status: 'failed', error: { code: 'conflict' } });
    expect(approved.body.error.detail).toContain('not answering');
    expect((await kit.row()).status).toBe('running');
  });

  it("refuses holds on another account's server", async () => {
    for (const path of ['stop', 'reboot', 'root-password']) {
      const r = await hold(path, kit.olof);
      expect(r.status).toBe(403);
      expect(r.body.code).toBe('not_owned');
    }
  });
});

describe('POST /vps/root-password', () => {
  it('sets nothing until approved; the new password is in the approval result once', async () => {
    const before = (await kit.row()).rootPasswordHash;
    const h = await hold('root-password');
    expect(h.status).toBe(200);
    expect(h.body.operation).toBe('resetVpsRootPassword');
    expect(JSON.stringify(h.body.preview)).not.toMatch(/password":/);
    expect((await kit.row()).rootPasswordHash).toBe(before);
    const approved = await kit.approve(h.body.pendingActionId);
    expect(approved.body.status).toBe('approved');
    const { password, username } = approved.body.result;
    expect(username).toBe('root');
    expect(password).toHaveLength(24);
    const hash = (await kit.row()).rootPasswordHash!;
    expect(hash).not.toContain(password);
    expect(await verifyPassword(password, hash)).toBe(true);
  });
});
