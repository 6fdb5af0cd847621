// A mailbox's state: suspension (POST suspends, DELETE lifts it; both
// idempotent), the single-use webmail link, and deletion through a hold.
import { and, eq, gt, isNull } from 'drizzle-orm';
import { emailOps } from '@contract/email';
import { countOf, formatMegabytes } from '@contract/units';
import { emailAutoresponders, emailFilters, emailVacations, mailboxes, webmailLinks } from '@server/db/schema/email';
import { implement } from '@server/core/area';
import { randomString, sha256 } from '@server/core/crypto';
import { ApiError } from '@server/core/problem';
import { presentMailbox } from './mailbox-presenter';
import { findMailbox } from './mailbox-repository';

/** A webmail link works once, for this long. */
export const WEBMAIL_LINK_MINUTES = 5;

export default implement(emailOps, {
  handlers: {
    async suspendMailbox(ctx) {
      const { box, target } = await findMailbox(ctx, ctx.body.input);
      if (box.isSuspended)
        return { ...presentMailbox(box), target, suspendedAt: (box.suspendedAt ?? ctx.deps.clock.now()).toISOString() };
      const [row] = await ctx.deps.db
        .update(mailboxes)
        .set({ isSuspended: true, suspendedAt: ctx.deps.clock.now(), suspendReason: ctx.body.reason || null })
        .where(eq(mailboxes.id, box.id))
        .returning();
      return { ...presentMailbox(row!), target, suspendedAt: row!.suspendedAt!.toISOString() };
    },

    async unsuspendMailbox(ctx) {
      const { box, target } = await findMailbox(ctx, ctx.query.input);
      if (!box.isSuspended) return { ...presentMailbox(box), target };
      const [row] = await ctx.deps.db
        .update(mailboxes)
        .set({ isSuspended: false, suspendedAt: null, suspendReason: null })
        .where(eq(mailboxes.id, box.id))
        .returning();
      return { ...presentMailbox(row!), target };
    },

    async createWebmailLink(ctx) {
      const { box, target } = await findMailbox(ctx, ctx.body.input);
      if (box.isSuspended) {
        throw new ApiError(
          'validation_failed',
          `input: ${box.address} is suspended, so it cannot log in to webmail; lift the suspension first`,
          {
            errors: [
              {
                path: 'input',
                message: 'This mailbox is suspended; lift the suspension first',
                code: 'mailbox_suspended',
              },
            ],
          },
        );
      }
      const token = randomString(40);
      const now = ctx.deps.clock.now();
      const expiresAt = new Date(now.getTime() + WEBMAIL_LINK_MINUTES * 60_000);
      await ctx.deps.db.insert(webmailLinks).values({
        tokenHash: sha256(token),
        accountId: box.accountId,
        mailboxId: box.id,
        address: box.address,
        createdAt: now,
        expiresAt,
      });
      return { target, url: `${ctx.deps.config.appUrl}/webmail/${token}`, expiresAt: expiresAt.toISOString() };
    },

    async redeemWebmailLink(ctx) {
      const now = ctx.deps.clock.now();
      const hash = sha256(ctx.body.token);
      const [link] = await ctx.deps.db.select().from(webmailLinks).where(eq(webmailLinks.tokenHash, hash));
      if (!link)
        throw new ApiError('not_found', 'This webmail link is not valid; create a new one from the mailbox page');
      if (link.accountId !== ctx.cred.accountId)
        throw new ApiError('not_owned', 'This webmail link belongs to another account; switch to that account first');
      // One UPDATE guarded by "unused and unexpired": of two redemptions at once, one wins.
      const [won] = await ctx.deps.db
        .update(webmailLinks)
        .set({ usedAt: now })
        .where(and(eq(webmailLinks.tokenHash, hash), isNull(webmailLinks.usedAt), gt(webmailLinks.expiresAt, now)))
        .returning();
      if (!won) {
        throw new ApiError(
          'conflict',
          link.usedAt
            ? 'This webmail link was already used; each link logs in once. Create a new one from the mailbox page'
            : `This webmail link expired (links last ${WEBMAIL_LINK_MINUTES} minutes); create a new one from the mailbox page`,
        );
      }
      const { target } = await findMailbox(ctx, link.address);
      await ctx.deps.db.update(mailboxes).set({ lastLoginAt: now }).where(eq(mailboxes.id, link.mailboxId));
      return { target, address: link.address, redeemedAt: now.toISOString() };
    },
  },
  holds: {
    deleteMailbox: {
      async prepare(ctx) {
        const { box, target } = await findMailbox(ctx, ctx.query.input);
        const folders = await ctx.deps.infra.mailServer.folders(box.id);
        return {
          summary: `Delete the mailbox ${box.address} and all its mail`,
          params: { mailbox_id: box.id, address: box.address },
          target,
          irreversible: true,
          preview: [
            { label: 'Mailbox', value: box.address },
            {
              label: 'Mail that will be deleted',
              value: `${formatMegabytes(box.usedMb)} in ${countOf(folders.length, 'folder', 'folders')}`,
            },
            { label: 'Also removed', value: 'its autoresponder, vacation messages and filter rules' },
            { label: 'What happens', value: 'Mail to this address is then handled by the domain catch-all' },
          ],
        };
      },
      async execute(tx, action, deps) {
        const id = Number(action.params.mailbox_id);
        const address = String(action.params.address);
        const [box] = await tx
          .select()
          .from(mailboxes)
          .where(and(eq(mailboxes.id, id), eq(mailboxes.accountId, action.accountId)));
        if (!box) throw new ApiError('mailbox_not_found', `${address} no longer exists`);
        const messages = await deps.infra.mailServer.purge(id, tx);
        await tx.delete(emailAutoresponders).where(eq(emailAutoresponders.address, address));
        await tx.delete(emailVacations).where(eq(emailVacations.address, address));
        await tx.delete(emailFilters).where(eq(emailFilters.address, address));
        await tx.delete(webmailLinks).where(eq(webmailLinks.mailboxId, id));
        await tx.delete(mailboxes).where(eq(mailboxes.id, id));
        return { address, deleted: true, messagesDeleted: messages, freedMb: box.usedMb };
      },
    },
  },
});
