import { describe, expect, it } from 'vitest';
import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { json, stubFetch } from '@/test/fetch-stub';
import { describedText } from '@/test/queries';
import { renderApp } from '@/test/render-app';
import { API, account, shellRoutes, site, sites, target } from './test-data';

const state = (over: object = {}) => ({
  target: target(),
  enabled: false,
  extensions: ['jpg', 'png'],
  allowedReferrers: ['nordlight-studio.com', 'www.nordlight-studio.com', 'partner.example'],
  ...over,
});

function open(routes: Parameters<typeof stubFetch>[0]) {
  const calls = stubFetch({
    ...shellRoutes(),
    [`GET ${API}/account`]: json(account()),
    [`GET ${API}/domains`]: json(sites(site('lindqvist-gallery.se'))),
    ...routes,
  });
  return { calls, ...renderApp('/hosting/7?tab=hotlink') };
}

describe('Hotlink protection', () => {
  it('checks the extensions with the contract, sends only what changed, and shows the state read back', async () => {
    const { calls } = open({
      [`GET ${API}/hotlink-protection`]: json(state()),
      [`PUT ${API}/hotlink-protection`]: [
        json(state({ extensions: ['jpg', 'png', 'webp'] })),
        json(state({ enabled: true, extensions: ['jpg', 'png', 'webp'] })),
      ],
    });
    const referrers = await screen.findByRole('list', { name: 'Allowed referrers' });
    const own = within(referrers).getAllByText('Your domain — always allowed');
    expect(own).toHaveLength(2);
    expect(within(referrers).getByText('partner.example').parentElement!.textContent).not.toContain('always allowed');

    const field = screen.getByRole('textbox', { name: /^Protected file types/ }) as HTMLInputElement;
    expect(field.value).toBe('jpg,png');
    fireEvent.change(field, { target: { value: 'jpg; png' } });
    fireEvent.click(screen.getByRole('button', { name: 'Save hotlink protection' }));
    await waitFor(() => expect(describedText(field)).toContain('Use only letters, digits and commas'));
    expect(calls.some((c) => c.method === 'PUT')).toBe(false);

    fireEvent.change(field, { target: { value: 'jpg,png,webp' } });
    fireEvent.click(screen.getByRole('button', { name: 'Save hotlink protection' }));
    expect(await screen.findByText('Saved.')).toBeInstanceOf(HTMLElement);
    fireEvent.click(screen.getByRole('checkbox', { name: 'Protect files from hotlinking' }));
    fireEvent.click(screen.getByRole('button', { name: 'Save hotlink protection' }));
    await waitFor(() => expect(calls.filter((c) => c.method === 'PUT')).toHaveLength(2));
    expect(calls.filter((c) => c.method === 'PUT').map((c) => c.body)).toEqual([
      { input: '7', extensions: 'jpg,png,webp' },
      { input: '7', enabled: true },
    ]);
    await waitFor(() =>
      expect(
        (screen.getByRole('checkbox', { name: 'Protect files from hotlinking' }) as HTMLInputElement).checked,
      ).toBe(true),
    );
  });

  it('explains a server without hotlink protection', async () => {
    open({ [`GET ${API}/hotlink-protection`]: json({ target: target(), supported: false }) });
    expect(await screen.findByText('Hotlink protection is not available on this server')).toBeInstanceOf(HTMLElement);
    expect(screen.getByText(/\(web-ams-04\) has no hotlink protection/)).toBeInstanceOf(HTMLElement);
    expect(screen.queryByRole('button', { name: 'Save hotlink protection' })).toBeNull();
  });
});
