import { describe, expect, it } from 'vitest';
import { faultLines } from './faults';

describe('faultLines', () => {
  it('explains each limit hit by what visitors saw, refusals first', () => {
    expect(faultLines({ cpu: 1, memory: 3, processes: 0, io: 2 })).toEqual([
      'Hit the memory limit 3 times: visitors may have seen 508 errors while the site had no memory left.',
      'Hit the CPU limit once: pages were slowed down, not refused.',
      'Hit the disk I/O limit 2 times: pages and uploads were slowed down while it lasted.',
    ]);
  });

  it('says nothing when no limit was hit', () => {
    expect(faultLines({ cpu: 0, memory: 0, processes: 0, io: 0 })).toEqual([]);
  });
});
