// Access hosts exactly as the spec details them: GET, POST and DELETE on
// /databases/{database}/access-hosts with input, database, user and host in
// the query. Each accepted form, several refused ones (422 on `host` naming
// the accepted forms), 409 for a host already there or the last one, 404s.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { STUDIO, startDbApi, type DbTestApi } from './databases-test-api';
import { parseAccessHost } from './access-hosts';

describe('access-host patterns', () => {
  it.each([
    ['%', '%'],
    ['localhost', 'localhost'],
    ['LocalHost', 'localhost'],
    ['192.0.2.10', '192.0.2.10'],
    ['2001:DB8:0:0::1', '2001:db8::1'],
    ['::ffff:192.0.2.1', '::ffff:192.0.2.1'],
    ['192.0.2.0/24', '192.0.2.0/24'],
    ['10.0.0.0/8', '10.0.0.0/8'],
    ['2001:db8::/32', '2001:db8::/32'],
    ['192.0.2.0/255.255.255.0', '192.0.2.0/255.255.255.0'],
    ['%.example.com', '%.example.com'],
    ['%.Shop.Example.COM', '%.shop.example.com'],
    ['%.xn--bcher-kva.se', '%.xn--bcher-kva.se'],
    // MySQL's subnet patterns: % for the trailing parts of an IPv4 address
    ['203.0.113.%', '203.0.113.%'],
    ['192.168.1.%', '192.168.1.%'],
    ['198.51.%', '198.51.%'],
    ['10.%', '10.%'],
    // host names, in their ASCII form, and host-name patterns with % (any characters) and _ (one character)
    ['app.example.com', 'app.example.com'],
    ['DB.Bücher.se', 'db.xn--bcher-kva.se'],
    ['%.exa_mple.com', '%.exa_mple.com'],
    ['web_.Example.com', 'web_.example.com'],
    ['db%.example.com', 'db%.example.com'],
    ['%example.com', '%example.com'],
    ['%.%.example.com', '%.%.example.com'],
  ])('accepts %s as %s', (typed, canonical) => {
    expect(parseAccessHost(typed)).toEqual({ ok: true, host: canonical });
  });

  it.each([
    ['127.1', 'not a host'],
    ['0x7f.0.0.1', 'not a host'],
    ['192.0.2.256', 'not a host'],
    ['fe80::1%eth0', 'not a pattern'],
    ['192.0.2.5/24', 'host bits set; the network is 192.0.2.0/24'],
    ['192.0.2.0/33', 'not a network'],
    ['2001:db8::/129', 'not a network'],
    ['192.0.2.0/255.0.255.0', 'not a netmask'],
    ['2001:db8::/255.255.0.0', 'not a network'],
    ['%.', 'domain name'],
    ['%.com', 'domain name'],
    ['%.192.0.2.1', 'IP address'],
    ['%%', 'not a pattern'],
    // wildcards where MySQL would not read a subnet: inside or after a part, in the middle, in IPv6, in a network
    ['203.0.%.5', 'not a pattern MySQL matches as a subnet'],
    ['192.168.1%', 'not a pattern MySQL matches as a subnet'],
    ['192.168.1.1%', 'not a pattern MySQL matches as a subnet'],
    ['192.168.1._', 'not a pattern MySQL matches as a subnet'],
    ['1.2.3.4.%', 'not a pattern MySQL matches as a subnet'],
    ['256.%', 'not a pattern MySQL matches as a subnet'],
    ['%.0.113.5', 'IP address'],
    ['2001:db8::%', 'not a pattern MySQL matches'],
    ['192.0.2.%/24', 'not a network MySQL matches'],
    ['192.0.2.0/255.255.%', 'not a network MySQL matches'],
    // names MySQL never matches, and what is no host at all
    ['198.51.100.example.com', 'starts with digits and a dot'],
    ['db%', 'not a pattern MySQL matches'],
    ['-%.example.com', 'not a pattern MySQL matches'],
    ['dbserver', 'not a host'],
    ['exa mple.com', 'no spaces'],
    ['!!', 'not a host'],
    [`${'a'.repeat(250)}.example.com`, 'at most 255 characters'],
  ])('refuses %s', (typed, why) => {
    const r = parseAccessHost(typed);
    expect(r.ok).toBe(false);
    if (!r.ok) {
      expect(r.message).toContain(why);
      expect(r.message).toContain('Use % (any host), localhost, an IPv4 or IPv6 address');
    }
  });
});

let t: DbTestApi;
beforeAll(async () => {
  t = await startDbApi();
});
afterAll(() => t.api.close());

const call = (
  method: 'GET' | 'POST' | 'DELETE',
  q: { database?: string; user?: string; host?: string; input?: string; path?: string },
  token = method === 'GET' ? t.reader : t.writer,
) =>
  t.api.call(method, `/databases/${q.path ?? q.database ?? 'nordligh_wp'}/access-hosts`, {
    token,
    query: {
      input: q.input ?? STUDIO,
      database: q.database ?? 'nordligh_wp',
      user: q.user ?? 'nordligh_wpuser',
      ...(q.host ? { host: q.host } : {}),
    },
  });

describe('/databases/{database}/access-hosts', () => {
  it('GET reads the user’s hosts, for a user made on the database or holding a grant on it', async () => {
    const r = await call('GET', {});
    expect(r.status).toBe(200);
    expect(r.body).toEqual({
      target: expect.objectContaining({ domain: STUDIO }),
      database: 'nordligh_wp',
      user: 'nordligh_wpuser',
      hosts: ['localhost'],
    });
    const granted = await call('GET', { database: 'nordligh_stats', user: 'nordligh_wpuser' });
    expect(granted.body.hosts).toEqual(['localhost']);
    const report = await call('GET', { database: 'stats', user: 'report' });
    expect(report.body).toMatchObject({ database: 'nordligh_stats', user: 'nordligh_report' });
    expect(report.body.hosts).toEqual(['localhost', '203.0.113.0/24']);
  });

  it('POST adds each accepted form in its canonical form; the same host again is 409', async () => {
    let hosts = ['localhost'];
    for (const [typed, stored] of [
      ['%.nordlight-studio.com', '%.nordlight-studio.com'],
      ['2001:DB8::7', '2001:db8::7'],
      ['198.51.100.0/255.255.255.0', '198.51.100.0/255.255.255.0'],
      ['2001:db8:1::/48', '2001:db8:1::/48'],
      ['203.0.113.%', '203.0.113.%'],
      ['Office.Nordlight-Studio.com', 'office.nordlight-studio.com'],
      ['%', '%'],
    ] as const) {
      const r = await call('POST', { host: typed });
      expect(r.status).toBe(200);
      hosts = [...hosts, stored];
      expect(r.body).toMatchObject({ added: stored, hosts });
    }
    const again = await call('POST', { host: '2001:db8:0::7' });
    expect([again.status, again.body.code]).toEqual([409, 'conflict']);
    expect((await call('GET', {})).body.hosts).toEqual(hosts);
  });

  it('POST refuses a host the node does not accept with 422 on host', async () => {
    for (const host of ['192.168.%.1', '10.0.0.1/8', '%.localhost', '1.2.example.com', 'fe80::%']) {
      const r = await call('POST', { host });
      expect([r.status, r.body.code, r.body.errors?.[0]?.path]).toEqual([422, 'validation_failed', 'host']);
    }
    const missing = await call('POST', {});
    expect(missing.status).toBe(422);
  });

  it('DELETE removes one host, 404 when absent, 409 for the last one', async () => {
    const r = await call('DELETE', { host: '%' });
    expect(r.status).toBe(200);
    expect(r.body.removed).toBe('%');
    expect(r.body.hosts).not.toContain('%');
    const absent = await call('DELETE', { host: '%' });
    expect([absent.status, absent.body.code]).toEqual([404, 'not_found']);
    await t.api.call('POST', '/database-users', {
      token: t.writer,
      body: { input: STUDIO, database: 'nordligh_wp', username: 'solo', password: 'correct horse battery' },
    });
    const last = await call('DELETE', { user: 'nordligh_solo', host: 'localhost' });
    expect([last.status, last.body.code]).toEqual([409, 'conflict']);
    expect((await call('GET', { user: 'solo' })).body.hosts).toEqual(['localhost']);
  });

  it('the user must reach the database: 404 not_found for a user without access or unknown, database_not_found for the database', async () => {
    const noAccess = await call('GET', { database: 'nordligh_wp', user: 'nordligh_report' });
    expect([noAccess.status, noAccess.body.code]).toEqual([404, 'not_found']);
    const noUser = await call('POST', { user: 'nordligh_nobody', host: '%' });
    expect([noUser.status, noUser.body.code]).toEqual([404, 'not_found']);
    const noDb = await call('GET', { database: 'nordligh_none' });
    expect([noDb.status, noDb.body.code]).toEqual([404, 'database_not_found']);
    const theirs = await call('GET', { database: 'sandsons_wp', user: 'sandsons_wpuser' });
    expect([theirs.status, theirs.body.code]).toEqual([404, 'database_not_found']);
  });

  it('the path and the query must name the same database (422); another account’s input is 403', async () => {
    const mismatch = await call('GET', { path: 'nordligh_wp', database: 'nordligh_stats' });
    expect([mismatch.status, mismatch.body.errors?.[0]?.path]).toEqual([422, 'database']);
    const same = await call('GET', { path: 'wp', database: 'nordligh_wp' });
    expect(same.status).toBe(200);
    for (const method of ['GET', 'POST', 'DELETE'] as const) {
      const r = await call(method, { host: 'localhost' }, t.olof);
      expect([r.status, r.body.code]).toEqual([403, 'domain_not_owned']);
    }
  });
});
