import { describe, expect, it } from 'vitest';
import type { ReactNode } from 'react';
import { QueryClientProvider } from '@tanstack/react-query';
import { act, renderHook } from '@testing-library/react';
import { accountOps } from '@contract/account';
import { json, stubFetch } from '@/test/fetch-stub';
import { defineMutation, useOperationMutation } from './mutation';
import { createQueryClient } from './query-client';
import { areaKeys } from './query-keys';

const keys = areaKeys('account');

function setup() {
  const qc = createQueryClient();
  qc.setQueryData(keys.list({ kind: 'tokens', limit: 5 }), 'tokens');
  qc.setQueryData(keys.list({ kind: 'guests' }), 'guests');
  const wrapper = ({ children }: { children: ReactNode }) => (
    <QueryClientProvider client={qc}>{children}</QueryClientProvider>
  );
  return { qc, wrapper };
}

describe('useOperationMutation', () => {
  it('sends the operation with the mapped input, then marks stale exactly the declared keys (by prefix)', async () => {
    const calls = stubFetch({ 'DELETE /api/v1/account/tokens/t1': json({}, { status: 204 }) });
    const { qc, wrapper } = setup();
    const revoke = defineMutation(accountOps.revokeToken, {
      request: (id: string) => ({ params: { token: id } }),
      invalidates: () => [keys.list({ kind: 'tokens' })],
    });
    const { result } = renderHook(() => useOperationMutation(revoke), { wrapper });
    await act(() => result.current.mutateAsync('t1'));
    expect(calls.map((c) => `${c.method} ${c.url.pathname}`)).toEqual(['DELETE /api/v1/account/tokens/t1']);
    expect(qc.getQueryState(keys.list({ kind: 'tokens', limit: 5 }))?.isInvalidated).toBe(true);
    expect(qc.getQueryState(keys.list({ kind: 'guests' }))?.isInvalidated).toBe(false);
  });

  it('leaves undefined params out of keys, so a prefix key still matches', () => {
    expect(keys.detail({ view: 'mailbox', input: undefined })).toEqual(['account', 'detail', { view: 'mailbox' }]);
  });
});
