// SPF verdicts for the examples of RFC 7208 Appendix A (DNS data in
// spf-appendix-a.ts, hosted in the sandbox) and for the records of issue 18.
// For each row: our evaluation (mailauth over the sandbox resolver) must equal
// the library asked directly over the same data without our adapter, and that
// must be the RFC's verdict, except where mailauth 4 is known to differ.
import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { spf } from 'mailauth/lib/spf/index.js';
import { queryRows } from '@server/db/client';
import { KNOWN } from '@server/infra/dns-servers';
import { startApi, type TestApi } from '@server/test/harness';
import { mailDns } from './mail-dns';
import { txtStrings } from './rdata';
import { evaluateSpf, OUTBOUND, spfVerdicts, STRANGER_IP, type SpfResult } from './spf';
import { APPENDIX_A, loadZones, memoryResolver, setTxt, type FixtureRecord } from './spf-appendix-a';

interface Row {
  /** Where the example comes from. */
  from: string;
  /** example.com's SPF record for this row. */
  record: string;
  ip: string;
  rfc: SpfResult;
  domain?: string;
  localPart?: string;
  /** mailauth 4.9.5 reaches another verdict than the RFC; the issue that explains why. */
  libraryDiffers?: string;
}

const OUR_IP = OUTBOUND.addresses[0]!;
const A2_COM = 'v=spf1 mx -all';
const A3 = 'v=spf1 mx include:mobile-users._spf.%{d} include:remote-users._spf.%{d} -all';
const A4 = 'v=spf1 -include:ip4._spf.%{d} -include:ptr._spf.%{d} +all';
// mailauth 4 expands %{d} to the sender's domain inside an include, not to the included domain (RFC 7208 §7.3); fixed in 5.x, which needs Node 22.
const MACRO_D = 'postalsys/mailauth#125';
// mailauth checks an ip4 term's syntax only when evaluation reaches it; RFC 7208 §4.6 makes a syntax error anywhere a permerror.
const LATE_SYNTAX = 'mailauth validates terms lazily';

const ROWS: Row[] = [
  { from: 'A.1', record: 'v=spf1 +all', ip: '192.0.2.129', rfc: 'pass' },
  { from: 'A.1', record: 'v=spf1 +all', ip: '1.2.3.4', rfc: 'pass' },
  { from: 'A.1', record: 'v=spf1 a -all', ip: '192.0.2.10', rfc: 'pass' },
  { from: 'A.1', record: 'v=spf1 a -all', ip: '192.0.2.11', rfc: 'pass' },
  { from: 'A.1', record: 'v=spf1 a -all', ip: '192.0.2.65', rfc: 'fail' },
  { from: 'A.1', record: 'v=spf1 a:example.org -all', ip: '192.0.2.140', rfc: 'fail' },
  { from: 'A.1', record: 'v=spf1 a:example.org -all', ip: '192.0.2.10', rfc: 'fail' },
  { from: 'A.1', record: 'v=spf1 mx -all', ip: '192.0.2.129', rfc: 'pass' },
  { from: 'A.1', record: 'v=spf1 mx -all', ip: '192.0.2.130', rfc: 'pass' },
  { from: 'A.1', record: 'v=spf1 mx -all', ip: '192.0.2.10', rfc: 'fail' },
  { from: 'A.1', record: 'v=spf1 mx:example.org -all', ip: '192.0.2.140', rfc: 'pass' },
  { from: 'A.1', record: 'v=spf1 mx:example.org -all', ip: '192.0.2.129', rfc: 'fail' },
  { from: 'A.1', record: 'v=spf1 mx mx:example.org -all', ip: '192.0.2.130', rfc: 'pass' },
  { from: 'A.1', record: 'v=spf1 mx mx:example.org -all', ip: '192.0.2.140', rfc: 'pass' },
  { from: 'A.1', record: 'v=spf1 mx mx:example.org -all', ip: '192.0.2.65', rfc: 'fail' },
  { from: 'A.1', record: 'v=spf1 mx/30 mx:example.org/30 -all', ip: '192.0.2.131', rfc: 'pass' },
  { from: 'A.1', record: 'v=spf1 mx/30 mx:example.org/30 -all', ip: '192.0.2.143', rfc: 'pass' },
  { from: 'A.1', record: 'v=spf1 mx/30 mx:example.org/30 -all', ip: '192.0.2.132', rfc: 'fail' },
  { from: 'A.1', record: 'v=spf1 ptr -all', ip: '192.0.2.65', rfc: 'pass' },
  { from: 'A.1', record: 'v=spf1 ptr -all', ip: '192.0.2.140', rfc: 'fail' },
  { from: 'A.1', record: 'v=spf1 ptr -all', ip: '10.0.0.4', rfc: 'fail' },
  { from: 'A.1', record: 'v=spf1 ip4:192.0.2.128/28 -all', ip: '192.0.2.65', rfc: 'fail' },
  { from: 'A.1', record: 'v=spf1 ip4:192.0.2.128/28 -all', ip: '192.0.2.129', rfc: 'pass' },
  { from: 'A.2', record: A2_COM, domain: 'example.org', ip: '192.0.2.129', rfc: 'pass' },
  { from: 'A.2', record: A2_COM, domain: 'example.org', ip: '192.0.2.200', rfc: 'pass' },
  { from: 'A.2', record: A2_COM, domain: 'example.org', ip: '192.0.2.140', rfc: 'fail' },
  { from: 'A.2', record: A2_COM, domain: 'la.example.org', ip: '192.0.2.129', rfc: 'pass' },
  { from: 'A.2', record: A2_COM, domain: 'la.example.org', ip: '192.0.2.140', rfc: 'fail' },
  { from: 'A.3', record: A3, localPart: 'mary', ip: '1.2.3.4', rfc: 'pass', libraryDiffers: MACRO_D },
  { from: 'A.3', record: A3, localPart: 'fred', ip: '1.2.3.4', rfc: 'pass', libraryDiffers: MACRO_D },
  { from: 'A.3', record: A3, localPart: 'joel', ip: '192.168.15.15', rfc: 'pass', libraryDiffers: MACRO_D },
  { from: 'A.3', record: A3, localPart: 'joel', ip: '1.2.3.4', rfc: 'fail' },
  { from: 'A.3', record: A3, ip: '192.0.2.129', rfc: 'pass' },
  { from: 'A.4', record: A4, ip: '192.0.2.65', rfc: 'pass' },
  { from: 'A.4', record: A4, ip: '192.0.2.140', rfc: 'fail' },
  { from: 'A.4', record: A4, ip: '192.0.2.1', rfc: 'fail' },
  { from: 'A.4', record: A4, ip: '10.0.0.4', rfc: 'fail' },
  { from: '§5.6', record: 'v=spf1 ip6:2001:db8::/32 -all', ip: '2001:db8::25', rfc: 'pass' },
  { from: '§5.6', record: 'v=spf1 ip6:2001:db8::/32 -all', ip: '2001:db9::25', rfc: 'fail' },
  { from: '§5.6', record: 'v=spf1 ip6:2001:db8::/32 -all', ip: '192.0.2.10', rfc: 'fail' },
  { from: '§4.6.4', record: 'v=spf1 include:example.com -all', ip: '192.0.2.10', rfc: 'permerror' },
  { from: 'issue 18', record: 'v=spf1 a/24//64 -all', ip: '192.0.2.99', rfc: 'pass' },
  { from: 'issue 18', record: 'v=spf1 a/24//64 -all', ip: '192.0.3.1', rfc: 'fail' },
  { from: 'issue 18', record: 'v=spf1 ip6:::ffff:192.0.2.1 -all', ip: '192.0.2.1', rfc: 'fail' },
  { from: 'issue 18', record: 'v=spf1 -all include:_spf.panel-mail.net', ip: OUR_IP, rfc: 'fail' },
  { from: 'issue 18', record: 'v=spf1 foo=bar include:_spf.panel-mail.net ~all', ip: OUR_IP, rfc: 'pass' },
  {
    from: 'issue 18',
    record: 'v=spf1 ip4:999.1.1.1/40 include:_spf.panel-mail.net ~all',
    ip: OUR_IP,
    rfc: 'permerror',
  },
  {
    from: 'issue 18',
    record: 'v=spf1 include:_spf.panel-mail.net ip4:999.1.1.1/40 ~all',
    ip: OUR_IP,
    rfc: 'permerror',
    libraryDiffers: LATE_SYNTAX,
  },
  { from: 'issue 18', record: 'v=spf1 a/24//64 include:_spf.panel-mail.net -all', ip: OUR_IP, rfc: 'pass' },
  { from: 'issue 18', record: 'v=spf1 ip6:::ffff:192.0.2.1 include:_spf.panel-mail.net ~all', ip: OUR_IP, rfc: 'pass' },
];

/** The names outside the fixture that the rows include, as the sandbox's table of the internet has them. */
const outside: Record<string, FixtureRecord[]> = {
  '_spf.panel-mail.net': KNOWN['_spf.panel-mail.net']!.TXT!.map((v) => ({
    name: '@',
    type: 'TXT' as const,
    value: txtStrings(v).join(''),
  })),
};

let api: TestApi;
beforeAll(async () => {
  api = await startApi();
  const [account] = await queryRows<{ id: number }>(api.db, sql`select id from accounts order by id limit 1`);
  await loadZones(api.db, account!.id);
});
afterAll(() => api.close());

async function libraryVerdict(row: Row): Promise<string> {
  const data = {
    ...APPENDIX_A,
    ...outside,
    'example.com': [...APPENDIX_A['example.com']!, { name: '@', type: 'TXT' as const, value: row.record }],
  };
  const domain = row.domain ?? 'example.com';
  const res = await spf({
    sender: `${row.localPart ?? 'postmaster'}@${domain}`,
    ip: row.ip,
    mta: 'receiver',
    resolver: memoryResolver(data),
  });
  return res.status.result;
}

describe('RFC 7208 Appendix A and the records of issue 18', () => {
  it.each(ROWS)('$from: "$record" for $localPart $ip at $domain', async (row) => {
    await setTxt(api.db, 'example.com', '@', row.record);
    const ours = await evaluateSpf(mailDns(api.db, api.deps.infra.resolver), {
      domain: row.domain ?? 'example.com',
      ip: row.ip,
      localPart: row.localPart,
    });
    const library = await libraryVerdict(row);
    expect(ours.result).toBe(library);
    if (row.libraryDiffers) expect(library, row.libraryDiffers).not.toBe(row.rfc);
    else expect(library).toBe(row.rfc);
  });
});

describe('what the checks ask', () => {
  it('the include loop stops at the lookup limit, and the verdict says so', async () => {
    await setTxt(api.db, 'example.com', '@', 'v=spf1 include:example.com -all');
    const v = await evaluateSpf(mailDns(api.db, api.deps.infra.resolver), { domain: 'example.com', ip: '192.0.2.10' });
    expect(v).toMatchObject({ result: 'permerror', lookups: { limit: 10, exceeded: true } });
  });

  it('an unknown term is a permerror named by the library; an unknown modifier is ignored', async () => {
    await setTxt(api.db, 'example.com', '@', 'v=spf1 includ:_spf.panel-mail.net ~all');
    const bad = await spfVerdicts(api.db, api.deps.infra.resolver, 'example.com');
    expect(bad.ours).toMatchObject({ result: 'permerror', reason: 'Unknown mechanism includ' });
    await setTxt(api.db, 'example.com', '@', 'v=spf1 foo=bar include:_spf.panel-mail.net ~all');
    const ok = await spfVerdicts(api.db, api.deps.infra.resolver, 'example.com');
    expect(ok.ours.result).toBe('pass');
    expect(ok.stranger).toMatchObject({ ip: STRANGER_IP, result: 'softfail' });
  });

  it('a name outside what the sandbox knows is reported as guessed, not as known to be missing', async () => {
    await setTxt(api.db, 'example.com', '@', 'v=spf1 include:_spf.mail.unknown-provider.net ~all');
    const v = await spfVerdicts(api.db, api.deps.infra.resolver, 'example.com');
    expect(v.stranger).toMatchObject({ result: 'permerror', guessed: ['_spf.mail.unknown-provider.net'] });
  });

  it('a record to try is evaluated in place of the published one', async () => {
    await setTxt(api.db, 'example.com', '@', 'v=spf1 -all');
    const tried = await spfVerdicts(
      api.db,
      api.deps.infra.resolver,
      'example.com',
      'v=spf1 include:_spf.panel-mail.net ~all',
    );
    expect(tried.ours).toMatchObject({ result: 'pass', record: 'v=spf1 include:_spf.panel-mail.net ~all' });
    expect((await spfVerdicts(api.db, api.deps.infra.resolver, 'example.com')).ours.result).toBe('fail');
  });
});
