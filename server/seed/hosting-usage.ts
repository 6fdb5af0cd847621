// The hosting accounts' usage history and resources in the demo: a month of
// hourly usage samples for every account the collector samples, their disk the
// home tree as the backups seed builds it hour by hour (then the collector
// itself, hourly from the next top of the hour), and per account two
// FTP accounts, a Let's Encrypt certificate per site (the studio's own renewal
// is failing, so it expires within two weeks; the suspended shop's has run
// out), an SSH key where the plan has shell access, the node's addresses, the
// PHP versions it offers and two custom error pages. Runs after every module
// that adds sites, so each site gets its certificate.
import { createHash } from 'node:crypto';
import { eq } from 'drizzle-orm';
import { backfillUsage } from '@server/areas/hosting/public';
import { allHostingServices } from '@server/areas/services/public';
import { newId } from '@server/core/crypto';
import type { Tx } from '@server/db/client';
import * as tHosting from '@server/db/schema/hosting';
import { webNodesByName } from '@server/infra/web-node-fleet';
import { homeSizeOverTime } from './hosting-home-history';

const day = 86_400_000;
/** The demo's certificate whose automatic renewal keeps failing. */
const FAILING_RENEWAL = 'nordlight-studio.com';
/** PHP branches the nodes offer, with the end of their security support (php.net/supported-versions). */
const PHP: [string, string][] = [
  ['8.1', '2025-12-31'],
  ['8.2', '2026-12-31'],
  ['8.3', '2027-12-31'],
];

type Resource = typeof tHosting.hostingResources.$inferInsert;
type Details = Record<string, string | number | boolean | null>;

const fingerprint = (seed: string) => `SHA256:${createHash('sha256').update(seed).digest('base64').replace(/=+$/, '')}`;

export async function seedHostingUsage(tx: Tx, now: Date) {
  const plans = new Map((await tx.select().from(tHosting.hostingPlans)).map((p) => [p.plan, p]));
  const nodes = await webNodesByName(tx);
  // Every hosting account with its plan and node (one whose plan or node is unknown has no usage).
  const hosting = (await allHostingServices(tx)).flatMap((service) => {
    const plan = plans.get(service.plan);
    const node = service.node === null ? undefined : nodes.get(service.node);
    return plan && node ? [{ service, plan, node }] : [];
  });
  for (const { service, plan, node } of hosting) {
    const sites = await tx.select().from(tHosting.hostingSites).where(eq(tHosting.hostingSites.serviceId, service.id));
    const user = service.daUsername!;
    const home = `/home/${user}`;
    const primaryRoot = sites.find((s) => s.isPrimary)?.documentRoot ?? `${home}/domains/${service.domain}/public_html`;
    const since = (days: number) => new Date(service.createdAt.getTime() + days * day);
    const row = (kind: string, name: string, details: Details, createdAt: Date, status = 'active'): Resource => ({
      id: newId('hr', 12),
      serviceId: service.id,
      kind,
      name,
      status,
      details,
      createdAt,
    });
    const rows: Resource[] = [
      row('ftp_accounts', user, { directory: home, quotaMb: null, main: true }, since(0)),
      row(
        'ftp_accounts',
        `deploy@${service.domain}`,
        { directory: primaryRoot, quotaMb: 2048, main: false },
        since(30),
      ),
      ...sites.map((site) => {
        // Let's Encrypt certificates last 90 days and renew 30 days before they end
        const expiresInDays =
          site.domain === FAILING_RENEWAL ? 9 : service.status === 'active' ? 55 + (site.id % 30) : -20;
        const expiresAt = new Date(now.getTime() + expiresInDays * day);
        return row(
          'ssl_certificates',
          site.domain,
          {
            domain: site.domain,
            issuer: "Let's Encrypt",
            commonName: site.domain,
            altNames: `www.${site.domain}`,
            issuedAt: new Date(expiresAt.getTime() - 90 * day).toISOString(),
            expiresAt: expiresAt.toISOString(),
            autoRenew: true,
            lastRenewalError:
              site.domain === FAILING_RENEWAL
                ? `DNS problem: NXDOMAIN looking up A for www.${site.domain}; check that www points at this server`
                : null,
          },
          new Date(expiresAt.getTime() - 90 * day),
          expiresInDays <= 0 ? 'expired' : expiresInDays <= 14 ? 'expiring' : 'active',
        );
      }),
      ...(plan.ssh
        ? [
            row(
              'ssh_keys',
              `${user}@workstation`,
              { type: 'ssh-ed25519', fingerprint: fingerprint(`${user}@workstation`), comment: `${user}@workstation` },
              since(45),
            ),
          ]
        : []),
      row(
        'ip_addresses',
        node.ipv4,
        { version: 4, shared: true, reverseDns: `${node.name}.panel-hosting.net` },
        since(0),
      ),
      ...(node.ipv6
        ? [
            row(
              'ip_addresses',
              node.ipv6,
              { version: 6, shared: true, reverseDns: `${node.name}.panel-hosting.net` },
              since(0),
            ),
          ]
        : []),
      ...PHP.map(([version, supportUntil]) =>
        row(
          'php_versions',
          version,
          { handler: node.phpHandler, default: version === node.defaultPhpVersion, securitySupportUntil: supportUntil },
          since(0),
        ),
      ),
      ...[404, 500].map((code) =>
        row(
          'error_pages',
          `${code}.html`,
          { code, domain: service.domain, file: `${primaryRoot}/${code}.html` },
          since(60 + code / 100),
        ),
      ),
    ];
    await tx.insert(tHosting.hostingResources).values(rows);
  }
  // the home tree of each active account over the month, built once per account the backfill asks about
  const homes = new Map<number, (at: Date) => number>();
  const active = new Map(hosting.filter((h) => h.service.status === 'active').map((h) => [h.service.id, h.service]));
  await backfillUsage(tx, now, (serviceId, hour) => {
    const service = active.get(serviceId);
    if (!service) return undefined;
    if (!homes.has(serviceId))
      homes.set(serviceId, homeSizeOverTime({ serviceId, domain: service.domain, createdAt: service.createdAt }, now));
    return homes.get(serviceId)!(hour);
  });
}
