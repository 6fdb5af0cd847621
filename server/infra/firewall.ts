// The simulated firewalls of the hosting nodes: csf (the deny list), lfd (its
// login-failure daemon, which blocks through csf), fail2ban jails, ModSecurity
// (the web application firewall) and Imunify360. Each block records the log line
// that made the firewall block, so "why can't I log in" has an answer. An
// address an account allowed is never blocked again on that node. Only this
// module writes node_firewall_blocks and node_firewall_allows.
import { and, asc, eq, gt, isNull, or } from 'drizzle-orm';
import ipaddr from 'ipaddr.js';
import type { Db, Tx } from '@server/db/client';
import { nodeFirewallAllows, nodeFirewallBlocks } from '@server/db/schema/infra-firewall';

type Q = Db | Tx;
export type BlockRow = typeof nodeFirewallBlocks.$inferSelect;
export type AllowRow = typeof nodeFirewallAllows.$inferSelect;

export const FIREWALLS = ['csf', 'lfd', 'fail2ban', 'modsecurity', 'imunify'] as const;
export type FirewallName = (typeof FIREWALLS)[number];

export interface NewBlock {
  node: string;
  ip: string;
  firewall: FirewallName;
  service: string | null;
  reason: string;
  logLine: string | null;
  since: Date;
  /** null: until removed (permanent deny) */
  expiresAt: Date | null;
}

/**
 * One address, one key: the canonical text form (`2001:DB8::1` and `2001:db8:0::1` are one address, and an
 * IPv4-mapped IPv6 address is its IPv4 one). Throws on text that is no address; callers validate first.
 */
export function canonicalIp(ip: string): string {
  return ipaddr.process(ip.trim()).toString();
}

/** A block counts until it expires; a permanent one until it is removed. */
const active = (now: Date) => or(isNull(nodeFirewallBlocks.expiresAt), gt(nodeFirewallBlocks.expiresAt, now));

export interface Firewall {
  /** The blocks of `ip` on `node` in force at `now`, by firewall. */
  blocksOf(q: Q, node: string, ip: string, now: Date): Promise<BlockRow[]>;
  /** Every block in force on a node (the sandbox page, the seed's checks). */
  blocksOn(q: Q, node: string, now: Date): Promise<BlockRow[]>;
  /** A firewall blocks an address; nothing happens (null) when an account allowed it on that node. */
  block(tx: Tx, b: NewBlock): Promise<BlockRow | null>;
  /** Remove every block of `ip` on `node`, across firewalls; the firewalls it was removed from. */
  unblock(tx: Tx, node: string, ip: string, now: Date): Promise<FirewallName[]>;
  /** Allow `ip` on `node` for an account (again: the note is updated). */
  allow(tx: Tx, a: { node: string; ip: string; accountId: number; note: string | null; at: Date }): Promise<AllowRow>;
  allowsOf(q: Q, node: string, ip: string): Promise<AllowRow[]>;
}

export function createFirewall(): Firewall {
  return {
    blocksOf: (q, node, ip, now) =>
      q
        .select()
        .from(nodeFirewallBlocks)
        .where(and(eq(nodeFirewallBlocks.node, node), eq(nodeFirewallBlocks.ip, canonicalIp(ip)), active(now)))
        .orderBy(asc(nodeFirewallBlocks.since), asc(nodeFirewallBlocks.firewall)),

    blocksOn: (q, node, now) =>
      q
        .select()
        .from(nodeFirewallBlocks)
        .where(and(eq(nodeFirewallBlocks.node, node), active(now)))
        .orderBy(asc(nodeFirewallBlocks.since), asc(nodeFirewallBlocks.ip)),

    async block(tx, b) {
      const ip = canonicalIp(b.ip);
      const allowed = await tx
        .select({ id: nodeFirewallAllows.id })
        .from(nodeFirewallAllows)
        .where(and(eq(nodeFirewallAllows.node, b.node), eq(nodeFirewallAllows.ip, ip)))
        .limit(1);
      if (allowed.length) return null;
      const values = { ...b, ip, permanent: b.expiresAt === null };
      // A firewall that blocks an address again renews its block (a new reason, a new expiry).
      const [row] = await tx
        .insert(nodeFirewallBlocks)
        .values(values)
        .onConflictDoUpdate({
          target: [nodeFirewallBlocks.node, nodeFirewallBlocks.ip, nodeFirewallBlocks.firewall],
          set: {
            service: values.service,
            reason: values.reason,
            logLine: values.logLine,
            since: values.since,
            expiresAt: values.expiresAt,
            permanent: values.permanent,
          },
        })
        .returning();
      return row!;
    },

    async unblock(tx, node, ip, now) {
      const removed = await tx
        .delete(nodeFirewallBlocks)
        .where(and(eq(nodeFirewallBlocks.node, node), eq(nodeFirewallBlocks.ip, canonicalIp(ip))))
        .returning();
      // An expired block was no longer in force: removing it unblocks nothing.
      const was = removed.filter((r) => r.expiresAt === null || r.expiresAt > now).map((r) => r.firewall);
      return FIREWALLS.filter((f) => was.includes(f));
    },

    async allow(tx, a) {
      const ip = canonicalIp(a.ip);
      const [row] = await tx
        .insert(nodeFirewallAllows)
        .values({ ...a, ip })
        .onConflictDoUpdate({
          target: [nodeFirewallAllows.node, nodeFirewallAllows.ip, nodeFirewallAllows.accountId],
          set: { note: a.note, at: a.at },
        })
        .returning();
      return row!;
    },

    allowsOf: (q, node, ip) =>
      q
        .select()
        .from(nodeFirewallAllows)
        .where(and(eq(nodeFirewallAllows.node, node), eq(nodeFirewallAllows.ip, canonicalIp(ip))))
        .orderBy(asc(nodeFirewallAllows.at)),
  };
}
