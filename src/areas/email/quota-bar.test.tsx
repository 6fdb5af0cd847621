import { describe, expect, it } from 'vitest';
import { render, screen } from '@testing-library/react';
import { QuotaBar, quotaLevel } from './quota-bar';

describe('QuotaBar', () => {
  it('changes level at 70, 85 and 95 percent', () => {
    expect([0, 69.9, 70, 84.9, 85, 94.9, 95, 120].map(quotaLevel)).toEqual([
      'ok',
      'ok',
      'high',
      'high',
      'very-high',
      'very-high',
      'full',
      'full',
    ]);
  });

  it('is a meter that says the numbers and the level in words', () => {
    render(<QuotaBar usedMb={4300} quotaMb={5000} />);
    const meter = screen.getByRole('meter', { name: 'Mailbox usage' });
    expect(meter.getAttribute('data-level')).toBe('very-high');
    expect(meter.getAttribute('aria-valuenow')).toBe('86');
    expect(meter.getAttribute('aria-valuetext')).toBe('4.3 GB of 5 GB (86%), nearly full');
    expect((meter.firstChild as HTMLElement).className).toContain('bg-orange-600');
  });

  it('shows no bar for an unlimited mailbox', () => {
    render(<QuotaBar usedMb={12} quotaMb={null} />);
    expect(screen.queryByRole('meter')).toBeNull();
    expect(screen.getByText('12 MB used · no quota')).toBeTruthy();
  });
});
