// The hypervisor's power transitions follow the clock: pure, no database.
import { describe, expect, it } from 'vitest';
import { BOOT_MS, powerAt, STOP_MS } from './hypervisor';

const t0 = new Date('2026-11-23T10:00:00Z');
const after = (ms: number) => new Date(t0.getTime() + ms);

describe('powerAt', () => {
  it('leaves a settled state alone', () => {
    const p = powerAt({ status: 'running', powerChangedAt: null, powerNext: null, bootedAt: t0 }, after(99_999));
    expect(p).toEqual({ status: 'running', powerChangedAt: null, powerNext: null, bootedAt: t0 });
  });

  it('stops after STOP_MS, not before', () => {
    const row = { status: 'stopping', powerChangedAt: t0, powerNext: 'stopped', bootedAt: t0 };
    expect(powerAt(row, after(STOP_MS - 1)).status).toBe('stopping');
    expect(powerAt(row, after(STOP_MS))).toMatchObject({ status: 'stopped', powerNext: null, powerChangedAt: null });
  });

  it('passes a reboot through stopping and booting, and records the boot time', () => {
    const row = { status: 'stopping', powerChangedAt: t0, powerNext: 'booting', bootedAt: null };
    expect(powerAt(row, after(STOP_MS))).toMatchObject({ status: 'booting', powerNext: 'running' });
    expect(powerAt(row, after(STOP_MS + BOOT_MS - 1)).status).toBe('booting');
    const done = powerAt(row, after(STOP_MS + BOOT_MS + 60_000));
    expect(done).toMatchObject({ status: 'running', powerNext: null });
    expect(done.bootedAt).toEqual(after(STOP_MS + BOOT_MS));
  });
});
