// The hosting account operations: the listing, one account, its connection
// details, quota and resource usage with their history, the web-server
// summary, its resources by kind, and the single-use links into the control
// panel and to a site's preview.
import { hostingOps } from '@contract/hosting';
import { implement } from '@server/core/area';
import { assertChangeable, hostingAccountFor } from './hosting-account';
import { pageOfHostingServices } from '@server/areas/services/public';
import { nameserversOf, sitesOf, withPlanAndNode } from './account-repository';
import { presentAccount, presentCredentials, presentSummary } from './account-presenter';
import { diskUsedOf, quotaUsage, resourceUsage } from './usage';
import { usageHistory } from './usage-history';
import { httpdConfig } from './httpd';
import { pageOfResources } from './resources-repository';
import { issueLoginLink, issuePreviewLink, servedSite } from './links';

export default implement(hostingOps, {
  handlers: {
    async listHostingAccounts({ deps, cred, query }) {
      const page = await pageOfHostingServices(deps.db, cred.accountId, query);
      const refs = await withPlanAndNode(deps.db, page.data);
      const disk = await diskUsedOf(deps.db, deps.infra.databaseNode, refs);
      return {
        ...page,
        data: page.data.map((s) =>
          presentSummary(s, refs.find((r) => r.service.id === s.id)?.plan.diskMb ?? null, disk.get(s.id) ?? 0),
        ),
      };
    },

    async getHostingAccount({ deps, query, resolve }) {
      const ref = await hostingAccountFor(deps.db, resolve, query.input);
      const disk = await diskUsedOf(deps.db, deps.infra.databaseNode, [ref]);
      const [primary] = await sitesOf(deps.db, ref.service.id);
      return presentAccount(ref, {
        diskUsedMb: disk.get(ref.service.id)!,
        primary: primary?.isPrimary ? primary : undefined,
        nameservers: await nameserversOf(deps.db, ref.service.domain),
      });
    },

    async getHostingCredentials({ deps, query, resolve }) {
      const ref = await hostingAccountFor(deps.db, resolve, query.input);
      const [primary] = await sitesOf(deps.db, ref.service.id);
      return presentCredentials(ref, primary?.isPrimary ? primary : undefined);
    },

    async getHostingUsage({ deps, query, resolve }) {
      const ref = await hostingAccountFor(deps.db, resolve, query.input);
      return { target: ref.target, ...(await quotaUsage(deps.db, deps.infra.databaseNode, ref, deps.clock.now())) };
    },

    async getHostingResourceUsage({ deps, query, resolve }) {
      const ref = await hostingAccountFor(deps.db, resolve, query.input);
      return { target: ref.target, ...(await resourceUsage(deps.db, ref, deps.clock.now())) };
    },

    async getHostingUsageHistory({ deps, query, resolve }) {
      const ref = await hostingAccountFor(deps.db, resolve, query.input);
      const history = await usageHistory(
        deps.db,
        deps.infra.databaseNode,
        ref,
        query.metric,
        query.period,
        deps.clock.now(),
      );
      return { target: ref.target, ...history };
    },

    async getHttpdConfig({ deps, query, resolve }) {
      const ref = await hostingAccountFor(deps.db, resolve, query.input);
      return { target: ref.target, ...(await httpdConfig(deps.db, ref)) };
    },

    async listHostingResources({ deps, query, resolve }) {
      const ref = await hostingAccountFor(deps.db, resolve, query.input);
      const page = await pageOfResources(deps.db, ref.service.id, query.kind, query, deps.clock.now());
      return { ...page, target: ref.target, kind: query.kind };
    },

    async createHostingLoginLink({ deps, body, resolve }) {
      const ref = await hostingAccountFor(deps.db, resolve, body.input);
      assertChangeable(ref);
      return { target: ref.target, ...(await issueLoginLink(deps, ref.service, body.redirect_path)) };
    },

    async createTemporaryUrl({ deps, body, resolve }) {
      const ref = await hostingAccountFor(deps.db, resolve, body.input);
      assertChangeable(ref);
      const site = await servedSite(deps.db, ref.service, body.domain ?? ref.target.domain ?? ref.service.domain!);
      const link = await issuePreviewLink(deps, ref.service, site.domain, body.hours);
      return { target: ref.target, domain: site.domain, ...link };
    },
  },
});
