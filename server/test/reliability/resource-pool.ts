// What each seeded account owns, read from the database: the values a request
// must name to reach past validation into a handler (the fuzzer), and the
// owner's resources an attacker names (the ownership matrix).
import { sql } from 'drizzle-orm';
import { queryRows, type Db } from '@server/db/client';
import { publicSessionId } from '@server/areas/account/public';

export interface AccountPool {
  accountId: number;
  domains: string[];
  mailboxes: string[];
  services: number[];
  invoices: number[];
  billingAddresses: number[];
  contacts: { id: number; billingAddressId: number }[];
  cards: number[];
  migrations: number[];
  guests: number[];
  tokens: string[];
  pendingActions: string[];
  dnsRecords: string[];
  vacations: string[];
  filters: string[];
  messages: string[];
  folders: string[];
  databases: string[];
  databaseUsers: string[];
  cmsInstalls: string[];
  appBackups: string[];
  hostingBackups: string[];
  restores: string[];
  cronJobs: string[];
  monitors: string[];
  webForwards: { id: string; domain: string }[];
  dsRecords: { id: string; domain: string }[];
  domainTransfers: number[];
  snapbackBookings: number[];
  hostingRedirects: string[];
  /** The account owner's web sessions, by the handle the sessions list shows (`publicSessionId`). */
  sessions: string[];
  /** The account owner's passkeys (a person's, like the sessions), by their API handle. */
  passkeys: string[];
  notifications: number[];
}

export interface Pool {
  byAccount: Map<number, AccountPool>;
  accountIds: number[];
  serviceTypes: number[];
}

type Row = Record<string, unknown> & { account_id: number };

// One query per kind: [pool field, SQL giving (account_id, v)]. Tables of areas not built yet still exist in the schema.
const kinds: [keyof AccountPool, string][] = [
  ['domains', 'select account_id, name as v from domains order by id'],
  ['mailboxes', 'select account_id, address as v from mailboxes order by id'],
  ['services', 'select account_id, id as v from services order by id'],
  ['invoices', 'select account_id, id as v from invoices order by id'],
  ['billingAddresses', 'select account_id, id as v from billing_addresses order by id'],
  ['cards', 'select account_id, id as v from payment_cards order by id'],
  ['migrations', 'select account_id, id as v from migrations order by id'],
  ['guests', 'select account_id, id as v from guests where revoked_at is null order by id'],
  ['pendingActions', 'select account_id, id as v from pending_actions order by created_at, id'],
  [
    'dnsRecords',
    'select z.account_id, r.id::text as v from dns_records r join dns_zones z on z.id = r.zone_id order by r.id',
  ],
  ['vacations', 'select account_id, id as v from email_vacations order by id'],
  ['filters', 'select account_id, id as v from email_filters order by id'],
  [
    'messages',
    `select b.account_id, f.uid_validity || '-' || m.uid as v from mail_messages m
       join mail_folders f on f.id = m.folder_id join mailboxes b on b.id = m.mailbox_id order by m.id`,
  ],
  [
    'folders',
    'select distinct b.account_id, f.path as v from mail_folders f join mailboxes b on b.id = f.mailbox_id order by v',
  ],
  ['databases', 'select account_id, name as v from databases order by id'],
  [
    'databaseUsers',
    'select d.account_id, u.username as v from database_users u join databases d on d.id = u.database_id order by u.id',
  ],
  ['cmsInstalls', 'select account_id, id as v from app_installs order by created_at, id'],
  ['appBackups', 'select account_id, id as v from app_backups order by created_at, id'],
  ['hostingBackups', 'select account_id, id::text as v from hosting_backups order by id'],
  ['restores', 'select account_id, id::text as v from backup_restores order by id'],
  ['cronJobs', 'select account_id, id::text as v from cron_jobs order by id'],
  ['monitors', 'select account_id, id::text as v from monitors order by id'],
  ['notifications', 'select account_id, id as v from notifications order by id'],
  [
    'passkeys',
    'select a.id as account_id, p.id as v from passkeys p join accounts a on a.owner_user_id = p.user_id order by p.created_at, p.id',
  ],
  ['domainTransfers', 'select account_id, id as v from domain_transfers order by id'],
  ['snapbackBookings', 'select account_id, id as v from snapback_bookings order by id'],
  [
    'hostingRedirects',
    'select s.account_id, r.id as v from hosting_redirects r join services s on s.id = r.service_id order by r.created_at, r.id',
  ],
];

// Resources that live under a domain, with it: [pool field, SQL giving (account_id, id, domain)].
const underDomain: ['webForwards' | 'dsRecords', string][] = [
  [
    'webForwards',
    'select f.account_id, f.id::text as id, d.name as domain from web_forwards f join domains d on d.id = f.domain_id order by f.id',
  ],
  [
    'dsRecords',
    `select d.account_id, s.id, d.name as domain from registry_ds_records s
       join registry_domains r on r.id = s.domain_id join domains d on d.name = r.name order by s.id`,
  ],
];

/**
 * Read every account's resources. `spareTokens` limits the token ids offered
 * (a fuzzer that revokes the very token it sends would only test a 401).
 */
export async function readPool(db: Db, spareTokens: (id: string) => boolean = () => true): Promise<Pool> {
  const accounts = await queryRows<{ id: number }>(db, sql`select id from accounts order by id`);
  const byAccount = new Map<number, AccountPool>();
  for (const { id } of accounts) byAccount.set(id, emptyPool(id));
  for (const [field, query] of kinds) {
    const rows = await queryRows<Row & { v: unknown }>(db, sql.raw(query));
    const numeric = numericKinds.has(field);
    for (const r of rows)
      (byAccount.get(r.account_id)?.[field] as unknown[] | undefined)?.push(numeric ? Number(r.v) : String(r.v));
  }
  for (const [field, query] of underDomain) {
    const rows = await queryRows<Row & { id: string; domain: string }>(db, sql.raw(query));
    for (const r of rows) byAccount.get(r.account_id)?.[field].push({ id: String(r.id), domain: r.domain });
  }
  const contacts = await queryRows<Row & { id: number; billing_address_id: number }>(
    db,
    sql`select account_id, id, billing_address_id from billing_contacts order by id`,
  );
  for (const c of contacts)
    byAccount.get(c.account_id)?.contacts.push({ id: c.id, billingAddressId: c.billing_address_id });
  const tokens = await queryRows<Row & { id: string }>(
    db,
    sql`select account_id, id from api_tokens where revoked_at is null order by created_at, id`,
  );
  for (const t of tokens) if (spareTokens(t.id)) byAccount.get(t.account_id)?.tokens.push(t.id);
  const logins = await queryRows<Row & { id: string }>(
    db,
    sql`select a.id as account_id, s.id from sessions s join accounts a on a.owner_user_id = s.user_id order by s.created_at, s.id`,
  );
  for (const s of logins) byAccount.get(s.account_id)?.sessions.push(publicSessionId(s.id));
  const types = await queryRows<{ id: number }>(db, sql`select id from service_types order by id`);
  return { byAccount, accountIds: accounts.map((a) => a.id), serviceTypes: types.map((t) => t.id) };
}

// Serial ids are numbers in the API; text ids (records, rules, messages) stay strings whatever the driver returns.
const numericKinds = new Set<keyof AccountPool>([
  'services',
  'invoices',
  'billingAddresses',
  'cards',
  'migrations',
  'guests',
  'domainTransfers',
  'snapbackBookings',
  'notifications',
]);

function emptyPool(accountId: number): AccountPool {
  return {
    accountId,
    domains: [],
    mailboxes: [],
    services: [],
    invoices: [],
    billingAddresses: [],
    contacts: [],
    cards: [],
    migrations: [],
    guests: [],
    tokens: [],
    pendingActions: [],
    dnsRecords: [],
    vacations: [],
    filters: [],
    messages: [],
    folders: [],
    databases: [],
    databaseUsers: [],
    cmsInstalls: [],
    appBackups: [],
    hostingBackups: [],
    restores: [],
    cronJobs: [],
    monitors: [],
    webForwards: [],
    dsRecords: [],
    domainTransfers: [],
    snapbackBookings: [],
    hostingRedirects: [],
    sessions: [],
    passkeys: [],
    notifications: [],
  };
}
