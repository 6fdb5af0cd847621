import { describe, expect, it, vi } from 'vitest';
import { lazySource, type CommandSource } from './command-sources';

const zones: CommandSource = {
  id: 'dns-zones',
  label: 'DNS zones',
  minLength: 2,
  search: (query) => [{ id: `z:${query}`, label: query, link: { to: '/dns' } }],
};

describe('a lazy palette source', () => {
  it('loads its code on the first search only, and answers as the loaded source does', async () => {
    const load = vi.fn(async () => zones);
    const source = lazySource({ id: 'dns-zones', label: 'DNS zones', minLength: 2 }, load);
    expect(load).not.toHaveBeenCalled();
    expect(source.minLength).toBe(2);
    const signal = new AbortController().signal;
    expect(await source.search('example', signal)).toEqual([
      { id: 'z:example', label: 'example', link: { to: '/dns' } },
    ]);
    await source.search('other', signal);
    expect(load).toHaveBeenCalledTimes(1);
  });

  it('tries the load again on the next search after a failed one', async () => {
    const load = vi.fn().mockRejectedValueOnce(new Error('chunk failed')).mockResolvedValue(zones);
    const source = lazySource({ id: 'dns-zones', label: 'DNS zones' }, load);
    const signal = new AbortController().signal;
    await expect(source.search('example', signal)).rejects.toThrow('chunk failed');
    expect(await source.search('example', signal)).toHaveLength(1);
    expect(load).toHaveBeenCalledTimes(2);
  });
});
