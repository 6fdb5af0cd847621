// The infra-firewall tables: only server/infra reads or writes them (docs/architecture.md, "Who owns which table").
import { boolean, index, integer, pgTable, text, uniqueIndex } from 'drizzle-orm/pg-core';
import { bigId, ts } from '@server/db/columns';

/** One firewall's block of one address on one node (hosting_nodes.name). */
export const nodeFirewallBlocks = pgTable(
  'node_firewall_blocks',
  {
    id: bigId(),
    node: text('node').notNull(),
    // canonical text form (ipaddr.js), so one address is one key however it was typed
    ip: text('ip').notNull(),
    firewall: text('firewall').notNull(), // csf | lfd | fail2ban | modsecurity | imunify
    // the service whose log tripped the rule (imap, pop3, smtp, ssh, ftp, http, …); null for a manual deny
    service: text('service'),
    reason: text('reason').notNull(),
    logLine: text('log_line'),
    since: ts('since').notNull(),
    // a temporary block ends here; null with permanent = true for a deny-list entry
    expiresAt: ts('expires_at'),
    permanent: boolean('permanent').notNull().default(false),
  },
  (t) => [
    uniqueIndex('node_firewall_blocks_uq').on(t.node, t.ip, t.firewall),
    index('node_firewall_blocks_ip_idx').on(t.ip),
  ],
);

/** An address an account allowed on its node: the firewalls skip it from then on. */
export const nodeFirewallAllows = pgTable(
  'node_firewall_allows',
  {
    id: bigId(),
    node: text('node').notNull(),
    ip: text('ip').notNull(),
    note: text('note'),
    accountId: integer('account_id').notNull(),
    at: ts('at').notNull(),
  },
  (t) => [uniqueIndex('node_firewall_allows_uq').on(t.node, t.ip, t.accountId)],
);
