// IP status and the whitelist through the API: the demo's blocked address with
// its firewalls and log lines, unblocked across them, allowed (never blocked
// again) and audited; each error code and another account's input.
import { describe, expect, it } from 'vitest';
import { createFirewall } from '@server/infra/firewall';
import { DIAGNOSTICS_DEMO as DEMO } from '@server/seed/diagnostics';
import { diagnosticsKit, OTHER_DOMAIN, STUDIO } from './diagnostics-test-kit';

const k = diagnosticsKit();
const status = (ip: string, input = STUDIO, token = k.reader) =>
  k.api.call('GET', '/diagnostics/ip-status', { token, query: { input, ip } });
const whitelist = (body: Record<string, unknown>, token = k.writer) =>
  k.api.call('POST', '/diagnostics/ip-whitelist', { token, body });

describe('GET /diagnostics/ip-status', () => {
  it('says which firewalls block the address on the account node, why, and their log lines', async () => {
    const r = await status(DEMO.blockedIp);
    expect(r.status).toBe(200);
    expect(r.body).toMatchObject({
      ip: DEMO.blockedIp,
      node: DEMO.blockedNode,
      blocked: true,
      target: { domain: STUDIO },
    });
    expect(r.body.blocks.map((b: { firewall: string }) => b.firewall).sort()).toEqual([...DEMO.blockedBy].sort());
    const lfd = r.body.blocks.find((b: { firewall: string }) => b.firewall === 'lfd');
    expect(lfd).toMatchObject({ service: 'imap', permanent: true, expiresAt: null });
    expect(lfd.logLine).toContain(`Failed IMAP login from ${DEMO.blockedIp}`);
    expect(lfd.reason).toMatch(/LF_IMAPD/);
  });

  it('answers an address that is not blocked, in its canonical form', async () => {
    const r = await status('2001:DB8:0::1');
    expect(r.body).toMatchObject({ ip: '2001:db8::1', blocked: false, blocks: [] });
  });

  it('refuses a bad address, another account input and a domain without hosting', async () => {
    const bad = await status('203.0.113.999');
    expect(bad.status).toBe(422);
    expect(bad.body.errors[0].path).toBe('ip');
    expect((await status(DEMO.blockedIp, OTHER_DOMAIN)).body.code).toBe('domain_not_owned');
    expect((await status(DEMO.blockedIp, STUDIO, k.olof)).body.code).toBe('domain_not_owned');
    const noHosting = await status(DEMO.blockedIp, 'nordlight.se');
    expect(noHosting.status).toBe(404);
    expect(noHosting.body.code).toBe('not_found');
    // A service id of another account is 403 not_owned.
    const studioId = (await status('192.0.2.1')).body.target.serviceId;
    const notOwned = await status('192.0.2.1', String(studioId), k.olof);
    expect(notOwned.status).toBe(403);
    expect(notOwned.body.code).toBe('not_owned');
  });
});

describe('POST /diagnostics/ip-whitelist', () => {
  it('unblocks across the firewalls, allows the address and is audited', async () => {
    const r = await whitelist({ input: STUDIO, ip: DEMO.blockedIp, note: 'Office line', allow: true });
    expect(r.status).toBe(200);
    expect(r.body).toMatchObject({
      ip: DEMO.blockedIp,
      node: DEMO.blockedNode,
      unblocked: true,
      allowlisted: true,
      target: { domain: STUDIO },
    });
    expect([...r.body.removedFrom].sort()).toEqual([...DEMO.blockedBy].sort());
    expect((await status(DEMO.blockedIp)).body).toMatchObject({ blocked: false, blocks: [] });

    // Allowed: lfd does not block it again on this node.
    const again = await k.api.db.transaction((tx) =>
      createFirewall().block(tx, {
        node: DEMO.blockedNode,
        ip: DEMO.blockedIp,
        firewall: 'lfd',
        service: 'imap',
        reason: 'Failed IMAP logins',
        logLine: null,
        since: k.api.clock.now(),
        expiresAt: null,
      }),
    );
    expect(again).toBeNull();

    const audit = await k.api.call('GET', '/audit-log', { token: k.auditor, query: { q: DEMO.blockedIp } });
    const event = audit.body.data.find((e: { operation: string }) => e.operation === 'whitelistIp');
    expect(event).toMatchObject({
      method: 'POST',
      path: '/api/v1/diagnostics/ip-whitelist',
      target: `ip ${DEMO.blockedIp} on ${DEMO.blockedNode}`,
      outcome: 'success',
      status: 200,
      actor: { kind: 'token' },
    });

    // Whitelisting an address that is not blocked unblocks nothing, and can leave it off the allow list.
    const none = await whitelist({ input: STUDIO, ip: '192.0.2.33', allow: false });
    expect(none.body).toMatchObject({ unblocked: false, removedFrom: [], allowlisted: false });
    // Off unless asked: an address that may be a password guesser's is not allow-listed by default.
    const unasked = await whitelist({ input: STUDIO, ip: '192.0.2.34' });
    expect(unasked.body).toMatchObject({ allowlisted: false });
  });

  it('needs write:hosting, and refuses another account input and a bad address', async () => {
    const denied = await whitelist({ input: STUDIO, ip: DEMO.blockedIp }, k.reader);
    expect(denied.status).toBe(403);
    expect(denied.body.code).toBe('insufficient_scope');
    expect((await whitelist({ input: OTHER_DOMAIN, ip: DEMO.blockedIp })).body.code).toBe('domain_not_owned');
    expect((await whitelist({ input: STUDIO, ip: DEMO.blockedIp }, k.olof)).body.code).toBe('domain_not_owned');
    expect((await whitelist({ input: 'nordlight.se', ip: DEMO.blockedIp })).body.code).toBe('not_found');
    const bad = await whitelist({ input: STUDIO, ip: 'localhost' });
    expect(bad.status).toBe(422);
    const long = await whitelist({ input: STUDIO, ip: '192.0.2.1', note: 'x'.repeat(201) });
    expect(long.status).toBe(422);
  });
});
