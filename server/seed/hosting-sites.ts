// What the demo's main hosting account (nordlight-studio.com) serves besides
// its primary site: two addon domains (registered elsewhere, so their
// `domains` rows are `external`, with DNS zones hosted here), two subdomains,
// an alias pointer, two URL redirects and hotlink protection. Written through
// the hosting area's own writers, so the demo holds exactly what a real
// create would.
import {
  accountOfService,
  addAddonDomain,
  addPointer,
  addRedirect,
  addSubdomain,
  siteByDomain,
  writeHotlink,
} from '@server/areas/hosting/public';
import { hostingServiceByDomain } from '@server/areas/services/public';
import type { Tx } from '@server/db/client';
import { seedHostAddresses } from './dns-zones';

const day = 86_400_000;

export async function seedHostingSites(tx: Tx, now: Date) {
  const at = (days: number) => new Date(now.getTime() + days * day);
  const svc = await hostingServiceByDomain(tx, 'nordlight-studio.com');
  const account = await accountOfService(tx, svc!.id);
  const studio = (await siteByDomain(tx, 'nordlight-studio.com'))!;

  await addAddonDomain(tx, account, 'nordlight-prints.com', { php: true, ssl: true }, at(-200));
  await addAddonDomain(tx, account, 'studio-archive.se', { cgi: false }, at(-150));
  await addSubdomain(tx, account, studio, 'blog', undefined, at(-300));
  await addSubdomain(tx, account, studio, 'staging', undefined, at(-60));
  // Their addresses in the zone, as creating them through the API publishes them (publishHostAddresses).
  await seedHostAddresses(tx, studio.domain, ['blog', 'staging'], account.node, at(-60));
  await addPointer(tx, account, studio, 'nordlightstudio.com', 'alias', at(-400));
  await addRedirect(
    tx,
    account,
    studio,
    { path: '/old-shop', destination: 'https://nordlight-prints.com/', statusCode: 301, wildcard: false },
    at(-120),
  );
  await addRedirect(
    tx,
    account,
    studio,
    { path: '/press', destination: 'https://nordlight-studio.com/journal', statusCode: 302, wildcard: true },
    at(-30),
  );
  await writeHotlink(tx, account, { enabled: true, extensions: 'jpg,png,gif,webp' }, at(-90));
}
