// What needs attention: one read that gathers, across the account's areas, every
// thing the customer should act on, most urgent first, each with its action
// (docs/decisions/031-needs-attention.md). The overview leads with it, so a full
// load of the overview stays within its request budget.
import { z } from 'zod';
import { Money, Timestamp } from './common';
import { defineArea } from './operation';

export const AttentionKind = z.enum([
  'domain.redemption',
  'domain.grace',
  'domain.expiring',
  'domain.unverified',
  'invoice.overdue',
  'invoice.unpaid',
  'service.suspended',
  'monitor.down',
  'backup.failed',
  'cron.failed',
]);
export type AttentionKind = z.infer<typeof AttentionKind>;

/**
 * `critical`: something is lost for good or has stopped working unless acted on; `warning`: it will
 * stop working or costs more unless acted on; `notice`: something failed that the customer should look at.
 */
export const AttentionSeverity = z.enum(['critical', 'warning', 'notice']);

export const AttentionItem = z.object({
  kind: AttentionKind,
  severity: AttentionSeverity,
  /** What it is about, as the customer knows it: a domain, an invoice number, a monitor's or service's name. */
  subject: z.string(),
  /** One sentence for the customer: what is wrong and what happens if nothing is done. */
  title: z.string(),
  /** When the stated consequence happens, or the deadline to act by (null when none is set). */
  dueAt: Timestamp.nullable(),
  /** When it went wrong, for what has already happened (a monitor down, a failed run). */
  since: Timestamp.nullable(),
  /** What acting costs, when it costs something (a restore fee, the invoice's total). */
  amount: Money.nullable(),
  /** The next step: a label for the button and the dashboard path it opens. */
  action: z.object({ label: z.string(), path: z.string() }),
});
export type AttentionItem = z.infer<typeof AttentionItem>;

const read = ['read:account'] as const;

export const attentionOps = defineArea('account', {
  getAttention: {
    method: 'GET',
    path: '/account/attention',
    tier: 'R',
    scopes: read,
    summary:
      'What needs attention, most urgent first: domains in redemption or grace or expiring without auto-renewal, unverified registrants, overdue and unpaid invoices, suspended services, monitors down, failed backups and cron runs',
    response: z.object({ data: z.array(AttentionItem), total: z.number().int().min(0) }),
  },
});
