// The API's shapes of a server, a usage sample, a template and an install medium.
import type { z } from 'zod';
import type { VpsDetail, VpsIso, VpsStatus, VpsSummary, VpsTemplate, VpsUsageSample } from '@contract/vps';
import type { IsoRow, TemplateRow } from '@server/infra/hypervisor-catalogue';
import type { SampleRow, VpsRecord } from './vps-repository';

const MB = 1e6;
const round1 = (n: number) => Math.round(n * 10) / 10;

/**
 * The status the API shows: the service's lifecycle first (suspended, still provisioning), then
 * `unknown` when the hypervisor does not answer (for this account), else the power state it recorded.
 */
export function statusOf(r: VpsRecord): z.infer<typeof VpsStatus> {
  if (r.service.status === 'suspended') return 'suspended';
  if (r.service.status === 'pending') return 'provisioning';
  if (!r.node?.reachable) return 'unknown';
  return r.vps.status as z.infer<typeof VpsStatus>;
}

export function presentSummary(r: VpsRecord): z.input<typeof VpsSummary> {
  const { vps, service, node } = r;
  return {
    serviceId: service.id,
    hostname: vps.hostname,
    label: service.displayName,
    status: statusOf(r),
    os: vps.os,
    ipv4: [vps.ipv4],
    ipv6: vps.ipv6 ? [vps.ipv6] : [],
    vcpus: vps.vcpus,
    memoryMb: vps.memoryMb,
    diskGb: vps.diskGb,
    location: node?.location ?? 'unknown',
    node: service.node ?? 'unknown',
  };
}

export function presentSample(s: SampleRow): z.input<typeof VpsUsageSample> {
  return {
    at: s.at.toISOString(),
    cpuPercent: s.cpuPercent,
    memoryUsedMb: s.memoryUsedMb,
    diskUsedGb: s.diskUsedGb,
    netInMb: round1(s.netInBytes / MB),
    netOutMb: round1(s.netOutBytes / MB),
  };
}

export function presentDetail(
  r: VpsRecord,
  extra: {
    target: z.input<typeof VpsDetail>['target'];
    samples: SampleRow[];
    intervalMinutes: number;
    trafficBytes: number;
    periodEndsAt: Date;
  },
): z.input<typeof VpsDetail> {
  const { vps, service } = r;
  const status = statusOf(r);
  const running = status === 'running';
  // The latest sample is the live figure; a server that is not running uses no CPU or memory now.
  const last = extra.samples.at(-1);
  return {
    ...presentSummary(r),
    target: extra.target,
    plan: service.plan,
    templateId: vps.templateId,
    createdAt: vps.createdAt.toISOString(),
    bootedAt: running && vps.bootedAt ? vps.bootedAt.toISOString() : null,
    reverseDns: vps.reverseDns,
    usage: {
      cpuPercent: running && last ? last.cpuPercent : running ? null : 0,
      memoryUsedMb: running && last ? last.memoryUsedMb : running ? null : 0,
      diskUsedGb: last ? last.diskUsedGb : null,
      bandwidth: {
        usedGb: Math.round((extra.trafficBytes / 1e9) * 100) / 100,
        quotaGb: vps.bandwidthQuotaGb,
        periodEndsAt: extra.periodEndsAt.toISOString(),
      },
    },
    mountedIsoId: vps.mountedIsoId,
    consoleAvailable: status === 'running' || status === 'booting',
    history: { intervalMinutes: extra.intervalMinutes, samples: extra.samples.map(presentSample) },
    hypervisorReachable: r.node?.reachable ?? false,
  };
}

export function presentTemplate(t: TemplateRow): z.input<typeof VpsTemplate> {
  return {
    id: t.id,
    name: t.name,
    family: t.family as z.input<typeof VpsTemplate>['family'],
    version: t.version,
    arch: t.arch as 'x86_64' | 'arm64',
    minDiskGb: t.minDiskGb,
    endOfLifeAt: t.endOfLifeAt?.toISOString() ?? null,
  };
}

export function presentIso(i: IsoRow, mountedIsoId: string | null): z.input<typeof VpsIso> {
  return { id: i.id, name: i.name, os: i.os, sizeMb: i.sizeMb, mounted: i.id === mountedIsoId };
}
