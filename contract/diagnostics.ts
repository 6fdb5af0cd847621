// Diagnostics: composite reads that run several checks at once and say what
// is wrong and how to fix it. The only write unblocks an IP on the node's
// firewalls, which is why it needs write:hosting.
import { z } from 'zod';
import { AsciiDomainName, Input, Target, Timestamp, idParam } from './common';
import { defineArea } from './operation';

/** A report's overall verdict: the worst check (warn → warning, fail → critical); unknown only when nothing could be checked. */
export const HealthStatus = z.enum(['ok', 'warning', 'critical', 'unknown']);

/** One check's outcome; `unknown` (the check could not run) is never reported as a problem. */
export const CheckResult = z.enum(['pass', 'warn', 'fail', 'unknown']);

/** The API call that fixes a finding, ready to send: the dashboard's one-click fix. */
export const FixAction = z.object({
  operationId: z.string(),
  method: z.enum(['GET', 'POST', 'PUT', 'PATCH', 'DELETE']),
  path: z.string(),
  body: z.record(z.string(), z.unknown()).nullable(),
});

export const Check = z.object({
  id: z.string(),
  label: z.string(),
  status: CheckResult,
  detail: z.string(),
  /** What was looked at: the records, log lines or states the verdict rests on. */
  evidence: z.array(z.string()),
  /** What to do about it, and the operation that does it when one can; null when nothing is wrong. */
  fix: z.object({ summary: z.string(), action: FixAction.nullable() }).nullable(),
});

export const HealthReport = z.object({
  target: Target,
  status: HealthStatus,
  checkedAt: Timestamp,
  checks: z.array(Check),
});

export const IpAddress = z.union([z.ipv4({ abort: true }).max(15), z.ipv6({ abort: true }).max(45)], {
  error: 'Enter an IPv4 or IPv6 address',
});

export const Symptom = z.enum([
  'site_down',
  'site_slow',
  'mail_bouncing',
  'cannot_log_in',
  'site_errors',
  'ssl_error',
  'email_not_sending',
  'email_not_receiving',
  'dns_not_resolving',
  'cannot_connect',
  'disk_full',
]);

export const FirewallBlock = z.object({
  firewall: z.enum(['csf', 'lfd', 'fail2ban', 'modsecurity', 'imunify']),
  service: z.string().nullable(),
  reason: z.string(),
  /** The firewall's own log line for the block (what tripped it), when it wrote one. */
  logLine: z.string().nullable(),
  since: Timestamp,
  expiresAt: Timestamp.nullable(),
  permanent: z.boolean(),
});

const read = ['read:hosting'] as const;
const errors = ['domain_not_owned', 'not_owned', 'not_found'] as const;
const byInput = z.object({ input: Input });

export const diagnosticsOps = defineArea('diagnostics', {
  getDiagnosticsOverview: {
    method: 'GET',
    path: '/diagnostics/overview',
    tier: 'R',
    scopes: read,
    summary: 'Health of every service on the account, worst first',
    response: z.object({
      status: HealthStatus,
      checkedAt: Timestamp,
      counts: z.object({
        ok: z.number().int().min(0),
        warning: z.number().int().min(0),
        critical: z.number().int().min(0),
        unknown: z.number().int().min(0),
      }),
      services: z.array(
        z.object({
          serviceId: z.number().int(),
          type: z.string(),
          name: z.string(),
          status: HealthStatus,
          issues: z.array(Check),
        }),
      ),
    }),
  },
  getDiskUsageReport: {
    method: 'GET',
    path: '/diagnostics/disk-usage',
    tier: 'R',
    scopes: read,
    errors,
    summary: 'Largest directories under the account home',
    query: z.object({
      input: Input,
      path: z
        .string()
        .max(255, 'At most 255 characters')
        .refine((p) => !p.split('/').includes('..'), 'A path may not contain ..')
        .default('/'),
      depth: z.coerce.number().int().min(1, 'depth is 1-5').max(5, 'depth is 1-5').default(2),
      limit: z.coerce.number().int().min(1, 'limit is 1-100').max(100, 'limit is 1-100').default(25),
    }),
    // A top-N report rather than a paged listing: `truncated` says more
    // directories exist; narrow with `path`.
    response: z.object({
      target: Target,
      path: z.string(),
      usedMb: z.number().min(0),
      quotaMb: z.number().min(0).nullable(),
      data: z.array(
        z.object({
          path: z.string(),
          sizeMb: z.number().min(0),
          files: z.number().int().min(0),
          sharePercent: z.number().min(0).max(100),
        }),
      ),
      total: z.number().int().min(0),
      truncated: z.boolean(),
      scannedAt: Timestamp,
    }),
  },
  getIpBlockStatus: {
    method: 'GET',
    path: '/diagnostics/ip-status',
    tier: 'R',
    scopes: read,
    errors,
    summary: "Whether one IP is blocked on the account's node, by which firewall and why",
    query: z.object({ input: Input, ip: IpAddress }),
    response: z.object({
      target: Target,
      ip: z.string(),
      node: z.string(),
      blocked: z.boolean(),
      blocks: z.array(FirewallBlock),
      checkedAt: Timestamp,
    }),
  },
  diagnoseDns: {
    method: 'GET',
    path: '/diagnostics/dns',
    tier: 'R',
    scopes: read,
    errors,
    summary: 'DNS health of one domain: delegation, nameservers, SOA, records the services need',
    query: byInput,
    response: HealthReport.extend({
      domain: AsciiDomainName,
      nameservers: z.object({
        expected: z.array(z.string()),
        delegated: z.array(z.string()),
        matches: z.boolean(),
      }),
    }),
  },
  diagnoseEmail: {
    method: 'GET',
    path: '/diagnostics/email',
    tier: 'R',
    scopes: read,
    errors,
    summary: 'Email health of a domain or mailbox: MX, SPF/DKIM/DMARC, blocklists, quota',
    query: byInput,
    response: HealthReport.extend({ domain: AsciiDomainName, mailbox: z.string().nullable() }),
  },
  diagnoseService: {
    method: 'GET',
    path: '/diagnostics/service/{service}',
    tier: 'R',
    scopes: read,
    summary: 'Health of one service: status, expiry, unpaid invoices, node state',
    errors: ['not_owned', 'not_found', 'service_not_found'],
    params: z.object({ service: idParam('The service id') }),
    response: HealthReport.extend({
      serviceId: z.number().int(),
      serviceType: z.string(),
      serviceStatus: z.string(),
    }),
  },
  diagnoseWebsite: {
    method: 'GET',
    path: '/diagnostics/website',
    tier: 'R',
    scopes: read,
    errors,
    summary: 'Website health: resolution, HTTP answer, TLS certificate, PHP errors, resource limits',
    query: byInput,
    response: HealthReport.extend({
      url: z.string(),
      resolvedIps: z.array(z.string()),
      httpStatus: z.number().int().nullable(),
      responseTimeMs: z.number().int().min(0).nullable(),
      tls: z.object({ valid: z.boolean(), issuer: z.string(), expiresAt: Timestamp }).nullable(),
    }),
  },
  triageSymptom: {
    method: 'GET',
    path: '/diagnostics',
    tier: 'R',
    scopes: read,
    errors,
    summary: 'Run the checks that matter for a reported symptom (without one, every check) and name the likely cause',
    query: z.object({
      input: Input,
      // Optional: "something is wrong and I don't know what" runs every check group (ADR 019).
      symptom: Symptom.optional(),
      detail: z.string().max(500, 'At most 500 characters').optional(),
    }),
    response: HealthReport.extend({
      // null when no symptom was given: every check group ran, findings worst first
      symptom: Symptom.nullable(),
      likelyCause: z.string().nullable(),
      nextSteps: z.array(z.string()),
    }),
  },
  whitelistIp: {
    method: 'POST',
    path: '/diagnostics/ip-whitelist',
    tier: 'W',
    scopes: ['write:hosting'],
    errors,
    summary: "Unblock one IP across the node's firewalls",
    body: z.object({
      input: Input,
      ip: IpAddress,
      note: z.string().trim().max(200, 'At most 200 characters').optional(),
      /** Also allow-list it, so the firewalls never block it again. Off unless asked: the address may be a password guesser's. */
      allow: z.boolean().default(false),
    }),
    response: z.object({
      target: Target,
      ip: z.string(),
      node: z.string(),
      unblocked: z.boolean(),
      removedFrom: z.array(FirewallBlock.shape.firewall),
      allowlisted: z.boolean(),
    }),
  },
});
