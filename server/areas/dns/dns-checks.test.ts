// Lint findings, reset to defaults, MX templates, health, public lookups and
// propagation across the simulated resolvers (moved by the job runner).
import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { runDueJobs } from '@server/core/jobs';
import { startApi, type TestApi } from '@server/test/harness';

let api: TestApi;
let token: string;
const DEV = 'alexlindqvist.dev';
const STUDIO = 'nordlight-studio.com';
beforeAll(async () => {
  api = await startApi();
  token = await api.token(['read:dns', 'write:dns']);
});
afterAll(() => api.close());

type Issue = {
  code: string;
  severity: string;
  recordId: string | null;
  recordIds: string[];
  name: string | null;
  fix: string | null;
};
const lint = async (input = DEV) =>
  (await api.call('GET', '/dns/zone/lint', { token, query: { input } })).body as {
    ok: boolean;
    issues: Issue[];
    errorCount: number;
  };
const codes = (l: { issues: Issue[] }) => l.issues.map((i) => i.code);
const create = (record: Record<string, unknown>, input = DEV) =>
  api.call('POST', '/dns/records', { token, body: { input, record } });
const exec = (q: ReturnType<typeof sql>) => api.db.execute(q);

describe('lint', () => {
  it('finds the seeded mistakes and links each to its record', async () => {
    const l = await lint();
    const dangling = l.issues.find((i) => i.code === 'cname_dangling')!;
    expect(dangling).toMatchObject({
      severity: 'warning',
      name: 'blog',
      fix: expect.stringContaining('Point it at a name that exists'),
    });
    expect(dangling.recordIds).toEqual([dangling.recordId]);
    expect(l.issues.find((i) => i.code === 'ttl_outlier')).toMatchObject({ name: 'staging', severity: 'info' });
    expect(l.ok).toBe(true);
  });

  it('finds SPF over ten lookups, two SPF records, duplicates, TTL mismatches and an MX that is an alias', async () => {
    // Eleven includes of records that exist: receivers stop at the tenth lookup (RFC 7208 §4.6.4).
    await exec(
      sql`insert into dns_records (zone_id, name, type, ttl, value) select z.id, 'spf' || n || '.senders', 'TXT', 3600, '"v=spf1 ip4:198.51.100.' || n || ' -all"' from dns_zones z, generate_series(0, 10) n where z.domain = ${DEV}`,
    );
    const includes = Array.from({ length: 11 }, (_, i) => `include:spf${i}.senders.${DEV}`).join(' ');
    expect((await create({ type: 'TXT', name: 'news', value: `v=spf1 ${includes} -all` })).status).toBe(201);
    // Includes of names the sandbox does not know: it cannot tell what receivers find there.
    const unknown = 'v=spf1 include:spf0.senders.example.net include:spf1.senders.example.net -all';
    expect((await create({ type: 'TXT', name: 'promo', value: unknown })).status).toBe(201);
    expect((await create({ type: 'TXT', name: '@', value: 'v=spf1 include:spf.suite-a.net mx a ~all' })).status).toBe(
      201,
    );
    expect((await create({ type: 'MX', name: '@', priority: 30, value: `relay.${DEV}`, ttl: 600 })).status).toBe(201);
    expect((await create({ type: 'CNAME', name: 'relay', value: 'mx2.panel-mail.net' })).status).toBe(201);
    // Another writer (not this API) stored the same record twice.
    await exec(
      sql`insert into dns_records (zone_id, name, type, ttl, value) select zone_id, name, type, ttl, value from dns_records r join dns_zones z on z.id = r.zone_id where z.domain = ${DEV} and r.name = 'staging'`,
    );

    const l = await lint();
    expect(l.ok).toBe(false);
    const byCode = (c: string) => l.issues.filter((i) => i.code === c);
    expect(byCode('spf_too_many_lookups')).toEqual([expect.objectContaining({ name: 'news', severity: 'error' })]);
    expect(byCode('spf_too_many_lookups')[0]!.recordId).not.toBeNull();
    expect(byCode('spf_unverifiable')).toEqual([expect.objectContaining({ name: 'promo', severity: 'info' })]);
    expect(byCode('spf_multiple')).toEqual([expect.objectContaining({ name: '@', severity: 'error' })]);
    expect(byCode('spf_multiple')[0]!.recordIds).toHaveLength(2);
    expect(byCode('duplicate_record')).toEqual([expect.objectContaining({ name: 'staging' })]);
    expect(byCode('duplicate_record')[0]!.recordIds).toHaveLength(2);
    expect(byCode('ttl_mismatch')).toEqual([expect.objectContaining({ name: '@', type: 'MX' })]);
    expect(byCode('mx_points_to_cname')).toEqual([expect.objectContaining({ type: 'MX', severity: 'error' })]);
    // suite A's include costs 3 lookups, mx and a one each: within the limit.
    expect(byCode('spf_too_many_lookups').some((i) => i.name === '@')).toBe(false);
    expect(l.issues[0]!.severity).toBe('error');
  });

  it('reports a missing SOA and NS, and reset (keeping mail) restores them', async () => {
    await exec(
      sql`delete from dns_records where type in ('SOA', 'NS') and zone_id = (select id from dns_zones where domain = ${DEV})`,
    );
    const l = await lint();
    expect(codes(l)).toEqual(expect.arrayContaining(['soa_missing', 'ns_missing']));
    expect(l.issues.find((i) => i.code === 'soa_missing')!.fix).toContain('Reset the zone');
    const health = await api.call('GET', '/dns/health', { token, query: { input: DEV } });
    expect(health.body.status).toBe('broken');

    const reset = await api.call('POST', '/dns/zone/actions/reset', { token, body: { input: DEV, keep_mail: true } });
    expect(reset.status).toBe(200);
    const kinds = reset.body.records.map(
      (r: { name: string; type: string; value: string }) => `${r.name} ${r.type} ${r.value}`,
    );
    expect(kinds).toEqual(
      expect.arrayContaining([
        '@ NS ns1.panel-dns.net',
        '@ NS ns2.panel-dns.net',
        '@ A 185.20.30.10',
        `www CNAME ${DEV}`,
      ]),
    );
    expect(reset.body.records[0]).toMatchObject({ type: 'SOA', locked: true, serial: reset.body.serial });
    // Mail records stay (two SPF included: reset keeps mail exactly as it was), everything else is gone.
    expect(kinds).toContain('@ MX relay.alexlindqvist.dev');
    expect(kinds.some((k: string) => k.startsWith('blog ') || k.startsWith('staging ') || k.startsWith('news '))).toBe(
      false,
    );
    expect(reset.body.removed).toBeGreaterThan(3);
    expect(codes(await lint())).not.toContain('soa_missing');

    const full = await api.call('POST', '/dns/zone/actions/reset', { token, body: { input: DEV } });
    const mail = full.body.records.filter(
      (r: { type: string; name: string }) => r.type === 'MX' || (r.type === 'TXT' && r.name === '@'),
    );
    expect(mail.map((r: { content: string }) => r.content).sort()).toEqual([
      '"v=spf1 include:_spf.panel-mail.net ~all"',
      '10 mx1.panel-mail.net.',
      '20 mx2.panel-mail.net.',
    ]);
    expect((await lint()).issues).toEqual([]);
  });
});

describe('MX templates', () => {
  it('lists suite_a, suite_b and own, with the zone’s current one', async () => {
    const r = await api.call('GET', '/dns/zone/mx-templates', { token, query: { input: STUDIO } });
    expect(r.status).toBe(200);
    expect(r.body.data.map((t: { id: string }) => t.id)).toEqual(['suite_a', 'suite_b', 'own']);
    expect(r.body).toMatchObject({ current: 'own', total: 3, target: { domain: STUDIO } });
    const bare = await api.call('GET', '/dns/zone/mx-templates', { token });
    expect(bare.body).toMatchObject({ current: null, target: null });
  });

  it('apply replaces the MX records and apex SPF, keeps other TXT, and reports what changed', async () => {
    const r = await api.call('POST', '/dns/zone/mx-templates/apply', {
      token,
      body: { input: STUDIO, template: 'suite_a' },
    });
    expect(r.status).toBe(200);
    expect(r.body).toEqual({
      target: expect.objectContaining({ domain: STUDIO }),
      domain: STUDIO,
      template: 'suite_a',
      applied: 'MX 1 mail-in.suite-a.net, MX 5 alt-in.suite-a.net; SPF v=spf1 include:spf.suite-a.net ~all',
      changes:
        'removed MX 10 mx1.panel-mail.net, MX 20 mx2.panel-mail.net, SPF "v=spf1 include:_spf.panel-mail.net ~all"; added MX 1 mail-in.suite-a.net, MX 5 alt-in.suite-a.net, SPF "v=spf1 include:spf.suite-a.net ~all"',
    });
    const apex = (await api.call('GET', '/dns/records', { token, query: { input: STUDIO, name: '@', limit: 100 } }))
      .body.data as { type: string; content: string }[];
    expect(apex.filter((x) => x.type === 'MX').map((x) => x.content)).toEqual([
      '1 mail-in.suite-a.net.',
      '5 alt-in.suite-a.net.',
    ]);
    expect(
      apex
        .filter((x) => x.type === 'TXT')
        .map((x) => x.content)
        .sort(),
    ).toEqual(['"site-verification=nl7Q2vK9xR4mT1pZ8cW3bY6hJ0sD5fG"', '"v=spf1 include:spf.suite-a.net ~all"']);
    expect((await api.call('GET', '/dns/zone', { token, query: { input: STUDIO } })).body.mxTemplate).toBe('suite_a');

    const again = await api.call('POST', '/dns/zone/mx-templates/apply', {
      token,
      body: { input: STUDIO, template: 'suite_a' },
    });
    expect(again.body.changes).toBe('no changes');
    const bad = await api.call('POST', '/dns/zone/mx-templates/apply', {
      token,
      body: { input: STUDIO, template: 'gmail' },
    });
    expect(bad.status).toBe(422);
    expect(bad.body.errors[0].path).toBe('template');
  });
});

describe('propagation and health', () => {
  const propagation = async () =>
    (await api.call('GET', '/dns/propagation', { token, query: { input: STUDIO, name: '@', type: 'MX' } })).body;

  it('resolvers serve the old MX after a change and converge as the job runner moves them', async () => {
    const p0 = await propagation();
    expect(p0.expected).toEqual(['1 mail-in.suite-a.net.', '5 alt-in.suite-a.net.']);
    expect(p0.total).toBe(7);
    expect(p0.propagated).toBe(0);
    expect(p0.complete).toBe(false);
    expect(p0.convergesAt).not.toBeNull();
    expect(p0.resolvers[0]).toMatchObject({
      id: 'cloudflare',
      matches: false,
      answers: ['10 mx1.panel-mail.net.', '20 mx2.panel-mail.net.'],
    });

    const health = await api.call('GET', '/dns/health', { token, query: { input: STUDIO } });
    expect(health.body).toMatchObject({ status: 'degraded', serialsInSync: false });
    expect(health.body.checks.find((c: { id: string }) => c.id === 'serials').status).toBe('warn');

    api.clock.advance(10_000);
    await runDueJobs(api.deps);
    const p1 = await propagation();
    expect(p1.resolvers.find((r: { id: string }) => r.id === 'cloudflare').matches).toBe(true);
    expect(p1.resolvers.find((r: { id: string }) => r.id === 'isp-fra').matches).toBe(false);
    expect(p1.propagated).toBeGreaterThan(0);
    expect(p1.propagated).toBeLessThan(7);
    expect((await api.call('GET', '/dns/health', { token, query: { input: STUDIO } })).body.serialsInSync).toBe(true);

    api.clock.advance(10 * 60_000);
    await runDueJobs(api.deps);
    const p2 = await propagation();
    expect(p2).toMatchObject({ propagated: 7, complete: true, convergesAt: null });
    const left = (await exec(
      sql`select count(*)::int as n from dns_change_log l join dns_zones z on z.id = l.zone_id where z.domain = ${STUDIO}`,
    )) as unknown as { rows: { n: number }[] };
    expect(left.rows[0]!.n).toBe(0);
    const healthy = await api.call('GET', '/dns/health', { token, query: { input: STUDIO } });
    expect(healthy.body.status).toBe('healthy');
    const { serial } = (await api.call('GET', '/dns/zone', { token, query: { input: STUDIO } })).body;
    expect(healthy.body.nameservers.map((n: { host: string; serial: number }) => `${n.host} ${n.serial}`)).toEqual([
      `ns1.panel-dns.net ${serial}`,
      `ns2.panel-dns.net ${serial}`,
    ]);
  });

  it('public lookups follow aliases, answer NXDOMAIN, PTR and other accounts’ public names', async () => {
    const www = await api.call('GET', '/dns/lookup', {
      token,
      query: { name: `www.${STUDIO}`, type: 'A', resolver: 'authoritative' },
    });
    expect(www.body).toMatchObject({ status: 'NOERROR', authoritative: true });
    expect(www.body.answers.map((a: { type: string; data: string }) => `${a.type} ${a.data}`)).toEqual([
      `CNAME ${STUDIO}.`,
      'A 185.20.30.14',
    ]);
    const none = await api.call('GET', '/dns/lookup', { token, query: { name: `nothing-here.${STUDIO}` } });
    expect(none.body).toMatchObject({ status: 'NXDOMAIN', answers: [] });
    const ptr = await api.call('GET', '/dns/lookup', { token, query: { name: '185.20.30.14', type: 'PTR' } });
    expect(ptr.body.answers[0].data).toBe('web-ams-04.panel-hosting.net.');
    const other = await api.call('GET', '/dns/lookup', {
      token,
      query: { name: 'sandandsons.fi', type: 'MX', resolver: 'google' },
    });
    expect(other.body.answers).toHaveLength(2);
    const bad = await api.call('GET', '/dns/lookup', { token, query: { name: 'bad name' } });
    expect(bad.status).toBe(422);
  });
});
