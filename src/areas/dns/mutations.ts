// Writes of the DNS area, each declared with the keys it makes stale
// (keys.ts). Record changes patch the loaded lists in place (record-cache.ts);
// everything else about the zone (summary, lint, health, file, propagation)
// is refetched in the background, since one record can change all of it.
import type { QueryClient } from '@tanstack/react-query';
import { dnsMeta as dnsOps } from '@/lib/ops-meta/dns';
import type { BodyOf } from '@contract/operation';
import { defineMutation, useOperationMutation, type Invalidation } from '@/lib/mutation';
import { dnsKeys, isRecordList, ofZone } from './keys';
import { patchRecordLists } from './record-cache';

type Body<K extends keyof typeof dnsOps> = BodyOf<(typeof dnsOps)[K]>;

/** The zone's views other than its record lists, and the zones list (record counts and serials). */
const zoneViews = (domain: string): Invalidation[] => [
  { predicate: (q) => ofZone(domain)(q) && !isRecordList(q) },
  dnsKeys.zones(),
];

/** Reset, not refetch: a reset loads only the first page again, not every page scrolled through. */
const reloadRecordLists = (qc: QueryClient, domain: string) =>
  void qc.resetQueries({ predicate: (q) => ofZone(domain)(q) && isRecordList(q) });

const createRecord = (domain: string) =>
  defineMutation(dnsOps.createDnsRecord, {
    request: (record: Body<'createDnsRecord'>['record']) => ({ body: { input: domain, record } }),
    update: (qc, r) => patchRecordLists(qc, domain, { created: [r.record] }),
    invalidates: () => zoneViews(domain),
    awaitInvalidation: false,
  });

const updateRecord = (domain: string) =>
  defineMutation(dnsOps.updateDnsRecord, {
    request: (v: { id: string; record: Body<'updateDnsRecord'>['record'] }) => ({
      body: { input: domain, id: v.id, record: v.record },
    }),
    update: (qc, r) => patchRecordLists(qc, domain, { updated: [r.record] }),
    invalidates: () => zoneViews(domain),
    awaitInvalidation: false,
  });

const deleteRecord = (domain: string) =>
  defineMutation(dnsOps.deleteDnsRecord, {
    request: (id: string) => ({ query: { input: domain, id } }),
    update: (qc, r) => patchRecordLists(qc, domain, { deleted: [r.deleted.id] }),
    invalidates: () => zoneViews(domain),
    awaitInvalidation: false,
  });

const bulkChange = (domain: string) =>
  defineMutation(dnsOps.bulkChangeDnsRecords, {
    request: (body: Omit<Body<'bulkChangeDnsRecords'>, 'input'>) => ({ body: { ...body, input: domain } }),
    update: (qc, r) => {
      if (!r.dryRun) patchRecordLists(qc, domain, { created: r.created, updated: r.updated, deleted: r.deleted });
    },
    invalidates: (_, r) => (r.dryRun ? [] : zoneViews(domain)),
    awaitInvalidation: false,
  });

const importZone = (domain: string) =>
  defineMutation(dnsOps.importDnsZone, {
    request: (body: Omit<Body<'importDnsZone'>, 'input'>) => ({ body: { ...body, input: domain } }),
    update: (qc, r) => {
      if (!r.dryRun) reloadRecordLists(qc, domain);
    },
    invalidates: (_, r) => (r.dryRun ? [] : zoneViews(domain)),
    awaitInvalidation: false,
  });

const resetZone = (domain: string) =>
  defineMutation(dnsOps.resetDnsZone, {
    request: (keepMail: boolean) => ({ body: { input: domain, keep_mail: keepMail } }),
    update: (qc) => reloadRecordLists(qc, domain),
    invalidates: () => zoneViews(domain),
    awaitInvalidation: false,
  });

const applyMxTemplate = (domain: string) =>
  defineMutation(dnsOps.applyMxTemplate, {
    request: (template: Body<'applyMxTemplate'>['template']) => ({ body: { input: domain, template } }),
    update: (qc) => reloadRecordLists(qc, domain),
    invalidates: () => zoneViews(domain),
    awaitInvalidation: false,
  });

export const useCreateRecord = (domain: string) => useOperationMutation(createRecord(domain));
export const useUpdateRecord = (domain: string) => useOperationMutation(updateRecord(domain));
export const useDeleteRecord = (domain: string) => useOperationMutation(deleteRecord(domain));
export const useBulkChange = (domain: string) => useOperationMutation(bulkChange(domain));
export const useImportZone = (domain: string) => useOperationMutation(importZone(domain));
export const useResetZone = (domain: string) => useOperationMutation(resetZone(domain));
export const useApplyMxTemplate = (domain: string) => useOperationMutation(applyMxTemplate(domain));
