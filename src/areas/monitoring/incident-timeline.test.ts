import { describe, expect, it } from 'vitest';
import { entryWords } from './incident-words';
import { mergeTimeline, monitorsChangedSince, outageLength, type MonitorEventRow } from './incident-timeline';
import { event, monitor } from './monitoring-test-data';

const FROM = '2026-11-22T06:00:00.000Z';
const site = monitor({ id: 'mon_1', name: 'Shop front page', lastChangeAt: '2026-11-23T02:10:00.000Z' });
const api = monitor({ id: 'mon_2', name: 'Shop API', lastChangeAt: '2026-11-01T00:00:00.000Z' });

const down = (over: Partial<MonitorEventRow> = {}) =>
  event({
    id: 'ev_d',
    monitorId: 'mon_1',
    kind: 'down',
    at: '2026-11-23T01:58:00.000Z',
    durationSeconds: 720,
    ...over,
  });
const up = event({ id: 'ev_u', monitorId: 'mon_1', kind: 'up', at: '2026-11-23T02:10:00.000Z', responseTimeMs: 180 });

describe('which monitors have events in the period', () => {
  it('only those whose status changed since the period began; never-changed ones are left out', () => {
    const never = monitor({ id: 'mon_3', lastChangeAt: null });
    expect(monitorsChangedSince([site, api, never], FROM).map((m) => m.id)).toEqual(['mon_1']);
  });
});

describe('merging the incident timeline', () => {
  const spike = {
    from: '2026-11-23T01:00:00.000Z',
    to: '2026-11-23T03:00:00.000Z',
    errors: 140,
    serverErrors: 120,
    peak: 90,
    median: 2,
  };

  it('puts monitor events, spikes and faults in one list, newest first', () => {
    const entries = mergeTimeline(
      {
        monitors: [site, api],
        events: { mon_1: [up, down()] },
        spikes: [spike],
        faults: {
          counts: { cpu: 4, memory: 1, processes: 0, io: 0 },
          sampledAt: '2026-11-23T06:00:00.000Z',
          windowHours: 24,
        },
      },
      FROM,
    );
    expect(entries.map((e) => [e.kind, e.at])).toEqual([
      ['faults', '2026-11-23T06:00:00.000Z'],
      ['monitor', '2026-11-23T02:10:00.000Z'],
      ['monitor', '2026-11-23T01:58:00.000Z'],
      ['spike', '2026-11-23T01:00:00.000Z'],
    ]);
  });

  it('leaves out what happened before the period, but keeps a spike that reaches into it', () => {
    const entries = mergeTimeline(
      {
        monitors: [site],
        events: { mon_1: [down({ at: '2026-11-21T23:00:00.000Z' })] },
        spikes: [
          { ...spike, from: '2026-11-22T05:00:00.000Z', to: '2026-11-22T07:00:00.000Z' },
          { ...spike, from: '2026-11-21T01:00:00.000Z', to: '2026-11-21T02:00:00.000Z' },
        ],
        faults: null,
      },
      FROM,
    );
    expect(entries.map((e) => [e.kind, e.at])).toEqual([['spike', '2026-11-22T05:00:00.000Z']]);
  });

  it('says nothing about faults when no limit was hit, and skips events of a monitor it does not know', () => {
    const entries = mergeTimeline(
      {
        monitors: [site],
        events: { mon_9: [down({ monitorId: 'mon_9' })] },
        spikes: [],
        faults: {
          counts: { cpu: 0, memory: 0, processes: 0, io: 0 },
          sampledAt: '2026-11-23T06:00:00.000Z',
          windowHours: 24,
        },
      },
      FROM,
    );
    expect(entries).toEqual([]);
  });

  it('puts a monitor event before a spike at the same moment', () => {
    const same = '2026-11-23T01:00:00.000Z';
    const entries = mergeTimeline(
      { monitors: [site], events: { mon_1: [down({ at: same })] }, spikes: [spike], faults: null },
      FROM,
    );
    expect(entries.map((e) => e.kind)).toEqual(['monitor', 'spike']);
  });
});

describe('what each entry says', () => {
  it('an outage says why and how long it lasted, or that it goes on', () => {
    const [ended] = mergeTimeline(
      { monitors: [site], events: { mon_1: [down({ reason: 'Connection refused' })] }, spikes: [], faults: null },
      FROM,
    );
    expect(entryWords(ended!)).toEqual({
      title: 'Shop front page went down',
      detail: 'Connection refused. Back up after 12 min.',
      tone: 'danger',
    });
    const [ongoing] = mergeTimeline(
      {
        monitors: [site],
        events: { mon_1: [down({ reason: null, statusCode: 503, durationSeconds: null })] },
        spikes: [],
        faults: null,
      },
      FROM,
    );
    expect(entryWords(ongoing!).detail).toBe('HTTP 503. Still down.');
  });

  it('faults name each limit hit and how often', () => {
    const [f] = mergeTimeline(
      {
        monitors: [],
        events: {},
        spikes: [],
        faults: {
          counts: { cpu: 4, memory: 1, processes: 0, io: 0 },
          sampledAt: '2026-11-23T06:00:00.000Z',
          windowHours: 24,
        },
      },
      FROM,
    );
    expect(entryWords(f!).detail).toContain('the memory limit once, the CPU limit 4 times');
  });

  it('outage lengths read as minutes and hours', () => {
    expect([30, 60, 720, 3600, 7500].map(outageLength)).toEqual([
      'under a minute',
      '1 min',
      '12 min',
      '1 h',
      '2 h 5 min',
    ]);
  });
});
