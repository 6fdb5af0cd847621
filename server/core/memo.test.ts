import { describe, expect, it } from 'vitest';
import { memoize } from './memo';

describe('memoize', () => {
  it('works a value out once per argument, null included', () => {
    let calls = 0;
    const f = memoize((k) => {
      calls++;
      return k === 'none' ? null : k.length;
    });
    expect([f('abc'), f('abc'), f('none'), f('none'), f('de')]).toEqual([3, 3, null, null, 2]);
    expect(calls).toBe(3);
  });

  it('keeps no throw: a failing argument is tried again', () => {
    let calls = 0;
    const f = memoize((k) => {
      calls++;
      throw new Error(k);
    });
    expect(() => f('x')).toThrow('x');
    expect(() => f('x')).toThrow('x');
    expect(calls).toBe(2);
  });

  it('stays bounded: past 10,000 arguments it starts again', () => {
    let calls = 0;
    const f = memoize((k) => (calls++, k));
    for (let i = 0; i <= 10_000; i++) f(String(i));
    expect(calls).toBe(10_001);
    f('0');
    expect(calls).toBe(10_002);
  });
});
