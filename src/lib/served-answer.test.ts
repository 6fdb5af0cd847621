import { afterEach, describe, expect, it } from 'vitest';
import { QueryClient } from '@tanstack/react-query';
import { accessibleAccountsQuery, takeServedAccessibleAccounts } from './accessible-accounts';
import { takeServedAnswer } from './served-answer';

/** What server/pages/spa.ts writes into the page: an answer, and the query it is for when it has one. */
function serve(operationId: string, text: string, query?: string) {
  const element = document.createElement('script');
  element.type = 'application/json';
  element.dataset.answerOf = operationId;
  if (query !== undefined) element.dataset.answerQuery = query;
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

  it('are taken by the query they answer, whatever its order, and only by it', () => {
    serve('getCmsInstall', '{"id":"app_1"}', 'input=b%C3%BCcher.se&install_id=app_1');
    expect(takeServedAnswer('getCmsInstall')).toBeUndefined();
    expect(takeServedAnswer('getCmsInstall', { input: 'bücher.se', install_id: 'app_2' })).toBeUndefined();
    expect(takeServedAnswer('getCmsInstall', { install_id: 'app_1', input: 'bücher.se' })).toEqual({ id: 'app_1' });
    expect(takeServedAnswer('getCmsInstall', { input: 'bücher.se', install_id: 'app_1' })).toBeUndefined();
    // An answer without a query is not one for a query.
    serve('getVps', '{"serviceId":7}');
    expect(takeServedAnswer('getVps', { input: '7' })).toBeUndefined();
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
