// Power: starting is harmless and runs on the call (the spec's "VPS start
// result": `started:false` with a note when the hypervisor cannot be reached,
// never a 5xx); stop, reboot and root-password reset are holds (power-holds.ts).
import { vpsOps } from '@contract/vps';
import { implement } from '@server/core/area';
import { ApiError } from '@server/core/problem';
import { HypervisorUnreachable } from '@server/infra/hypervisor';
import { executePower, preparePower } from './power-holds';
import { statusOf } from './vps-presenter';
import { ownedVps } from './vps-target';

export default implement(vpsOps, {
  handlers: {
    async startVps(ctx) {
      const { deps } = ctx;
      const owned = await ownedVps(ctx, ctx.body.input);
      const { target, vps, service } = owned;
      if (service.status === 'suspended')
        throw new ApiError('conflict', `${vps.hostname} is suspended; settle its service before starting it`);
      if (service.status === 'pending')
        throw new ApiError('conflict', `${vps.hostname} is still being provisioned; it starts by itself when ready`);
      const now = deps.clock.now();
      const hv = deps.infra.hypervisor;
      try {
        const before = statusOf({ ...owned, vps: await hv.settle(deps.db, vps, now) });
        const after = await deps.db.transaction((tx) => hv.start(tx, vps, service.node ?? '', now));
        if (before === 'running' || before === 'booting')
          return { started: true, target, note: `${vps.hostname} was already ${before}; nothing changed` };
        return { started: true, target, note: `${vps.hostname} is ${after.status}` };
      } catch (e) {
        if (!(e instanceof HypervisorUnreachable)) throw e;
        return {
          started: false,
          target,
          note: `The hypervisor ${service.node ?? ''} is not answering, so ${vps.hostname} was not started and its power state is unchanged; try again in a few minutes`,
        };
      }
    },
  },
  holds: {
    stopVps: { prepare: preparePower('stop'), execute: executePower('stop') },
    rebootVps: { prepare: preparePower('reboot'), execute: executePower('reboot') },
    resetVpsRootPassword: { prepare: preparePower('root-password'), execute: executePower('root-password') },
  },
});
