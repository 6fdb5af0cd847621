// Reading and organising mail, and the delivery side (logs, queue, trace),
// on the seeded demo inbox that the simulated mail server delivered.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startApi, type TestApi } from '@server/test/harness';

let api: TestApi;
let read: string;
let write: string;
const D = 'nordlight-studio.com';
const ALEX = `alex@${D}`;

beforeAll(async () => {
  api = await startApi();
  read = await api.token(['read:email']);
  write = await api.token(['read:email', 'write:email']);
});
afterAll(() => api.close());

const folders = async (input = ALEX) =>
  (await api.call('GET', '/email/messages/folders', { token: read, query: { input } })).body;
const messages = (query: Record<string, string | number>) =>
  api.call('GET', '/email/messages', { token: read, query: { input: ALEX, ...query } });
const organize = (body: Record<string, unknown>) =>
  api.call('POST', '/email/messages/actions/organize', { token: write, body: { input: ALEX, ...body } });

describe('folders and messages', () => {
  it('lists folders with totals and unread counts; spam went to Junk', async () => {
    const f = await folders();
    const inbox = f.data.find((x: { path: string }) => x.path === 'INBOX');
    expect(inbox).toMatchObject({ name: 'Inbox', specialUse: 'inbox' });
    expect(inbox.total).toBeGreaterThan(10);
    expect(inbox.unread).toBeGreaterThan(0);
    expect(inbox.unread).toBeLessThan(inbox.total);
    expect(f.data.find((x: { path: string }) => x.path === 'INBOX.Junk').total).toBe(1);
    expect(f.data.find((x: { path: string }) => x.path === 'INBOX.Sent').total).toBe(2);
  });

  it('lists a folder newest first and pages through it with the cursor', async () => {
    const all = await messages({ limit: 100 });
    const dates = all.body.data.map((m: { date: string }) => m.date);
    expect(dates).toEqual([...dates].sort().reverse());
    const seen: string[] = [];
    let cursor: string | undefined;
    do {
      const page = await messages({ limit: 5, ...(cursor ? { cursor } : {}) });
      seen.push(...page.body.data.map((m: { id: string }) => m.id));
      cursor = page.body.nextCursor ?? undefined;
    } while (cursor);
    expect(seen).toEqual(all.body.data.map((m: { id: string }) => m.id));
    expect((await messages({ folder: 'INBOX.Nope' })).status).toBe(404);
  });

  it('searches subject, sender and body; filters unread', async () => {
    const q = await messages({ q: 'klara' });
    expect(q.body.data.map((m: { subject: string }) => m.subject)).toEqual([
      'Brand refresh: second round of sketches',
      'Brand refresh kickoff notes',
    ]);
    const unread = await messages({ unread: 'true' });
    expect(unread.body.data.every((m: { seen: boolean }) => !m.seen)).toBe(true);
    expect(unread.body.total).toBe((await folders()).data[0].unread);
  });

  it('reads one message without marking it read; 404 for an unknown id', async () => {
    const [first] = (await messages({ q: 'second round' })).body.data;
    const r = await api.call('GET', '/email/messages/detail', { token: read, query: { input: ALEX, id: first.id } });
    expect(r.status).toBe(200);
    expect(r.body).toMatchObject({
      subject: 'Brand refresh: second round of sketches',
      from: { name: 'Klara Nyström', address: 'klara@fjordbyra.se' },
      seen: false,
      hasAttachments: true,
    });
    expect(r.body.text).toMatch(/revised logo sketches/);
    expect(r.body.attachments).toEqual([
      { filename: 'sketches-v2.pdf', contentType: 'application/pdf', sizeBytes: 2340112 },
    ]);
    expect(r.body.headers).toContainEqual(expect.objectContaining({ name: 'X-Spam-Score', value: expect.any(String) }));
    expect((await messages({ q: 'second round' })).body.data[0].seen).toBe(false);
    expect(
      (await api.call('GET', '/email/messages/detail', { token: read, query: { input: ALEX, id: '1-99999' } })).status,
    ).toBe(404);
    expect(
      (
        await api.call('GET', '/email/messages/detail', {
          token: read,
          query: { input: 'olof@sandandsons.fi', id: first.id },
        })
      ).body.code,
    ).toBe('domain_not_owned');
  });

  it('sanitises HTML mail', async () => {
    await api.deps.infra.mailServer.deliver(
      {
        to: ALEX,
        from: { name: null, address: 'news@shop.com' },
        subject: 'Sale',
        text: 'Sale',
        html: '<p onclick="x()">Sale<script>alert(1)</script><img src="https://track.shop.com/p.gif"><a href="javascript:evil()">go</a></p>',
      },
      api.clock.now(),
    );
    const [m] = (await messages({ q: 'news@shop.com' })).body.data;
    const r = await api.call('GET', '/email/messages/detail', { token: read, query: { input: ALEX, id: m.id } });
    expect(r.body.html).not.toMatch(/script|onclick|javascript:|https:\/\/track/);
    expect(r.body.html).toContain('remote image blocked');
  });
});

describe('organising', () => {
  it('flags, marks read, moves and trashes; trashing in Trash deletes', async () => {
    const [m] = (await messages({ q: 'Lunch on Friday' })).body.data;
    expect((await organize({ action: 'flag', ids: [m.id] })).body).toMatchObject({ affected: 1, folder: 'INBOX' });
    expect((await organize({ action: 'mark_unread', ids: [m.id] })).body.affected).toBe(1);
    const again = (await messages({ q: 'Lunch on Friday' })).body.data[0];
    expect(again).toMatchObject({ flagged: true, seen: false });

    const moved = await organize({ action: 'move', ids: [m.id], destination: 'INBOX.Archive' });
    expect(moved.body).toMatchObject({ affected: 1, destination: 'INBOX.Archive' });
    const archived = (await messages({ folder: 'INBOX.Archive' })).body.data;
    expect(archived.map((x: { subject: string }) => x.subject)).toEqual(['Lunch on Friday?']);
    expect((await messages({ q: 'Lunch on Friday' })).body.total).toBe(0);

    const trashed = await organize({ action: 'trash', folder: 'INBOX.Archive', ids: [archived[0].id] });
    expect(trashed.body).toMatchObject({ affected: 1, destination: 'INBOX.Trash' });
    const inTrash = (await messages({ folder: 'INBOX.Trash' })).body.data;
    const gone = await organize({ action: 'trash', folder: 'INBOX.Trash', ids: [inTrash[0].id] });
    expect(gone.body).toMatchObject({ affected: 1, destination: null });
    expect((await messages({ folder: 'INBOX.Trash' })).body.total).toBe(0);
  });

  it('creates, renames and trashes folders; standard folders are protected', async () => {
    const c = await organize({ action: 'create_folder', new_name: 'Clients' });
    expect(c.body.destination).toBe('INBOX.Clients');
    expect((await organize({ action: 'create_folder', new_name: 'Clients' })).status).toBe(409);
    const [m] = (await messages({ q: 'Ekbergs' })).body.data;
    await organize({ action: 'move', ids: [m.id], destination: 'INBOX.Clients' });
    const r = await organize({ action: 'rename_folder', folder: 'INBOX.Clients', new_name: 'Customers' });
    expect(r.body.destination).toBe('INBOX.Customers');
    expect((await messages({ folder: 'INBOX.Customers' })).body.total).toBe(1);
    expect(
      (await organize({ action: 'rename_folder', folder: 'INBOX.Sent', new_name: 'Outbox' })).body.errors[0].code,
    ).toBe('special_folder');
    const t = await organize({ action: 'trash_folder', folder: 'INBOX.Customers' });
    expect(t.body).toMatchObject({ affected: 1, destination: 'INBOX.Trash' });
    expect((await folders()).data.some((f: { path: string }) => f.path === 'INBOX.Customers')).toBe(false);
  });

  it('validates the action', async () => {
    expect((await organize({ action: 'move', ids: ['1-1'] })).body.errors[0].path).toBe('destination');
    expect((await organize({ action: 'flag' })).body.errors[0].path).toBe('ids');
    expect((await organize({ action: 'flag', ids: ['nonsense'] })).body.errors[0].code).toBe('invalid_id');
    expect((await organize({ action: 'create_folder', new_name: 'a/b' })).status).toBe(422);
    const scope = await api.call('POST', '/email/messages/actions/organize', {
      token: read,
      body: { input: ALEX, action: 'flag', ids: ['1-1'] },
    });
    expect(scope.body.code).toBe('insufficient_scope');
  });
});

describe('logs, queue and trace', () => {
  it('mail-log lines of a mailbox, newest first, filtered by direction and status', async () => {
    const r = await api.call('GET', '/email/logs', { token: read, query: { input: ALEX } });
    expect(r.status).toBe(200);
    const at = r.body.data.map((l: { at: string }) => l.at);
    expect(at).toEqual([...at].sort().reverse());
    expect(r.body.data.every((l: { from: string; to: string }) => l.from === ALEX || l.to === ALEX)).toBe(true);
    const spam = await api.call('GET', '/email/logs', { token: read, query: { input: ALEX, status: 'spam' } });
    expect(spam.body.data[0]).toMatchObject({ direction: 'in', from: 'winner@lucky-prizes.example' });
    const out = await api.call('GET', '/email/logs', { token: read, query: { input: ALEX, direction: 'out' } });
    expect(out.body.data.every((l: { direction: string }) => l.direction === 'out')).toBe(true);
  });

  it('the queue holds the messages the remote side could not take', async () => {
    const q = await api.call('GET', '/email/queue', { token: read, query: { input: D } });
    expect(q.body.data.map((m: { recipients: string[] }) => m.recipients[0])).toEqual([
      'orders@old-supplier.example',
      'ap@kundbolaget.test',
    ]);
    expect(q.body.data[0]).toMatchObject({
      status: 'deferred',
      attempts: 1,
      lastError: expect.stringMatching(/Host or domain name not found/),
    });
    expect((await api.call('GET', '/email/queue', { token: read, query: { input: 'nordlight.se' } })).body.total).toBe(
      0,
    );
  });

  it('traces a forwarded message end to end, by parties or by message id', async () => {
    const t = await api.call('GET', '/email/trace', { token: read, query: { input: D, from: 'anna@kvist-design.se' } });
    expect(t.body).toMatchObject({ found: true, from: 'anna@kvist-design.se', finalStatus: 'delivered' });
    expect(t.body.to).toEqual([`info@${D}`, ALEX]);
    // info@ is a mailbox and forwards a copy to alex@: both get it.
    expect(t.body.events.map((e: { stage: string }) => e.stage)).toEqual([
      'received',
      'forwarded',
      'delivered',
      'delivered',
    ]);
    const byId = await api.call('GET', '/email/trace', {
      token: read,
      query: { input: D, message_id: t.body.messageId.replace(/[<>]/g, '') },
    });
    expect(byId.body.events).toHaveLength(4);
    const rejected = await api.call('GET', '/email/trace', { token: read, query: { input: D, to: `sales@${D}` } });
    expect(rejected.body.finalStatus).toBe('rejected');
    const queued = await api.call('GET', '/email/trace', {
      token: read,
      query: { input: D, to: 'ap@kundbolaget.test' },
    });
    expect(queued.body.finalStatus).toBe('deferred');
    const none = await api.call('GET', '/email/trace', {
      token: read,
      query: { input: D, from: 'nobody@nowhere.com' },
    });
    expect(none.body).toMatchObject({ found: false, events: [], finalStatus: null });
    expect((await api.call('GET', '/email/trace', { token: read, query: { input: D } })).status).toBe(422);
    expect(
      (await api.call('GET', '/email/trace', { token: read, query: { input: 'sandandsons.fi', from: 'x@y.z' } }))
        .status,
    ).toBe(403);
  });

  it('the send limit is enforced by the mail server', async () => {
    await api.call('PATCH', '/email/account', { token: write, body: { address: `jobs@${D}`, send_limit: 1 } });
    const ok = await api.deps.infra.mailServer.submit(
      { from: `jobs@${D}`, to: ['a@gmail.com'], subject: 'One', text: 'x' },
      api.clock.now(),
    );
    expect(ok.status).toBe('sent');
    const over = await api.deps.infra.mailServer.submit(
      { from: `jobs@${D}`, to: ['b@gmail.com'], subject: 'Two', text: 'x' },
      api.clock.now(),
    );
    expect(over.status).toBe('rejected');
    expect(over.detail).toMatch(/daily send limit of 1/);
    expect(
      (await api.call('GET', '/email/account', { token: read, query: { input: `jobs@${D}` } })).body.sentToday,
    ).toBe(1);
  });
});
