import { QueryClient } from '@tanstack/react-query';
import { describe, expect, it } from 'vitest';
import { readsUnderWaySettled } from './reads-settled';

/** A read that answers when told to. */
function deferred() {
  let answer!: (value: string) => void;
  const promise = new Promise<string>((resolve) => (answer = resolve));
  return { promise, answer };
}

const tick = () => new Promise((resolve) => setTimeout(resolve, 5));

describe('readsUnderWaySettled', () => {
  it('resolves at once when nothing is being read', async () => {
    await expect(readsUnderWaySettled(new QueryClient())).resolves.toBeUndefined();
  });

  it('waits for every read under way, answered or failed', async () => {
    const client = new QueryClient({ defaultOptions: { queries: { retry: false } } });
    const a = deferred();
    const b = deferred();
    void client.prefetchQuery({ queryKey: ['a'], queryFn: () => a.promise });
    void client.prefetchQuery({ queryKey: ['b'], queryFn: () => b.promise.then(() => Promise.reject(new Error('x'))) });
    let settled = false;
    void readsUnderWaySettled(client).then(() => (settled = true));

    a.answer('a');
    await tick();
    expect(settled).toBe(false);
    b.answer('b');
    await tick();
    expect(settled).toBe(true);
  });

  it('waits for a read that starts once another has answered', async () => {
    const client = new QueryClient();
    const domains = deferred();
    const list = deferred();
    // As the mailboxes' loader: the list is asked for once the domains are known.
    void client
      .prefetchQuery({ queryKey: ['domains'], queryFn: () => domains.promise })
      .then(() => client.prefetchQuery({ queryKey: ['list'], queryFn: () => list.promise }));
    let settled = false;
    void readsUnderWaySettled(client).then(() => (settled = true));

    domains.answer('d');
    await tick();
    expect(client.getQueryState(['list'])?.fetchStatus).toBe('fetching');
    expect(settled).toBe(false);
    list.answer('l');
    await tick();
    expect(settled).toBe(true);
  });
});
