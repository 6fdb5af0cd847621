import { describe, expect, it } from 'vitest';
import { act, render, screen, waitFor } from '@testing-library/react';
import { QueryClientProvider } from '@tanstack/react-query';
import { accountOps } from '@contract/account';
import { authOps } from '@contract/auth';
import { apiRequest } from '@/lib/api-client';
import { createQueryClient } from '@/lib/query-client';
import { json, rateHeaders, stubFetch } from '@/test/fetch-stub';
import { budgetStore, setBudget } from '@/lib/budget';
import { overview, session } from '@/test/fixtures';
import { BudgetMeter } from './budget-meter';

const budgetText = () => screen.getByTestId('budget').textContent ?? '';

describe('BudgetMeter', () => {
  it('reads the rate headers of every response and asks for nothing itself', async () => {
    const calls = stubFetch({
      'GET /api/v1/auth/session': json(session(), { headers: rateHeaders(290, 300, 200) }),
      'GET /api/v1/account/overview': [
        json(overview(), { headers: rateHeaders(45, 300, 150) }),
        json(overview(), { headers: rateHeaders(0, 300, 75) }),
      ],
      'POST /api/v1/auth/logout': json(
        { ok: true },
        { headers: { ...rateHeaders(59, 60, 3500), 'X-RateLimit-Bucket': 'write' } },
      ),
    });
    budgetStore.set(null);
    render(
      <QueryClientProvider client={createQueryClient()}>
        <BudgetMeter />
      </QueryClientProvider>,
    );
    expect(screen.getByText('Requests …')).toBeInstanceOf(HTMLElement);
    // the shell's first call brings the headers
    await act(() => apiRequest(authOps.getSession));
    await waitFor(() => expect(budgetText()).toContain('290 / 300'));
    expect(budgetText()).toMatch(/resets in 3:(20|19)/);
    expect(budgetText()).not.toContain('low');

    // below 20%: a warning
    await act(() => apiRequest(accountOps.getOverview));
    expect(budgetText()).toContain('45 / 300');
    expect(budgetText()).toContain('Request budget is low.');

    // the write budget's headers do not move the request budget
    await act(() => apiRequest(authOps.logout));
    expect(budgetText()).toContain('45 / 300');

    // at 0: used up, counting down to the reset
    await act(() => apiRequest(accountOps.getOverview));
    expect(budgetText()).toContain('0 / 300');
    expect(budgetText()).toContain('used up');
    const first = budgetText().match(/resets in (\d+:\d\d)/)?.[1];
    expect(first).toMatch(/1:1[45]/);
    await waitFor(() => expect(budgetText().match(/resets in (\d+:\d\d)/)?.[1]).not.toBe(first), { timeout: 2500 });
    // every request was the test's own
    expect(calls.map((c) => `${c.method} ${c.url.pathname}`)).toEqual([
      'GET /api/v1/auth/session',
      'GET /api/v1/account/overview',
      'POST /api/v1/auth/logout',
      'GET /api/v1/account/overview',
    ]);
  });

  it('is whole again once the window resets, without asking the server', () => {
    const calls = stubFetch({});
    const now = Date.now();
    setBudget(300, 12, 1, now - 2_000); // reset one second ago
    render(
      <QueryClientProvider client={createQueryClient()}>
        <BudgetMeter />
      </QueryClientProvider>,
    );
    expect(budgetText()).toContain('300 / 300');
    const [m, sec] = budgetText()
      .match(/resets in (\d+):(\d\d)/)!
      .slice(1)
      .map(Number);
    expect(m! * 60 + sec!).toBeGreaterThan(290); // the next 5-minute window
    expect(calls).toEqual([]);
  });
});

describe('BudgetMeter in the compact header', () => {
  it('says what its figure counts: "left" on a small screen, and the limit in its title and spoken label', () => {
    stubFetch({});
    setBudget(300, 134, 200);
    render(
      <QueryClientProvider client={createQueryClient()}>
        <BudgetMeter />
      </QueryClientProvider>,
    );
    const meter = screen.getByTestId('budget');
    expect(meter.title).toBe('Requests left in the current window: 134 of 300');
    // The compact figure (shown below `lg`; CSS is not applied here) is "134 left", spoken "134 of 300".
    const compact = screen.getByText('left', { exact: false, selector: '[aria-hidden="true"]' });
    expect(compact.textContent).toBe(' left');
    expect(compact.parentElement!.textContent).toBe(' of 300 left');
    expect(meter.textContent).toContain('Requests left: 134');
  });
});
