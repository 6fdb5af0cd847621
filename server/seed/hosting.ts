// The hosting side of the demo: each plan's allocation, the nodes the accounts
// run on (one of them without the usage collector and without hotlink
// protection, to show how the dashboard degrades), and every hosting account's
// primary site. Addon domains, aliases, usage history and resources are seeded
// by the modules beside this one.
import { allHostingServices } from '@server/areas/services/public';
import type { Tx } from '@server/db/client';
import * as tHosting from '@server/db/schema/hosting';
import { rackWebNodes, type NewWebNode } from '@server/infra/web-node-fleet';

// Decimal, as the dashboard says sizes (contract/units.ts, ADR 033): a 50 GB plan is 50,000 MB.
const MB_PER_GB = 1000;

// [plan, disk GB, bandwidth GB, addon domains, subdomains, mailboxes, databases, FTP accounts]; null is unlimited
const PLANS: [
  string,
  number,
  number | null,
  number | null,
  number | null,
  number | null,
  number | null,
  number | null,
][] = [
  ['Starter Hosting', 10, 100, 1, 5, 5, 2, 2],
  ['Business Hosting', 50, 500, 10, 50, 50, 20, 10],
  ['Professional Hosting', 150, null, null, null, 200, 100, null],
  ['Agency Hosting', 400, null, null, null, null, null, null],
];
// CloudLinux-style LVE limits per plan: CPU % of a core, memory, processes, entry processes, IO KB/s, IOPS
const LVE: Record<string, [number, number, number, number, number, number]> = {
  'Starter Hosting': [100, 1000, 50, 20, 4000, 1024],
  'Business Hosting': [200, 2000, 100, 30, 8000, 2048],
  'Professional Hosting': [400, 4000, 200, 60, 16000, 4096],
  'Agency Hosting': [800, 8000, 400, 100, 32000, 8192],
};

const NODES: NewWebNode[] = [
  node('web-ams-04', '185.20.30.14', '2a02:750:9::14', 'litespeed', '6.3.2', 'lsapi', true, true),
  node('web-ams-02', '185.20.31.12', '2a02:750:9::12', 'apache', '2.4.62', 'php-fpm', true, true),
  node('web-sto-01', '185.20.30.21', null, 'nginx', '1.26.2', 'php-fpm', true, true),
  // an older node: no usage collector, and its web server has no hotlink protection module
  node('web-hel-01', '185.20.29.7', null, 'apache', '2.4.57', 'suphp', false, false),
];

function node(
  name: string,
  ipv4: string,
  ipv6: string | null,
  server: string,
  serverVersion: string,
  phpHandler: string,
  hotlinkSupported: boolean,
  keepsHistory: boolean,
) {
  return {
    name,
    ipv4,
    ipv6,
    server,
    serverVersion,
    phpHandler,
    defaultPhpVersion: '8.3',
    hotlinkSupported,
    keepsHistory,
    sshHostKeyFingerprint: `SHA256:${Buffer.from(`${name} host key`).toString('base64').replace(/=+$/, '')}`,
  };
}

export async function seedHosting(tx: Tx) {
  await tx.insert(tHosting.hostingPlans).values(
    PLANS.map(([plan, disk, bw, addon, sub, mail, db, ftp]) => {
      const [cpu, mem, procs, ep, io, iops] = LVE[plan]!;
      return {
        plan,
        diskMb: disk * MB_PER_GB,
        bandwidthMb: bw === null ? null : bw * MB_PER_GB,
        inodes: disk * 25_000,
        addonDomains: addon,
        subdomains: sub,
        mailboxes: mail,
        databases: db,
        ftpAccounts: ftp,
        cpuPercent: cpu,
        memoryMb: mem,
        processes: procs,
        entryProcesses: ep,
        ioKbps: io,
        iops,
        ssh: plan !== 'Starter Hosting',
        cron: true,
        backups: true,
        git: plan !== 'Starter Hosting',
      };
    }),
  );
  await rackWebNodes(tx, NODES);
  const hosting = await allHostingServices(tx);
  for (const svc of hosting) {
    await tx.insert(tHosting.hostingSites).values({
      serviceId: svc.id,
      domain: svc.domain!,
      isPrimary: true,
      active: svc.status === 'active',
      documentRoot: `/home/${svc.daUsername}/domains/${svc.domain}/public_html`,
      phpVersion: '8.3',
      createdAt: svc.createdAt,
    });
  }
}
