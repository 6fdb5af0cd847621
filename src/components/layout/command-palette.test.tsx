import { describe, expect, it, vi } from 'vitest';
import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { act, fireEvent, render, screen, waitFor } from '@testing-library/react';
import {
  createMemoryHistory,
  createRootRoute,
  createRoute,
  createRouter,
  RouterProvider,
} from '@tanstack/react-router';
import { CommandPalette } from './command-palette';
import type { CommandSource } from './command-sources';
import type { NavItem } from './nav-items';

const items = [
  { to: '/', label: 'Overview', group: 'General', keywords: ['home'] },
  { to: '/confirm/$pendingActionId', label: 'Audit log', group: 'Account', keywords: ['history', 'events'] },
] as NavItem[];

// A domain source the way an area would add one: async, from two characters.
const domains: CommandSource = {
  id: 'domains',
  label: 'Domains',
  minLength: 2,
  search: async (q) =>
    ['example.com', 'shop.example'].filter((d) => d.includes(q)).map((d) => ({ id: d, label: d, link: { to: '/' } })),
};

function renderPalette(sources: CommandSource[], screens: NavItem[] = []) {
  const root = createRootRoute({
    component: () => <CommandPalette open onClose={() => {}} sources={sources} screens={screens} />,
  });
  const index = createRoute({ getParentRoute: () => root, path: '/' });
  const router = createRouter({
    routeTree: root.addChildren([index]),
    history: createMemoryHistory({ initialEntries: ['/'] }),
  });
  render(
    <QueryClientProvider client={new QueryClient()}>
      <RouterProvider router={router as never} />
    </QueryClientProvider>,
  );
  return router;
}

describe('CommandPalette', () => {
  it('filters screens as you type and moves with the arrow keys', async () => {
    renderPalette([], items);
    const input = await screen.findByRole('combobox');
    // The results are published by an effect after the first render: wait for them, not only for the box.
    expect((await screen.findAllByRole('option')).map((o) => o.textContent)).toEqual([
      'OverviewGeneral',
      'Audit logAccount',
    ]);
    fireEvent.change(input, { target: { value: 'hist' } });
    await waitFor(() => expect(screen.getAllByRole('option').map((o) => o.textContent)).toEqual(['Audit logAccount']));
    // A typo still finds the screen: the matcher is fuzzy.
    fireEvent.change(input, { target: { value: 'overveiw' } });
    await waitFor(() => expect(screen.getAllByRole('option').map((o) => o.textContent)).toEqual(['OverviewGeneral']));
    fireEvent.change(input, { target: { value: '' } });
    fireEvent.keyDown(input, { key: 'ArrowDown' });
    const active = screen.getAllByRole('option')[1];
    expect(active.getAttribute('aria-selected')).toBe('true');
    expect(input.getAttribute('aria-activedescendant')).toBe(active.id);
  });

  it('keeps the option chosen with the keys in view', async () => {
    const many: CommandSource = {
      id: 'many',
      label: 'Many',
      search: () => Array.from({ length: 30 }, (_, i) => ({ id: `m${i}`, label: `Item ${i}`, link: { to: '/' } })),
    };
    const scrolled: Array<{ el: Element; arg: unknown }> = [];
    const scrollIntoView = vi.fn(function (this: Element, arg: unknown) {
      scrolled.push({ el: this, arg });
    });
    Object.defineProperty(Element.prototype, 'scrollIntoView', { value: scrollIntoView, configurable: true });
    try {
      renderPalette([many]);
      const input = await screen.findByRole('combobox');
      await screen.findAllByRole('option');
      for (let i = 0; i < 12; i++) fireEvent.keyDown(input, { key: 'ArrowDown' });
      const active = screen.getAllByRole('option')[12];
      expect(active.getAttribute('aria-selected')).toBe('true');
      expect(input.getAttribute('aria-activedescendant')).toBe(active.id);
      expect(scrolled.at(-1)).toEqual({ el: active, arg: { block: 'nearest' } });
      // Pointing at an option chooses it without scrolling the list under the pointer.
      const calls = scrollIntoView.mock.calls.length;
      fireEvent.mouseMove(screen.getAllByRole('option')[3]);
      expect(screen.getAllByRole('option')[3].getAttribute('aria-selected')).toBe('true');
      expect(scrollIntoView.mock.calls.length).toBe(calls);
    } finally {
      delete (Element.prototype as { scrollIntoView?: unknown }).scrollIntoView;
    }
  });

  it('asks pluggable async sources once the query is long enough', async () => {
    renderPalette([domains], items);
    const input = await screen.findByRole('combobox');
    fireEvent.change(input, { target: { value: 's' } });
    expect(screen.queryByRole('group', { name: 'Domains' })).toBeNull();
    fireEvent.change(input, { target: { value: 'shop' } });
    const group = await screen.findByRole('group', { name: 'Domains' });
    expect(group.textContent).toContain('shop.example');
    expect(screen.getByRole('status').textContent).toBe('1 result');
  });

  it('goes to the chosen screen on Enter', async () => {
    const onClose = { called: false };
    const root = createRootRoute({
      component: () => <CommandPalette open onClose={() => (onClose.called = true)} sources={[]} screens={items} />,
    });
    const index = createRoute({ getParentRoute: () => root, path: '/' });
    const confirm = createRoute({ getParentRoute: () => root, path: '/confirm/$pendingActionId' });
    const router = createRouter({
      routeTree: root.addChildren([index, confirm]),
      history: createMemoryHistory({ initialEntries: ['/'] }),
    });
    render(
      <QueryClientProvider client={new QueryClient()}>
        <RouterProvider router={router as never} />
      </QueryClientProvider>,
    );
    const input = await screen.findByRole('combobox');
    fireEvent.change(input, { target: { value: 'overview' } });
    await screen.findByRole('option', { name: /Overview/ });
    await act(async () => fireEvent.keyDown(input, { key: 'Enter' }));
    await waitFor(() => expect(onClose.called).toBe(true));
  });
});

describe('Ctrl/Cmd-K', () => {
  it('opens the palette from anywhere in the app', async () => {
    const { stubFetch, json } = await import('@/test/fetch-stub');
    const { session, me, overview } = await import('@/test/fixtures');
    const { renderApp } = await import('@/test/render-app');
    stubFetch({
      'GET /api/v1/auth/session': json(session()),
      'GET /api/v1/me': json(me()),
      'GET /api/v1/account/accessible-accounts': json({ data: [], total: 0 }),
      'GET /api/v1/account/overview': json(overview()),
    });
    renderApp('/');
    await screen.findByRole('heading', { name: 'Overview' });
    expect(screen.queryByRole('dialog')).toBeNull();
    fireEvent.keyDown(document, { key: 'k', ctrlKey: true });
    const dialog = await screen.findByRole('dialog', { name: 'Go to' });
    expect(document.activeElement).toBe(screen.getByRole('combobox'));
    fireEvent.keyDown(document, { key: 'Escape' });
    await waitFor(() => expect(dialog.isConnected).toBe(false));
  });
});
