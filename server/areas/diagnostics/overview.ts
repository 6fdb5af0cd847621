// The account-health overview: every service with its own checks, plus for a
// hosting account its primary site's answer and the MX of every domain it
// serves that has mail here; services ordered worst first.
import { accountOfService, sitesOf } from '@server/areas/hosting/public';
import { mailFacts } from '@server/areas/email/public';
import { servicesOf, type ServiceRow } from '@server/areas/services/public';
import type { Deps } from '@server/core/deps';
import { overall, problems, type Check, type Health } from './check';
import { mxCheck } from './email-checks';
import { serviceChecks } from './service-checks';
import { websiteChecks } from './website-checks';

const rank: Record<Health, number> = { critical: 0, warning: 1, unknown: 2, ok: 3 };

async function hostingChecks(deps: Deps, svc: ServiceRow): Promise<Check[]> {
  if (svc.status !== 'active' || !svc.domain) return [];
  const account = await accountOfService(deps.db, svc.id);
  const domains = (await sitesOf(deps.db, svc.id)).map((s) => s.domain);
  const [site, mx] = await Promise.all([
    websiteChecks(deps, `https://${svc.domain}/`, svc.domain, account),
    Promise.all(
      domains.map(async (d) => {
        const facts = await mailFacts(deps, svc.accountId, d, { auth: false });
        if (!facts.hostedHere) return null;
        const c = await mxCheck(deps, d, facts);
        return { ...c, id: `mx:${d}`, label: `MX records of ${d}` };
      }),
    ),
  ]);
  const web = site.checks.filter((c) => ['http', 'tls', 'resources'].includes(c.id));
  return [...web, ...mx.filter((c): c is Check => c !== null)];
}

export async function overview(deps: Deps, accountId: number) {
  const services = (await servicesOf(deps.db, accountId)).filter((s) => s.status !== 'cancelled' && s.type !== 'addon');
  const rows = await Promise.all(
    services.map(async (svc) => {
      const checks = [
        ...(await serviceChecks(deps, svc)),
        ...(svc.type === 'hosting' ? await hostingChecks(deps, svc) : []),
      ];
      return {
        serviceId: svc.id,
        type: svc.type,
        name: svc.displayName,
        status: overall(checks),
        issues: problems(checks),
      };
    }),
  );
  rows.sort((a, b) => rank[a.status] - rank[b.status] || a.serviceId - b.serviceId);
  const counts = { ok: 0, warning: 0, critical: 0, unknown: 0 };
  for (const r of rows) counts[r.status]++;
  const status: Health = counts.critical ? 'critical' : counts.warning ? 'warning' : rows.length ? 'ok' : 'unknown';
  return { status, checkedAt: deps.clock.now().toISOString(), counts, services: rows };
}
