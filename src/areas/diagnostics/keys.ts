// Every cache key of the diagnostics area, shared by its query and mutation
// modules. Each report is keyed by what it was asked about, so a fix can make
// every report stale at once (`all()`) and the screens read them again.
import { areaKeys } from '@/lib/query-keys';

const k = areaKeys('diagnostics');

export interface DiskUsageArgs {
  input: string;
  path: string;
  depth: number;
  limit: number;
}

export type HealthKind = 'website' | 'email' | 'dns';

export const diagnosticsKeys = {
  ...k,
  /** The person's hosting accounts (GET /hosting): the choice of `input` for disk usage and IP status. */
  triage: (input: string, symptom: string | null, detail?: string) =>
    k.detail({ kind: 'triage', input, symptom, detail }),
  overview: () => k.detail({ kind: 'overview' }),
  service: (serviceId: number) => k.detail({ kind: 'service', serviceId }),
  health: (kind: HealthKind, input: string) => k.detail({ kind, input }),
  diskUsage: (args: DiskUsageArgs) => k.detail({ kind: 'disk-usage', ...args }),
  ipStatus: (input: string, ip: string) => k.detail({ kind: 'ip-status', input, ip }),
};
