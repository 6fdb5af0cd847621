// Finding mailboxes for a caller: ownership through the shared `input`
// resolution, 404 mailbox_not_found for an address that is no mailbox, and
// the domains an input covers (a domain, or every domain of the account).
import { and, eq, inArray, sql, type AnyColumn } from 'drizzle-orm';
import type { Target } from '@contract/common';
import { mailboxes } from '@server/db/schema/email';
import { domainNamesOf } from '@server/areas/domains/public';
import type { Ctx } from '@server/core/area';
import type { Db, Tx } from '@server/db/client';
import { ApiError } from '@server/core/problem';

export type MailboxRow = typeof mailboxes.$inferSelect;
type AnyCtx = Pick<Ctx<unknown>, 'deps' | 'cred' | 'resolve'>;

export async function mailboxByAddress(db: Db | Tx, address: string): Promise<MailboxRow | undefined> {
  return (await db.select().from(mailboxes).where(eq(mailboxes.address, address.toLowerCase())))[0];
}

/** Resolve a mailbox input: 403 for another account's domain, 404 mailbox_not_found when no such mailbox. */
export async function findMailbox(ctx: AnyCtx, input: string): Promise<{ target: Target; box: MailboxRow }> {
  const target = await ctx.resolve(input);
  if (!target.mailbox)
    throw new ApiError('validation_failed', 'input: give a mailbox address such as info@example.com', {
      errors: [{ path: 'input', message: 'Give a mailbox address such as info@example.com', code: 'not_a_mailbox' }],
    });
  const [box] = await ctx.deps.db
    .select()
    .from(mailboxes)
    .where(and(eq(mailboxes.address, target.mailbox), eq(mailboxes.accountId, ctx.cred.accountId)));
  if (!box) throw new ApiError('mailbox_not_found', `There is no mailbox ${target.mailbox} on ${target.domain}`);
  return { target, box };
}

export interface Coverage {
  target: Target;
  kind: 'domain' | 'account' | 'mailbox';
  domains: string[];
  /** Set when the input named one mailbox. */
  mailbox: string | null;
}

/** What an input covers: a domain, one mailbox (an address), or every domain of the account (a service id). */
export async function coverage(ctx: AnyCtx, input: string): Promise<Coverage> {
  const target = await ctx.resolve(input);
  if (target.kind === 'service') {
    const names = await domainNamesOf(ctx.deps.db, ctx.cred.accountId);
    return { target, kind: 'account', domains: names, mailbox: null };
  }
  if (target.mailbox) return { target, kind: 'mailbox', domains: [target.domain!], mailbox: target.mailbox };
  return { target, kind: 'domain', domains: [target.domain!], mailbox: null };
}

/** Rows of the domains an input covers (none when the account has no domain). */
export const inCoverage = (column: AnyColumn, cov: Coverage) =>
  inArray(column, cov.domains.length ? cov.domains : ['']);

/** A domain input for per-domain settings: a mailbox address counts as its domain; a service id is refused. */
export async function domainTarget(ctx: AnyCtx, input: string): Promise<{ target: Target; domain: string }> {
  const target = await ctx.resolve(input);
  if (!target.domain || target.kind === 'service') {
    throw new ApiError(
      'validation_failed',
      'input: give a domain (or an address on it); a service id covers several domains',
      {
        errors: [{ path: 'input', message: 'Give a domain such as example.com', code: 'domain_required' }],
      },
    );
  }
  return { target, domain: target.domain };
}

/** `q` as a LIKE pattern that matches it literally. */
export const containsPattern = (q: string) => `%${q.toLowerCase().replace(/[\\%_]/g, (c) => `\\${c}`)}%`;

export const addressContains = (q: string | undefined) =>
  q ? sql`${mailboxes.address} like ${containsPattern(q)}` : undefined;
