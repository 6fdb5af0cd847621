// The simulated node's meter: deterministic, scaled to the plan, following a
// daily curve, with occasional spikes that hit a limit and count as faults.
import { describe, expect, it } from 'vitest';
import { HOUR_MS, readMeter, readMeterHours, xorshift32, type Allocation } from './usage-meter';

const business: Allocation = {
  bandwidthMb: 512000,
  cpuPercent: 200,
  memoryMb: 2048,
  processes: 100,
  entryProcesses: 30,
  ioKbps: 8192,
  iops: 2048,
};
const starter: Allocation = { ...business, bandwidthMb: 102400, cpuPercent: 100, memoryMb: 1024 };
const created = new Date('2024-01-01T00:00:00Z');
const account = (serviceId: number) => ({ serviceId, createdAt: created, active: true });
const year = readMeterHours(account(7), business, new Date('2025-01-01T00:00:00Z'), new Date('2025-12-31T23:00:00Z'));
const mean = (xs: number[]) => xs.reduce((a, b) => a + b, 0) / xs.length;

describe('usage meter', () => {
  it('gives the same reading for the same account and hour, and another for another account', () => {
    const at = new Date('2025-06-03T14:20:00Z');
    expect(readMeter(account(7), business, at)).toEqual(readMeter(account(7), business, at));
    expect(readMeter(account(7), business, at).at.toISOString()).toBe('2025-06-03T14:00:00.000Z');
    expect(readMeter(account(8), business, at)).not.toEqual(readMeter(account(7), business, at));
    const r = xorshift32(42);
    const xs = Array.from({ length: 1000 }, r);
    expect(Math.min(...xs)).toBeGreaterThanOrEqual(0);
    expect(Math.max(...xs)).toBeLessThan(1);
  });

  it("keeps a Business account's CPU around a believable share of its 200 %, busier by day than by night", () => {
    expect(year).toHaveLength(365 * 24);
    const cpu = mean(year.map((r) => r.cpuPercent));
    expect(cpu).toBeGreaterThan(0.08 * 200);
    expect(cpu).toBeLessThan(0.3 * 200);
    const at = (h: number) => mean(year.filter((r) => r.at.getUTCHours() === h).map((r) => r.cpuPercent));
    expect(at(15)).toBeGreaterThan(2 * at(3));
    for (const r of year) {
      expect(r.cpuPercent).toBeLessThanOrEqual(200);
      expect(r.memoryMb).toBeLessThanOrEqual(2048);
      expect(r.entryProcesses).toBeLessThanOrEqual(30);
      expect(r.processes).toBeLessThanOrEqual(100);
    }
  });

  it('has occasional spikes that hit the CPU limit and count faults, and none in quiet hours', () => {
    const faulted = year.filter((r) => r.faults.cpu > 0);
    expect(faulted.length).toBeGreaterThan(5);
    expect(faulted.length).toBeLessThan(year.length * 0.03);
    for (const r of faulted) expect(r.cpuPercent).toBe(200);
    expect(year.filter((r) => r.faults.cpu === 0 && r.cpuPercent === 200)).toEqual([]);
  });

  it('scales to the plan: a Starter account uses a share of its smaller limits and bandwidth', () => {
    const small = readMeterHours(
      account(7),
      starter,
      new Date('2025-03-01T00:00:00Z'),
      new Date('2025-03-31T23:00:00Z'),
    );
    const month = small.reduce((sum, r) => sum + r.bandwidthMb, 0);
    expect(month).toBeGreaterThan(0.15 * 102400);
    expect(month).toBeLessThan(0.6 * 102400);
    expect(mean(small.map((r) => r.cpuPercent))).toBeLessThan(0.3 * 100);
  });

  it('reads a suspended account idle, reads no disk (the collector measures the home tree), and starts at creation', () => {
    const idle = readMeter({ ...account(7), active: false }, business, new Date('2025-12-01T00:00:00Z'));
    expect(idle).toMatchObject({ cpuPercent: 0, memoryMb: 0, processes: 0, iops: 0, bandwidthMb: 0 });
    expect(idle).not.toHaveProperty('diskMb');
    expect(readMeterHours(account(7), business, new Date(created.getTime() - 5 * HOUR_MS), created)).toHaveLength(1);
  });
});
