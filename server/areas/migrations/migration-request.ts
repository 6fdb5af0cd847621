// Turns a migration request body into what is stored: the filed request with
// every secret removed (passwords become has_password / has_ftp_password),
// the secrets sealed, the work of each stage, and the hold's redacted preview.
import type { z } from 'zod';
import { displayDomainName } from '@contract/domain-scripts';
import type { FiledMigrationRequest, MigrationRequestBody } from '@contract/migrations';
import type { StageWork } from '@server/db/schema/migrations';
import { seal, type SealingKeys } from '@server/core/crypto';

type Body = z.output<typeof MigrationRequestBody>;
type Filed = z.input<typeof FiledMigrationRequest>;

export interface SealedSecrets {
  control_panel_password: string | null;
  ftp_password: string | null;
  // index in email_accounts → that object's secret members
  email: string | null;
}

type EmailAccount = Exclude<NonNullable<Body['email_accounts']>[number], string>;

/**
 * An email account object as filed: its declared members only (the contract refuses any other),
 * the password replaced by a flag. Rows filed before the contract was strict may hold other members:
 * the presenter reads them through this too, so nothing undeclared is ever shown back.
 */
export function filedEmailAccount(entry: Record<string, unknown>) {
  const text = (v: unknown) => (typeof v === 'string' && v ? v : null);
  return {
    address: (text(entry.address) ?? text(entry.email) ?? '').toLowerCase(),
    username: text(entry.username),
    imap_server: text(entry.imap_server)?.toLowerCase() ?? null,
    has_password: Boolean(entry.password) || entry.has_password === true,
  };
}

export function fileRequest(body: Body, key: SealingKeys) {
  const cp = body.control_panel;
  const web = body.websites;
  const emailSecrets: Record<number, { password: string }> = {};
  const emailAccounts = (body.email_accounts ?? []).map((entry, i) => {
    if (typeof entry === 'string') return entry.trim().toLowerCase();
    const account: EmailAccount = entry;
    if (account.password) emailSecrets[i] = { password: account.password };
    return filedEmailAccount(account);
  });
  const filed: Filed = {
    control_panel: cp
      ? {
          type: cp.type || null,
          host: cp.host?.toLowerCase() || null,
          username: cp.username || null,
          has_password: Boolean(cp.password),
        }
      : null,
    websites: web
      ? {
          ftp_server: web.ftp_server?.toLowerCase() || null,
          ftp_username: web.ftp_username || null,
          has_ftp_password: Boolean(web.ftp_password),
          additional_information: web.additional_information || null,
          websites: unique(web.websites ?? []),
        }
      : null,
    email_accounts: emailAccounts,
    domains: unique(body.domains ?? []),
    note: body.note?.trim() || null,
  };
  // Deterministic sealing: the same request retried with its attempt_key gives the same parameters.
  const secrets: SealedSecrets = {
    control_panel_password: cp?.password ? seal(key, cp.password, true) : null,
    ftp_password: web?.ftp_password ? seal(key, web.ftp_password, true) : null,
    email: Object.keys(emailSecrets).length ? seal(key, JSON.stringify(emailSecrets), true) : null,
  };
  return { filed, secrets, sourceHost: filed.control_panel?.host ?? filed.websites?.ftp_server ?? null };
}

// The contract has already put every name in its stored form (lower-case ASCII, no trailing dot).
const unique = (names: string[]) => [...new Set(names)];

/** Work units per stage: sites to copy, their databases, mailboxes, domains to switch. */
export function planWork(filed: Filed): StageWork[] {
  const sites = filed.websites?.websites.length || (filed.websites || filed.control_panel ? 1 : 0);
  // Databases come with panel access; FTP alone does not reach them.
  const databases = filed.control_panel ? sites : 0;
  const derived = unique((filed.websites?.websites ?? []).map((h) => h.replace(/^www\./, '')));
  const domains = filed.domains.length || derived.length;
  return [
    { stage: 'copying_files', total: sites, done: 0 },
    { stage: 'importing_databases', total: databases, done: 0 },
    { stage: 'copying_mail', total: filed.email_accounts.length, done: 0 },
    { stage: 'switching_dns', total: domains, done: 0 },
  ];
}

const plural = (n: number, one: string, many = `${one}s`) => `${n} ${n === 1 ? one : many}`;

export function describeWork(work: StageWork[]): string {
  const n = (s: string) => work.find((w) => w.stage === s)?.total ?? 0;
  const parts = [
    n('copying_files') && plural(n('copying_files'), 'website'),
    n('importing_databases') && plural(n('importing_databases'), 'database'),
    n('copying_mail') && plural(n('copying_mail'), 'mailbox', 'mailboxes'),
    n('switching_dns') && plural(n('switching_dns'), 'domain'),
  ].filter(Boolean);
  return parts.join(', ') || 'nothing';
}

/** The hold's preview: what will be filed, with secrets only as "provided". */
export function previewOf(filed: Filed, work: StageWork[]) {
  const items: { label: string; value: string }[] = [];
  const cp = filed.control_panel;
  if (cp)
    items.push({
      label: 'Control panel',
      value: [cp.type, cp.host, cp.username && `user ${cp.username}`].filter(Boolean).join(', ') || 'given',
    });
  if (cp) items.push({ label: 'Panel password', value: cp.has_password ? 'provided (stored encrypted)' : 'not given' });
  const web = filed.websites;
  if (web) {
    items.push({
      label: 'FTP',
      value: [web.ftp_server, web.ftp_username && `user ${web.ftp_username}`].filter(Boolean).join(', ') || 'not given',
    });
    items.push({ label: 'FTP password', value: web.has_ftp_password ? 'provided (stored encrypted)' : 'not given' });
    if (web.websites.length) items.push({ label: 'Websites', value: list(web.websites.map(displayDomainName)) });
  }
  if (filed.email_accounts.length) {
    items.push({
      label: 'Email accounts',
      value: list(filed.email_accounts.map((e) => (typeof e === 'string' ? e : e.address))),
    });
  }
  if (filed.domains.length) items.push({ label: 'Domains', value: list(filed.domains.map(displayDomainName)) });
  if (filed.note)
    items.push({ label: 'Note', value: filed.note.length > 200 ? `${filed.note.slice(0, 200)}…` : filed.note });
  items.push({ label: 'Work', value: describeWork(work) });
  items.push({
    label: 'What happens',
    value: 'The request is filed and support is emailed; the migration then runs in stages you can follow',
  });
  return items;
}

const list = (xs: string[]) =>
  xs.length > 6 ? `${xs.slice(0, 6).join(', ')} and ${xs.length - 6} more` : xs.join(', ');
