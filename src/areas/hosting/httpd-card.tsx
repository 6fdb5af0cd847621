// What serves the account's sites: the web server and PHP handler, and per site
// its document root, PHP version, HTTP/2, forced HTTPS and certificate.
import { useQuery } from '@tanstack/react-query';
import type { z } from 'zod';
import type { HttpdSite, hostingOps } from '@contract/hosting';
import { Badge } from '@/components/ui/badge';
import { Card, CardTitle } from '@/components/ui/card';
import { ProblemState } from '@/components/ui/problem-state';
import { Skeleton } from '@/components/ui/spinner';
import { displayDomain } from '@/lib/display-domain';
import { formatDate } from '@/lib/format';
import { CertificateBadge } from './certificate-badge';
import { hostingQueries } from './queries';

type Httpd = z.infer<typeof hostingOps.getHttpdConfig.response>;

const serverName: Record<Httpd['server'], string> = {
  apache: 'Apache',
  nginx: 'nginx',
  litespeed: 'LiteSpeed',
  openlitespeed: 'OpenLiteSpeed',
};
const handlerName: Record<Httpd['phpHandler'], string> = {
  'php-fpm': 'PHP-FPM',
  lsapi: 'LSAPI',
  fastcgi: 'FastCGI',
  suphp: 'suPHP',
};

export function HttpdCard({ input }: { input: string }) {
  const q = useQuery(hostingQueries.httpd(input));
  return (
    <Card aria-labelledby="httpd-title">
      <CardTitle>
        <span id="httpd-title">Web server</span>
      </CardTitle>
      {q.isPending ? (
        <>
          <span role="status" className="sr-only">
            Loading the web-server summary…
          </span>
          <Skeleton lines={4} />
        </>
      ) : q.isError ? (
        <ProblemState error={q.error} onRetry={() => void q.refetch()} />
      ) : (
        <div className="space-y-4 text-sm">
          <dl className="grid grid-cols-[auto_1fr] gap-x-4 gap-y-1">
            <dt className="text-muted">Server</dt>
            <dd>
              {serverName[q.data.server]} {q.data.serverVersion}
            </dd>
            <dt className="text-muted">PHP handler</dt>
            <dd>
              {handlerName[q.data.phpHandler]}, PHP {q.data.defaultPhpVersion} unless a site says otherwise
            </dd>
            <dt className="text-muted">Custom directives</dt>
            <dd>{q.data.customDirectives === 0 ? 'none' : q.data.customDirectives}</dd>
          </dl>
          <ul aria-label="Sites on the web server" className="divide-y divide-line">
            {q.data.sites.map((s) => (
              <SiteSummary key={s.domain} site={s} />
            ))}
          </ul>
        </div>
      )}
    </Card>
  );
}

function SiteSummary({ site }: { site: z.infer<typeof HttpdSite> }) {
  return (
    <li className="space-y-1 py-2">
      <p className="flex flex-wrap items-center gap-2">
        <span className="break-all font-medium">{displayDomain(site.domain)}</span>
        {site.ssl.enabled ? (
          <CertificateBadge expiresAt={site.ssl.expiresAt} />
        ) : (
          <Badge tone="warning">No HTTPS</Badge>
        )}
      </p>
      <p className="break-all font-mono text-xs text-muted">{site.documentRoot}</p>
      <p className="text-muted">
        {[
          site.phpVersion ? `PHP ${site.phpVersion}` : 'PHP off',
          site.http2 ? 'HTTP/2' : 'HTTP/1.1 only',
          site.forceHttps ? 'HTTPS forced' : 'HTTP allowed',
          site.ssl.enabled && site.ssl.issuer
            ? `certificate by ${site.ssl.issuer}${site.ssl.expiresAt ? ` until ${formatDate(site.ssl.expiresAt)}` : ''}`
            : null,
        ]
          .filter(Boolean)
          .join(' · ')}
      </p>
    </li>
  );
}
