import { describe, expect, it } from 'vitest';
import { setDisplayTimeZone } from '@/lib/display-zone';
import { detail, sync } from './domain-test-data';
import { driftAdvice, phaseOfStatuses } from './drift-advice';

describe('driftAdvice', () => {
  it('agrees when the registry and our records agree', () => {
    expect(driftAdvice(sync(), detail())).toEqual([
      { tone: 'success', title: 'The registry and our records agree', text: 'Nothing to do.' },
    ]);
  });

  it('a later expiry at the registry: the domain is safe, do not renew again, support corrects our record', () => {
    setDisplayTimeZone('UTC');
    const [a, ...rest] = driftAdvice(
      sync({ synced: false, expiresAtRegistry: '2031-06-01T12:00:00.000Z', expiryDrift: 365 }),
      detail(),
    );
    expect(rest).toEqual([]);
    expect(a!.tone).toBe('info');
    expect(a!.title).toContain('365 days later than our records');
    expect(a!.text).toContain('A renewal was recorded at the registry but not here');
    expect(a!.text).toContain('Do not renew again just to fix the date');
    expect(a!.text).toContain('Contact support');
  });

  it('an earlier expiry at the registry is the dangerous one: act before the registry date', () => {
    const [a] = driftAdvice(
      sync({ synced: false, expiresAtRegistry: '2030-05-01T12:00:00.000Z', expiryDrift: -31 }),
      detail(),
    );
    expect(a!.tone).toBe('danger');
    expect(a!.title).toContain('31 days earlier than our records');
    expect(a!.text).toContain('the registry decides');
    expect(a!.text).toContain('renew now');
  });

  it('statuses that put the domain in another phase than ours are named in plain words', () => {
    const advice = driftAdvice(
      sync({ synced: false, registryStatuses: ['redemptionPeriod', 'serverUpdateProhibited'] }),
      detail({ status: 'active' }),
    );
    expect(advice).toHaveLength(1);
    expect(advice[0]!.text).toContain('In redemption: only a restore (with a fee) brings it back');
    expect(advice[0]!.text).toContain('Our records say: Active');
  });

  it('a registry that did not answer: nothing compared, nothing changed, try again', () => {
    const [a] = driftAdvice(
      sync({
        synced: false,
        registryAvailable: false,
        registryStatuses: [],
        expiresAtRegistry: null,
        expiryDrift: null,
      }),
      detail({ domain: 'example.se', tld: 'se' }),
    );
    expect(a!.title).toBe('The .se registry did not answer');
    expect(a!.text).toContain('nothing was changed');
  });

  it('reads the phase from EPP statuses', () => {
    expect(phaseOfStatuses(['ok'])).toBe('active');
    expect(phaseOfStatuses(['autoRenewPeriod', 'clientTransferProhibited'])).toBe('grace');
    expect(phaseOfStatuses(['pendingDelete', 'serverTransferProhibited'])).toBe('pending_delete');
    expect(phaseOfStatuses([])).toBeNull();
  });
});
