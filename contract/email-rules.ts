// Rules that act on incoming mail: autoresponders (one per mailbox, always
// on within optional dates), vacation messages (scheduled periods, several
// per mailbox), filter rules and forwarders.
// Each listing ADDS `sort` (ADR 035; columns in list-sorts.ts, a leading `-`
// reverses): its default is the order it always had, so a call without it
// answers as before.
import { z } from 'zod';
import { Input, Target, Timestamp, targetCollection, targetPage } from './common';
import { Email } from './domain-name-fields';
import { defineArea } from './operation';
import { MailboxInput, emailErrors, emailRead as read, emailWrite as write } from './email-shared';
import {
  AUTORESPONDER_SORT_DEFAULT,
  AUTORESPONDER_SORTS,
  FORWARDER_SORT_DEFAULT,
  FORWARDER_SORTS,
  MAIL_FILTER_SORT_DEFAULT,
  MAIL_FILTER_SORTS,
  VACATION_SORT_DEFAULT,
  VACATION_SORTS,
} from './list-sorts';
import { sortParam } from './list-export';

const errors = [...emailErrors, 'not_found'] as const;
const RuleId = z.string().trim().min(1, 'Give the id').max(64);

const Subject = z.string().trim().min(1, 'Enter a subject').max(255, 'At most 255 characters');
const MessageBody = z.string().min(1, 'Enter the message').max(10000, 'At most 10000 characters');
const endsAfterStart = {
  message: 'ends_at must be after starts_at',
  path: ['ends_at'],
};

export const Autoresponder = z.object({
  address: z.string(),
  subject: z.string(),
  body: z.string(),
  fromName: z.string().nullable(),
  isHtml: z.boolean(),
  /** A sender gets at most one reply per this many hours. */
  intervalHours: z.number().int(),
  startsAt: Timestamp.nullable(),
  endsAt: Timestamp.nullable(),
  createdAt: Timestamp,
});

const autoresponderFields = {
  subject: Subject,
  body: MessageBody,
  from_name: z.string().trim().max(100, 'At most 100 characters').optional(),
  is_html: z.boolean().default(false),
  interval_hours: z.number().int().min(0).max(720, 'At most 720 hours (30 days)').default(24),
  starts_at: Timestamp.nullish(),
  ends_at: Timestamp.nullish(),
};
const datesInOrder = (b: { starts_at?: string | null; ends_at?: string | null }) =>
  !b.starts_at || !b.ends_at || b.ends_at > b.starts_at;

export const VacationMessage = z.object({
  id: z.string(),
  address: z.string(),
  subject: z.string(),
  message: z.string(),
  startsAt: Timestamp,
  endsAt: Timestamp,
  /** Reply once per sender for the whole period rather than once a day. */
  replyOnce: z.boolean(),
  /** Now within the period. */
  active: z.boolean(),
  createdAt: Timestamp,
});

const vacationFields = {
  subject: Subject,
  message: MessageBody,
  starts_at: Timestamp,
  ends_at: Timestamp,
  reply_once: z.boolean().default(true),
};

export const MailFilter = z.object({
  id: z.string(),
  /** null: applies to the whole domain. */
  address: z.string().nullable(),
  name: z.string(),
  field: z.enum(['from', 'to', 'subject', 'body', 'header', 'spam_score']),
  headerName: z.string().nullable(),
  match: z.enum(['contains', 'equals', 'starts_with', 'ends_with', 'regex', 'greater_than']),
  value: z.string(),
  action: z.enum(['discard', 'reject', 'move_to_folder', 'forward', 'mark_read']),
  destination: z.string().nullable(),
  position: z.number().int().min(0),
  createdAt: Timestamp,
});

export const Forwarder = z.object({
  address: z.string(),
  destinations: z.array(z.string()),
  createdAt: Timestamp.nullable(),
});

const deletedByAddress = z.object({ target: Target, address: z.string(), deleted: z.literal(true) });
const deletedById = z.object({ target: Target, id: z.string(), deleted: z.literal(true) });

export const emailRuleOps = defineArea('email', {
  listAutoresponders: {
    method: 'GET',
    path: '/email/autoresponders',
    tier: 'R',
    scopes: read,
    errors,
    summary: 'Autoresponders of a domain or one mailbox, by address or as sorted',
    query: z.object({ ...targetPage(100), sort: sortParam(AUTORESPONDER_SORTS, AUTORESPONDER_SORT_DEFAULT) }),
    response: targetCollection(Autoresponder),
  },
  createAutoresponder: {
    method: 'POST',
    path: '/email/autoresponders',
    tier: 'W',
    scopes: write,
    status: 201,
    summary: 'Set up an autoresponder for a mailbox or forwarder address',
    errors: [...errors, 'conflict'],
    body: z.object({ input: MailboxInput, ...autoresponderFields }).refine(datesInOrder, endsAfterStart),
    response: Autoresponder.extend({ target: Target }),
  },
  updateAutoresponder: {
    method: 'PUT',
    path: '/email/autoresponders',
    tier: 'W',
    scopes: write,
    errors,
    summary: "Replace an address's autoresponder",
    body: z.object({ input: MailboxInput, ...autoresponderFields }).refine(datesInOrder, endsAfterStart),
    response: Autoresponder.extend({ target: Target }),
  },
  deleteAutoresponder: {
    method: 'DELETE',
    path: '/email/autoresponders',
    tier: 'W',
    scopes: write,
    errors,
    summary: "Remove an address's autoresponder",
    query: z.object({ input: MailboxInput }),
    response: deletedByAddress,
  },
  listVacationMessages: {
    method: 'GET',
    path: '/email/vacation',
    tier: 'R',
    scopes: read,
    errors,
    summary: 'Vacation messages of a domain or one mailbox, by start date or as sorted',
    query: z.object({ ...targetPage(100), sort: sortParam(VACATION_SORTS, VACATION_SORT_DEFAULT) }),
    response: targetCollection(VacationMessage),
  },
  createVacationMessage: {
    method: 'POST',
    path: '/email/vacation',
    tier: 'W',
    scopes: write,
    status: 201,
    summary: 'Schedule a vacation message for a mailbox (periods may not overlap)',
    errors: [...errors, 'conflict'],
    body: z
      .object({
        input: MailboxInput,
        ...vacationFields,
      })
      .refine(datesInOrder, endsAfterStart),
    response: VacationMessage.extend({ target: Target }),
  },
  updateVacationMessage: {
    method: 'PUT',
    path: '/email/vacation',
    tier: 'W',
    scopes: write,
    errors: [...errors, 'conflict'],
    summary: 'Replace a vacation message',
    body: z
      .object({
        input: MailboxInput,
        id: RuleId,
        ...vacationFields,
      })
      .refine(datesInOrder, endsAfterStart),
    response: VacationMessage.extend({ target: Target }),
  },
  deleteVacationMessage: {
    method: 'DELETE',
    path: '/email/vacation',
    tier: 'W',
    scopes: write,
    errors,
    summary: 'Remove a vacation message',
    query: z.object({ input: MailboxInput, id: RuleId }),
    response: deletedById,
  },
  listMailFilters: {
    method: 'GET',
    path: '/email/filters',
    tier: 'R',
    scopes: read,
    errors,
    summary: 'Filter rules of a domain or one mailbox, in the order they run or as sorted',
    query: z.object({ ...targetPage(100), sort: sortParam(MAIL_FILTER_SORTS, MAIL_FILTER_SORT_DEFAULT) }),
    response: targetCollection(MailFilter),
  },
  createMailFilter: {
    method: 'POST',
    path: '/email/filters',
    tier: 'W',
    scopes: write,
    status: 201,
    errors,
    summary: 'Add a filter rule (a domain input: for every mailbox; a mailbox input: for that one)',
    body: z
      .object({
        input: Input,
        name: z.string().trim().min(1, 'Name the rule').max(64, 'At most 64 characters'),
        field: MailFilter.shape.field,
        header_name: z
          .string()
          .trim()
          .max(76)
          .regex(/^[!-9;-~]+$/, 'A header name such as List-Id')
          .optional(),
        match: MailFilter.shape.match,
        value: z.string().min(1, 'Enter the value to match').max(255, 'At most 255 characters'),
        action: MailFilter.shape.action,
        // A folder for move_to_folder, an address for forward.
        destination: z.string().trim().max(255, 'At most 255 characters').optional(),
      })
      .superRefine((b, ctx) => {
        if (b.field === 'header' && !b.header_name)
          ctx.addIssue({ code: 'custom', path: ['header_name'], message: 'Give header_name when field is header' });
        if (b.action === 'move_to_folder' && !b.destination)
          ctx.addIssue({ code: 'custom', path: ['destination'], message: 'Give the folder to move to' });
        if (b.action === 'forward' && !Email.safeParse(b.destination).success)
          ctx.addIssue({ code: 'custom', path: ['destination'], message: 'Give the address to forward to' });
      }),
    response: MailFilter.extend({ target: Target }),
  },
  deleteMailFilter: {
    method: 'DELETE',
    path: '/email/filters',
    tier: 'W',
    scopes: write,
    errors,
    summary: 'Remove a filter rule',
    query: z.object({ input: Input, id: RuleId }),
    response: deletedById,
  },
  // The spec makes this listing write-tier: it needs write:email and counts
  // against the write budget, so the SPA should not poll it.
  listForwarders: {
    method: 'GET',
    path: '/email/forwarders',
    tier: 'W',
    scopes: write,
    errors,
    summary: 'Forwarders of a domain, by address',
    query: z.object({ ...targetPage(200), sort: sortParam(FORWARDER_SORTS, FORWARDER_SORT_DEFAULT) }),
    response: targetCollection(Forwarder),
  },
  createForwarder: {
    method: 'POST',
    path: '/email/forwarders',
    tier: 'W',
    scopes: write,
    status: 201,
    summary:
      'Forward an address on your domain to one or more addresses (adds to its destinations; replace: true sets exactly these)',
    errors: [...errors, 'conflict'],
    body: z.object({
      input: MailboxInput,
      destinations: z.array(Email).min(1, 'Give at least one destination').max(20, 'At most 20 destinations'),
      // Additive: the spec has no update for forwarders; replace makes POST one.
      replace: z.boolean().default(false),
    }),
    response: Forwarder.extend({ target: Target }),
  },
  deleteForwarder: {
    method: 'DELETE',
    path: '/email/forwarders',
    tier: 'W',
    scopes: write,
    errors,
    summary: 'Remove one destination of a forwarder, or the whole forwarder',
    query: z.object({ input: MailboxInput, destination: Email.optional() }),
    response: z.object({
      target: Target,
      address: z.string(),
      removed: z.array(z.string()),
      remaining: z.array(z.string()),
    }),
  },
});
