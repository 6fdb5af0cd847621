// Realistic VPS documents for the area's component tests, typed against the
// contract so a contract change breaks them at compile time.
import type { z } from 'zod';
import type { Target } from '@contract/common';
import type { VpsDetail, VpsIso, VpsSummary, VpsTemplate } from '@contract/vps';
import { json, type Routes } from '@/test/fetch-stub';
import { me, session } from '@/test/fixtures';

export const HOST = 'build-01.nordlight-studio.com';
export const SERVICE_ID = 57;

export const shellRoutes = (): Routes => ({
  'GET /api/v1/auth/session': json(session()),
  'GET /api/v1/me': json(me()),
  'GET /api/v1/account/accessible-accounts': json({ data: [], total: 0 }),
});

export const target = (): Target => ({
  input: String(SERVICE_ID),
  kind: 'service',
  domain: null,
  mailbox: null,
  serviceId: SERVICE_ID,
  domainServiceId: null,
  daUsername: null,
  node: 'kvm-ams-02',
  userId: 10,
  note: null,
});

export const summary = (over: Partial<z.infer<typeof VpsSummary>> = {}): z.infer<typeof VpsSummary> => ({
  serviceId: SERVICE_ID,
  hostname: HOST,
  label: 'Cloud VPS M (build-01.nordlight-studio.com)',
  status: 'running',
  os: 'Debian GNU/Linux 12 (bookworm)',
  ipv4: ['185.21.100.57'],
  ipv6: ['2a0e:1c80:2::57'],
  vcpus: 2,
  memoryMb: 4000,
  diskGb: 80,
  location: 'Amsterdam',
  node: 'kvm-ams-02',
  ...over,
});

const samples = [
  { at: '2026-11-23T02:00:00.000Z', cpuPercent: 4, memoryUsedMb: 900, diskUsedGb: 11.2, netInMb: 12, netOutMb: 3 },
  { at: '2026-11-23T03:00:00.000Z', cpuPercent: 38, memoryUsedMb: 1400, diskUsedGb: 11.4, netInMb: 140, netOutMb: 22 },
  { at: '2026-11-23T04:00:00.000Z', cpuPercent: 12, memoryUsedMb: 1100, diskUsedGb: 11.5, netInMb: 30, netOutMb: 8 },
];

export const detail = (over: Partial<z.infer<typeof VpsDetail>> = {}): z.infer<typeof VpsDetail> => ({
  ...summary(),
  target: target(),
  plan: 'Cloud VPS M',
  templateId: 'debian-12',
  createdAt: '2025-02-01T10:00:00.000Z',
  bootedAt: '2026-11-20T08:00:00.000Z',
  reverseDns: { '185.21.100.57': HOST },
  usage: {
    cpuPercent: 12,
    memoryUsedMb: 1100,
    diskUsedGb: 11.5,
    bandwidth: { usedGb: 210.4, quotaGb: 4000, periodEndsAt: '2026-12-01T00:00:00.000Z' },
  },
  mountedIsoId: null,
  consoleAvailable: true,
  history: { intervalMinutes: 60, samples },
  hypervisorReachable: true,
  ...over,
});

export const templates = (): z.infer<typeof VpsTemplate>[] => [
  {
    id: 'debian-12',
    name: 'Debian 12 (bookworm)',
    family: 'debian',
    version: '12',
    arch: 'x86_64',
    minDiskGb: 10,
    endOfLifeAt: '2028-06-30T00:00:00.000Z',
  },
  {
    id: 'ubuntu-24.04',
    name: 'Ubuntu 24.04 LTS',
    family: 'ubuntu',
    version: '24.04',
    arch: 'x86_64',
    minDiskGb: 10,
    endOfLifeAt: null,
  },
];

export const isos = (): z.infer<typeof VpsIso>[] => [
  { id: 'iso-debian-12', name: 'debian-12.8.0-amd64-netinst.iso', os: 'Debian 12', sizeMb: 631, mounted: false },
  { id: 'iso-rescue', name: 'systemrescue-11.02-amd64.iso', os: 'SystemRescue', sizeMb: 1126.4, mounted: true },
];

export const page = <T>(data: T[], extra: object = {}) => ({
  data,
  hasMore: false,
  nextCursor: null,
  total: data.length,
  ...extra,
});

export const hold = (id: string, operation: string) => ({
  status: 'confirmation_required' as const,
  pendingActionId: id,
  confirmationUrl: `http://localhost/confirm/${id}`,
  expiresAt: '2099-01-01T00:00:00.000Z',
  preview: [{ label: 'Server', value: HOST }],
  target: target(),
  operation,
});
