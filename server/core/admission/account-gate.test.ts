// The per-account gate: a few requests of one account run at once, the next wait in arrival
// order, the rest are refused with 429; other accounts never wait behind them.
import { describe, expect, it } from 'vitest';
import { AccountGate } from './account-gate';
import { ApiError } from '@server/core/problem';

describe('AccountGate', () => {
  it('runs at most inFlight at once per account, queues the next in order, refuses beyond', async () => {
    const gate = new AccountGate(2, 2);
    const first = await gate.enter(1);
    const second = await gate.enter(1);
    const order: string[] = [];
    const third = gate.enter(1).then((leave) => (order.push('third'), leave));
    const fourth = gate.enter(1).then((leave) => (order.push('fourth'), leave));
    await expect(gate.enter(1)).rejects.toSatisfy(
      (e) => e instanceof ApiError && e.code === 'rate_limited' && /4 requests in progress/.test(e.detail),
    );
    expect(gate.load(1)).toEqual({ running: 2, waiting: 2 });
    // Another account is not behind them.
    const other = await gate.enter(2);
    other();
    first();
    first(); // a second call gives nothing back twice
    (await third)();
    second();
    (await fourth)();
    expect(order).toEqual(['third', 'fourth']);
    expect(gate.load(1)).toEqual({ running: 0, waiting: 0 });
  });
});
