// Which fields of an operation name a resource, read from the registry: path
// params by name, `input` anywhere, `*_id` fields by name, and a short table
// for the fields whose meaning depends on the operation (a record id, a rule id).
import type { Operation } from '@contract/operation';
import type { AccountPool } from './resource-pool';
import { defOf } from './zod-arbitrary';

export type RefKind =
  | 'input'
  | 'domain'
  | 'mailbox'
  | 'service'
  | 'invoice'
  | 'billingAddress'
  | 'contact'
  | 'card'
  | 'migration'
  | 'guest'
  | 'token'
  | 'pendingAction'
  | 'dnsRecord'
  | 'vacation'
  | 'filter'
  | 'message'
  | 'database'
  | 'databaseUser'
  | 'cmsInstall'
  | 'appBackup'
  | 'hostingBackup'
  | 'restore'
  | 'cronJob'
  | 'monitor'
  | 'webForward'
  | 'dsRecord'
  | 'domainTransfer'
  | 'snapbackBooking'
  | 'hostingRedirect'
  | 'session'
  | 'passkey'
  | 'notification'
  | 'account';

/** `at` is "path.invoice", "query.input", "body.card_id". An unmapped kind is a gap the test reports. */
export interface Ref {
  at: string;
  kind: RefKind | `unmapped:${string}`;
}

const pathKinds: Record<string, RefKind> = {
  domain: 'domain',
  invoice: 'invoice',
  service: 'service',
  billingAddress: 'billingAddress',
  contact: 'contact',
  card: 'card',
  migration: 'migration',
  guest: 'guest',
  token: 'token',
  database: 'database',
  username: 'databaseUser',
  redirect: 'webForward',
  recordId: 'dsRecord',
  transfer: 'domainTransfer',
  booking: 'snapbackBooking',
  backup: 'hostingBackup',
  restore: 'restore',
  monitor: 'monitor',
  session: 'session',
  passkey: 'passkey',
  notification: 'notification',
};

const fieldKinds: Record<string, RefKind> = {
  input: 'input',
  billing_address_id: 'billingAddress',
  card_id: 'card',
  invoice_id: 'invoice',
  install_id: 'cmsInstall',
  backup_id: 'appBackup',
  staging_id: 'cmsInstall',
  job_id: 'cronJob',
  accountId: 'account',
  database: 'database',
};

/** Fields whose name alone does not say what they name. */
const perOperation: Record<string, Record<string, RefKind>> = {
  updateMailbox: { 'body.address': 'mailbox' },
  updateDnsRecord: { 'body.id': 'dnsRecord' },
  deleteDnsRecord: { 'query.id': 'dnsRecord' },
  updateVacationMessage: { 'body.id': 'vacation' },
  deleteVacationMessage: { 'query.id': 'vacation' },
  deleteMailFilter: { 'query.id': 'filter' },
  getMessage: { 'query.id': 'message' },
  deleteUrlRedirect: { 'query.id': 'hostingRedirect' },
  requestBackupRestore: { 'body.backup_id': 'hostingBackup' },
};

/**
 * Fields that name something nobody owns yet, so another account's value is not an ownership
 * question: a name to register or transfer in (a taken one is a quote saying so, or a 409), and a
 * dropping name open to everyone's Snapback booking.
 */
const unowned: Record<string, string[]> = {
  quoteDomainRegistration: ['path.domain'],
  registerDomain: ['path.domain'],
  quoteDomainTransferIn: ['path.domain'],
  transferInDomain: ['path.domain'],
  getSnapbackDomain: ['path.domain'],
};

/** Kinds the spec hides from other accounts: settings of the caller's own account, looked up there only. */
export const hiddenKinds: ReadonlySet<string> = new Set<RefKind>([
  'guest',
  'token',
  'session',
  'passkey',
  'notification',
]);

export function refsOf(op: Operation): Ref[] {
  // A public operation's path token is a capability (a card set-up link), not an owned resource.
  if (op.caller === 'public') return [];
  const refs: Ref[] = [];
  for (const name of op.params ? Object.keys(defOf(op.params).shape!) : []) {
    if (unowned[op.id]?.includes(`path.${name}`)) continue;
    const kind = name === 'id' && op.path.startsWith('/pending-actions/') ? 'pendingAction' : pathKinds[name];
    refs.push({ at: `path.${name}`, kind: kind ?? `unmapped:${name}` });
  }
  for (const [where, schema] of [
    ['query', op.query],
    ['body', op.body],
  ] as const) {
    for (const name of topLevelKeys(schema)) {
      const at = `${where}.${name}`;
      const kind = perOperation[op.id]?.[at] ?? fieldKinds[name];
      if (kind) refs.push({ at, kind });
      else if (name === 'id') refs.push({ at, kind: 'unmapped:id' });
    }
  }
  return refs;
}

function topLevelKeys(schema: Operation['body']): string[] {
  let s = schema;
  for (let i = 0; s && i < 6; i++) {
    const d = defOf(s);
    if (d.type === 'object') return Object.keys(d.shape!);
    s = d.innerType ?? d.in;
  }
  return [];
}

/**
 * The values of `kind` in an account's estate, most useful first. An `input`
 * is tried in each of its forms: domain, mailbox, service id, site URL.
 */
export function valuesOf(kind: RefKind, p: AccountPool): unknown[] {
  const site = p.mailboxes[0]?.split('@')[1] ?? p.domains[0];
  switch (kind) {
    case 'input':
      return [
        site,
        p.mailboxes[0],
        p.services[0] === undefined ? undefined : String(p.services[0]),
        site && `https://www.${site}/`,
      ].filter((v) => v !== undefined);
    case 'domain':
      return site ? [site] : [];
    case 'mailbox':
      return p.mailboxes.slice(0, 1);
    case 'service':
      return p.services.slice(0, 1);
    case 'invoice':
      return p.invoices.slice(-1);
    case 'billingAddress':
      return p.billingAddresses.slice(0, 1);
    case 'contact':
      return p.contacts.slice(0, 1).map((c) => c.id);
    case 'card':
      return p.cards.slice(0, 1);
    case 'migration':
      return p.migrations.slice(0, 1);
    case 'guest':
      return p.guests.slice(0, 1);
    case 'token':
      return p.tokens.slice(0, 1);
    case 'pendingAction':
      return p.pendingActions.slice(0, 1);
    case 'dnsRecord':
      return p.dnsRecords.slice(0, 1);
    case 'vacation':
      return p.vacations.slice(0, 1);
    case 'filter':
      return p.filters.slice(0, 1);
    case 'message':
      return p.messages.slice(0, 1);
    case 'database':
      return p.databases.slice(0, 1);
    case 'databaseUser':
      return p.databaseUsers.slice(0, 1);
    case 'cmsInstall':
      return p.cmsInstalls.slice(0, 1);
    case 'appBackup':
      return p.appBackups.slice(0, 1);
    case 'hostingBackup':
      return p.hostingBackups.slice(0, 1);
    case 'restore':
      return p.restores.slice(0, 1);
    case 'cronJob':
      return p.cronJobs.slice(0, 1);
    case 'monitor':
      return p.monitors.slice(0, 1);
    case 'webForward':
      return p.webForwards.slice(0, 1).map((w) => w.id);
    case 'dsRecord':
      return p.dsRecords.slice(0, 1).map((d) => d.id);
    case 'domainTransfer':
      return p.domainTransfers.slice(0, 1);
    case 'snapbackBooking':
      return p.snapbackBookings.slice(0, 1);
    case 'hostingRedirect':
      return p.hostingRedirects.slice(0, 1);
    case 'session':
      return p.sessions.slice(0, 1);
    case 'passkey':
      return p.passkeys.slice(0, 1);
    case 'notification':
      return p.notifications.slice(0, 1);
    case 'account':
      return [p.accountId];
  }
}

/**
 * A contact lives under a billing address, a web-forward and a DS record under a domain: name the
 * resource's own parent, not just any of the account's.
 */
export function consistent(pinned: Record<string, unknown>, refs: Ref[], p: AccountPool) {
  const domain = refs.find((r) => r.kind === 'domain');
  for (const child of refs.filter((r) => r.kind === 'webForward' || r.kind === 'dsRecord')) {
    const list = child.kind === 'webForward' ? p.webForwards : p.dsRecords;
    const parent = list.find((x) => String(x.id) === String(pinned[child.at]));
    if (parent && domain) pinned[domain.at] = parent.domain;
  }
  const contact = refs.find((r) => r.kind === 'contact');
  const address = refs.find((r) => r.kind === 'billingAddress');
  if (contact && address) {
    const c = p.contacts.find((x) => x.id === pinned[contact.at]);
    if (c) for (const r of refs.filter((x) => x.kind === 'billingAddress')) pinned[r.at] = c.billingAddressId;
  }
  return pinned;
}
