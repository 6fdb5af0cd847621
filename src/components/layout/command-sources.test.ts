import { QueryClient } from '@tanstack/react-query';
import { describe, expect, it, vi } from 'vitest';
import { lazySource, type CommandSource } from './command-sources';

const queryClient = new QueryClient();
const zones: CommandSource = {
  id: 'dns-zones',
  label: 'DNS zones',
  minLength: 2,
  // Answers only with the app's query client, which the lazy source must pass on.
  search: (query, _signal, client) =>
    client === queryClient ? [{ id: `z:${query}`, label: query, link: { to: '/dns' } }] : [],
};

describe('a lazy palette source', () => {
  it('loads its code on the first search only, and answers as the loaded source does', async () => {
    const load = vi.fn(async () => zones);
    const source = lazySource({ id: 'dns-zones', label: 'DNS zones', minLength: 2 }, load);
    expect(load).not.toHaveBeenCalled();
    expect(source.minLength).toBe(2);
    const signal = new AbortController().signal;
    expect(await source.search('example', signal, queryClient)).toEqual([
      { id: 'z:example', label: 'example', link: { to: '/dns' } },
    ]);
    await source.search('other', signal, queryClient);
    expect(load).toHaveBeenCalledTimes(1);
  });

  it('tries the load again on the next search after a failed one', async () => {
    const load = vi.fn().mockRejectedValueOnce(new Error('chunk failed')).mockResolvedValue(zones);
    const source = lazySource({ id: 'dns-zones', label: 'DNS zones' }, load);
    const signal = new AbortController().signal;
    await expect(source.search('example', signal, queryClient)).rejects.toThrow('chunk failed');
    expect(await source.search('example', signal, queryClient)).toHaveLength(1);
    expect(load).toHaveBeenCalledTimes(2);
  });
});
