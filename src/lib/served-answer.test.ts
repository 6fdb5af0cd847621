import { afterEach, describe, expect, it } from 'vitest';
import { QueryClient } from '@tanstack/react-query';
import { accessibleAccountsQuery, takeServedAccessibleAccounts } from './accessible-accounts';
import { takeServedAnswer } from './served-answer';

/** What server/pages/spa.ts writes into the page. */
function serve(operationId: string, text: string) {
  const element = document.createElement('script');
  element.type = 'application/json';
  element.dataset.answerOf = operationId;
  element.textContent = text;
  document.head.append(element);
}

afterEach(() => document.querySelectorAll('script[data-answer-of]').forEach((e) => e.remove()));

describe('answers the page was served with', () => {
  it('are taken once, by the operation that asked for them', () => {
    serve('getPreferences', '{"timezone":"Asia/Tokyo"}');
    expect(takeServedAnswer('listAccessibleAccounts')).toBeUndefined();
    expect(takeServedAnswer('getPreferences')).toEqual({ timezone: 'Asia/Tokyo' });
    expect(takeServedAnswer('getPreferences')).toBeUndefined();
  });

  it('are none when the block cannot be read', () => {
    serve('getPreferences', '{not json');
    expect(takeServedAnswer('getPreferences')).toBeUndefined();
    expect(document.querySelector('script[data-answer-of]')).toBeNull();
  });

  it('fill the header’s account list without a request', () => {
    const list = { data: [{ id: 1, name: 'Nordlight Studio AB', role: 'owner' }], hasMore: false, nextCursor: null };
    serve('listAccessibleAccounts', JSON.stringify(list));
    const qc = new QueryClient();
    takeServedAccessibleAccounts(qc);
    expect(qc.getQueryData(accessibleAccountsQuery.queryKey)).toEqual(list);
    // Nothing served: nothing cached, the switcher asks.
    const other = new QueryClient();
    takeServedAccessibleAccounts(other);
    expect(other.getQueryData(accessibleAccountsQuery.queryKey)).toBeUndefined();
  });
});
