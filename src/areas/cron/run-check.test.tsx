import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { renderHook } from '@testing-library/react';
import { CHECK_DELAY_MS, MAX_AUTOMATIC_CHECKS, useRunCheck } from './run-check';

describe('checking for a run after it was due', () => {
  beforeEach(() => {
    vi.useFakeTimers();
    vi.setSystemTime(new Date('2026-11-23T10:00:30.000Z'));
  });
  afterEach(() => vi.useRealTimers());

  it('checks once, shortly after the due time, and stops after a few checks', () => {
    const check = vi.fn();
    const { rerender } = renderHook(({ at }) => useRunCheck(at, check), {
      initialProps: { at: '2026-11-23T10:01:00.000Z' },
    });
    vi.advanceTimersByTime(30_000 + CHECK_DELAY_MS - 1);
    expect(check).not.toHaveBeenCalled();
    vi.advanceTimersByTime(1);
    expect(check).toHaveBeenCalledTimes(1);
    // each answer brings the next due time; the budget allows only a few automatic checks
    for (let minute = 2; minute < 10; minute++) {
      rerender({ at: `2026-11-23T10:0${minute}:00.000Z` });
      vi.advanceTimersByTime(60_000);
    }
    expect(check).toHaveBeenCalledTimes(MAX_AUTOMATIC_CHECKS);
  });

  it('sets no timer for a run more than an hour away', () => {
    const check = vi.fn();
    renderHook(() => useRunCheck('2026-12-01T02:00:00.000Z', check));
    vi.advanceTimersByTime(2 * 60 * 60_000);
    expect(check).not.toHaveBeenCalled();
  });
});
