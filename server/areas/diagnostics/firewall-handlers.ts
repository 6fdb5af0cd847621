// An address on the account's node: is it blocked, by which firewall and why
// (with the firewall's log line); and unblocking it across the firewalls,
// allowed so it is not blocked again. The write is audited by the pipeline
// with the address and node as its target.
import { diagnosticsOps } from '@contract/diagnostics';
import { implement } from '@server/core/area';
import { canonicalIp, FIREWALLS } from '@server/infra/firewall';
import { firewall } from './firewall-checks';
import { presentBlock } from './presenter';
import { hostingSubject } from './target';

export default implement(diagnosticsOps, {
  handlers: {
    async getIpBlockStatus(ctx) {
      const { deps, query } = ctx;
      const account = await hostingSubject(ctx, query.input);
      const ip = canonicalIp(query.ip);
      const now = deps.clock.now();
      const blocks = await firewall.blocksOf(deps.db, account.node.name, ip, now);
      return {
        target: account.target,
        ip,
        node: account.node.name,
        blocked: blocks.length > 0,
        blocks: blocks.map(presentBlock),
        checkedAt: now.toISOString(),
      };
    },

    async whitelistIp(ctx) {
      const { deps, body, cred } = ctx;
      const account = await hostingSubject(ctx, body.input);
      const ip = canonicalIp(body.ip);
      const node = account.node.name;
      ctx.setAuditTarget(`ip ${ip} on ${node}`);
      const now = deps.clock.now();
      return deps.db.transaction(async (tx) => {
        const removed = await firewall.unblock(tx, node, ip, now);
        if (body.allow)
          await firewall.allow(tx, { node, ip, accountId: cred.accountId, note: body.note ?? null, at: now });
        return {
          target: account.target,
          ip,
          node,
          unblocked: removed.length > 0,
          removedFrom: FIREWALLS.filter((f) => removed.includes(f)),
          allowlisted: body.allow,
        };
      });
    },
  },
});
