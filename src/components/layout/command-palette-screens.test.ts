import { QueryClient } from '@tanstack/react-query';
import { describe, expect, it } from 'vitest';
import { screensSource } from './command-palette-screens';
import { navItems } from './nav-items';

describe('the screens source', () => {
  const signal = new AbortController().signal;
  const queryClient = new QueryClient();
  const labels = async (q: string) =>
    (await screensSource(navItems).search(q, signal, queryClient)).map((i) => i.label);

  it('finds screens despite typos, exact and prefix matches first', async () => {
    expect((await labels('invocies'))[0]).toBe('Invoices');
    expect(await labels('mailbxo')).toContain('Email');
    expect((await labels('dom'))[0]).toBe('Domains');
  });

  it('lists every screen for an empty query, at once', () => {
    const all = screensSource(navItems).search('', signal, queryClient);
    expect(Array.isArray(all) && all.length).toBe(navItems.length);
  });
});
