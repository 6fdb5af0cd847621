// Email: mailboxes (this file), domain mail settings (email-domain.ts),
// autoresponders, vacation messages, filters and forwarders (email-rules.ts),
// and reading mail, logs and the queue (email-messages.ts).
// Mailbox operations take `input` as the mailbox address, except the spec's
// PATCH /email/account, which names it `address`.
//
// Choices the spec leaves open (documented here, the contract being the record):
// - GET /email/accounts keeps the spec's `input` and `limit` exactly and ADDS
//   optional `cursor` (pass back `nextCursor`), `q` (address contains) and
//   `sort` (ADR 035: `address`, the default, or `usage`, the megabytes used;
//   a leading `-` reverses, so `-usage` is most used first), so a dashboard
//   can page through 10,000 mailboxes. Without a cursor the answer is the
//   spec's first page, with `hasMore` and a `note` on how to narrow.
//   GET /email/accounts/export is the same list as CSV (same `input`, `q`, `sort`).
// - Suspension: POST /email/account/actions/suspend suspends, DELETE lifts it.
//   Both are idempotent: suspending a suspended mailbox (or lifting a lifted
//   one) changes nothing and answers 200 with the current state.
// - PATCH /email/account: an address that is no mailbox of the account is a
//   422 on `address` (the spec lists no 404 there); `new_name` is refused with
//   a 422 `rename_not_supported` because this node cannot rename mailboxes.
// - Deletion is a hold; approval deletes the mailbox, its folders and messages,
//   and the autoresponder, vacation messages and filters of that address.
// - The webmail link is single-use and lasts 5 minutes. It opens the
//   dashboard's webmail view (`/webmail/<token>`), which redeems it with
//   POST /email/webmail/redeem (an operation of ours, not the spec's).
import { z } from 'zod';
import { AttemptKey, ConfirmationHold, Cursor, Input, Target, Timestamp, collection, limitParam, page } from './common';
import { Email } from './domain-name-fields';
import { defineArea } from './operation';
import {
  Mailbox,
  MailboxInput,
  MailboxPassword,
  QuotaMb,
  SendLimit,
  emailErrors as errors,
  emailRead as read,
  emailWrite as write,
  passwordAvoidsAddress,
  passwordAvoidsAddressIssue,
} from './email-shared';
import { emailDomainOps } from './email-domain';
import { emailRuleOps } from './email-rules';
import { emailMessageOps } from './email-messages';
import { MAILBOX_SEARCH } from './search-text';
import { MAILBOX_SORT_DEFAULT, MAILBOX_SORTS } from './list-sorts';
import { exportOf, sortParam } from './list-export';

export const MailboxDetail = Mailbox.extend({
  target: Target,
  domain: z.string(),
  /** usedMb / quotaMb in percent; null when unlimited. */
  usagePercent: z.number().min(0).nullable(),
  messageCount: z.number().int().min(0),
  sendLimitResetsAt: Timestamp,
  suspendedAt: Timestamp.nullable(),
  lastLoginAt: Timestamp.nullable(),
  passwordChangedAt: Timestamp.nullable(),
  createdAt: Timestamp,
});

const mailboxState = Mailbox.extend({ target: Target });

const mailboxOps = defineArea('email', {
  listMailboxes: {
    method: 'GET',
    path: '/email/accounts',
    tier: 'R',
    scopes: read,
    summary: 'Mailboxes of a domain, or of every domain on the account for a service id',
    errors: ['invalid_request', ...errors, 'not_found'],
    query: z.object({
      input: Input,
      limit: limitParam(200),
      // Additive (not in the spec): keyset paging, a search and a sort for long lists.
      cursor: Cursor,
      q: z.string().trim().max(MAILBOX_SEARCH.maxLength, MAILBOX_SEARCH.message).optional(),
      sort: sortParam(MAILBOX_SORTS, MAILBOX_SORT_DEFAULT),
    }),
    response: z.object({
      target: Target,
      scope: z.object({
        /** domain: the input's domain; account: every domain of the account (a service id); mailbox: one address. */
        kind: z.enum(['domain', 'account', 'mailbox']),
        domains: z.array(z.string()),
      }),
      data: z.array(Mailbox),
      total: z.number().int().min(0),
      hasMore: z.boolean(),
      /** Additive: pass back as `cursor` for the next page; null on the last page. */
      nextCursor: z.string().nullable(),
      /** When cut at `limit`: says so and how to narrow (a domain input, `q`, or `cursor`). */
      note: z.string().nullable(),
    }),
  },
  createMailbox: {
    method: 'POST',
    path: '/email/accounts',
    tier: 'W',
    scopes: write,
    status: 201,
    summary: 'Create a mailbox on a domain of the account',
    errors: [...errors, 'conflict'],
    body: z
      .object({
        input: MailboxInput,
        password: MailboxPassword,
        quota_mb: QuotaMb.default(1024),
        send_limit: SendLimit.default(0),
      })
      .refine(passwordAvoidsAddress, passwordAvoidsAddressIssue),
    response: Mailbox.extend({ target: Target, createdAt: Timestamp }),
  },
  getMailbox: {
    method: 'GET',
    path: '/email/account',
    tier: 'R',
    scopes: read,
    errors,
    summary: "One mailbox's usage and limits",
    query: z.object({ input: MailboxInput }),
    response: MailboxDetail,
  },
  updateMailbox: {
    method: 'PATCH',
    path: '/email/account',
    tier: 'W',
    scopes: write,
    // The spec lists no 404 here: an address that is not a mailbox of the account is a 422.
    summary: 'Change a mailbox send limit or quota (not the password, not the name)',
    body: z
      .object({
        address: Email,
        quota_mb: QuotaMb.optional(),
        send_limit: SendLimit.optional(),
        // Accepted by the contract, refused with a 422: renaming is not supported on this node.
        new_name: z.string().max(254, 'new_name is at most 254 characters').optional(),
      })
      .refine((b) => b.quota_mb !== undefined || b.send_limit !== undefined, {
        message: 'Send at least one of quota_mb, send_limit',
      }),
    response: z.object({
      target: Target,
      address: z.string(),
      quotaMb: z.number().min(0).nullable(),
      sendLimit: z.number().int().min(0),
    }),
  },
  deleteMailbox: {
    method: 'DELETE',
    path: '/email/account',
    tier: 'W',
    scopes: write,
    errors,
    hold: true,
    summary: 'Hold a mailbox deletion (its mail is lost) for confirmation',
    query: z.object({ input: MailboxInput, attempt_key: AttemptKey }),
    response: ConfirmationHold,
  },
  createWebmailLink: {
    method: 'POST',
    path: '/email/account/actions/webmail-sso',
    tier: 'W',
    scopes: write,
    errors,
    summary: 'A single-use webmail login URL for a mailbox',
    body: z.object({ input: MailboxInput }),
    response: z.object({ target: Target, url: z.string(), expiresAt: Timestamp }),
  },
  redeemWebmailLink: {
    method: 'POST',
    path: '/email/webmail/redeem',
    tier: 'W',
    scopes: write,
    caller: 'session',
    errors: [...errors, 'not_found', 'not_owned', 'conflict'],
    summary: "Redeem a webmail link (ours, not the spec's): once, within 5 minutes, for the account that made it",
    body: z.object({ token: z.string().trim().min(1, 'Give the token').max(128) }),
    response: z.object({ target: Target, address: z.string(), redeemedAt: Timestamp }),
  },
  suspendMailbox: {
    method: 'POST',
    path: '/email/account/actions/suspend',
    tier: 'W',
    scopes: write,
    errors,
    summary: 'Suspend a mailbox: no login, no sending; incoming mail is still accepted',
    body: z.object({ input: MailboxInput, reason: z.string().trim().max(255, 'At most 255 characters').optional() }),
    response: mailboxState.extend({ suspendedAt: Timestamp }),
  },
  unsuspendMailbox: {
    method: 'DELETE',
    path: '/email/account/actions/suspend',
    tier: 'W',
    scopes: write,
    errors,
    summary: 'Lift the suspension of a mailbox',
    query: z.object({ input: MailboxInput }),
    response: mailboxState,
  },
  changeMailboxPassword: {
    method: 'PUT',
    path: '/email/accounts/password',
    tier: 'W',
    scopes: write,
    errors,
    summary: 'Set a new mailbox password (other sessions of the mailbox are signed out)',
    body: z
      .object({ input: MailboxInput, password: MailboxPassword })
      .refine(passwordAvoidsAddress, passwordAvoidsAddressIssue),
    response: z.object({ target: Target, address: z.string(), passwordChangedAt: Timestamp }),
  },
  changeMailboxQuota: {
    method: 'PATCH',
    path: '/email/accounts/quota',
    tier: 'W',
    scopes: write,
    errors,
    summary: 'Set a mailbox quota in megabytes (0 = unlimited)',
    body: z.object({ input: MailboxInput, quota_mb: QuotaMb }),
    response: z.object({
      target: Target,
      address: z.string(),
      usedMb: z.number().min(0),
      quotaMb: z.number().min(0).nullable(),
    }),
  },
  listMailboxUsage: {
    method: 'GET',
    path: '/email/usage',
    tier: 'R',
    scopes: read,
    errors,
    summary: 'Mailboxes by disk use, largest or fullest first',
    query: z.object({
      input: Input,
      ...page(200),
      sort: z.enum(['used', 'percent']).default('used'),
      min_percent: z.coerce.number().min(0).max(100, 'min_percent is 0-100').optional(),
    }),
    response: collection(Mailbox.extend({ usagePercent: z.number().min(0).nullable() })).extend({
      target: Target,
      totalUsedMb: z.number().min(0),
    }),
  },
});

const mailboxExportOps = defineArea('email', {
  exportMailboxes: exportOf(mailboxOps.listMailboxes, 'Mailboxes of a domain or of the account'),
});

export const emailOps = { ...mailboxOps, ...mailboxExportOps, ...emailDomainOps, ...emailRuleOps, ...emailMessageOps };
