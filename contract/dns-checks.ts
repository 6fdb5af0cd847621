// Read-only checks of a zone (lint, health, propagation) and a public DNS lookup of any name.
import { z } from 'zod';
import { Input, Target, Timestamp, qBool } from './common';
import { defineArea } from './operation';
import { RecordName, RecordType } from './dns-records';
import { dnsErrors, readDns, zoneQuery } from './dns-shared';

export const LintIssue = z.object({
  severity: z.enum(['error', 'warning', 'info']),
  /** Stable rule id, e.g. `cname_at_apex`, `spf_multiple`, `mx_points_to_cname`. */
  code: z.string(),
  message: z.string(),
  recordId: z.string().nullable(),
  /** Every record the finding is about (e.g. both halves of a duplicate), the first being `recordId`. */
  recordIds: z.array(z.string()),
  name: z.string().nullable(),
  type: RecordType.nullable(),
  /** What to do about it, in one sentence. */
  fix: z.string().nullable(),
});

export const Nameserver = z.object({
  host: z.string(),
  addresses: z.array(z.string()),
  reachable: z.boolean(),
  authoritative: z.boolean(),
  serial: z.number().int().nullable(),
  responseMs: z.number().int().nullable(),
});

export const HealthCheck = z.object({
  id: z.string(),
  label: z.string(),
  status: z.enum(['pass', 'warn', 'fail']),
  detail: z.string(),
});

export const ResolverAnswer = z.object({
  id: z.string(),
  resolver: z.string(),
  location: z.string(),
  address: z.string(),
  answers: z.array(z.string()),
  ttl: z.number().int().nullable(),
  matches: z.boolean(),
  responseMs: z.number().int().nullable(),
  error: z.string().nullable(),
});

export const dnsCheckOps = defineArea('dns', {
  lintDnsZone: {
    method: 'GET',
    path: '/dns/zone/lint',
    tier: 'R',
    scopes: readDns,
    errors: dnsErrors,
    summary: 'Check the zone for mistakes (CNAME conflicts, duplicate SPF, dangling targets)',
    query: zoneQuery,
    response: z.object({
      target: Target,
      zone: z.string(),
      checkedAt: Timestamp,
      ok: z.boolean(),
      errorCount: z.number().int().min(0),
      warningCount: z.number().int().min(0),
      issues: z.array(LintIssue),
    }),
  },
  getDnsHealth: {
    method: 'GET',
    path: '/dns/health',
    tier: 'R',
    scopes: readDns,
    errors: dnsErrors,
    summary: 'Zone health: delegation, nameserver reachability, serial agreement',
    query: zoneQuery,
    response: z.object({
      target: Target,
      zone: z.string(),
      checkedAt: Timestamp,
      status: z.enum(['healthy', 'degraded', 'broken']),
      serialsInSync: z.boolean(),
      nameservers: z.array(Nameserver),
      checks: z.array(HealthCheck),
    }),
  },
  checkDnsPropagation: {
    method: 'GET',
    path: '/dns/propagation',
    tier: 'R',
    scopes: readDns,
    errors: dnsErrors,
    summary: 'Ask public resolvers for one name and type and compare with the zone',
    query: z.object({ input: Input, name: RecordName.default('@'), type: RecordType.default('A') }),
    response: z.object({
      target: Target,
      fqdn: z.string(),
      type: RecordType,
      checkedAt: Timestamp,
      /** The answers the zone itself gives: what "propagated" means here. */
      expected: z.array(z.string()),
      propagated: z.number().int().min(0),
      total: z.number().int().min(0),
      complete: z.boolean(),
      /** When the last resolver is due to pick up the zone's latest change; null when nothing is pending. */
      convergesAt: Timestamp.nullable(),
      resolvers: z.array(ResolverAnswer),
    }),
  },
  lookupDns: {
    method: 'GET',
    path: '/dns/lookup',
    tier: 'R',
    scopes: readDns,
    summary: 'Public DNS lookup of any name (no ownership needed)',
    query: z.object({
      name: z
        .string()
        .trim()
        .toLowerCase()
        .min(1, 'Enter a name or, for PTR, an IP address')
        .max(253, 'A DNS name is at most 253 characters')
        .regex(/^[a-z0-9_.:*-]+$/, 'Enter a DNS name such as example.com or an IP address'),
      type: z.enum(['A', 'AAAA', 'CNAME', 'MX', 'TXT', 'SRV', 'CAA', 'NS', 'SOA', 'PTR']).default('A'),
      resolver: z.enum(['cloudflare', 'google', 'quad9', 'authoritative']).default('cloudflare'),
      // Follow CNAME chains to the final answer, as a browser's resolver would.
      follow: qBool.default(true),
    }),
    response: z.object({
      name: z.string(),
      type: z.string(),
      resolver: z.string(),
      status: z.enum(['NOERROR', 'NXDOMAIN', 'SERVFAIL', 'REFUSED', 'TIMEOUT']),
      authoritative: z.boolean(),
      answers: z.array(z.object({ name: z.string(), type: z.string(), ttl: z.number().int(), data: z.string() })),
      responseMs: z.number().int().nullable(),
      queriedAt: Timestamp,
    }),
  },
});
