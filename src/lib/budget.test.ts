import { afterEach, describe, expect, it } from 'vitest';
import { BUDGET_DATA_ID } from '@contract/served-session';
import { budgetFromPage, budgetStore } from './budget';

const carry = (headers: unknown) => {
  const block = document.createElement('script');
  block.type = 'application/json';
  block.id = BUDGET_DATA_ID;
  block.textContent = JSON.stringify(headers);
  document.head.append(block);
};

afterEach(() => {
  budgetStore.set(null);
  document.getElementById(BUDGET_DATA_ID)?.remove();
});

describe('the budget the served page carries', () => {
  it('is the header’s first figure, taken once', () => {
    carry({ 'x-ratelimit-limit': '300', 'x-ratelimit-remaining': '287', 'x-ratelimit-reset': '120' });
    budgetFromPage();
    const after = Date.now();
    const b = budgetStore.get()!;
    expect([b.limit, b.remaining]).toEqual([300, 287]);
    // Counted from when the page's answer came (this test's page: its start), not later.
    expect(b.resetAt).toBeLessThanOrEqual(after + 120_000);
    expect(b.resetAt).toBeGreaterThan(performance.timeOrigin + 120_000 - 1);
    expect(document.getElementById(BUDGET_DATA_ID)).toBeNull();
  });

  it('says nothing when the page carries none, another bucket, or what does not read', () => {
    budgetFromPage();
    expect(budgetStore.get()).toBeNull();
    carry({
      'x-ratelimit-bucket': 'write',
      'x-ratelimit-limit': '60',
      'x-ratelimit-remaining': '1',
      'x-ratelimit-reset': '9',
    });
    budgetFromPage();
    expect(budgetStore.get()).toBeNull();
    carry('not headers');
    budgetFromPage();
    expect(budgetStore.get()).toBeNull();
  });
});
