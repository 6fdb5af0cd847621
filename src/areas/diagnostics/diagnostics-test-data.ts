// Realistic diagnostics documents for the area's component tests, typed against
// the contract so a contract change breaks them at compile time.
import type { z } from 'zod';
import type { FirewallBlock } from '@contract/diagnostics';
import { hostingAccount, hostingTarget } from '@/test/fixtures';
import type { CheckRow, DiskUsage, IpStatus, Overview, TriageReport } from './queries';

/** The demo's domain whose MX still points at a provider that no longer takes its mail. */
export const MAIL_DOMAIN = 'fjordbyte.se';

export const accountsPage = () => ({ data: [hostingAccount()], hasMore: false, nextCursor: null, total: 1 });

export const check = (over: Partial<CheckRow> = {}): CheckRow => ({
  id: 'mx',
  label: 'MX records',
  status: 'pass',
  detail: 'Mail for the domain goes to mx1.nordlight.net and mx2.nordlight.net.',
  evidence: ['MX 10 mx1.nordlight.net', 'MX 20 mx2.nordlight.net'],
  fix: null,
  ...over,
});

export const brokenMx = (): CheckRow =>
  check({
    status: 'fail',
    detail: `Mail for ${MAIL_DOMAIN} goes to mx.old-provider.example, which refuses it: senders get a bounce.`,
    evidence: [`MX 10 mx.old-provider.example`, 'mx.old-provider.example: 550 5.1.1 relay not permitted'],
    fix: {
      summary: 'Point the MX records back at our mail servers (the “own” template).',
      action: {
        operationId: 'applyMxTemplate',
        method: 'POST',
        path: '/dns/zone/mx-templates/apply',
        body: { input: MAIL_DOMAIN, template: 'own' },
      },
    },
  });

export const triage = (checks: CheckRow[], over: Partial<TriageReport> = {}): TriageReport => ({
  target: { ...hostingTarget(MAIL_DOMAIN), serviceId: 42 },
  status: checks.some((c) => c.status === 'fail') ? 'critical' : 'ok',
  checkedAt: '2026-11-23T06:30:00.000Z',
  checks,
  symptom: 'mail_bouncing',
  likelyCause: checks.some((c) => c.status === 'fail')
    ? `The MX records of ${MAIL_DOMAIN} point at mx.old-provider.example, which does not accept its mail.`
    : null,
  nextSteps: checks.some((c) => c.status === 'fail')
    ? ['Apply the fix for the MX records.', 'Send a test message from another provider.']
    : [],
  ...over,
});

export const overview = (): Overview => ({
  status: 'critical',
  checkedAt: '2026-11-23T06:30:00.000Z',
  counts: { ok: 1, warning: 1, critical: 1, unknown: 0 },
  services: [
    { serviceId: 41, type: 'webhosting', name: 'nordlight-studio.com', status: 'ok', issues: [] },
    {
      serviceId: 43,
      type: 'domain',
      name: 'old-shop.example',
      status: 'warning',
      issues: [check({ id: 'expiry', label: 'Expiry', status: 'warn', detail: 'Expires in 12 days.' })],
    },
    { serviceId: 42, type: 'email', name: MAIL_DOMAIN, status: 'critical', issues: [brokenMx()] },
  ],
});

export const diskUsage = (over: Partial<DiskUsage> = {}): DiskUsage => ({
  target: hostingTarget(),
  path: '/',
  usedMb: 2100,
  quotaMb: 50_000,
  data: [
    { path: '/public_html', sizeMb: 1400, files: 18_200, sharePercent: 66.7 },
    { path: '/public_html/wp-content', sizeMb: 1100, files: 12_400, sharePercent: 52.4 },
    { path: '/mail', sizeMb: 500, files: 9_800, sharePercent: 23.8 },
    { path: '/tmp', sizeMb: 120, files: 310, sharePercent: 5.7 },
  ],
  total: 4,
  truncated: false,
  scannedAt: '2026-11-23T06:00:00.000Z',
  ...over,
});

export const lfdBlock = (): z.infer<typeof FirewallBlock> => ({
  firewall: 'lfd',
  service: 'imap',
  reason: '5 failed IMAP logins in 300 secs',
  since: '2026-11-23T05:12:00.000Z',
  expiresAt: '2026-11-23T06:12:00.000Z',
  permanent: false,
  logLine:
    'Nov 23 05:12:00 web-ams-04 lfd[2144]: (imapd) Failed IMAP login from 203.0.113.45 (XX/-/-): 5 in the last 300 secs - *Blocked in csf* for 3600 secs [LF_IMAPD]',
});

export const ipStatus = (blocked: boolean): IpStatus => ({
  target: hostingTarget(),
  ip: '203.0.113.45',
  node: 'web-ams-04',
  blocked,
  blocks: blocked ? [lfdBlock()] : [],
  checkedAt: '2026-11-23T06:30:00.000Z',
});
