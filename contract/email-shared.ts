// Shapes the email contract files share: the mailbox listing row and the
// limits the spec fixes for mailbox quota and send limit.
import { z } from 'zod';
import { Input } from './common';

export const Mailbox = z
  .object({
    address: z.string(),
    usedMb: z.number().min(0),
    /** null means unlimited. */
    quotaMb: z.number().min(0).nullable(),
    isSuspended: z.boolean(),
    /** Daily send limit; 0 means unlimited. */
    sendLimit: z.number().int().min(0),
    sentToday: z.number().int().min(0),
  })
  .meta({ id: 'Mailbox' });
export type Mailbox = z.infer<typeof Mailbox>;

export const QuotaMb = z
  .number({ error: 'The quota must be a number of megabytes' })
  .int('The quota is a whole number of megabytes')
  .min(0, 'The quota is at least 0 (0 is unlimited)')
  .max(1048576, 'The quota is at most 1,048,576 MB (1.05 TB); 0 is unlimited');

export const SendLimit = z
  .number({ error: 'send_limit must be a number' })
  .int('send_limit is a whole number')
  .min(0, 'send_limit is at least 0 (0 = unlimited)')
  .max(100000, 'send_limit is at most 100000 per day');

/** `input` where the operation needs one mailbox: the shared input, in address form. */
export const MailboxInput = Input.refine((v) => /^[^@\s]+@[^@\s]+\.[^@\s]+$/.test(v), {
  message: 'Enter a mailbox address such as info@example.com',
});

/** The mailbox password policy: 12-128 characters mixing letters with digits or symbols, not one repeated character. */
export const MailboxPassword = z
  .string()
  .min(12, 'Use at least 12 characters')
  .max(128, 'At most 128 characters')
  .refine((v) => /\p{L}/u.test(v) && /[\p{N}\p{P}\p{S}]/u.test(v), 'Mix letters with digits or symbols')
  .refine((v) => new Set(v).size >= 5, 'Use at least 5 different characters');

/** The password may not contain the mailbox's own name (the part before @). */
export const passwordAvoidsAddress = (b: { input: string; password: string }) => {
  const local = b.input.split('@')[0]?.toLowerCase() ?? '';
  return local.length < 3 || !b.password.toLowerCase().includes(local);
};
export const passwordAvoidsAddressIssue = {
  message: 'The password may not contain the mailbox name',
  path: ['password'],
};

export const emailRead = ['read:email'] as const;
export const emailWrite = ['write:email'] as const;
/** The spec's extra codes for email operations: domain ownership and unknown mailboxes. */
export const emailErrors = ['domain_not_owned', 'mailbox_not_found'] as const;
