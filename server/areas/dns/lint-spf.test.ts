// The lint's SPF findings come from receivers' verdicts (mailauth over the
// sandbox's DNS): for mail sent from this panel and for a server no record lists.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startApi, type TestApi } from '@server/test/harness';

let api: TestApi;
let token: string;
const STUDIO = 'nordlight-studio.com';
beforeAll(async () => {
  api = await startApi();
  token = await api.token(['read:dns', 'write:dns']);
});
afterAll(() => api.close());

type Issue = { code: string; severity: string; name: string | null; message: string };
const spfIssues = async () =>
  ((await api.call('GET', '/dns/zone/lint', { token, query: { input: STUDIO } })).body.issues as Issue[]).filter((i) =>
    i.code.startsWith('spf_'),
  );
const addTxt = async (name: string, value: string) =>
  expect(
    (await api.call('POST', '/dns/records', { token, body: { input: STUDIO, record: { type: 'TXT', name, value } } }))
      .status,
  ).toBe(201);

describe('SPF lint', () => {
  it('the seeded zone passes mail from here and fails everyone else: nothing to report', async () => {
    expect(await spfIssues()).toEqual([]);
  });

  it('reports what receivers decide, not what the text looks like', async () => {
    await addTxt('open', 'v=spf1 ip4:0.0.0.0/0 -all');
    await addTxt('closed', 'v=spf1 -ip4:0.0.0.0/0 +all');
    await addTxt('broken', 'v=spf1 ip4:999.1.1.1/40 -all');
    await addTxt('modern', 'v=spf1 foo=bar a/24//64 ip6:::ffff:192.0.2.1 -all');
    const issues = await spfIssues();
    const at = (name: string) => issues.filter((i) => i.name === name).map((i) => i.code);
    // No "+all" in it, yet it passes anyone; "+all" at the end, yet it fails everyone.
    expect(at('open')).toEqual(['spf_allows_all']);
    expect(at('closed')).toEqual([]);
    expect(issues.find((i) => i.name === 'broken')).toMatchObject({
      code: 'spf_permerror',
      severity: 'error',
      message: expect.stringContaining('invalid cidr'),
    });
    expect(at('modern')).toEqual([]);
  });

  it('warns when the SPF record of a domain whose mail is hosted here fails mail sent from here', async () => {
    const zone = await api.call('GET', '/dns/records', { token, query: { input: STUDIO, type: 'TXT', name: '@' } });
    const spf = zone.body.data.find((r: { value: string }) => r.value.startsWith('v=spf1'));
    const edit = await api.call('PUT', '/dns/records', {
      token,
      body: {
        input: STUDIO,
        id: spf.id,
        record: { type: 'TXT', name: '@', value: 'v=spf1 -all include:_spf.panel-mail.net' },
      },
    });
    expect(edit.status).toBe(200);
    expect((await spfIssues()).find((i) => i.name === '@')).toMatchObject({
      code: 'spf_blocks_our_mail',
      severity: 'warning',
      message: expect.stringContaining('"fail"'),
    });
  });
});
