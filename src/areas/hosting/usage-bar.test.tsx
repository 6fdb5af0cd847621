import { render, screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { UsageBar } from './usage-bar';

describe('UsageBar', () => {
  it('reads the amount and the percentage as two words, not run together', () => {
    // 45.1 of 200 (a CPU's percent): "45.1 % of 200 %" and "22 %" once ran together as "200 %22 %".
    render(<UsageBar label="CPU" used={45.1} limit={200} unit="percent" />);
    expect(screen.getByTestId('usage-CPU').textContent).toMatch(/of 200 % 22 %/);
  });
});
