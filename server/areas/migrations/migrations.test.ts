// Migrations: the held request (nothing stored or emailed before approval;
// passwords stored encrypted, shown back only as flags), filing on approval
// with a support email, stages advanced by the job runner, list/detail/cancel.
import { count, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { jobs, pendingActions } from '@server/db/schema/core';
import { outbox } from '@server/db/schema/infra-mailer';
import { migrations } from '@server/db/schema/migrations';
import { runDueJobs } from '@server/core/jobs';
import { startApi, type TestApi } from '@server/test/harness';
import { PICKUP_MS, SCHEDULE_MS, STEP_MS, SUPPORT_EMAIL } from './migration-job';
import { open } from '@server/core/crypto';
import { migrationKey } from './secret-box';

let api: TestApi;
let writer: string;
let reader: string;
let cookie: string;

const request = {
  control_panel: { type: 'cPanel', host: 'cpanel.oldhost.example', username: 'nordlight', password: 'Panel-Secret-42' },
  websites: {
    ftp_server: 'ftp.oldhost.example',
    ftp_username: 'ftpuser',
    ftp_password: 'Ftp-Secret-99',
    websites: ['www.nordlight-studio.com', 'shop.nordlight-studio.com'],
  },
  email_accounts: ['alex@nordlight-studio.com', { address: 'info@nordlight-studio.com', password: 'Imap-Secret-7' }],
  domains: ['nordlight-studio.com'],
  note: 'Please keep the site up during business hours.',
};
const file = (body: Record<string, unknown>, token = writer) => api.call('POST', '/migrations', { token, body });
const approve = async (id: string) =>
  (await api.call('POST', `/pending-actions/${id}/approve`, { cookie, body: {} })).body;
const rows = async () => (await api.db.select({ n: count() }).from(migrations))[0]!.n;
const mails = async () => (await api.db.select({ n: count() }).from(outbox))[0]!.n;
const step = async (ms: number) => {
  api.clock.advance(ms);
  await runDueJobs(api.deps);
};
const secrets = ['Panel-Secret-42', 'Ftp-Secret-99', 'Imap-Secret-7'];

beforeAll(async () => {
  api = await startApi();
  writer = await api.token(['read:hosting', 'write:hosting']);
  reader = await api.token(['read:hosting']);
  cookie = await api.login();
});
afterAll(() => api.close());

describe('requesting a migration', () => {
  it('validates every limit, including the 5000-character note', async () => {
    const note = await file({ ...request, note: 'n'.repeat(5001) });
    expect([note.status, note.body.errors[0].path]).toEqual([422, 'note']);
    expect((await file({ domains: ['nordlight-studio.com'], note: 'n'.repeat(5000) })).status).toBe(200);
    const empty = await file({});
    expect(empty.status).toBe(422);
    expect(empty.body.detail).toContain('Say what to migrate');
    const badHost = await file({ domains: ['not a domain'] });
    expect(badHost.body.errors[0].path).toBe('domains.0');
    const badMail = await file({ email_accounts: ['alex'] });
    expect(badMail.status).toBe(422);
    expect((await file(request, reader)).body.code).toBe('insufficient_scope');
  });

  it('refuses members it does not declare, so no secret can hide under an unknown name', async () => {
    const nested = await file({
      email_accounts: [
        { email: 'info@nordlight-studio.com', password: 'Imap-Secret-7', nested: { pw: 'Deep-Secret-1' } },
      ],
    });
    expect([nested.status, nested.body.code]).toEqual([422, 'validation_failed']);
    expect(JSON.stringify(nested.body)).not.toContain('Deep-Secret-1');
    const pwd = await file({ email_accounts: [{ address: 'info@nordlight-studio.com', pwd: 'Deep-Secret-2' }] });
    expect(pwd.status).toBe(422);
    const ok = await file({ email_accounts: [{ email: 'Info@nordlight-studio.com', password: 'Imap-Secret-7' }] });
    expect(ok.status).toBe(200);
    expect(ok.body.preview).toContainEqual({ label: 'Email accounts', value: 'info@nordlight-studio.com' });
    const [held] = await api.db.select().from(pendingActions).where(eq(pendingActions.id, ok.body.pendingActionId));
    expect((held!.params as { request: unknown }).request).toMatchObject({
      email_accounts: [{ address: 'info@nordlight-studio.com', has_password: true, username: null }],
    });
    expect(JSON.stringify(held) + JSON.stringify(ok.body)).not.toContain('Imap-Secret-7');
  });

  it('never shows back members of a row filed before the contract refused them', async () => {
    const [seeded] = await api.db.select().from(migrations).limit(1);
    const legacy = {
      ...(seeded!.request as object),
      email_accounts: [{ email: 'old@nordlight-studio.com', password: 'Plain-1', nested: { pw: 'Plain-2' } }],
    };
    await api.db.update(migrations).set({ request: legacy }).where(eq(migrations.id, seeded!.id));
    const r = await api.call('GET', `/migrations/${seeded!.id}`, { token: reader });
    expect(r.body.request.email_accounts).toEqual([
      { address: 'old@nordlight-studio.com', username: null, imap_server: null, has_password: true },
    ]);
    expect(JSON.stringify(r.body)).not.toMatch(/Plain-[12]/);
  });

  it('refuses a domain another account has here', async () => {
    const r = await file({ domains: ['sandandsons.fi'] });
    expect([r.status, r.body.code]).toEqual([403, 'domain_not_owned']);
  });

  it('takes names in Unicode or ASCII form, files them in ASCII form, and warns of look-alikes', async () => {
    // The second letter of pаypal is Cyrillic.
    const hold = await file({
      domains: ['Bücher.se.', 'xn--bcher-kva.se', 'pаypal.com'],
      websites: { websites: ['www.bücher.se'] },
    });
    expect(hold.status).toBe(200);
    expect(hold.body.warnings).toEqual([
      expect.objectContaining({ code: 'mixed_script', label: 'pаypal', scripts: ['Latin', 'Cyrillic'] }),
    ]);
    expect(hold.body.preview[0]).toMatchObject({ label: 'Look-alike name', value: expect.stringContaining('pаypal') });
    // People read the names in Unicode, except the look-alike, which shows as what it is.
    expect(hold.body.preview.find((p: { label: string }) => p.label === 'Domains').value).toBe(
      'bücher.se, xn--pypal-4ve.com',
    );
    const [held] = await api.db.select().from(pendingActions).where(eq(pendingActions.id, hold.body.pendingActionId));
    const filed = (held!.params as { request: { domains: string[]; websites: { websites: string[] } } }).request;
    expect(filed.domains).toEqual(['xn--bcher-kva.se', 'xn--pypal-4ve.com']);
    expect(filed.websites.websites).toEqual(['www.xn--bcher-kva.se']);
    expect((await file({ domains: ['nordlight-studio.com'] })).body.warnings).toEqual([]);
  });

  it('holds: nothing is created, nobody is emailed, and no secret appears anywhere', async () => {
    const [rows0, mails0] = [await rows(), await mails()];
    const hold = await file({ ...request, attempt_key: 'move-1' });
    expect(hold.body).toMatchObject({ status: 'confirmation_required', operation: 'requestMigration' });
    expect(hold.body.preview).toContainEqual({ label: 'Panel password', value: 'provided (stored encrypted)' });
    expect((await file({ ...request, attempt_key: 'move-1' })).body.pendingActionId).toBe(hold.body.pendingActionId);
    expect([await rows(), await mails()]).toEqual([rows0, mails0]);
    const [pa] = await api.db.select().from(pendingActions).where(eq(pendingActions.id, hold.body.pendingActionId));
    const stored = JSON.stringify(pa) + JSON.stringify(hold.body);
    for (const s of secrets) expect(stored).not.toContain(s);
  });
});

describe('a filed migration', () => {
  let id: number;

  it('approval files it encrypted and emails support (without the passwords)', async () => {
    const hold = (await file(request)).body;
    const mails0 = await mails();
    const result = (await approve(hold.pendingActionId)).result;
    expect(result).toMatchObject({ status: 'requested', migrationUrl: expect.stringMatching(/\/migrations\/\d+$/) });
    id = result.migrationId;

    const [row] = await api.db.select().from(migrations).where(eq(migrations.id, id));
    const key = await migrationKey(api.db);
    expect(open(key, row!.controlPanelPasswordEnc!)).toBe('Panel-Secret-42');
    expect(open(key, row!.ftpPasswordEnc!)).toBe('Ftp-Secret-99');
    expect(JSON.parse(open(key, row!.emailSecretsEnc!))).toEqual({ 1: { password: 'Imap-Secret-7' } });
    for (const s of secrets) expect(JSON.stringify(row)).not.toContain(s);

    expect(await mails()).toBe(mails0 + 1);
    const [mail] = await api.db.select().from(outbox).where(eq(outbox.kind, 'migration_filed'));
    expect(mail).toMatchObject({ to: SUPPORT_EMAIL, subject: expect.stringContaining(`#${id}`) });
    for (const s of secrets) expect(mail!.body).not.toContain(s);
    expect(mail!.body).toContain('cpanel.oldhost.example');
  });

  it('shows the request back with password flags only', async () => {
    const r = await api.call('GET', `/migrations/${id}`, { token: reader });
    expect(r.status).toBe(200);
    expect(r.body).toMatchObject({
      status: 'requested',
      stage: 'queued',
      progress: 0,
      cancellable: true,
      sourceHost: 'cpanel.oldhost.example',
      websiteCount: 2,
      emailAccountCount: 2,
      request: {
        control_panel: { type: 'cPanel', host: 'cpanel.oldhost.example', username: 'nordlight', has_password: true },
        websites: {
          ftp_server: 'ftp.oldhost.example',
          ftp_username: 'ftpuser',
          has_ftp_password: true,
          websites: ['www.nordlight-studio.com', 'shop.nordlight-studio.com'],
        },
        email_accounts: ['alex@nordlight-studio.com', { address: 'info@nordlight-studio.com' }],
        domains: ['nordlight-studio.com'],
      },
    });
    expect(r.body.stages.map((s: { stage: string; total: number }) => [s.stage, s.total])).toEqual([
      ['copying_files', 2],
      ['importing_databases', 2],
      ['copying_mail', 2],
      ['switching_dns', 1],
    ]);
    for (const s of secrets) expect(JSON.stringify(r.body)).not.toContain(s);
    const list = await api.call('GET', '/migrations', { token: reader });
    expect(list.body.data[0]).toMatchObject({ id, status: 'requested' });
    expect(list.body.total).toBe(2); // the seeded one and this one: the holds above filed nothing
  });

  it('advances through its stages on the job runner with real progress, then erases the secrets', async () => {
    await step(PICKUP_MS);
    let m = (await api.call('GET', `/migrations/${id}`, { token: reader })).body;
    expect(m).toMatchObject({ status: 'scheduled', stage: 'queued', cancellable: true });
    expect(m.scheduledFor).not.toBeNull();
    await step(SCHEDULE_MS);
    m = (await api.call('GET', `/migrations/${id}`, { token: reader })).body;
    expect(m).toMatchObject({ status: 'in_progress', stage: 'copying_files', progress: 0, cancellable: false });
    const seen: number[] = [];
    for (let i = 0; i < 20 && m.status !== 'completed'; i++) {
      await step(STEP_MS);
      m = (await api.call('GET', `/migrations/${id}`, { token: reader })).body;
      seen.push(m.progress);
    }
    expect(m).toMatchObject({ status: 'completed', stage: 'done', progress: 100 });
    expect(seen).toEqual([...seen].sort((a, b) => a - b));
    expect(new Set(seen).size).toBeGreaterThan(3);
    expect(m.stages.every((s: { state: string }) => s.state === 'done')).toBe(true);
    expect(m.events.map((e: { status: string }) => e.status)).toEqual(
      expect.arrayContaining(['requested', 'scheduled', 'in_progress', 'completed']),
    );
    const [row] = await api.db.select().from(migrations).where(eq(migrations.id, id));
    expect([row!.controlPanelPasswordEnc, row!.ftpPasswordEnc, row!.emailSecretsEnc]).toEqual([null, null, null]);
    expect(m.request.control_panel.has_password).toBe(true);
    const [done] = await api.db.select().from(outbox).where(eq(outbox.kind, 'migration_completed'));
    expect(done).toMatchObject({ to: 'demo@example.com' });
    expect((await api.db.select().from(jobs).where(eq(jobs.id, row!.jobId!)))[0]).toMatchObject({
      state: 'done',
      progress: 100,
    });
  });

  it('cannot be cancelled once it has run', async () => {
    const r = await api.call('POST', `/migrations/${id}/actions/cancel`, { token: writer, body: {} });
    expect([r.status, r.body.code]).toEqual([409, 'conflict']);
  });
});

describe('cancelling and ownership', () => {
  it('cancels a migration that has not started: its job stops and support is told', async () => {
    const id = (await approve((await file({ domains: ['nordlight.se'] })).body.pendingActionId)).result.migrationId;
    const r = await api.call('POST', `/migrations/${id}/actions/cancel`, {
      token: writer,
      body: { reason: 'Moved it ourselves' },
    });
    expect(r.status).toBe(200);
    expect(r.body).toMatchObject({ status: 'cancelled', cancellable: false, cancelledAt: expect.any(String) });
    expect(r.body.events.at(-1).message).toContain('Moved it ourselves');
    const [row] = await api.db.select().from(migrations).where(eq(migrations.id, id));
    expect((await api.db.select().from(jobs).where(eq(jobs.id, row!.jobId!)))[0]!.state).toBe('cancelled');
    const cancelled = await api.db.select().from(outbox).where(eq(outbox.kind, 'migration_cancelled'));
    expect(cancelled.map((m) => m.subject)).toContain(`Migration #${id} was cancelled by the customer`);
    await step(PICKUP_MS + SCHEDULE_MS);
    expect((await api.call('GET', `/migrations/${id}`, { token: reader })).body.status).toBe('cancelled');
    expect((await api.call('POST', `/migrations/${id}/actions/cancel`, { token: writer })).status).toBe(409);
  });

  it('is 403 not_owned for another account’s migration and for none', async () => {
    const olof = await api.token(['read:hosting', 'write:hosting'], { accountEmail: 'olof@example.org' });
    const [mine] = (await api.call('GET', '/migrations', { token: reader })).body.data;
    for (const [path, token] of [
      [`/migrations/${mine.id}`, olof],
      ['/migrations/987654', reader],
    ] as const) {
      const r = await api.call('GET', path, { token });
      expect([r.status, r.body.code]).toEqual([403, 'not_owned']);
    }
    expect((await api.call('POST', `/migrations/${mine.id}/actions/cancel`, { token: olof })).body.code).toBe(
      'not_owned',
    );
    expect((await api.call('GET', '/migrations', { token: olof })).body.total).toBe(0);
  });
});
