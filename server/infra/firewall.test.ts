// The node firewalls on a real (seeded) database: one key per address whatever
// its spelling, expiry, unblocking across firewalls, and an allowed address
// never blocked again.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startApi, type TestApi } from '@server/test/harness';
import { canonicalIp, createFirewall } from './firewall';

let api: TestApi;
const fw = createFirewall();
const NODE = 'web-test-99';
const hour = 3_600_000;

beforeAll(async () => {
  api = await startApi();
});
afterAll(() => api.close());

describe('canonicalIp', () => {
  it('gives one form per address', () => {
    expect(canonicalIp('2001:DB8:0::1')).toBe('2001:db8::1');
    expect(canonicalIp('::ffff:192.0.2.7')).toBe('192.0.2.7');
    expect(canonicalIp(' 198.51.100.9 ')).toBe('198.51.100.9');
    expect(() => canonicalIp('not-an-ip')).toThrow();
  });
});

describe('firewall', () => {
  it('blocks, lets a temporary block expire, and unblocks across firewalls', async () => {
    const now = api.clock.now();
    await api.db.transaction(async (tx) => {
      await fw.block(tx, {
        node: NODE,
        ip: '2001:db8::45',
        firewall: 'lfd',
        service: 'imap',
        reason: 'Failed IMAP logins',
        logLine: 'lfd: (imapd) Failed IMAP login from 2001:db8::45: 10 in the last 3600 secs',
        since: now,
        expiresAt: null,
      });
      await fw.block(tx, {
        node: NODE,
        ip: '2001:DB8:0::45',
        firewall: 'fail2ban',
        service: 'dovecot',
        reason: 'dovecot jail',
        logLine: null,
        since: now,
        expiresAt: new Date(now.getTime() + hour),
      });
    });
    const blocks = await fw.blocksOf(api.db, NODE, '2001:db8::45', now);
    expect(blocks.map((b) => [b.firewall, b.permanent])).toEqual([
      ['fail2ban', false],
      ['lfd', true],
    ]);
    // Another node does not share the block.
    expect(await fw.blocksOf(api.db, 'web-other', '2001:db8::45', now)).toEqual([]);
    const later = new Date(now.getTime() + 2 * hour);
    expect((await fw.blocksOf(api.db, NODE, '2001:db8::45', later)).map((b) => b.firewall)).toEqual(['lfd']);
    const removed = await api.db.transaction((tx) => fw.unblock(tx, NODE, '2001:db8:0:0::45', later));
    // the expired fail2ban ban was not in force, so only lfd counts as unblocked
    expect(removed).toEqual(['lfd']);
    expect(await fw.blocksOf(api.db, NODE, '2001:db8::45', now)).toEqual([]);
  });

  it('renews a block when the same firewall blocks again', async () => {
    const now = api.clock.now();
    const base = { node: NODE, ip: '192.0.2.10', firewall: 'csf' as const, service: null, logLine: null, since: now };
    await api.db.transaction(async (tx) => {
      await fw.block(tx, { ...base, reason: 'first', expiresAt: new Date(now.getTime() + hour) });
      await fw.block(tx, { ...base, reason: 'second', expiresAt: null });
    });
    const [b, ...rest] = await fw.blocksOf(api.db, NODE, '192.0.2.10', now);
    expect(rest).toEqual([]);
    expect(b).toMatchObject({ reason: 'second', permanent: true, expiresAt: null });
  });

  it('never blocks an allowed address again on that node', async () => {
    const now = api.clock.now();
    const accountId = await api.accountId('demo@example.com');
    await api.db.transaction(async (tx) => {
      await fw.allow(tx, { node: NODE, ip: '198.51.100.20', accountId, note: 'office', at: now });
      await fw.allow(tx, { node: NODE, ip: '198.51.100.20', accountId, note: 'office VPN', at: now });
      const b = await fw.block(tx, {
        node: NODE,
        ip: '198.51.100.20',
        firewall: 'lfd',
        service: 'ssh',
        reason: 'Failed SSH logins',
        logLine: null,
        since: now,
        expiresAt: null,
      });
      expect(b).toBeNull();
    });
    expect(await fw.blocksOf(api.db, NODE, '198.51.100.20', now)).toEqual([]);
    expect((await fw.allowsOf(api.db, NODE, '198.51.100.20')).map((a) => a.note)).toEqual(['office VPN']);
  });
});
