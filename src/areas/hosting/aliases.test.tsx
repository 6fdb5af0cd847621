import { describe, expect, it } from 'vitest';
import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { json, problem, stubFetch } from '@/test/fetch-stub';
import { describedText } from '@/test/queries';
import { renderApp } from '@/test/render-app';
import { API, account, page, shellRoutes, site, sites, target } from './test-data';

const press = {
  id: 'r1',
  domain: 'nordlight-studio.com',
  path: '/press',
  destination: 'https://nordlight-studio.com/journal',
  statusCode: 301 as const,
  wildcard: true,
  handling: 'As the server words it: the query string is kept.',
  createdAt: '2030-01-01T00:00:00.000Z',
};
const oldShop = {
  ...press,
  id: 'r2',
  path: '/old-shop',
  destination: 'https://shop.example/',
  statusCode: 302 as const,
  wildcard: false,
  handling: 'A request for /old-shop (with or without a trailing slash) goes to https://shop.example/.',
};
const pointer = {
  domain: 'nordlight.se',
  targetDomain: 'lindqvist-gallery.se',
  type: 'alias' as const,
  createdAt: '2030-01-01T00:00:00.000Z',
};

function open(routes: Parameters<typeof stubFetch>[0] = {}) {
  const calls = stubFetch({
    ...shellRoutes(),
    [`GET ${API}/account`]: json(account()),
    [`GET ${API}/domains`]: json(sites(site('lindqvist-gallery.se'))),
    [`GET ${API}/subdomains`]: json(page([])),
    [`GET ${API}/pointers`]: json(page([pointer])),
    [`GET ${API}/redirects`]: json(page([press])),
    ...routes,
  });
  return { calls, ...renderApp('/hosting/7?tab=aliases') };
}

describe('Subdomains, pointers and redirects', () => {
  it('lists every site’s redirects in the server’s words, and adds one checked with the contract first', async () => {
    const { calls } = open({
      [`GET ${API}/redirects`]: [json(page([press])), json(page([press, oldShop]))],
      [`POST ${API}/redirects`]: json({ ...oldShop, target: target() }, { status: 201 }),
    });
    const list = await screen.findByRole('list', { name: 'URL redirects' });
    expect(list.textContent).toContain('As the server words it: the query string is kept.');

    const form = screen.getByRole('form', { name: 'Add a redirect' });
    expect((within(form).getByLabelText(/^Site/) as HTMLSelectElement).value).toBe('nordlight-studio.com');
    fireEvent.change(within(form).getByLabelText(/^Site/), { target: { value: 'lindqvist-gallery.se' } });
    fireEvent.change(within(form).getByLabelText(/^Path/), { target: { value: '/old-shop' } });
    const destination = within(form).getByLabelText(/^Destination URL/);
    fireEvent.change(destination, { target: { value: 'ftp://shop.example/' } });
    fireEvent.change(within(form).getByLabelText(/^Kind/), { target: { value: '302' } });
    expect(within(form).getByText(/^Exact: only this path is redirected/)).toBeInstanceOf(HTMLElement);
    fireEvent.click(within(form).getByRole('button', { name: 'Add redirect' }));
    await waitFor(() => expect(describedText(destination)).toContain('Enter a full http(s) URL'));
    expect(calls.some((c) => c.method === 'POST')).toBe(false);

    fireEvent.change(destination, { target: { value: 'https://shop.example/' } });
    fireEvent.click(within(form).getByRole('button', { name: 'Add redirect' }));
    await waitFor(() => expect(within(form).getByText('Redirect added.')).toBeInstanceOf(HTMLElement));
    expect(calls.find((c) => c.method === 'POST')!.body).toEqual({
      input: 'lindqvist-gallery.se',
      path: '/old-shop',
      destination: 'https://shop.example/',
      status_code: 302,
      wildcard: false,
    });
    const added = await screen.findByTestId('redirect-r2');
    expect(added.textContent).toContain('Temporary (302)');
    expect(added.textContent).toContain(oldShop.handling);
  });

  it('removes a pointer only after a confirmation, naming its site as the input', async () => {
    const { calls } = open({
      [`GET ${API}/pointers`]: [json(page([pointer])), json(page([]))],
      [`DELETE ${API}/pointers`]: json({ target: target(), domain: 'nordlight.se', deleted: true }),
    });
    const list = await screen.findByRole('list', { name: 'Domain pointers' });
    expect(list.textContent).toContain('nordlight.se shows the site of lindqvist-gallery.se under its own name.');
    fireEvent.click(within(list).getByRole('button', { name: 'Remove the pointer nordlight.se' }));
    const dialog = await screen.findByRole('dialog', { name: 'Remove the pointer nordlight.se?' });
    expect(calls.some((c) => c.method === 'DELETE')).toBe(false);
    fireEvent.click(within(dialog).getByRole('button', { name: 'Remove pointer' }));
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
    expect(await screen.findByText(/No pointers/)).toBeInstanceOf(HTMLElement);
    const del = calls.find((c) => c.method === 'DELETE')!;
    expect(Object.fromEntries(del.url.searchParams)).toEqual({ input: 'lindqvist-gallery.se', domain: 'nordlight.se' });
  });

  it('puts the server’s problem with a subdomain’s folder on that field', async () => {
    const { calls } = open({
      [`POST ${API}/subdomains`]: problem(422, 'validation_failed', 'document_root: not the home itself', {
        errors: [{ path: 'document_root', message: 'Give a folder inside your home', code: 'outside_home' }],
      }),
    });
    const form = await screen.findByRole('form', { name: 'Add a subdomain' });
    fireEvent.change(within(form).getByLabelText(/^Subdomain/), { target: { value: 'blog' } });
    const root = within(form).getByLabelText(/^Document root/);
    expect(describedText(root)).toContain('empty for public_html/blog');
    fireEvent.change(root, { target: { value: 'public_html/.' } });
    fireEvent.click(within(form).getByRole('button', { name: 'Add subdomain' }));
    await waitFor(() => expect(describedText(root)).toContain('Give a folder inside your home'));
    expect(calls.find((c) => c.method === 'POST')!.body).toEqual({
      input: 'nordlight-studio.com',
      subdomain: 'blog',
      document_root: 'public_html/.',
    });
  });
});
