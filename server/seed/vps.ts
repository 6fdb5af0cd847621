// The VPS demo: the hypervisor nodes (all answering), the OS templates and
// install media offered, each seeded server's template, addresses and boot
// time, a week of five-minute usage samples behind its graphs, and the
// collector that keeps adding them. No root password is set: the console's
// login works after a root-password reset has been approved.
import { eq } from 'drizzle-orm';
import { ensureUsageCollector, KEEP_DAYS, SAMPLE_MS, sampleAt, slotOf } from '@server/areas/vps/public';
import type { Tx } from '@server/db/client';
import { addAccountIso, stockHypervisors } from '@server/infra/hypervisor-stock';
import * as tVps from '@server/db/schema/vps';

const DAY = 86_400_000;

const nodes = [
  { name: 'kvm-ams-11', location: 'Amsterdam, NL', arch: 'x86_64' },
  { name: 'kvm-sto-02', location: 'Stockholm, SE', arch: 'x86_64' },
  { name: 'arm-fra-01', location: 'Frankfurt, DE', arch: 'arm64' },
];

const eol = (iso: string) => new Date(`${iso}T00:00:00Z`);
const templates = [
  [
    'debian-12',
    'Debian 12 (bookworm)',
    'debian',
    '12',
    'x86_64',
    10,
    eol('2028-06-30'),
    '6.1.0-27-amd64',
    'Debian GNU/Linux 12',
  ],
  [
    'debian-11',
    'Debian 11 (bullseye)',
    'debian',
    '11',
    'x86_64',
    10,
    eol('2026-08-31'),
    '5.10.0-33-amd64',
    'Debian GNU/Linux 11',
  ],
  [
    'ubuntu-24.04',
    'Ubuntu 24.04 LTS',
    'ubuntu',
    '24.04',
    'x86_64',
    15,
    eol('2029-05-31'),
    '6.8.0-48-generic',
    'Ubuntu 24.04.1 LTS',
  ],
  [
    'ubuntu-22.04',
    'Ubuntu 22.04 LTS',
    'ubuntu',
    '22.04',
    'x86_64',
    15,
    eol('2027-04-30'),
    '5.15.0-125-generic',
    'Ubuntu 22.04.5 LTS',
  ],
  [
    'almalinux-9',
    'AlmaLinux 9',
    'almalinux',
    '9.5',
    'x86_64',
    20,
    eol('2032-05-31'),
    '5.14.0-503.11.1.el9_5.x86_64',
    'AlmaLinux 9.5 (Teal Serval)',
  ],
  [
    'rocky-9',
    'Rocky Linux 9',
    'rocky',
    '9.5',
    'x86_64',
    20,
    eol('2032-05-31'),
    '5.14.0-503.14.1.el9_5.x86_64',
    'Rocky Linux 9.5 (Blue Onyx)',
  ],
  [
    'fedora-41',
    'Fedora 41',
    'fedora',
    '41',
    'x86_64',
    20,
    eol('2025-11-19'),
    '6.11.4-301.fc41.x86_64',
    'Fedora Linux 41 (Server Edition)',
  ],
  [
    'debian-12-arm64',
    'Debian 12 (bookworm) arm64',
    'debian',
    '12',
    'arm64',
    10,
    eol('2028-06-30'),
    '6.1.0-27-arm64',
    'Debian GNU/Linux 12',
  ],
  [
    'ubuntu-24.04-arm64',
    'Ubuntu 24.04 LTS arm64',
    'ubuntu',
    '24.04',
    'arm64',
    15,
    eol('2029-05-31'),
    '6.8.0-48-generic',
    'Ubuntu 24.04.1 LTS',
  ],
] as const;

const isos = [
  ['debian-12.8.0-amd64-netinst', 'debian-12.8.0-amd64-netinst.iso', 'Debian 12.8', 631, 'x86_64'],
  ['ubuntu-24.04.1-live-server-amd64', 'ubuntu-24.04.1-live-server-amd64.iso', 'Ubuntu 24.04.1', 2690, 'x86_64'],
  ['almalinux-9.5-x86_64-minimal', 'AlmaLinux-9.5-x86_64-minimal.iso', 'AlmaLinux 9.5', 1900, 'x86_64'],
  ['systemrescue-11.03-amd64', 'systemrescue-11.03-amd64.iso', 'SystemRescue 11.03', 853, 'x86_64'],
  ['debian-12.8.0-arm64-netinst', 'debian-12.8.0-arm64-netinst.iso', 'Debian 12.8', 526, 'arm64'],
] as const;

/** The template a seeded server's `os` names. */
const templateFor = (os: string) => (/ubuntu/i.test(os) ? 'ubuntu-24.04' : 'debian-12');

/** The estate's cloud server of service `serviceId`: Debian on 2 vCPUs, 4 GB and 80 GB, running. */
export async function seedVpsServer(tx: Tx, accountId: number, serviceId: number, hostname: string, createdAt: Date) {
  await tx.insert(tVps.vpsServers).values({
    accountId,
    serviceId,
    hostname,
    ipv4: '185.20.31.44',
    os: 'Debian 12',
    status: 'running',
    vcpus: 2,
    memoryMb: 4096,
    diskGb: 80,
    createdAt,
  });
}

export async function seedVps(tx: Tx, now: Date) {
  await stockHypervisors(tx, {
    nodes,
    templates: templates.map(([id, name, family, version, arch, minDiskGb, endOfLifeAt, kernel, banner]) => ({
      id,
      name,
      family,
      version,
      arch,
      minDiskGb,
      endOfLifeAt,
      kernel,
      banner,
    })),
    isos: isos.map(([id, name, os, sizeMb, arch]) => ({ id, name, os, sizeMb, arch, accountId: null })),
  });

  const servers = await tx.select().from(tVps.vpsServers);
  for (const [i, s] of servers.entries()) {
    const bootedAt = new Date(now.getTime() - 12 * DAY - 3 * 3_600_000);
    await tx
      .update(tVps.vpsServers)
      .set({
        templateId: templateFor(s.os),
        ipv6: `2a01:7e0:${(0x1000 + i).toString(16)}::1`,
        bootedAt: s.status === 'running' ? bootedAt : null,
        bandwidthQuotaGb: 4000,
        reverseDns: { [s.ipv4]: s.hostname },
      })
      .where(eq(tVps.vpsServers.id, s.id));
    // The account's own install medium, to show media beside the public ones.
    await addAccountIso(tx, {
      id: `custom-${s.id}-recovery`,
      accountId: s.accountId,
      name: `${s.hostname.split('.')[0]}-recovery.iso`,
      os: 'Custom',
      sizeMb: 412,
      arch: 'x86_64',
    });
    const rows = [];
    const end = slotOf(now).getTime();
    for (let at = end - KEEP_DAYS * DAY + SAMPLE_MS; at <= end; at += SAMPLE_MS) {
      const when = new Date(at);
      if (when < s.createdAt) continue;
      rows.push({ vpsId: s.id, at: when, ...sampleAt(s, when, s.status === 'running') });
    }
    for (let k = 0; k < rows.length; k += 500) await tx.insert(tVps.vpsUsageSamples).values(rows.slice(k, k + 500));
  }
  await ensureUsageCollector(tx, now);
}
