import { describe, expect, it } from 'vitest';
import { lifecycle } from './domain-test-data';
import { lifecycleSteps } from './lifecycle-words';

const utc = { timeZone: 'UTC', locale: 'en-GB' };
const BEFORE_RENEWAL = Date.parse('2030-04-01T00:00:00Z');

describe('lifecycleSteps', () => {
  it('tells an active, auto-renewing domain what happens next, phase by phase, with the current one marked', () => {
    const steps = lifecycleSteps(lifecycle(), utc, BEFORE_RENEWAL);
    expect(steps.map((s) => [s.phase, s.when])).toEqual([
      ['active', 'now'],
      ['grace', 'next'],
      ['redemption', 'next'],
      ['pending_delete', 'next'],
      ['released', 'next'],
    ]);
    expect(steps[0]!.text).toBe(
      'Renews automatically on 2 May 2030, 12:00 UTC, before it expires on 1 Jun 2030, 12:00 UTC.',
    );
    expect(steps[2]!.text).toBe(
      'If not renewed by 1 Jul 2030, 12:00 UTC, the domain enters redemption on 1 Jul 2030, 12:00 UTC; restoring then ' +
        'costs a restore fee on top of the renewal, until 31 Jul 2030, 12:00 UTC.',
    );
    expect(steps[4]!.text).toBe('Released to the public on 5 Aug 2030, 12:00 UTC: anyone can register it then.');
  });

  it('says so when the renewal date has passed instead of promising a renewal in the past', () => {
    const [active] = lifecycleSteps(lifecycle(), utc, Date.parse('2030-05-20T00:00:00Z'));
    expect(active!.text).toBe(
      'Auto-renew is on and the renewal was due on 2 May 2030, 12:00 UTC. If it has not gone through, renew before ' +
        '1 Jun 2030, 12:00 UTC to keep the domain.',
    );
    const off = lifecycleSteps(lifecycle({ autoRenew: false, renewalAttemptAt: null }), utc)[0]!;
    expect(off.text).toBe('Expires on 1 Jun 2030, 12:00 UTC. Auto-renew is off: renew before then to keep the domain.');
  });

  it('in redemption, names the restore price and the end of the window; past phases read in the past tense', () => {
    const steps = lifecycleSteps(
      lifecycle({ phase: 'redemption', restorable: true, restorePrice: { amount: 116.25, currency: 'EUR' } }),
      utc,
    );
    const byPhase = Object.fromEntries(steps.map((s) => [s.phase, s]));
    expect(byPhase.active!.when).toBe('past');
    expect(byPhase.active!.text).toBe('Expired on 1 Jun 2030, 12:00 UTC.');
    expect(byPhase.redemption!.when).toBe('now');
    expect(byPhase.redemption!.text).toBe(
      "In redemption since 1 Jul 2030, 12:00 UTC: restoring costs €116.25 incl. VAT (the restore fee and a year's " +
        'renewal), until 31 Jul 2030, 12:00 UTC.',
    );
  });

  it('leaves out a grace period the registry does not have (.se goes from expiry straight to redemption)', () => {
    const l = lifecycle();
    l.timeline[1] = { phase: 'grace', startsAt: '2030-06-01T12:00:00.000Z', endsAt: '2030-06-01T12:00:00.000Z' };
    l.timeline[2] = { phase: 'redemption', startsAt: '2030-06-01T12:00:00.000Z', endsAt: '2030-07-31T12:00:00.000Z' };
    const steps = lifecycleSteps(l, utc, BEFORE_RENEWAL);
    expect(steps.map((s) => s.phase)).not.toContain('grace');
    expect(steps.find((s) => s.phase === 'redemption')!.text).toMatch(
      /^If not renewed by 1 Jun 2030, 12:00 UTC, the domain enters redemption on 1 Jun 2030, 12:00 UTC;/,
    );
  });

  it('without dates tells only the phase the domain is in', () => {
    const steps = lifecycleSteps(lifecycle({ timeline: [], expiresAt: null, renewalAttemptAt: null }), utc);
    expect(steps).toHaveLength(1);
    expect(steps[0]!.phase).toBe('active');
  });
});
