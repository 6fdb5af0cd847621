// Query-options factories of the diagnostics area; keys come from keys.ts.
// Every report is a snapshot of live checks: it is run when asked for, kept
// fresh for a short while (going back to a page does not run it again at once),
// and never refetched on focus, since each run spends the request budget.
import { queryOptions } from '@tanstack/react-query';
import type { z } from 'zod';
import type { Check, diagnosticsOps as contractOps, Symptom } from '@contract/diagnostics';
import type { ResponseOf } from '@contract/operation';
import { apiRequest } from '@/lib/api-client';
// The operations without their schemas (src/lib/ops-meta): the triage form's first view loads no zod.
import { diagnosticsMeta as diagnosticsOps } from '@/lib/ops-meta/diagnostics';
import { hostingAccountsQuery } from '@/lib/hosting-accounts';
import { diagnosticsKeys, type DiskUsageArgs } from './keys';

export type CheckRow = z.infer<typeof Check>;
export type SymptomId = z.infer<typeof Symptom>;
export type TriageReport = ResponseOf<typeof contractOps.triageSymptom>;
export type Overview = ResponseOf<typeof contractOps.getDiagnosticsOverview>;
export type DiskUsage = ResponseOf<typeof contractOps.getDiskUsageReport>;
export type IpStatus = ResponseOf<typeof contractOps.getIpBlockStatus>;

/** A report stays current this long; "Check again" runs it at once. */
const FRESH_MS = 30_000;
const snapshot = { staleTime: FRESH_MS, refetchOnWindowFocus: false } as const;

export const diagnosticsQueries = {
  hostingAccounts: () => hostingAccountsQuery(),
  /** Without a symptom, every check runs. */
  triage: (input: string, symptom: SymptomId | undefined, detail?: string) =>
    queryOptions({
      queryKey: diagnosticsKeys.triage(input, symptom ?? null, detail),
      queryFn: ({ signal }) => apiRequest(diagnosticsOps.triageSymptom, { query: { input, symptom, detail }, signal }),
      ...snapshot,
    }),
  overview: () =>
    queryOptions({
      queryKey: diagnosticsKeys.overview(),
      queryFn: ({ signal }) => apiRequest(diagnosticsOps.getDiagnosticsOverview, { signal }),
      ...snapshot,
    }),
  service: (serviceId: number) =>
    queryOptions({
      queryKey: diagnosticsKeys.service(serviceId),
      queryFn: ({ signal }) =>
        apiRequest(diagnosticsOps.diagnoseService, { params: { service: String(serviceId) }, signal }),
      ...snapshot,
    }),
  website: (input: string) =>
    queryOptions({
      queryKey: diagnosticsKeys.health('website', input),
      queryFn: ({ signal }) => apiRequest(diagnosticsOps.diagnoseWebsite, { query: { input }, signal }),
      ...snapshot,
    }),
  /** Email health of a domain or one mailbox. */
  email: (input: string) =>
    queryOptions({
      queryKey: diagnosticsKeys.health('email', input),
      queryFn: ({ signal }) => apiRequest(diagnosticsOps.diagnoseEmail, { query: { input }, signal }),
      ...snapshot,
    }),
  dns: (input: string) =>
    queryOptions({
      queryKey: diagnosticsKeys.health('dns', input),
      queryFn: ({ signal }) => apiRequest(diagnosticsOps.diagnoseDns, { query: { input }, signal }),
      ...snapshot,
    }),
  diskUsage: (args: DiskUsageArgs) =>
    queryOptions({
      queryKey: diagnosticsKeys.diskUsage(args),
      queryFn: ({ signal }) => apiRequest(diagnosticsOps.getDiskUsageReport, { query: args, signal }),
      ...snapshot,
    }),
  ipStatus: (input: string, ip: string) =>
    queryOptions({
      queryKey: diagnosticsKeys.ipStatus(input, ip),
      queryFn: ({ signal }) => apiRequest(diagnosticsOps.getIpBlockStatus, { query: { input, ip }, signal }),
      ...snapshot,
    }),
};
