import { describe, expect, it } from 'vitest';
import { render, screen } from '@testing-library/react';
import { QueryClientProvider, useQuery } from '@tanstack/react-query';
import { accountOps } from '@contract/account';
import { apiRequest } from '@/lib/api-client';
import { createQueryClient } from '@/lib/query-client';
import { json, problem, rateHeaders, stubFetch } from '@/test/fetch-stub';
import { overview } from '@/test/fixtures';
import { NoticeRegion } from './notice-region';

function Balance() {
  const q = useQuery({
    queryKey: ['account', 'detail', 'overview'],
    queryFn: () => apiRequest(accountOps.getOverview),
  });
  if (q.isError) return <p>failed: {q.error.message}</p>;
  return <p>{q.data ? `services: ${q.data.services.total}` : 'loading'}</p>;
}

function renderWithNotices() {
  return render(
    <QueryClientProvider client={createQueryClient()}>
      <Balance />
      <NoticeRegion />
    </QueryClientProvider>,
  );
}

describe('429 handling', () => {
  it('shows a clear notice, waits Retry-After, then retries and shows the data', async () => {
    const calls = stubFetch({
      'GET /api/v1/account/overview': [
        problem(429, 'rate_limited', '300 requests per 5 minutes used', {}, { 'Retry-After': '1', ...rateHeaders(0) }),
        json(overview()),
      ],
    });
    renderWithNotices();
    const notice = await screen.findByText('Too many requests');
    const box = notice.closest('div')!.parentElement!;
    expect(box.textContent).toContain('Your request budget is used up');
    expect(box.textContent).toContain('Retrying automatically in 1 second.');
    expect(box.textContent).not.toContain('global');
    expect(screen.queryByText('services: 7')).toBeNull(); // still waiting, not failed

    expect((await screen.findByText('services: 7', {}, { timeout: 3000 })).tagName).toBe('P');
    expect(calls).toHaveLength(2);
    expect(screen.queryByText('Too many requests')).toBeNull(); // the wait is over
  });

  it('says a global cap is global, not the user’s', async () => {
    stubFetch({
      'GET /api/v1/account/overview': problem(
        429,
        'rate_limited',
        'The daily restore cap is global: it is not your limit',
        { global: true, retryAfter: 3600 },
        { 'Retry-After': '3600' },
      ),
    });
    renderWithNotices();
    const notice = await screen.findByText('A global limit was reached');
    const box = notice.closest('div')!.parentElement!;
    expect(box.textContent).toContain('applies to everyone, not to your account');
    expect(box.textContent).toContain('You can try again in 1 hour.');
    expect((await screen.findByText(/^failed:/)).textContent).toBe(
      'failed: The daily restore cap is global: it is not your limit',
    );
  });
});
