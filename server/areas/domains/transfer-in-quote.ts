// The transfer-in quote: every reason a transfer of a name here would fail that is known before
// anything is charged (quote.ts has the parts every quote shares).
import type { z } from 'zod';
import type { TransferInQuote } from '@contract/domains-orders';
import { OUR_REGISTRAR, TRANSFER_LOCK_DAYS, tldOf, type RegistryView } from '@server/infra/registry';
import {
  blockedByOpenOrder,
  conflict,
  isoDate,
  lookUp,
  notAnswering,
  onThisAccount,
  quoted,
  sellable,
  type Blocked,
  type QuoteEnv,
  type Quoted,
} from './quote';
import { openTransfersOfName } from './transfer-repository';

export type TransferInOut = z.input<typeof TransferInQuote>;

const DAY = 86_400_000;

export async function transferInQuote(env: QuoteEnv, name: string): Promise<Quoted<TransferInOut>> {
  const sold = await sellable(env, name);
  let blocked = sold.blocked;
  let v: RegistryView | null = null;
  if (!blocked) {
    const found = await lookUp(env, name);
    if (found === 'down') blocked = notAnswering(tldOf(name));
    else {
      v = found;
      blocked = await transferBlock(env, name, v);
    }
  }
  const q = quoted({
    name,
    tld: sold.tld,
    kind: 'transfer_in',
    years: 1,
    premium: v?.row.premium ?? false,
    target: null,
    blocked,
  });
  return {
    ...q,
    out: {
      ...q.out,
      currentRegistrar: v?.row.registrar ?? null,
      transferLocked: v ? isLocked(v) : null,
      authCodeRequired: true,
    },
  };
}

const isLocked = (v: RegistryView) =>
  v.row.statuses.includes('clientTransferProhibited') || v.row.statuses.includes('serverTransferProhibited');

/** Every reason a transfer would fail that is known before anything is charged. */
async function transferBlock(env: QuoteEnv, name: string, v: RegistryView | null): Promise<Blocked | null> {
  if (!v) return conflict(`${name} is not registered anywhere, so there is nothing to transfer; register it instead`);
  const { row, phase } = v;
  if (row.registrar === OUR_REGISTRAR)
    return conflict(
      (await onThisAccount(env, name))
        ? `${name} is already registered here, on this account`
        : `${name} is already at this registrar (${OUR_REGISTRAR}), so there is nothing to transfer`,
    );
  if (phase !== 'active' && phase !== 'grace')
    return conflict(
      `${name} is in ${phase.replace('_', ' ')} at ${row.registrar}; it cannot move until it is restored there`,
    );
  if (row.statuses.includes('clientTransferProhibited'))
    return conflict(
      `${name} is locked at ${row.registrar}; ask ${row.registrar} to unlock it, then order the transfer`,
    );
  const movesFrom = new Date(row.createdAt.getTime() + TRANSFER_LOCK_DAYS * DAY);
  if (env.now < movesFrom)
    return conflict(
      `${name} was registered on ${isoDate(row.createdAt)}, less than ${TRANSFER_LOCK_DAYS} days ago; registries allow a transfer from ${isoDate(movesFrom)}`,
    );
  const [inProgress] = await openTransfersOfName(env.q, name);
  if (inProgress) return conflict(`A transfer of ${name} to this registrar is already in progress`);
  return blockedByOpenOrder(env, name, ['transfer_in']);
}
