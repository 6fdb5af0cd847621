// The web-server summary of an account: the node's server and PHP handler, and
// each site it serves with its document root, PHP version, HTTPS and its
// certificate. `customDirectives` counts what the account's own settings add to
// its virtual hosts beyond the panel's template: an ErrorDocument per custom
// error page, a rule per URL redirect, and the hotlink-protection rewrite block
// when it is on.
import { and, count, eq } from 'drizzle-orm';
import type { z } from 'zod';
import type { hostingOps } from '@contract/hosting';
import type { Db } from '@server/db/client';
import { hostingHotlink, hostingRedirects } from '@server/db/schema/hosting';
import type { HostingAccountRef } from './hosting-account';
import { sitesOf } from './account-repository';
import { resourcesOfKind, type ResourceRow } from './resources-repository';

type Out = Omit<z.input<(typeof hostingOps)['getHttpdConfig']['response']>, 'target'>;
type Server = Out['server'];
type Handler = Out['phpHandler'];

/** HTTP/2 needs TLS in browsers; Apache's mod_http2 does not run under the prefork MPM that suPHP needs. */
const http2On = (ssl: boolean, handler: string) => ssl && handler !== 'suphp';

export async function httpdConfig(db: Db, ref: HostingAccountRef): Promise<Out> {
  const { service, node } = ref;
  const sites = (await sitesOf(db, service.id)).filter((s) => s.active);
  const certs = await resourcesOfKind(db, service.id, 'ssl_certificates');
  const certOf = (domain: string): ResourceRow | undefined => certs.find((c) => c.details.domain === domain);
  const errorPages = (await resourcesOfKind(db, service.id, 'error_pages')).length;
  const [redirects] = await db
    .select({ n: count() })
    .from(hostingRedirects)
    .where(eq(hostingRedirects.serviceId, service.id));
  const [hotlink] = await db
    .select({ n: count() })
    .from(hostingHotlink)
    .where(and(eq(hostingHotlink.serviceId, service.id), eq(hostingHotlink.enabled, true)));
  return {
    server: node.server as Server,
    serverVersion: node.serverVersion,
    phpHandler: node.phpHandler as Handler,
    defaultPhpVersion: node.defaultPhpVersion,
    customDirectives: errorPages + redirects!.n + hotlink!.n,
    sites: sites.map((site) => {
      const cert = site.ssl ? certOf(site.domain) : undefined;
      const text = (v: unknown) => (typeof v === 'string' ? v : null);
      return {
        domain: site.domain,
        documentRoot: site.documentRoot,
        phpVersion: site.php ? (site.phpVersion ?? node.defaultPhpVersion) : null,
        http2: http2On(site.ssl, node.phpHandler),
        forceHttps: site.ssl && site.forceHttps,
        ssl: {
          enabled: site.ssl,
          issuer: text(cert?.details.issuer),
          expiresAt: text(cert?.details.expiresAt),
        },
      };
    }),
  };
}
