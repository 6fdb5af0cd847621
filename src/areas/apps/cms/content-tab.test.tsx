import { describe, expect, it } from 'vitest';
import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { json, problem } from '@/test/fetch-stub';
import { describedText } from '@/test/queries';
import { ContentTab } from './content-tab';
import { API, INSTALL, item, mountTab, summary } from './content-test-data';
import { HOSTING_DOMAIN as DOMAIN, hostingTarget as target } from '@/test/fixtures';
import { page } from '@/areas/apps/test-data';

const CONTENT = `${API}/cms/content`;
const open = (routes: Parameters<typeof mountTab>[1]) =>
  mountTab(<ContentTab input={DOMAIN} installId={INSTALL} />, routes);
const statusText = () =>
  screen
    .getAllByRole('status')
    .map((s) => s.textContent)
    .join('');
const listCalls = (calls: ReturnType<typeof open>['calls']) =>
  calls
    .filter((c) => c.method === 'GET' && c.url.pathname === CONTENT)
    .map((c) => Object.fromEntries(c.url.searchParams));

describe('ContentTab', () => {
  it('lists posts, filters by type, status and search, and pages with Load more', async () => {
    const second = summary({ id: 13, title: 'Winter prints', slug: 'winter-prints', status: 'draft' });
    const { calls } = open({
      [`GET ${CONTENT}`]: (c) => {
        const q = c.url.searchParams;
        if (q.get('cursor')) return json(page([second], { total: 2 }));
        if (q.get('type') === 'page')
          return json(page([summary({ id: 3, type: 'page', title: 'About us', slug: 'about' })]));
        if (q.get('status') === 'draft' && q.get('q') === 'winter') return json(page([second]));
        return json(page([summary()], { hasMore: true, nextCursor: 'c2', total: 2 }));
      },
    });
    const table = await screen.findByRole('table', { name: 'Posts' });
    expect(within(table).getAllByRole('row')[1]!.textContent).toContain('Autumn light in the studio');
    expect(within(table).getAllByRole('row')[1]!.textContent).toContain('Published');
    expect(screen.getByText('Showing 1 of 2').textContent).toBe('Showing 1 of 2');
    fireEvent.click(screen.getByRole('button', { name: 'Load more posts' }));
    await waitFor(() => expect(within(table).getAllByRole('row')).toHaveLength(3));
    expect(listCalls(calls)[1]).toMatchObject({ cursor: 'c2', type: 'post', limit: '25' });

    fireEvent.change(screen.getByRole('combobox', { name: 'Status' }), { target: { value: 'draft' } });
    fireEvent.change(screen.getByRole('searchbox', { name: 'Search' }), { target: { value: 'winter' } });
    await waitFor(() => expect(listCalls(calls).at(-1)).toMatchObject({ status: 'draft', q: 'winter', type: 'post' }));
    await waitFor(() => expect(screen.getAllByRole('row')).toHaveLength(2));
    expect(screen.getAllByRole('row')[1]!.textContent).toContain('Winter prints');

    fireEvent.change(screen.getByRole('combobox', { name: 'Show' }), { target: { value: 'page' } });
    const pages = await screen.findByRole('table', { name: 'Pages' });
    await waitFor(() => expect(within(pages).getAllByRole('row')[1]!.textContent).toContain('About us'));
    expect(screen.getByRole('button', { name: 'New page' }).textContent).toBe('New page');
    expect(listCalls(calls).at(-1)).toMatchObject({ type: 'page', input: DOMAIN, install_id: INSTALL });
  });

  it('sorts on the server by a header, keeping the order through a new filter', async () => {
    const older = summary({ id: 13, title: 'Winter prints', slug: 'winter-prints' });
    const { calls } = open({
      [`GET ${CONTENT}`]: (c) =>
        json(page(c.url.searchParams.get('sort') === '-title' ? [older, summary()] : [summary(), older])),
    });
    const table = () => screen.getByRole('table', { name: 'Posts' });
    const header = (name: string) => within(table()).getByRole('button', { name }).closest('th')!;
    const titles = () =>
      within(table())
        .getAllByRole('rowheader')
        .map((h) => h.firstElementChild!.textContent);
    await screen.findByRole('table', { name: 'Posts' });
    // The default order (newest first) is the server's: the list asks for none, and Date says it.
    expect(listCalls(calls)[0]).not.toHaveProperty('sort');
    expect(header('Date').getAttribute('aria-sort')).toBe('descending');
    expect(titles()).toEqual(['Autumn light in the studio', 'Winter prints']);

    fireEvent.click(within(table()).getByRole('button', { name: 'Title' }));
    await waitFor(() => expect(listCalls(calls).at(-1)).toMatchObject({ sort: 'title' }));
    expect(header('Title').getAttribute('aria-sort')).toBe('ascending');
    fireEvent.click(within(table()).getByRole('button', { name: 'Title' }));
    await waitFor(() => expect(titles()).toEqual(['Winter prints', 'Autumn light in the studio']));
    expect(header('Title').getAttribute('aria-sort')).toBe('descending');
    expect(header('Date').hasAttribute('aria-sort')).toBe(false);

    fireEvent.change(screen.getByRole('combobox', { name: 'Status' }), { target: { value: 'draft' } });
    await waitFor(() => expect(listCalls(calls).at(-1)).toMatchObject({ status: 'draft', sort: '-title' }));
    // The first click on Changed shows the latest change first.
    fireEvent.click(
      within(await screen.findByRole('table', { name: 'Posts' })).getByRole('button', { name: 'Changed' }),
    );
    await waitFor(() => expect(listCalls(calls).at(-1)).toMatchObject({ status: 'draft', sort: '-modified' }));
  });

  it('creates a post: the slug follows the title until edited, tokens, and a failed save keeps the draft', async () => {
    const created = item({
      id: 40,
      title: 'Höst i ateljén',
      slug: 'host',
      status: 'draft',
      categories: ['Studio', 'News'],
      tags: [],
    });
    const { calls } = open({
      [`GET ${CONTENT}`]: [json(page([])), json(page([summary(created)]))],
      [`POST ${CONTENT}`]: [
        problem(422, 'validation_failed', 'The request is not valid.', {
          errors: [{ path: 'slug', message: 'Another post already has this slug', code: 'conflict' }],
        }),
        problem(503, 'internal_error', 'The site database did not answer. Try again.'),
        json({ target: target(), item: created }, { status: 201 }),
      ],
    });
    expect((await screen.findByText('This site has no posts yet.')).textContent).toBe('This site has no posts yet.');
    fireEvent.click(screen.getByRole('button', { name: 'New post' }));
    const form = screen.getByRole('form', { name: 'New post' });
    const title = within(form).getByRole('textbox', { name: /^Title/ });
    const slug = within(form).getByRole('textbox', { name: /^Slug/ }) as HTMLInputElement;
    fireEvent.change(title, { target: { value: 'Höst i ateljén' } });
    await waitFor(() => expect(slug.value).toBe('hoest-i-ateljen'));

    const categories = within(form).getByRole('textbox', { name: 'Categories' });
    fireEvent.change(categories, { target: { value: 'Studio' } });
    fireEvent.keyDown(categories, { key: 'Enter' });
    fireEvent.change(categories, { target: { value: 'News' } });
    fireEvent.keyDown(categories, { key: ',' });
    fireEvent.change(categories, { target: { value: 'studio' } });
    fireEvent.keyDown(categories, { key: 'Enter' });
    const tags = within(form).getByRole('textbox', { name: 'Tags' });
    fireEvent.change(tags, { target: { value: 'autumn' } });
    fireEvent.keyDown(tags, { key: 'Enter' });
    fireEvent.click(within(form).getByRole('button', { name: 'Remove tag autumn' }));
    expect(
      within(within(form).getByRole('list', { name: 'Categories' }))
        .getAllByRole('listitem')
        .map((li) => li.firstChild?.textContent),
    ).toEqual(['Studio', 'News']);

    fireEvent.change(within(form).getByRole('textbox', { name: /^Content/ }), { target: { value: 'Löven faller.' } });
    fireEvent.click(within(form).getByRole('button', { name: 'Create post' }));
    await waitFor(() => expect(describedText(slug)).toContain('Another post already has this slug'));
    // Edited by hand, the slug no longer follows the title.
    fireEvent.change(slug, { target: { value: 'host' } });
    fireEvent.change(title, { target: { value: 'Höst i ateljén!' } });
    fireEvent.change(title, { target: { value: 'Höst i ateljén' } });
    expect(slug.value).toBe('host');

    fireEvent.click(within(form).getByRole('button', { name: 'Create post' }));
    expect((await within(form).findByRole('alert')).textContent).toContain('The site database did not answer.');
    expect((title as HTMLInputElement).value).toBe('Höst i ateljén');
    expect((within(form).getByRole('textbox', { name: /^Content/ }) as HTMLTextAreaElement).value).toBe(
      'Löven faller.',
    );

    fireEvent.click(within(form).getByRole('button', { name: 'Create post' }));
    await waitFor(() => expect(statusText()).toBe('Created “Höst i ateljén”.'));
    expect((await screen.findByRole('table', { name: 'Posts' })).textContent).toContain('Höst i ateljén');
    const posts = calls.filter((c) => c.method === 'POST').map((c) => c.body);
    expect(posts[0]).toEqual({
      input: DOMAIN,
      install_id: INSTALL,
      type: 'post',
      title: 'Höst i ateljén',
      slug: 'hoest-i-ateljen',
      status: 'draft',
      excerpt: '',
      content: 'Löven faller.',
      categories: ['Studio', 'News'],
      tags: [],
    });
    expect(posts[2]).toMatchObject({ slug: 'host', title: 'Höst i ateljén' });
  });

  it('edits an existing post: the slug stays, and only what changed is sent', async () => {
    const { calls } = open({
      [`GET ${CONTENT}`]: json(page([summary()])),
      [`GET ${CONTENT}/detail`]: json({ ...item(), target: target() }),
      [`PATCH ${CONTENT}`]: json({ target: target(), item: item({ title: 'Autumn light, revisited' }) }),
    });
    fireEvent.click(await screen.findByRole('button', { name: 'Edit Autumn light in the studio' }));
    const form = await screen.findByRole('form', { name: 'Edit post: Autumn light in the studio' });
    const save = within(form).getByRole('button', { name: 'Save post' }) as HTMLButtonElement;
    expect(save.disabled).toBe(true);
    expect((within(form).getByRole('textbox', { name: /^Content/ }) as HTMLTextAreaElement).value).toBe(
      'We moved the big table to the north window.',
    );
    fireEvent.change(within(form).getByRole('textbox', { name: /^Title/ }), {
      target: { value: 'Autumn light, revisited' },
    });
    expect((within(form).getByRole('textbox', { name: /^Slug/ }) as HTMLInputElement).value).toBe(
      'autumn-light-in-the-studio',
    );
    fireEvent.click(save);
    await waitFor(() => expect(statusText()).toBe('Saved “Autumn light, revisited”.'));
    expect(calls.find((c) => c.method === 'PATCH')!.body).toEqual({
      input: DOMAIN,
      install_id: INSTALL,
      content_id: 12,
      title: 'Autumn light, revisited',
    });
    expect(calls.find((c) => c.url.pathname === `${CONTENT}/detail`)!.url.searchParams.get('content_id')).toBe('12');
  });

  it('trashes a post after confirming, and shows a refusal in the dialog', async () => {
    const { calls } = open({
      [`GET ${CONTENT}`]: [json(page([summary()])), json(page([]))],
      [`DELETE ${CONTENT}`]: [
        problem(404, 'not_found', 'There is no post 12 on this site.'),
        json({ target: target(), id: 12, status: 'trash', trashedAt: '2026-11-23T10:00:00.000Z' }),
      ],
    });
    fireEvent.click(await screen.findByRole('button', { name: 'Trash Autumn light in the studio' }));
    const dialog = screen.getByRole('dialog', { name: 'Move “Autumn light in the studio” to the trash?' });
    expect(dialog.textContent).toContain('can be restored from the trash');
    fireEvent.click(within(dialog).getByRole('button', { name: 'Move to the trash' }));
    expect((await within(dialog).findByRole('alert')).textContent).toBe('There is no post 12 on this site.');
    fireEvent.click(within(dialog).getByRole('button', { name: 'Move to the trash' }));
    await waitFor(() => expect(statusText()).toBe('Moved “Autumn light in the studio” to the trash.'));
    expect(screen.queryByRole('dialog')).toBeNull();
    expect((await screen.findByText('This site has no posts yet.')).tagName).toBe('P');
    const del = calls.filter((c) => c.method === 'DELETE').at(-1)!;
    expect(Object.fromEntries(del.url.searchParams)).toEqual({ input: DOMAIN, install_id: INSTALL, content_id: '12' });
  });

  it('asks before leaving the editor with unsaved changes', async () => {
    const { router } = open({ [`GET ${CONTENT}`]: json(page([])) });
    fireEvent.click(await screen.findByRole('button', { name: 'New post' }));
    fireEvent.change(screen.getByRole('textbox', { name: /^Title/ }), { target: { value: 'Half a thought' } });
    fireEvent.click(screen.getByRole('link', { name: 'Go elsewhere' }));
    const dialog = await screen.findByRole('dialog', { name: 'Leave without saving?' });
    fireEvent.click(within(dialog).getByRole('button', { name: 'Stay' }));
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
    expect(router.state.location.pathname).toBe('/');
    expect((screen.getByRole('textbox', { name: /^Title/ }) as HTMLInputElement).value).toBe('Half a thought');

    fireEvent.click(screen.getByRole('button', { name: 'Cancel' }));
    const discard = await screen.findByRole('dialog', { name: 'Discard your changes?' });
    fireEvent.click(within(discard).getByRole('button', { name: 'Keep editing' }));
    fireEvent.click(screen.getByRole('link', { name: 'Go elsewhere' }));
    fireEvent.click(within(await screen.findByRole('dialog')).getByRole('button', { name: 'Leave without saving' }));
    await waitFor(() => expect(router.state.location.pathname).toBe('/elsewhere'));
  });
});
