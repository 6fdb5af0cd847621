// Writes of the DNS area. Record changes patch the loaded lists in place
// (record-cache.ts); everything else about the zone (summary, lint, health,
// file, propagation) is refetched, since one record can change all of it.
import { useMutation, useQueryClient, type QueryClient } from '@tanstack/react-query';
import { dnsOps } from '@contract/dns';
import type { BodyOf } from '@contract/operation';
import { apiRequest } from '@/lib/api-client';
import { patchRecordLists } from './record-cache';
import { zoneKeyMatches } from './queries';

/** Refetch the zone's other views; record lists are either patched or, with `lists`, reloaded from the top. */
function refreshZone(qc: QueryClient, domain: string, lists = false) {
  const ofZone = zoneKeyMatches(domain);
  void qc.invalidateQueries({
    predicate: (q) =>
      ofZone(q.queryKey) &&
      (q.queryKey[1] === 'detail' || q.queryKey[1] === 'list') &&
      (lists || (q.queryKey[2] as { kind?: string }).kind !== 'records'),
  });
  // Record counts and serials in the zones list.
  void qc.invalidateQueries({ queryKey: ['dns', 'list', { kind: 'zones' }] });
  if (lists) {
    // Reset, not refetch: a reset loads only the first page again, not every page scrolled through.
    void qc.resetQueries({
      predicate: (q) => ofZone(q.queryKey) && (q.queryKey[2] as { kind?: string }).kind === 'records',
    });
  }
}

export function useCreateRecord(domain: string) {
  const qc = useQueryClient();
  return useMutation({
    mutationFn: (record: BodyOf<typeof dnsOps.createDnsRecord>['record']) =>
      apiRequest(dnsOps.createDnsRecord, { body: { input: domain, record } }),
    onSuccess: (r) => {
      patchRecordLists(qc, domain, { created: [r.record] });
      refreshZone(qc, domain);
    },
  });
}

export function useUpdateRecord(domain: string) {
  const qc = useQueryClient();
  return useMutation({
    mutationFn: (v: { id: string; record: BodyOf<typeof dnsOps.updateDnsRecord>['record'] }) =>
      apiRequest(dnsOps.updateDnsRecord, { body: { input: domain, id: v.id, record: v.record } }),
    onSuccess: (r) => {
      patchRecordLists(qc, domain, { updated: [r.record] });
      refreshZone(qc, domain);
    },
  });
}

export function useDeleteRecord(domain: string) {
  const qc = useQueryClient();
  return useMutation({
    mutationFn: (id: string) => apiRequest(dnsOps.deleteDnsRecord, { query: { input: domain, id } }),
    onSuccess: (r) => {
      patchRecordLists(qc, domain, { deleted: [r.deleted.id] });
      refreshZone(qc, domain);
    },
  });
}

export function useBulkChange(domain: string) {
  const qc = useQueryClient();
  return useMutation({
    mutationFn: (body: Omit<BodyOf<typeof dnsOps.bulkChangeDnsRecords>, 'input'>) =>
      apiRequest(dnsOps.bulkChangeDnsRecords, { body: { ...body, input: domain } }),
    onSuccess: (r) => {
      if (r.dryRun) return;
      patchRecordLists(qc, domain, { created: r.created, updated: r.updated, deleted: r.deleted });
      refreshZone(qc, domain);
    },
  });
}

export function useImportZone(domain: string) {
  const qc = useQueryClient();
  return useMutation({
    mutationFn: (body: Omit<BodyOf<typeof dnsOps.importDnsZone>, 'input'>) =>
      apiRequest(dnsOps.importDnsZone, { body: { ...body, input: domain } }),
    onSuccess: (r) => {
      if (!r.dryRun) refreshZone(qc, domain, true);
    },
  });
}

export function useResetZone(domain: string) {
  const qc = useQueryClient();
  return useMutation({
    mutationFn: (keepMail: boolean) =>
      apiRequest(dnsOps.resetDnsZone, { body: { input: domain, keep_mail: keepMail } }),
    onSuccess: () => refreshZone(qc, domain, true),
  });
}

export function useApplyMxTemplate(domain: string) {
  const qc = useQueryClient();
  return useMutation({
    mutationFn: (template: BodyOf<typeof dnsOps.applyMxTemplate>['template']) =>
      apiRequest(dnsOps.applyMxTemplate, { body: { input: domain, template } }),
    onSuccess: () => refreshZone(qc, domain, true),
  });
}
