// Writes of the VPS area, each declared with the keys it makes stale (keys.ts).
// Booting runs on the call; stop, reboot and the root-password reset are holds
// whose answer is a pending action to approve on the confirmation page, so
// nothing is stale until then (the views refetch when opened again). Minting a
// console ticket changes nothing anyone reads.
import { vpsMeta as vpsOps } from '@/lib/ops-meta/vps';
import { defineMutation, useOperationMutation } from '@/lib/mutation';
import { vpsKeys } from './keys';

const start = (input: string) =>
  defineMutation(vpsOps.startVps, {
    request: () => ({ body: { input } }),
    invalidates: () => [vpsKeys.detail(input), vpsKeys.list()],
  });

export type HoldKind = 'stop' | 'reboot' | 'root-password';

const holdOps = {
  stop: vpsOps.stopVps,
  reboot: vpsOps.rebootVps,
  'root-password': vpsOps.resetVpsRootPassword,
} as const;

const hold = (input: string, kind: HoldKind) =>
  defineMutation(holdOps[kind], {
    request: ({ attempt_key }: { attempt_key: string }) => ({ body: { input, attempt_key } }),
  });

const consoleTicket = (input: string) =>
  defineMutation(vpsOps.openVpsConsole, { request: () => ({ body: { input } }) });

export const useStartVps = (input: string) => useOperationMutation(start(input));
export const useVpsHold = (input: string, kind: HoldKind) => useOperationMutation(hold(input, kind));
export const useConsoleTicket = (input: string) => useOperationMutation(consoleTicket(input));
