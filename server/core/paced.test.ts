// Paced work lets the event loop in between slices; run straight through it gives the same result.
import { describe, expect, it } from 'vitest';
import { paced, runNow, type Steps } from './paced';

function* busy(ms: number): Steps<number> {
  const end = performance.now() + ms;
  let n = 0;
  while (performance.now() < end) {
    n++;
    yield;
  }
  return n;
}

describe('paced', () => {
  it('gives other callbacks a turn while 200 ms of work runs', async () => {
    const ticks: number[] = [];
    const timer = setInterval(() => ticks.push(performance.now()), 1);
    const n = await paced(busy(200), 8);
    clearInterval(timer);
    expect(n).toBeGreaterThan(0);
    // A loop held for the whole 200 ms would let the timer run at most once or twice.
    expect(ticks.length).toBeGreaterThan(5);
  });

  it('runs the same steps straight through', () => {
    function* sum(): Steps<number> {
      let s = 0;
      for (let i = 1; i <= 100; i++) {
        s += i;
        yield;
      }
      return s;
    }
    expect(runNow(sum())).toBe(5050);
  });
});
