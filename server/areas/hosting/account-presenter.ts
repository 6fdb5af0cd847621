// How a hosting account is answered: the listing row, the account with its
// plan's limits and features, and its connection details. Credentials never
// carry a password: passwords are set or reset in the control panel.
import type { z } from 'zod';
import type { HostingAccount, HostingAccountSummary, HostingCredentials } from '@contract/hosting';
import type { HostingAccountRef, HostingNodeRow, HostingServiceRow } from './hosting-account';
import type { HostingSiteRow } from './account-repository';

type Status = z.infer<typeof HostingAccountSummary>['status'];

/** The public host name of a node: its control panel, FTP, SSH and database server. */
export const nodeHost = (node: Pick<HostingNodeRow, 'name'>) => `${node.name}.panel-hosting.net`;
/** DirectAdmin's panel listens on 2222. */
export const panelUrl = (node: Pick<HostingNodeRow, 'name'>) => `https://${nodeHost(node)}:2222`;
export const homeDirectory = (service: HostingServiceRow) => `/home/${service.daUsername}`;

export function presentSummary(
  service: HostingServiceRow,
  diskQuotaMb: number | null,
  diskUsedMb: number,
): z.input<typeof HostingAccountSummary> {
  return {
    serviceId: service.id,
    domain: service.domain ?? '',
    daUsername: service.daUsername ?? '',
    plan: service.plan,
    node: service.node ?? '',
    status: service.status as Status,
    diskUsedMb,
    diskQuotaMb,
    expiresAt: service.expiresAt?.toISOString() ?? null,
  };
}

export function presentAccount(
  ref: HostingAccountRef,
  o: { diskUsedMb: number; primary: HostingSiteRow | undefined; nameservers: string[] },
): z.input<typeof HostingAccount> {
  const { service, plan, node, target } = ref;
  return {
    ...presentSummary(service, plan.diskMb, o.diskUsedMb),
    target,
    ipAddress: node.ipv4,
    ipv6Address: node.ipv6,
    phpVersion: o.primary?.phpVersion ?? node.defaultPhpVersion,
    suspendedReason: service.suspendedReason,
    nameservers: o.nameservers,
    limits: {
      diskMb: plan.diskMb,
      bandwidthMb: plan.bandwidthMb,
      addonDomains: plan.addonDomains,
      subdomains: plan.subdomains,
      mailboxes: plan.mailboxes,
      databases: plan.databases,
      ftpAccounts: plan.ftpAccounts,
    },
    features: { ssh: plan.ssh, cron: plan.cron, backups: plan.backups, git: plan.git },
    createdAt: service.createdAt.toISOString(),
  };
}

export function presentCredentials(
  ref: HostingAccountRef,
  primary: HostingSiteRow | undefined,
): z.input<typeof HostingCredentials> {
  const { service, plan, node, target } = ref;
  const host = nodeHost(node);
  const username = service.daUsername ?? '';
  const home = homeDirectory(service);
  return {
    target,
    controlPanel: { url: panelUrl(node), username },
    // FTP over explicit TLS (AUTH TLS) on 21; plain FTP is refused by the node
    ftp: { host, port: 21, username, explicitTls: true },
    // SFTP runs over SSH, so it is there exactly when the plan has shell access
    sftp: { host, port: 22, username, enabled: plan.ssh },
    ssh: {
      host,
      port: 22,
      username,
      enabled: plan.ssh,
      hostKeyFingerprint: plan.ssh ? node.sshHostKeyFingerprint : null,
    },
    // the node's MySQL: `localhost` from the sites themselves, this host from an allowed access host
    database: {
      host,
      port: 3306,
      adminUrl: plan.databases === 0 ? null : `${panelUrl(node)}/phpmyadmin/`,
    },
    homeDirectory: home,
    documentRoot: primary?.documentRoot ?? `${home}/domains/${service.domain}/public_html`,
    ipAddress: node.ipv4,
  };
}
