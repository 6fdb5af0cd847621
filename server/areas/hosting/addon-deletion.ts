// Deleting an addon domain (a hold): what goes and what stays, said before a
// person approves, and the removal itself on approval. The site's settings go,
// with the subdomains, pointers and URL redirects that live on it; its files
// stay on disk, its DNS zone stays hosted here, and the domain stays on the
// account (a registration is not touched). Mailboxes and applications on the
// domain would be left without a site, so they must be removed first.
import { and, eq } from 'drizzle-orm';
import type { PreviewItem } from '@contract/common';
import { installCountOn } from '@server/areas/apps/public';
import { readZone } from '@server/areas/dns/public';
import { mailUseOn } from '@server/areas/email/public';
import { ApiError } from '@server/core/problem';
import type { Db, Tx } from '@server/db/client';
import { hostingPointers, hostingRedirects, hostingSubdomains } from '@server/db/schema/hosting';
import { addonSite } from './addon-domains';
import { unlinkName } from './served-names';
import { deleteSite, type HostingAccount, type SiteRow } from './site-repository';

type Q = Db | Tx;

export interface AddonDeletion {
  site: SiteRow;
  subdomains: string[];
  pointers: string[];
  redirects: string[];
}

const onOff = (v: boolean) => (v ? 'on' : 'off');
const listed = (names: string[]) => (names.length ? names.join(', ') : 'none');

/** What deleting `domain` removes; 409 while mailboxes or applications still use the domain. */
export async function addonDeletion(q: Q, account: HostingAccount, domain: string): Promise<AddonDeletion> {
  const site = await addonSite(q, account, domain);
  const accountId = account.service.accountId;
  const boxes = (await mailUseOn(q, accountId, [domain])).mailboxes;
  const apps = await installCountOn(q, account.service.id, domain);
  const uses = [
    boxes ? `${boxes} mailbox${boxes === 1 ? '' : 'es'}` : '',
    apps ? `${apps} application install${apps === 1 ? '' : 's'}` : '',
  ].filter(Boolean);
  if (uses.length)
    throw new ApiError(
      'conflict',
      `${domain} still has ${uses.join(' and ')}; delete or move them first, then delete the addon domain`,
    );
  const serviceId = account.service.id;
  const subs = await q
    .select({ label: hostingSubdomains.label })
    .from(hostingSubdomains)
    .where(and(eq(hostingSubdomains.serviceId, serviceId), eq(hostingSubdomains.domain, domain)));
  const pointers = await q
    .select({ domain: hostingPointers.domain })
    .from(hostingPointers)
    .where(and(eq(hostingPointers.serviceId, serviceId), eq(hostingPointers.targetDomain, domain)));
  const redirects = await q
    .select({ path: hostingRedirects.path })
    .from(hostingRedirects)
    .where(and(eq(hostingRedirects.serviceId, serviceId), eq(hostingRedirects.domain, domain)));
  return {
    site,
    subdomains: subs.map((s) => `${s.label}.${domain}`).sort(),
    pointers: pointers.map((p) => p.domain).sort(),
    redirects: redirects.map((r) => r.path).sort(),
  };
}

/** The hold's preview: exactly what approval removes and what it leaves. */
export async function deletionPreview(q: Q, account: HostingAccount, d: AddonDeletion): Promise<PreviewItem[]> {
  const { site } = d;
  const zone = await readZone(q, site.domain);
  return [
    { label: 'Addon domain', value: `${site.domain} on the hosting account ${account.service.daUsername}` },
    {
      label: 'Site removed',
      value: `The web server stops serving ${site.domain} and www.${site.domain}; its settings (php ${onOff(site.php)}, cgi ${onOff(site.cgi)}, ssl ${onOff(site.ssl)}) are deleted`,
    },
    {
      label: 'Files kept',
      value: `${site.documentRoot} stays on disk with everything in it; remove it yourself over FTP or SSH if you no longer need it`,
    },
    { label: 'Subdomains removed', value: listed(d.subdomains) },
    { label: 'Pointers removed', value: listed(d.pointers) },
    { label: 'URL redirects removed', value: listed(d.redirects) },
    {
      label: 'DNS',
      value: zone
        ? `The DNS zone of ${site.domain} stays hosted here unchanged; its web records still point at ${account.service.node} until you change them`
        : `The DNS of ${site.domain} is not hosted here; nothing there changes`,
    },
    {
      label: 'Domain',
      value: `${site.domain} stays on the account (a registration is not affected); only its hosting on ${account.service.daUsername} ends`,
    },
  ];
}

/** Removes the addon domain as previewed, in the approval's transaction (the account locked by the caller). */
export async function removeAddonDomain(tx: Tx, account: HostingAccount, domain: string) {
  const d = await addonDeletion(tx, account, domain);
  const serviceId = account.service.id;
  await tx
    .delete(hostingSubdomains)
    .where(and(eq(hostingSubdomains.serviceId, serviceId), eq(hostingSubdomains.domain, domain)));
  await tx
    .delete(hostingRedirects)
    .where(and(eq(hostingRedirects.serviceId, serviceId), eq(hostingRedirects.domain, domain)));
  await tx
    .delete(hostingPointers)
    .where(and(eq(hostingPointers.serviceId, serviceId), eq(hostingPointers.targetDomain, domain)));
  for (const p of d.pointers) await unlinkName(tx, serviceId, p);
  await deleteSite(tx, d.site.id);
  await unlinkName(tx, serviceId, domain);
  return {
    domain,
    deleted: true,
    documentRootKept: d.site.documentRoot,
    removed: { subdomains: d.subdomains, pointers: d.pointers, redirects: d.redirects },
  };
}
