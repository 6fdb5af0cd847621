// The health reports of one thing: a domain's DNS, its mail (or one mailbox's),
// a service, a website. Each runs its checks in parallel and answers them
// worst first with the overall verdict.
import { diagnosticsOps } from '@contract/diagnostics';
import { mailFacts } from '@server/areas/email/public';
import { ownedService } from '@server/areas/services/public';
import { implement } from '@server/core/area';
import { dnsChecks } from './dns-checks';
import { nodeAddresses } from './node-addresses';
import { emailChecks } from './email-checks';
import { presentReport } from './presenter';
import { serviceChecks } from './service-checks';
import { subjectOf, urlOf } from './target';
import { websiteChecks } from './website-checks';

export default implement(diagnosticsOps, {
  handlers: {
    async diagnoseDns(ctx) {
      const { deps, cred } = ctx;
      const s = await subjectOf(ctx, ctx.query.input);
      const facts = await mailFacts(deps, cred.accountId, s.domain, { auth: false });
      const r = await dnsChecks(deps, s.domain, {
        node: nodeAddresses(s.account),
        mailHostedHere: facts.hostedHere,
      });
      return {
        ...presentReport(s.target, r.checks, deps.clock.now()),
        domain: s.domain,
        nameservers: {
          expected: r.facts.expected,
          delegated: r.facts.delegated,
          matches:
            r.facts.expected.length > 0 && [...r.facts.expected].sort().join() === [...r.facts.delegated].sort().join(),
        },
      };
    },

    async diagnoseEmail(ctx) {
      const { deps, cred } = ctx;
      const s = await subjectOf(ctx, ctx.query.input);
      const checks = await emailChecks(deps, cred.accountId, s.domain, s.target.mailbox);
      return { ...presentReport(s.target, checks, deps.clock.now()), domain: s.domain, mailbox: s.target.mailbox };
    },

    async diagnoseService(ctx) {
      const { deps, cred, params } = ctx;
      // The service id as an input: 404 service_not_found for none, 403 not_owned for another account's.
      const target = await ctx.resolve(String(params.service));
      const svc = await ownedService(deps.db, cred.accountId, params.service);
      const checks = await serviceChecks(deps, svc);
      return {
        ...presentReport(target, checks, deps.clock.now()),
        serviceId: svc.id,
        serviceType: svc.type,
        serviceStatus: svc.status,
      };
    },

    async diagnoseWebsite(ctx) {
      const { deps } = ctx;
      const s = await subjectOf(ctx, ctx.query.input);
      const { checks, facts } = await websiteChecks(deps, urlOf(s), s.domain, s.account);
      return {
        ...presentReport(s.target, checks, deps.clock.now()),
        url: facts.url,
        resolvedIps: facts.resolvedIps,
        httpStatus: facts.http.status,
        responseTimeMs: facts.http.responseTimeMs,
        tls: facts.tls,
      };
    },
  },
});
