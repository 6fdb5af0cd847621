// What the diagnostics demo finds wrong, made as it happens on a real estate:
// - nordlight-prints.com (an addon domain of the studio's hosting, zone hosted
//   here) has its mail here (orders@ forwards to alex@) but its zone still sends
//   mail to the exchanger of the provider it came from, which does not exist any
//   more: mail to orders@ bounces. The fix is the "own" MX template.
// - 203.0.113.45 failed IMAP logins to alex@nordlight-studio.com and is blocked
//   on the studio's node by lfd (through csf, permanently) and by fail2ban's
//   dovecot jail, each with the log line that tripped it: "why can't I log in".

import type { Tx } from '@server/db/client';
import { createFirewall } from '@server/infra/firewall';
import { webNodeNamed } from '@server/infra/web-node-fleet';
import { seedApexMx } from './dns-zones';
import { seedForwarderTo } from './email-mailboxes';

/** The names the dashboard's diagnostics screens and the e2e rely on. */
export const DIAGNOSTICS_DEMO = {
  /** A demo-account domain with a broken MX; triage `mail_bouncing` on it finds the MX check failing. */
  brokenMxDomain: 'nordlight-prints.com',
  /** Where its MX points: a leftover of the old provider that accepts no mail. */
  brokenMxHost: 'mx.old-provider.example',
  /** The address on it that is hosted here (a forwarder to alex@nordlight-studio.com). */
  brokenMxAddress: 'orders@nordlight-prints.com',
  /** The fix the MX check offers: POST /dns/zone/mx-templates/apply with this template. */
  brokenMxFixTemplate: 'own',
  /** The address blocked on the demo's node (input nordlight-studio.com), by these firewalls. */
  blockedIp: '203.0.113.45',
  blockedNode: 'web-ams-04',
  blockedBy: ['lfd', 'fail2ban'],
  /** The mailbox whose failed logins got it blocked (triage `cannot_log_in` on it finds the block). */
  blockedLogin: 'alex@nordlight-studio.com',
} as const;

const minute = 60_000;
const hour = 60 * minute;
const D = DIAGNOSTICS_DEMO;

/** syslog's timestamp form: `Nov 23 05:12:41`. */
const syslogTime = (d: Date) =>
  `${d.toLocaleString('en-US', { month: 'short', timeZone: 'UTC' })} ${String(d.getUTCDate()).padStart(2, ' ')} ${d.toISOString().slice(11, 19)}`;

async function breakMx(tx: Tx, now: Date) {
  const zone = await seedApexMx(
    tx,
    D.brokenMxDomain,
    D.brokenMxHost,
    new Date(now.getTime() - 150 * 24 * hour),
    'server/seed/hosting-sites.ts',
  );
  await seedForwarderTo(tx, {
    accountId: zone.accountId,
    domain: D.brokenMxDomain,
    address: D.brokenMxAddress,
    to: D.blockedLogin,
    createdAt: new Date(now.getTime() - 140 * 24 * hour),
  });
}

async function blockLogin(tx: Tx, now: Date) {
  const node = await webNodeNamed(tx, D.blockedNode);
  const fw = createFirewall();
  const tripped = new Date(now.getTime() - 42 * minute);
  const ip = D.blockedIp;
  await fw.block(tx, {
    node: D.blockedNode,
    ip,
    firewall: 'fail2ban',
    service: 'dovecot',
    reason: 'dovecot jail: 5 failed IMAP logins within 10 minutes',
    logLine: `${syslogTime(new Date(tripped.getTime() - 20_000))} ${D.blockedNode} dovecot: imap-login: Disconnected (auth failed, 1 attempts in 4 secs): user=<${D.blockedLogin}>, method=PLAIN, rip=${ip}, lip=${node!.ipv4}, TLS, session=<x7Qk2vEF4NHLAHFt>`,
    since: tripped,
    expiresAt: new Date(tripped.getTime() + 24 * hour),
  });
  await fw.block(tx, {
    node: D.blockedNode,
    ip,
    firewall: 'lfd',
    service: 'imap',
    reason: 'Failed IMAP logins: 10 in the last 3600 secs (LF_IMAPD), blocked permanently in csf.deny',
    logLine: `${syslogTime(tripped)} ${D.blockedNode} lfd[2817]: (imapd) Failed IMAP login from ${ip} (NL/Netherlands/-): 10 in the last 3600 secs - *Blocked in csf* [LF_IMAPD]`,
    since: tripped,
    expiresAt: null,
  });
}

export async function seedDiagnostics(tx: Tx, now: Date) {
  await breakMx(tx, now);
  await blockLogin(tx, now);
}
