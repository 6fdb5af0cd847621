// Virtual servers. Booting is harmless and runs on the call; stopping,
// rebooting and resetting the root password interrupt a running system or
// lock someone out, so they are holds. Reinstall, resize, delete and
// snapshots are not offered through the API at all.
import { z } from 'zod';
import {
  AttemptKey,
  ConfirmationHold,
  Input,
  Target,
  Timestamp,
  collection,
  page,
  targetCollection,
  targetPage,
} from './common';
import { VPS_ISO_SORTS, VPS_ISO_SORT_DEFAULT, VPS_TEMPLATE_SORTS, VPS_TEMPLATE_SORT_DEFAULT } from './list-sorts';
import { sortParam } from './list-export';
import { defineArea } from './operation';

// `stopping` and `booting`: a power change in progress (a reboot passes through both).
export const VpsStatus = z.enum(['running', 'stopped', 'stopping', 'booting', 'suspended', 'provisioning', 'unknown']);

export const VpsSummary = z.object({
  serviceId: z.number().int(),
  hostname: z.string(),
  label: z.string(),
  status: VpsStatus,
  os: z.string(),
  ipv4: z.array(z.string()),
  ipv6: z.array(z.string()),
  vcpus: z.number().int().min(1),
  memoryMb: z.number().int().min(0),
  diskGb: z.number().int().min(0),
  location: z.string(),
  node: z.string(),
});

/** One usage sample: the average over the interval that ends at `at`, and the traffic in it. */
export const VpsUsageSample = z.object({
  at: Timestamp,
  cpuPercent: z.number().min(0),
  memoryUsedMb: z.number().min(0),
  diskUsedGb: z.number().min(0),
  netInMb: z.number().min(0),
  netOutMb: z.number().min(0),
});

export const VpsDetail = VpsSummary.extend({
  target: Target,
  plan: z.string(),
  templateId: z.string().nullable(),
  createdAt: Timestamp,
  bootedAt: Timestamp.nullable(),
  reverseDns: z.record(z.string(), z.string()),
  usage: z.object({
    cpuPercent: z.number().min(0).nullable(),
    memoryUsedMb: z.number().min(0).nullable(),
    diskUsedGb: z.number().min(0).nullable(),
    bandwidth: z.object({
      usedGb: z.number().min(0),
      quotaGb: z.number().min(0).nullable(),
      periodEndsAt: Timestamp,
    }),
  }),
  mountedIsoId: z.string().nullable(),
  consoleAvailable: z.boolean(),
  /** CPU, memory, disk and network of the last 24 hours, oldest first (the graphs). */
  history: z.object({ intervalMinutes: z.number().int().min(1), samples: z.array(VpsUsageSample) }),
  /** Whether the server's hypervisor answers; when it does not, the power state shown is the last one known. */
  hypervisorReachable: z.boolean(),
});

export const VpsTemplate = z.object({
  id: z.string(),
  name: z.string(),
  family: z.enum(['debian', 'ubuntu', 'almalinux', 'rocky', 'centos', 'fedora', 'windows', 'other']),
  version: z.string(),
  arch: z.enum(['x86_64', 'arm64']),
  minDiskGb: z.number().int().min(0),
  endOfLifeAt: Timestamp.nullable(),
});

export const VpsIso = z.object({
  id: z.string(),
  name: z.string(),
  os: z.string(),
  sizeMb: z.number().min(0),
  mounted: z.boolean(),
});

const read = ['read:vps'] as const;
const power = ['power:vps'] as const;
const errors = ['domain_not_owned', 'not_owned', 'not_found'] as const;
// A power change the server's state or its hypervisor refuses (suspended, already stopped).
const powerErrors = [...errors, 'conflict'] as const;
const holdBody = z.object({ input: Input, attempt_key: AttemptKey });

export const vpsOps = defineArea('vps', {
  listVps: {
    method: 'GET',
    path: '/vps',
    tier: 'R',
    scopes: read,
    summary: 'Virtual servers of the account',
    query: z.object({ status: VpsStatus.optional(), ...page(100) }),
    response: collection(VpsSummary),
  },
  getVps: {
    method: 'GET',
    path: '/vps/detail',
    tier: 'R',
    scopes: read,
    errors,
    summary: 'One virtual server with its live state and usage',
    query: z.object({ input: Input }),
    response: VpsDetail,
  },
  listVpsTemplates: {
    method: 'GET',
    path: '/vps/templates',
    tier: 'R',
    scopes: read,
    errors,
    summary: "Operating-system templates offered on the server's hypervisor, by id unless `sort` says otherwise",
    // Without `input` the provider-wide catalogue is listed.
    query: z.object({
      input: Input.optional(),
      ...page(200),
      sort: sortParam(VPS_TEMPLATE_SORTS, VPS_TEMPLATE_SORT_DEFAULT),
    }),
    response: collection(VpsTemplate).extend({ target: Target.nullable() }),
  },
  listVpsIsos: {
    method: 'GET',
    path: '/vps/iso',
    tier: 'R',
    scopes: read,
    errors,
    summary: 'Install media available to one server, and which one is mounted, by id unless `sort` says otherwise',
    query: z.object({ ...targetPage(100), sort: sortParam(VPS_ISO_SORTS, VPS_ISO_SORT_DEFAULT) }),
    response: targetCollection(VpsIso),
  },
  startVps: {
    method: 'POST',
    path: '/vps/start',
    tier: 'W',
    scopes: power,
    errors: powerErrors,
    summary: 'Power the server on',
    body: z.object({ input: Input }),
    // `started: false` comes with a note when the hypervisor cannot be reached.
    response: z.object({ started: z.boolean(), target: Target, note: z.string().optional() }),
  },
  stopVps: {
    method: 'POST',
    path: '/vps/stop',
    tier: 'W',
    scopes: power,
    hold: true,
    errors: powerErrors,
    summary: 'Hold a hard power-off for confirmation',
    body: holdBody,
    response: ConfirmationHold,
  },
  rebootVps: {
    method: 'POST',
    path: '/vps/reboot',
    tier: 'W',
    scopes: power,
    hold: true,
    errors: powerErrors,
    summary: 'Hold a restart for confirmation',
    body: holdBody,
    response: ConfirmationHold,
  },
  resetVpsRootPassword: {
    method: 'POST',
    path: '/vps/root-password',
    tier: 'W',
    scopes: power,
    hold: true,
    errors: powerErrors,
    summary: 'Hold a root-password reset; the new password is shown once to the approving human',
    body: holdBody,
    response: ConfirmationHold,
  },
  openVpsConsole: {
    method: 'POST',
    path: '/vps/console',
    tier: 'W',
    scopes: power,
    // 429 `rate_limited` (with Retry-After) while the account already holds 10 unused, unexpired tickets.
    errors: [...powerErrors, 'rate_limited'],
    summary: 'Mint a short-lived, single-use console ticket for the server',
    body: z.object({ input: Input }),
    response: z.object({
      target: Target,
      // 'serial': the server's serial console as text over the WebSocket (see server/areas/vps/console-protocol.ts).
      protocol: z.enum(['vnc', 'serial']),
      /** The dashboard's console page with the one-time ticket embedded. */
      url: z.string(),
      /** The socket on APP_URL; a browser should open this path and query on its own page's origin. */
      websocketUrl: z.string(),
      expiresAt: Timestamp,
    }),
  },
});
