import { describe, expect, it } from 'vitest';
import { budgetNetwork } from './client-address';

describe('budgetNetwork', () => {
  it('keeps an IPv4 address as it is', () => {
    expect(budgetNetwork('203.0.113.7')).toBe('203.0.113.7');
  });
  it('puts every address of one IPv6 /64 in one budget, and another /64 in another', () => {
    const a = budgetNetwork('2001:db8:1:2:aaaa::1');
    expect(budgetNetwork('2001:db8:1:2:ffff:ffff:ffff:ffff')).toBe(a);
    expect(a).toBe('2001:db8:1:2::/64');
    expect(budgetNetwork('2001:db8:1:3::1')).not.toBe(a);
  });
  it('counts an IPv4-mapped IPv6 address as its IPv4 address', () => {
    expect(budgetNetwork('::ffff:198.51.100.4')).toBe('198.51.100.4');
  });
});
