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
    // Another callback that asks for a turn after every turn it gets: counted in loop turns, not in a
    // timer's milliseconds, so a machine busy with other processes does not change what is counted.
    let turns = 0;
    let running = true;
    const other = () => {
      if (!running) return;
      turns++;
      setImmediate(other);
    };
    setImmediate(other);
    const n = await paced(busy(200), 8);
    running = false;
    expect(n).toBeGreaterThan(0);
    // Slices of 8 ms of wall time over 200 ms: at least 25 turns. Held for the whole 200 ms, it would get none.
    expect(turns).toBeGreaterThan(5);
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
