// The simulated KVM hypervisor. Its record of each server's power state is
// the vps_servers row (status, power_changed_at, power_next, booted_at), and
// only this module writes those columns. Power changes take simulated time:
// a stop passes through `stopping`, a start through `booting`, a reboot through
// both; a transition settles when the server is next read after it is due, so
// the state follows the clock (tests move it). A node can be made unreachable
// (vps_nodes.reachable, for everyone; or by the sandbox switch, for one account's
// servers only: sandbox-outages.ts): every power call then throws
// HypervisorUnreachable and changes nothing, so callers answer what the spec says
// instead of guessing.
import { eq } from 'drizzle-orm';
import type { Db, Tx } from '@server/db/client';
import { vpsNodes } from '@server/db/schema/infra-hypervisor';
import { services } from '@server/db/schema/services';
import { vpsServers } from '@server/db/schema/vps';
import { isOutFor, outagesOf, setOutage } from './sandbox-outages';

type Q = Db | Tx;
export type VpsRow = typeof vpsServers.$inferSelect;
export type VpsNodeRow = typeof vpsNodes.$inferSelect;
export type PowerState = 'running' | 'stopped' | 'stopping' | 'booting';

/** How long the simulated guest takes to shut down and to boot. */
export const STOP_MS = 5_000;
export const BOOT_MS = 20_000;

export class HypervisorUnreachable extends Error {
  constructor(readonly node: string) {
    super(`The hypervisor ${node} is not answering right now`);
  }
}

export interface Hypervisor {
  /** Every node; with `accountId`, `reachable` as that account sees it. */
  nodes(db: Q, accountId?: number): Promise<VpsNodeRow[]>;
  node(db: Q, name: string, accountId?: number): Promise<VpsNodeRow | undefined>;
  /** The nodes the account's servers run on. */
  nodesOf(db: Q, accountId: number): Promise<string[]>;
  /**
   * Take a node's hypervisor offline or bring it back: with `accountId`, for that account's servers only
   * (the sandbox switch); without, for everyone.
   */
  setReachable(db: Q, name: string, reachable: boolean, accountId?: number): Promise<void>;
  /** The server's row with any due transition settled (and written back). */
  settle(db: Q, row: VpsRow, now: Date): Promise<VpsRow>;
  /** Power on; a server already running or booting is left as it is. */
  start(tx: Tx, row: VpsRow, node: string, now: Date): Promise<VpsRow>;
  /** Hard power-off: running or booting → stopping → stopped. */
  stop(tx: Tx, row: VpsRow, node: string, now: Date): Promise<VpsRow>;
  /** Restart: stopping → booting → running (a stopped server just boots). */
  reboot(tx: Tx, row: VpsRow, node: string, now: Date): Promise<VpsRow>;
  /** Set the root password inside the guest (its hash is what the console checks). */
  setRootPassword(tx: Tx, row: VpsRow, node: string, passwordHash: string): Promise<void>;
}

/** The state a row is in at `now`, following due transitions; pure. */
export function powerAt(row: Pick<VpsRow, 'status' | 'powerChangedAt' | 'powerNext' | 'bootedAt'>, now: Date) {
  let { status, powerChangedAt: since, powerNext: next, bootedAt } = row;
  // At most two hops (stopping → booting → running) can be due at once.
  for (let i = 0; i < 2 && since && next; i++) {
    const due = since.getTime() + (status === 'stopping' ? STOP_MS : BOOT_MS);
    if (due > now.getTime()) break;
    const at = new Date(due);
    if (next === 'booting') {
      status = 'booting';
      next = 'running';
      since = at;
    } else {
      status = next;
      if (next === 'running') bootedAt = at;
      next = null;
      since = null;
    }
  }
  return { status: status as PowerState, powerChangedAt: since, powerNext: next, bootedAt };
}

export function createHypervisor(): Hypervisor {
  async function reachableNode(db: Q, name: string, accountId: number) {
    const [n] = await db.select().from(vpsNodes).where(eq(vpsNodes.name, name));
    if (!n || !n.reachable || (await isOutFor(db, 'vps_node', name, accountId))) throw new HypervisorUnreachable(name);
    return n;
  }
  async function asSeenBy(db: Q, rows: VpsNodeRow[], accountId: number | undefined) {
    if (accountId === undefined) return rows;
    const out = await outagesOf(db, 'vps_node', accountId);
    return rows.map((n) => (out.has(n.name) ? { ...n, reachable: false } : n));
  }
  async function write(db: Q, id: number, v: Partial<VpsRow>) {
    const [row] = await db.update(vpsServers).set(v).where(eq(vpsServers.id, id)).returning();
    return row!;
  }
  const hv: Hypervisor = {
    nodes: async (db, accountId) => asSeenBy(db, await db.select().from(vpsNodes).orderBy(vpsNodes.name), accountId),
    async node(db, name, accountId) {
      return (await asSeenBy(db, await db.select().from(vpsNodes).where(eq(vpsNodes.name, name)), accountId))[0];
    },
    async nodesOf(db, accountId) {
      const rows = await db
        .selectDistinct({ node: services.node })
        .from(vpsServers)
        .innerJoin(services, eq(services.id, vpsServers.serviceId))
        .where(eq(vpsServers.accountId, accountId));
      return rows.flatMap((r) => (r.node ? [r.node] : []));
    },
    async setReachable(db, name, reachable, accountId) {
      if (accountId !== undefined) await setOutage(db, 'vps_node', name, accountId, reachable);
      else await db.update(vpsNodes).set({ reachable }).where(eq(vpsNodes.name, name));
    },
    async settle(db, row, now) {
      const p = powerAt(row, now);
      if (p.status === row.status && p.powerNext === row.powerNext) return row;
      return write(db, row.id, p);
    },
    async start(tx, row, node, now) {
      await reachableNode(tx, node, row.accountId);
      const cur = await hv.settle(tx, row, now);
      if (cur.status === 'running' || cur.status === 'booting') return cur;
      if (cur.status === 'stopping') return write(tx, cur.id, { powerNext: 'booting' });
      return write(tx, cur.id, { status: 'booting', powerChangedAt: now, powerNext: 'running' });
    },
    async stop(tx, row, node, now) {
      await reachableNode(tx, node, row.accountId);
      const cur = await hv.settle(tx, row, now);
      if (cur.status === 'stopped') return cur;
      if (cur.status === 'stopping') return write(tx, cur.id, { powerNext: 'stopped' });
      return write(tx, cur.id, { status: 'stopping', powerChangedAt: now, powerNext: 'stopped' });
    },
    async reboot(tx, row, node, now) {
      await reachableNode(tx, node, row.accountId);
      const cur = await hv.settle(tx, row, now);
      if (cur.status === 'stopped')
        return write(tx, cur.id, { status: 'booting', powerChangedAt: now, powerNext: 'running' });
      if (cur.status === 'stopping') return write(tx, cur.id, { powerNext: 'booting' });
      return write(tx, cur.id, { status: 'stopping', powerChangedAt: now, powerNext: 'booting' });
    },
    async setRootPassword(tx, row, node, passwordHash) {
      await reachableNode(tx, node, row.accountId);
      await write(tx, row.id, { rootPasswordHash: passwordHash });
    },
  };
  return hv;
}
