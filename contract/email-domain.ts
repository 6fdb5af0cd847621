// Mail settings of a domain: deliverability checks, DKIM, spam filtering,
// catch-all, client settings and a live SMTP probe of its mail exchangers.
// Deliverability is computed from the account's own DNS zone (dns_records):
// the SPF, DKIM, DMARC and MX records published there, each with what to
// publish instead (`suggested`, empty when the check passes).
import { z } from 'zod';
import { Input, Target, Timestamp } from './common';
import { Email } from './domain-name-fields';
import { parseDomainName } from './domain-name';
import { defineArea } from './operation';
import { emailErrors as errors, emailRead as read, emailWrite as write } from './email-shared';

const CheckStatus = z.enum(['pass', 'warn', 'fail', 'missing']);
const SuggestedRecord = z.object({
  /** Relative to the zone: '@' for the apex, e.g. '_dmarc'. */
  name: z.string(),
  type: z.enum(['TXT', 'MX']),
  priority: z.number().int().nullable(),
  /** Zone-file text of the record, ready to paste. */
  value: z.string(),
});

const Check = z.object({
  status: CheckStatus,
  /** The published record as found in DNS, or null. */
  record: z.string().nullable(),
  detail: z.string(),
  /** The record to publish to make this check pass; null when it passes already. */
  suggested: z.array(SuggestedRecord),
});

export const DkimState = z.object({
  target: Target,
  domain: z.string(),
  enabled: z.boolean(),
  selector: z.string().nullable(),
  keyBits: z.number().int().nullable(),
  /** The TXT record to publish when the zone is not hosted here. */
  dnsRecord: z.object({ name: z.string(), type: z.literal('TXT'), value: z.string() }).nullable(),
  publishedInDns: z.boolean(),
});

export const SpamSettings = z.object({
  target: Target,
  domain: z.string(),
  enabled: z.boolean(),
  /** SpamAssassin-style score at or above which a message is spam; lower is stricter. */
  threshold: z.number(),
  action: z.enum(['tag', 'move_to_spam', 'delete']),
  subjectTag: z.string(),
  allowList: z.array(z.string()),
  blockList: z.array(z.string()),
});

// An address (jo@example.com), a whole domain (@example.com) or a wildcard (*@example.com);
// the domain may be typed in Unicode and is kept in ASCII form, like every stored domain.
const SenderPattern = z
  .string()
  .trim()
  .toLowerCase()
  .max(254, 'At most 254 characters')
  .transform((typed, ctx) => {
    const at = typed.lastIndexOf('@');
    const who = typed.slice(0, Math.max(at, 0));
    const domain = at < 0 ? null : parseDomainName(typed.slice(at + 1));
    if (domain?.ok && !who.includes('@') && [...who].every((c) => c.trim() !== '')) return `${who}@${domain.ascii}`;
    const why = domain && !domain.ok ? `: ${domain.message}` : '';
    ctx.addIssue({ code: 'custom', message: `Use an address, @domain or *@domain${why}`, input: typed });
    return z.NEVER;
  });

export const CatchAll = z.object({
  target: Target,
  domain: z.string(),
  /** reject: bounce unknown recipients; discard: accept and drop; forward: deliver to forwardTo. */
  mode: z.enum(['reject', 'discard', 'forward']),
  forwardTo: z.string().nullable(),
});

const ServerSetting = z.object({
  protocol: z.enum(['imap', 'pop3', 'smtp']),
  host: z.string(),
  port: z.number().int(),
  security: z.enum(['ssl', 'starttls', 'none']),
  recommended: z.boolean(),
});

const ProbedHost = z.object({
  host: z.string(),
  priority: z.number().int(),
  addresses: z.array(z.string()),
  reachable: z.boolean(),
  banner: z.string().nullable(),
  startTls: z.boolean(),
  tlsVersion: z.string().nullable(),
  certificate: z.object({ subject: z.string(), issuer: z.string(), validTo: Timestamp, valid: z.boolean() }).nullable(),
  responseMs: z.number().int().nullable(),
  error: z.string().nullable(),
});

const domainQuery = z.object({ input: Input });

export const emailDomainOps = defineArea('email', {
  checkDeliverability: {
    method: 'GET',
    path: '/email/deliverability',
    tier: 'R',
    scopes: read,
    errors,
    summary: "Check a domain's SPF, DKIM, DMARC and MX records",
    query: domainQuery,
    response: z.object({
      target: Target,
      domain: z.string(),
      checkedAt: Timestamp,
      spf: Check,
      dkim: Check.extend({ selector: z.string().nullable() }),
      dmarc: Check.extend({ policy: z.enum(['none', 'quarantine', 'reject']).nullable() }),
      mx: Check.extend({ hosts: z.array(z.object({ host: z.string(), priority: z.number().int() })) }),
      /** Concrete fixes, most important first. */
      recommendations: z.array(z.string()),
    }),
  },
  getDkim: {
    method: 'GET',
    path: '/email/dkim',
    tier: 'R',
    scopes: read,
    errors,
    summary: 'DKIM signing state and the record to publish',
    query: domainQuery,
    response: DkimState,
  },
  enableDkim: {
    method: 'PUT',
    path: '/email/dkim',
    tier: 'W',
    scopes: write,
    errors,
    summary: 'Attempt to enable DKIM signing (publishes the key when the zone is hosted here)',
    body: z.object({
      input: Input,
      key_bits: z.union([z.literal(1024), z.literal(2048)], { error: 'key_bits is 1024 or 2048' }).default(2048),
    }),
    // An attempt: `applied` false with a note when the mail node refused or the key is not yet in DNS.
    response: DkimState.extend({ applied: z.boolean(), note: z.string().nullable() }),
  },
  getMailClientSettings: {
    method: 'GET',
    path: '/email/settings',
    tier: 'R',
    scopes: read,
    errors,
    summary: 'IMAP, POP3 and SMTP settings for a mail client',
    query: domainQuery,
    response: z.object({
      target: Target,
      /** The login name: the full mailbox address, or a placeholder for a domain input. */
      username: z.string(),
      servers: z.array(ServerSetting),
      webmailUrl: z.string(),
      autoconfigUrl: z.string().nullable(),
    }),
  },
  getSpamSettings: {
    method: 'GET',
    path: '/email/spam-settings',
    tier: 'R',
    scopes: read,
    errors,
    summary: 'Spam-filter settings of a domain',
    query: domainQuery,
    response: SpamSettings,
  },
  updateSpamSettings: {
    method: 'PUT',
    path: '/email/spam-settings',
    tier: 'W',
    scopes: write,
    errors,
    summary: 'Change spam-filter settings (only the fields sent; lists are replaced whole)',
    body: z
      .object({
        input: Input,
        enabled: z.boolean().optional(),
        threshold: z.number().min(1, 'threshold is 1-15').max(15, 'threshold is 1-15').optional(),
        action: SpamSettings.shape.action.optional(),
        subject_tag: z.string().trim().max(32, 'At most 32 characters').optional(),
        allow_list: z.array(SenderPattern).max(500, 'At most 500 entries').optional(),
        block_list: z.array(SenderPattern).max(500, 'At most 500 entries').optional(),
      })
      .refine((b) => Object.keys(b).some((k) => k !== 'input'), { message: 'Send at least one setting to change' }),
    response: SpamSettings,
  },
  getCatchAll: {
    method: 'GET',
    path: '/email/catch-all',
    tier: 'R',
    scopes: read,
    errors,
    summary: 'What happens to mail for unknown addresses of a domain',
    query: domainQuery,
    response: CatchAll,
  },
  setCatchAll: {
    method: 'PUT',
    path: '/email/catch-all',
    tier: 'W',
    scopes: write,
    errors,
    summary: 'Set the catch-all mode of a domain',
    body: z
      .object({ input: Input, mode: CatchAll.shape.mode, forward_to: Email.optional() })
      .refine((b) => b.mode !== 'forward' || !!b.forward_to, {
        message: 'Give forward_to when mode is forward',
        path: ['forward_to'],
      }),
    response: CatchAll,
  },
  probeMailExchangers: {
    method: 'GET',
    path: '/email/mx-probe',
    tier: 'R',
    scopes: read,
    errors,
    summary: "Connect to a domain's mail exchangers over SMTP and report banner and TLS",
    query: z.object({ input: Input, port: z.enum(['25', '465', '587']).default('25') }),
    response: z.object({
      target: Target,
      domain: z.string(),
      port: z.number().int(),
      probedAt: Timestamp,
      hosts: z.array(ProbedHost),
    }),
  },
});
