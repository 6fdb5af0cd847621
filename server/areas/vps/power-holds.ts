// Stop, reboot and root-password reset interrupt a running system or lock
// someone out, so each is a hold: the call checks the server and previews what
// will happen; nothing reaches the hypervisor until a person approves. On
// approval the hypervisor changes the power state (a reboot passes through
// stopping and booting) or sets the new root password, which is in the
// approval's result: the one place it is ever shown.
import type { PreviewItem, Target } from '@contract/common';
import { hashPassword, passwordCostOf, randomString } from '@server/core/crypto';
import type { Deps } from '@server/core/deps';
import type { HoldExecutor, HoldPlan } from '@server/core/holds';
import { ApiError } from '@server/core/problem';
import type { Tx } from '@server/db/client';
import { BOOT_MS, HypervisorUnreachable, STOP_MS, type VpsRow } from '@server/infra/hypervisor';
import { statusOf } from './vps-presenter';
import type { VpsRecord } from './vps-repository';
import { ownedVps, vpsOnApproval } from './vps-target';

export type PowerAction = 'stop' | 'reboot' | 'root-password';

interface Asked {
  deps: Deps;
  cred: { accountId: number };
  body: { input: string };
  resolve(input: string): Promise<Target>;
  setAuditTarget(t: string): void;
}

interface PowerParams {
  serviceId: number;
  hostname: string;
}

const ROOT_PASSWORD_LENGTH = 24;

const what: Record<PowerAction, (host: string) => { summary: string; happens: string }> = {
  stop: (h) => ({
    summary: `Force-stop the virtual server ${h}`,
    happens: `${h} is powered off at once, like pulling the plug: running programs get no time to save their work. It stays off until it is started again`,
  }),
  reboot: (h) => ({
    summary: `Restart the virtual server ${h}`,
    happens: `${h} is powered off and booted again; it is unreachable for about ${Math.round((STOP_MS + BOOT_MS) / 1000)} seconds`,
  }),
  'root-password': (h) => ({
    summary: `Reset the root password of ${h}`,
    happens: `A new random root password replaces the current one, which stops working at once; the new one is shown once, on approval`,
  }),
};

/** Refusals that depend on the server's state now (checked again on approval). */
function refuse(action: PowerAction, r: VpsRecord) {
  const status = statusOf(r);
  const host = r.vps.hostname;
  if (status === 'suspended')
    throw new ApiError('conflict', `${host} is suspended; settle its service before changing its power state`);
  if (status === 'provisioning') throw new ApiError('conflict', `${host} is still being provisioned; try again later`);
  if (action === 'stop' && (status === 'stopped' || status === 'stopping'))
    throw new ApiError('conflict', `${host} is already ${status}; nothing to stop`);
  if (action === 'reboot' && (status === 'stopped' || status === 'stopping'))
    throw new ApiError('conflict', `${host} is ${status}; start it with POST /vps/start instead of rebooting it`);
}

export function preparePower(action: PowerAction) {
  return async (c: Asked): Promise<HoldPlan> => {
    const owned = await ownedVps(c, c.body.input);
    const vps = await c.deps.infra.hypervisor.settle(c.deps.db, owned.vps, c.deps.clock.now());
    const rec = { ...owned, vps };
    refuse(action, rec);
    const w = what[action](vps.hostname);
    const preview: PreviewItem[] = [
      { label: 'Server', value: `${vps.hostname} (${owned.service.displayName})` },
      { label: 'Power state now', value: statusOf(rec) },
      { label: 'What happens', value: w.happens },
    ];
    if (!owned.node?.reachable)
      preview.push({
        label: 'Hypervisor',
        value: `${owned.service.node ?? 'The node'} is not answering right now; approval fails unless it is back by then`,
      });
    return {
      summary: w.summary,
      target: owned.target,
      irreversible: action !== 'reboot',
      params: { serviceId: owned.service.id, hostname: vps.hostname } satisfies PowerParams,
      preview,
    };
  };
}

async function onHypervisor<T>(node: string | null, host: string, run: (node: string) => Promise<T>): Promise<T> {
  try {
    return await run(node ?? '');
  } catch (e) {
    if (e instanceof HypervisorUnreachable)
      throw new ApiError(
        'conflict',
        `The hypervisor ${node ?? ''} of ${host} is not answering; nothing was changed. Ask again later`,
      );
    throw e;
  }
}

const powerResult = (row: VpsRow) => ({
  hostname: row.hostname,
  status: row.status,
  note:
    row.status === 'stopping'
      ? row.powerNext === 'booting'
        ? 'Restarting: stopping now, then booting'
        : 'Stopping now'
      : `The server is ${row.status}`,
});

export function executePower(action: PowerAction): HoldExecutor {
  return async (tx: Tx, pending, deps) => {
    const p = pending.params as unknown as PowerParams;
    const rec = await vpsOnApproval(tx, pending.accountId, p.serviceId);
    const now = deps.clock.now();
    const hv = deps.infra.hypervisor;
    const vps = await hv.settle(tx, rec.vps, now);
    refuse(action, { ...rec, vps });
    const node = rec.service.node;
    if (action === 'stop') return powerResult(await onHypervisor(node, vps.hostname, (n) => hv.stop(tx, vps, n, now)));
    if (action === 'reboot')
      return powerResult(await onHypervisor(node, vps.hostname, (n) => hv.reboot(tx, vps, n, now)));
    const password = randomString(ROOT_PASSWORD_LENGTH);
    const hash = await hashPassword(password, passwordCostOf(deps.config));
    await onHypervisor(node, vps.hostname, (n) => hv.setRootPassword(tx, vps, n, hash));
    return {
      hostname: vps.hostname,
      username: 'root',
      password,
      note: 'Shown this once: store it in your password manager now',
    };
  };
}
