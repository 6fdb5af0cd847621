// Symptom triage through the API: the broken MX found with its fix, the fix
// applied through its own call and the check passing after; a blocked login
// address; a site taken down on the web node; unknown never blamed; errors.
import { describe, expect, it } from 'vitest';
import { setSiteFault } from '@server/infra/web-node';
import { DIAGNOSTICS_DEMO as DEMO } from '@server/seed/diagnostics';
import { byId, diagnosticsKit, OTHER_DOMAIN, STUDIO } from './diagnostics-test-kit';

const k = diagnosticsKit();
const triage = (input: string, symptom: string | null, o: { token?: string; detail?: string } = {}) =>
  k.api.call('GET', '/diagnostics', {
    token: o.token ?? k.reader,
    query: { input, ...(symptom ? { symptom } : {}), ...(o.detail ? { detail: o.detail } : {}) },
  });
const VERDICT_RANK: Record<string, number> = { fail: 0, warn: 1, pass: 2, unknown: 3 };

describe('GET /diagnostics (triage)', () => {
  it('finds the broken MX of a domain whose mail is hosted here, and the fix makes the check pass', async () => {
    const r = await triage(DEMO.brokenMxDomain, 'mail_bouncing');
    expect(r.status).toBe(200);
    expect(r.body).toMatchObject({
      symptom: 'mail_bouncing',
      status: 'critical',
      target: { domain: DEMO.brokenMxDomain },
    });
    const mx = byId(r.body.checks, 'mx');
    expect(r.body.checks[0].id).toBe('mx');
    expect(mx.status).toBe('fail');
    expect(mx.detail).toContain(DEMO.brokenMxHost);
    expect(mx.evidence).toContain(`MX 10 ${DEMO.brokenMxHost}`);
    expect(mx.evidence).toContain(`forwarders here: ${DEMO.brokenMxAddress}`);
    expect(
      mx.evidence.some((e: string) => e.startsWith(`${DEMO.brokenMxHost}: `) && e.includes('does not resolve')),
    ).toBe(true);
    expect(mx.fix.action).toEqual({
      operationId: 'applyMxTemplate',
      method: 'POST',
      path: '/dns/zone/mx-templates/apply',
      body: { input: DEMO.brokenMxDomain, template: DEMO.brokenMxFixTemplate },
    });
    expect(r.body.likelyCause).toBe(`MX records: ${mx.detail}`);
    expect(r.body.nextSteps[0]).toBe(mx.fix.summary);

    // The fix is the ready-to-send call: send it as it is.
    const a = mx.fix.action;
    const applied = await k.api.call(a.method, a.path, { token: k.dnsWriter, body: a.body });
    expect(applied.status).toBe(200);
    expect(applied.body.applied).toContain('mx1.panel-mail.net');

    const again = await triage(DEMO.brokenMxDomain, 'mail_bouncing');
    const fixed = byId(again.body.checks, 'mx');
    expect(fixed).toMatchObject({ status: 'pass', fix: null });
    expect(fixed.evidence).toContain('MX 10 mx1.panel-mail.net');
    expect(again.body.checks.every((c: { status: string }) => c.status === 'pass' || c.status === 'unknown')).toBe(
      true,
    );
    expect(again.body).toMatchObject({ status: 'ok', likelyCause: null, nextSteps: [] });
  });

  it('never counts an unknown check as a problem', async () => {
    // nordlight.se has no hosting account: its node's firewalls cannot be checked.
    const r = await triage('nordlight.se', 'cannot_log_in');
    expect(r.status).toBe(200);
    const fw = byId(r.body.checks, 'firewall');
    expect(fw).toMatchObject({ status: 'unknown', fix: null });
    expect(r.body.checks.filter((c: { status: string }) => c.status === 'fail' || c.status === 'warn')).toEqual([]);
    expect(r.body).toMatchObject({ status: 'ok', likelyCause: null, nextSteps: [] });
    // unknown checks come after the verdicts that count
    expect(r.body.checks.at(-1).status).toBe('unknown');
  });

  it("answers 'cannot log in' with the blocked address, its log lines and the whitelist call", async () => {
    const r = await triage(DEMO.blockedLogin, 'cannot_log_in');
    expect(r.status).toBe(200);
    const fw = byId(r.body.checks, 'firewall');
    expect(fw.status).toBe('fail');
    expect(fw.detail).toContain(DEMO.blockedIp);
    expect(fw.evidence.some((e: string) => e.includes('lfd') && e.includes('*Blocked in csf*'))).toBe(true);
    expect(fw.evidence.some((e: string) => e.includes('fail2ban') && e.includes(`user=<${DEMO.blockedLogin}>`))).toBe(
      true,
    );
    expect(fw.fix.action).toEqual({
      operationId: 'whitelistIp',
      method: 'POST',
      path: '/diagnostics/ip-whitelist',
      body: { input: DEMO.blockedLogin, ip: DEMO.blockedIp, allow: true },
    });
    expect(r.body.likelyCause).toMatch(/^Firewall blocks: /);
    // An address the customer names is checked as given.
    const other = await triage(STUDIO, 'cannot_log_in', { detail: 'I connect from 192.0.2.200 at the office' });
    expect(byId(other.body.checks, 'firewall')).toMatchObject({ status: 'pass', evidence: ['192.0.2.200: no block'] });
  });

  it('sees a site the web node fails, and the HTTP check passes again once it is back', async () => {
    await setSiteFault(k.api.db, STUDIO, 'down', k.api.clock.now());
    const r = await triage(STUDIO, 'site_down');
    const http = byId(r.body.checks, 'http');
    expect(http.status).toBe('fail');
    expect(http.detail).toContain('Connection refused');
    expect(http.evidence.join('\n')).toContain(`web node: ${STUDIO} is down`);
    expect(r.body.status).toBe('critical');
    await setSiteFault(k.api.db, STUDIO, 'errors', k.api.clock.now());
    expect(byId((await triage(STUDIO, 'site_errors')).body.checks, 'http').detail).toMatch(/answers 50[03]/);
    await setSiteFault(k.api.db, STUDIO, null, k.api.clock.now());
    expect(byId((await triage(STUDIO, 'site_down')).body.checks, 'http').status).toBe('pass');
  });

  it('answers every symptom with checks, each with evidence and a fix only for a problem', async () => {
    for (const symptom of [
      'site_slow',
      'ssl_error',
      'email_not_sending',
      'email_not_receiving',
      'dns_not_resolving',
      'cannot_connect',
      'disk_full',
    ]) {
      const r = await triage(STUDIO, symptom);
      expect(r.status, symptom).toBe(200);
      expect(r.body.checks.length, symptom).toBeGreaterThan(0);
      for (const c of r.body.checks) {
        expect(Array.isArray(c.evidence)).toBe(true);
        if (c.status === 'pass' || c.status === 'unknown') expect(c.fix, `${symptom} ${c.id}`).toBeNull();
      }
    }
  });

  it('says the disk in the one unit system, never binary megabytes', async () => {
    // "2.31 GB of 51.2 GB used", "/imap: 1.2 GB" (ADR 033), not "2203.1 MB used of 51200 MB"
    const disk = byId((await triage(STUDIO, 'disk_full')).body.checks, 'disk');
    expect(disk.evidence[0]).toMatch(/^\d+(\.\d+)? (B|kB|MB|GB) of (\d+(\.\d+)? (MB|GB|TB)|unlimited) used$/);
    expect(disk.evidence.length).toBeGreaterThan(1);
    for (const line of disk.evidence.slice(1)) expect(line).toMatch(/^\/\S*: \d+(\.\d+)? (B|kB|MB|GB)$/);
  });

  it('without a symptom runs every check group, says none was given and leads with the worst finding', async () => {
    await setSiteFault(k.api.db, STUDIO, 'down', k.api.clock.now());
    const r = await triage(STUDIO, null);
    await setSiteFault(k.api.db, STUDIO, null, k.api.clock.now());
    expect(r.status).toBe(200);
    expect(r.body).toMatchObject({ symptom: null, status: 'critical', target: { domain: STUDIO } });
    const ids = r.body.checks.map((c: { id: string }) => c.id);
    // a check of every group: the service, DNS, the website, mail, the disk and the firewalls
    for (const id of ['service_status', 'delegation', 'http', 'tls', 'mx', 'spf', 'disk', 'firewall'])
      expect(ids, id).toContain(id);
    expect(new Set(ids).size).toBe(ids.length);
    // worst first, and the first finding is the likely cause
    const ranks = r.body.checks.map((c: { status: string }) => VERDICT_RANK[c.status]);
    expect(ranks).toEqual([...ranks].sort((a, b) => a - b));
    const [first] = r.body.checks;
    expect(first.status).toBe('fail');
    expect(r.body.likelyCause).toBe(`${first.label}: ${first.detail}`);
    expect(byId(r.body.checks, 'http').status).toBe('fail');
    // more than any one symptom looks at
    const one = await triage(STUDIO, 'site_down');
    expect(r.body.checks.length).toBeGreaterThan(one.body.checks.length);
  });

  it('without a symptom finds a blocked login too, with its fix among the next steps', async () => {
    const r = await triage(DEMO.blockedLogin, null);
    expect(r.status).toBe(200);
    expect(r.body.symptom).toBeNull();
    const fw = byId(r.body.checks, 'firewall');
    expect(fw.status).toBe('fail');
    expect(fw.detail).toContain(DEMO.blockedIp);
    expect(r.body.checks[0].status).toBe('fail');
    expect(r.body.nextSteps).toContain(fw.fix.summary);
  });

  it('refuses what it cannot answer', async () => {
    const bad = await triage(STUDIO, 'coffee_cold');
    expect(bad.status).toBe(422);
    expect(bad.body.code).toBe('validation_failed');
    expect((await triage(OTHER_DOMAIN, 'site_down')).body).toMatchObject({ status: 403, code: 'domain_not_owned' });
    expect((await triage('unknown-domain.se', 'site_down')).body).toMatchObject({ status: 404, code: 'not_found' });
    expect((await triage(STUDIO, 'site_down', { token: k.olof })).body.code).toBe('domain_not_owned');
    expect((await triage(STUDIO, 'site_down', { token: k.auditor })).body.code).toBe('insufficient_scope');
  });
});
