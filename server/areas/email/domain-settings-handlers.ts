// Per-domain mail settings: what a mail client needs, the spam filter, and
// the catch-all for addresses that are no mailbox or forwarder.
import { emailOps } from '@contract/email';
import { implement } from '@server/core/area';
import { ApiError } from '@server/core/problem';
import { domainTarget, mailboxByAddress } from './mailbox-repository';
import { readSettings, writeSettings, type SettingsRow } from './settings-repository';
import { hasName, readZone } from '@server/areas/dns/public';

const spam = (s: SettingsRow) => ({
  domain: s.domain,
  enabled: s.spamEnabled,
  threshold: s.spamThreshold,
  action: s.spamAction as 'tag' | 'move_to_spam' | 'delete',
  subjectTag: s.spamSubjectTag,
  allowList: s.allowList,
  blockList: s.blockList,
});
const catchAll = (s: SettingsRow) => ({
  domain: s.domain,
  mode: s.catchAllMode as 'reject' | 'discard' | 'forward',
  forwardTo: s.catchAllForwardTo,
});

const servers = [
  { protocol: 'imap', host: 'imap.panel-mail.net', port: 993, security: 'ssl', recommended: true },
  { protocol: 'imap', host: 'imap.panel-mail.net', port: 143, security: 'starttls', recommended: false },
  { protocol: 'pop3', host: 'pop.panel-mail.net', port: 995, security: 'ssl', recommended: false },
  { protocol: 'smtp', host: 'smtp.panel-mail.net', port: 465, security: 'ssl', recommended: true },
  { protocol: 'smtp', host: 'smtp.panel-mail.net', port: 587, security: 'starttls', recommended: false },
] as const;

export default implement(emailOps, {
  handlers: {
    async getMailClientSettings(ctx) {
      const { target, domain } = await domainTarget(ctx, ctx.query.input);
      const zone = await readZone(ctx.deps.db, domain);
      const autoconfig = zone && hasName(zone, 'autoconfig');
      return {
        target,
        username: target.mailbox ?? `your-name@${domain} (the full mailbox address)`,
        servers: servers.map((s) => ({ ...s })),
        webmailUrl: `${ctx.deps.config.appUrl}/email/webmail${target.mailbox ? `?mailbox=${encodeURIComponent(target.mailbox)}` : ''}`,
        autoconfigUrl: autoconfig ? `https://autoconfig.${domain}/mail/config-v1.1.xml` : null,
      };
    },

    async getSpamSettings(ctx) {
      const { target, domain } = await domainTarget(ctx, ctx.query.input);
      return { target, ...spam(await readSettings(ctx.deps.db, domain, ctx.cred.accountId)) };
    },

    async updateSpamSettings(ctx) {
      const { target, domain } = await domainTarget(ctx, ctx.body.input);
      const b = ctx.body;
      const both = (b.allow_list ?? []).filter((p) => (b.block_list ?? []).includes(p));
      if (both.length) {
        throw new ApiError('validation_failed', `block_list: ${both[0]} is on both lists`, {
          errors: [
            {
              path: 'block_list',
              message: `${both.join(', ')} cannot be on both the allow list and the block list`,
              code: 'on_both_lists',
            },
          ],
        });
      }
      const set: Partial<SettingsRow> = {};
      if (b.enabled !== undefined) set.spamEnabled = b.enabled;
      if (b.threshold !== undefined) set.spamThreshold = b.threshold;
      if (b.action !== undefined) set.spamAction = b.action;
      if (b.subject_tag !== undefined) set.spamSubjectTag = b.subject_tag;
      if (b.allow_list !== undefined) set.allowList = [...new Set(b.allow_list)];
      if (b.block_list !== undefined) set.blockList = [...new Set(b.block_list)];
      return {
        target,
        ...spam(await writeSettings(ctx.deps.db, domain, ctx.cred.accountId, set, ctx.deps.clock.now())),
      };
    },

    async getCatchAll(ctx) {
      const { target, domain } = await domainTarget(ctx, ctx.query.input);
      return { target, ...catchAll(await readSettings(ctx.deps.db, domain, ctx.cred.accountId)) };
    },

    async setCatchAll(ctx) {
      const { target, domain } = await domainTarget(ctx, ctx.body.input);
      const to = ctx.body.mode === 'forward' ? ctx.body.forward_to!.toLowerCase() : null;
      // An unknown address of this domain would be caught again: mail would circle forever.
      if (to && to.endsWith(`@${domain}`) && !(await mailboxByAddress(ctx.deps.db, to))) {
        throw new ApiError(
          'validation_failed',
          `forward_to: ${to} is no mailbox, so the catch-all would catch its own mail`,
          {
            errors: [
              {
                path: 'forward_to',
                message: `${to} is not a mailbox of ${domain}: that would be a loop`,
                code: 'forward_loop',
              },
            ],
          },
        );
      }
      const saved = await writeSettings(
        ctx.deps.db,
        domain,
        ctx.cred.accountId,
        { catchAllMode: ctx.body.mode, catchAllForwardTo: to },
        ctx.deps.clock.now(),
      );
      return { target, ...catchAll(saved) };
    },
  },
});
