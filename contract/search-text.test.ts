// The search boxes of the first views check `q` with the zod-free rule; the server checks it with
// the contract's schema. Both must take and refuse the same texts.
import { describe, expect, it } from 'vitest';
import { billingOps } from './billing';
import { databasesOps } from './databases';
import { dnsOps } from './dns';
import { domainsOps } from './domains';
import { emailOps } from './email';
import { hostingOps } from './hosting';
import {
  DATABASE_SEARCH,
  DNS_RECORD_SEARCH,
  DNS_ZONE_SEARCH,
  DOMAIN_SEARCH,
  HOSTING_ACCOUNT_SEARCH,
  INVOICE_SEARCH,
  MAILBOX_SEARCH,
  searchTextProblem,
  type SearchTextRule,
} from './search-text';

const samples = (max: number): (string | undefined)[] => [
  undefined,
  '',
  ' ',
  'a',
  'www',
  '192.0.2',
  'ä'.repeat(max),
  'x'.repeat(max - 1),
  'x'.repeat(max),
  'x'.repeat(max + 1),
  `  ${'x'.repeat(max)}  `,
  ` ${'x'.repeat(max + 1)} `,
  `\t${'y'.repeat(max)}\n`,
  '😀'.repeat(Math.ceil(max / 2)),
  '😀'.repeat(Math.floor(max / 2)),
  '😀'.repeat(max),
  '😀'.repeat(max + 1),
  'x'.repeat(max * 3),
  '\uD83D'.repeat(max + 1),
  `${'x'.repeat(max - 1)}\uDE00\uD83D`,
  'e\u0301'.repeat(Math.ceil(max / 2)),
];

type Schema = { safeParse: (v: unknown) => { success: boolean; error?: { issues: { message: string }[] } } };
const cases: [string, SearchTextRule, Schema][] = [
  ['listMailboxes', MAILBOX_SEARCH, emailOps.listMailboxes.query.shape.q],
  ['listDnsRecords', DNS_RECORD_SEARCH, dnsOps.listDnsRecords.query.shape.q],
  ['listDnsZones', DNS_ZONE_SEARCH, dnsOps.listDnsZones.query.shape.q],
  ['listRegistrarDomains', DOMAIN_SEARCH, domainsOps.listRegistrarDomains.query.shape.q],
  ['listHostingAccounts', HOSTING_ACCOUNT_SEARCH, hostingOps.listHostingAccounts.query.shape.q],
  ['listDatabases', DATABASE_SEARCH, databasesOps.listDatabases.query.shape.q],
  ['listInvoices', INVOICE_SEARCH, billingOps.listInvoices.query.shape.q],
];

describe.each(cases)('the %s search rule', (_, rule, schema) => {
  it('takes and refuses what the contract schema does, with its message', () => {
    for (const text of samples(rule.maxLength)) {
      const parsed = schema.safeParse(text);
      const problem = searchTextProblem(rule, text);
      expect(problem === undefined, JSON.stringify(text)).toBe(parsed.success);
      if (!parsed.success) expect(problem).toBe(parsed.error?.issues[0]?.message);
    }
  });

  it('refuses one character over the limit', () => {
    expect(searchTextProblem(rule, 'x'.repeat(rule.maxLength))).toBeUndefined();
    expect(searchTextProblem(rule, 'x'.repeat(rule.maxLength + 1))).toBe(rule.message);
  });
});
