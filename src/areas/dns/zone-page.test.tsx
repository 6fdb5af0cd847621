import { describe, expect, it } from 'vitest';
import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { json, problem, stubFetch } from '@/test/fetch-stub';
import { withViewportHeight } from '@/test/layout';
import { describedText } from '@/test/queries';
import { renderApp } from '@/test/render-app';
import { DOMAIN, page, records, shellRoutes, withTarget, zone } from './test-fixtures';

withViewportHeight(600);

// A value shows twice in a row (its column, and under the name for phones): any one finds the row.
const row = async (text: string) => (await screen.findAllByText(text))[0]!.closest('[role=row]') as HTMLElement;

describe('Zone editor: records', () => {
  it('adds a record with the per-type form: client checks first, then the server’s field problem, then the saved row', async () => {
    const mx = {
      id: '9',
      name: '@',
      fqdn: DOMAIN,
      type: 'MX' as const,
      priority: 10,
      value: 'mx1.example.net',
      ttl: 3600,
      content: '10 mx1.example.net.',
      locked: false,
      updatedAt: '2026-01-10T09:05:00Z',
    };
    const calls = stubFetch({
      ...shellRoutes(),
      'GET /api/v1/dns/zone': json(zone()),
      'GET /api/v1/dns/records': json(page(records)),
      'POST /api/v1/dns/records': [
        problem(422, 'validation_failed', 'record.value: A mail server must be a host name, not an IP address', {
          errors: [
            {
              path: 'record.value',
              message: 'A mail server must be a host name, not an IP address',
              code: 'target_is_ip',
            },
          ],
        }),
        json(withTarget({ record: mx }), { status: 201 }),
      ],
    });
    renderApp(`/dns/${DOMAIN}`);
    expect(await screen.findByRole('heading', { name: DOMAIN })).toBeTruthy();
    await row('192.0.2.11');
    fireEvent.click(screen.getByRole('button', { name: 'Add record' }));
    const dialog = await screen.findByRole('dialog', { name: `Add a record to ${DOMAIN}` });
    fireEvent.change(within(dialog).getByLabelText(/Type/), { target: { value: 'MX' } });
    fireEvent.change(within(dialog).getByLabelText(/Name/), { target: { value: '@' } });
    const ttl = within(dialog).getByLabelText(/TTL/);
    fireEvent.change(ttl, { target: { value: '30' } });
    const server = within(dialog).getByLabelText(/Mail server/);
    fireEvent.change(server, { target: { value: '192.0.2.25' } });
    fireEvent.click(within(dialog).getByRole('button', { name: 'Add record' }));
    await waitFor(() => expect(describedText(ttl)).toContain('TTL is at least 60 seconds'));
    expect(calls.some((c) => c.method === 'POST')).toBe(false);

    fireEvent.change(ttl, { target: { value: '3600' } });
    fireEvent.click(within(dialog).getByRole('button', { name: 'Add record' }));
    await waitFor(() =>
      expect(describedText(within(dialog).getByLabelText(/Mail server/))).toContain(
        'must be a host name, not an IP address',
      ),
    );

    fireEvent.change(within(dialog).getByLabelText(/Mail server/), { target: { value: 'mx1.example.net' } });
    fireEvent.click(within(dialog).getByRole('button', { name: 'Add record' }));
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
    const posts = calls.filter((c) => c.method === 'POST');
    expect(posts).toHaveLength(2);
    expect(posts[1]!.body).toEqual({
      input: DOMAIN,
      record: { type: 'MX', name: '@', ttl: 3600, priority: 10, value: 'mx1.example.net' },
    });
    // The new row is placed in zone order (apex MX after apex A) without reloading the list.
    const rows = screen.getAllByRole('row').map((r) => r.textContent ?? '');
    expect(rows.findIndex((t) => t.includes('10 mx1.example.net.'))).toBe(
      rows.findIndex((t) => t.includes('192.0.2.10')) + 1,
    );
    expect(calls.filter((c) => c.method === 'GET' && c.url.pathname === '/api/v1/dns/records')).toHaveLength(1);
  });

  it('edits a record inline in its row: focus moves in, Escape cancels back to Edit, a 422 lands on the field, Save updates the row', async () => {
    const saved = { ...records[3]!, value: '192.0.2.12', content: '192.0.2.12', ttl: 600 };
    const calls = stubFetch({
      ...shellRoutes(),
      'GET /api/v1/dns/zone': json(zone()),
      'GET /api/v1/dns/records': json(page(records)),
      'PUT /api/v1/dns/records': [
        problem(422, 'validation_failed', 'record.value: That address is reserved for our nameservers', {
          errors: [
            { path: 'record.value', message: 'That address is reserved for our nameservers', code: 'reserved_address' },
          ],
        }),
        json(withTarget({ record: saved })),
      ],
    });
    renderApp(`/dns/${DOMAIN}`);
    const table = await screen.findByRole('table', { name: `DNS records of ${DOMAIN}` });
    const editButton = () => within(table).getByRole('button', { name: `Edit A www.${DOMAIN}` });
    fireEvent.click(within(await row('192.0.2.11')).getByRole('button', { name: `Edit A www.${DOMAIN}` }));
    const form = await within(table).findByRole('form', { name: 'Edit A record www' });
    expect(screen.queryByRole('dialog')).toBeNull();
    expect(document.activeElement).toBe(within(form).getByLabelText(/Name/));
    expect(editButton().getAttribute('aria-expanded')).toBe('true');
    // The form is a row of its own, after the record's row, in one cell spanning every column.
    const cell = form.closest('[role=cell]')!;
    expect(cell.getAttribute('aria-colspan')).toBe('6');
    expect(cell.parentElement!.getAttribute('aria-rowindex')).toBe('6');
    expect(table.getAttribute('aria-rowcount')).toBe('6');

    fireEvent.change(within(form).getByLabelText(/IPv4 address/), { target: { value: '192.0.2.99' } });
    fireEvent.keyDown(within(form).getByLabelText(/IPv4 address/), { key: 'Escape' });
    await waitFor(() => expect(within(table).queryByRole('form')).toBeNull());
    expect(document.activeElement).toBe(editButton());
    expect(editButton().getAttribute('aria-expanded')).toBe('false');
    expect(calls.some((c) => c.method === 'PUT')).toBe(false);

    // Only one row at a time: opening another closes the first.
    fireEvent.click(within(await row('192.0.2.10')).getByRole('button', { name: `Edit A ${DOMAIN}` }));
    expect(await within(table).findByRole('form', { name: 'Edit A record @' })).toBeTruthy();
    fireEvent.click(editButton());
    const again = await within(table).findByRole('form', { name: 'Edit A record www' });
    expect(within(table).getAllByRole('form')).toHaveLength(1);
    expect((within(again).getByLabelText(/IPv4 address/) as HTMLInputElement).value).toBe('192.0.2.11');

    fireEvent.change(within(again).getByLabelText(/IPv4 address/), { target: { value: '192.0.2.12' } });
    fireEvent.change(within(again).getByLabelText(/TTL/), { target: { value: '600' } });
    fireEvent.click(within(again).getByRole('button', { name: 'Save record' }));
    await waitFor(() =>
      expect(describedText(within(again).getByLabelText(/IPv4 address/))).toContain('reserved for our nameservers'),
    );
    fireEvent.click(within(again).getByRole('button', { name: 'Save record' }));
    await waitFor(() => expect(within(table).queryByRole('form')).toBeNull());
    const puts = calls.filter((c) => c.method === 'PUT');
    expect(puts).toHaveLength(2);
    expect(puts[1]!.body).toEqual({
      input: DOMAIN,
      id: '4',
      record: { type: 'A', name: 'www', ttl: 600, value: '192.0.2.12' },
    });
    expect(within(await row('192.0.2.12')).getByText('10 min')).toBeTruthy();
    expect(document.activeElement).toBe(editButton());
  });

  it('sorts by a column header (the order goes to the URL and the query) and exports the filtered, sorted list', async () => {
    const calls = stubFetch({
      ...shellRoutes(),
      'GET /api/v1/dns/zone': json(zone()),
      'GET /api/v1/dns/records': json(page(records)),
    });
    const app = renderApp(`/dns/${DOMAIN}?type=A`);
    const table = await screen.findByRole('table', { name: `DNS records of ${DOMAIN}` });
    const exportLink = () => screen.getByRole('link', { name: `Export CSV of these records of ${DOMAIN}` });
    expect(exportLink().getAttribute('href')).toBe(`/api/v1/dns/records/export?input=${DOMAIN}&type=A`);
    // The zone order (by name) is the default: its header says so, and the URL names no order.
    const header = (name: string) => within(table).getByRole('button', { name }).closest('[role=columnheader]')!;
    expect(header('Name').getAttribute('aria-sort')).toBe('ascending');
    expect(app.router.state.location.search).not.toHaveProperty('sort');

    fireEvent.click(within(table).getByRole('button', { name: 'TTL' }));
    await waitFor(() => expect(app.router.state.location.search).toMatchObject({ type: 'A', sort: 'ttl' }));
    await waitFor(() =>
      expect(
        calls.some(
          (c) =>
            c.url.pathname === '/api/v1/dns/records' &&
            c.url.searchParams.get('sort') === 'ttl' &&
            c.url.searchParams.get('type') === 'A',
        ),
      ).toBe(true),
    );
    expect(header('TTL').getAttribute('aria-sort')).toBe('ascending');
    expect(header('Name').hasAttribute('aria-sort')).toBe(false);
    expect(exportLink().getAttribute('href')).toBe(`/api/v1/dns/records/export?input=${DOMAIN}&type=A&sort=ttl`);

    fireEvent.click(within(table).getByRole('button', { name: 'TTL' }));
    await waitFor(() => expect(app.router.state.location.search).toMatchObject({ sort: '-ttl' }));
    await waitFor(() => expect(header('TTL').getAttribute('aria-sort')).toBe('descending'));
    // Back to the zone order: the default leaves the URL.
    fireEvent.click(within(table).getByRole('button', { name: 'Name' }));
    await waitFor(() => expect(app.router.state.location.search).not.toHaveProperty('sort'));
  });

  it('opens the record a link names (edit=<id>) once it is loaded, hands the link back, and focuses its Edit button on close', async () => {
    stubFetch({
      ...shellRoutes(),
      'GET /api/v1/dns/zone': json(zone()),
      'GET /api/v1/dns/records': json(page(records)),
    });
    const app = renderApp(`/dns/${DOMAIN}?edit=4`);
    const table = await screen.findByRole('table', { name: `DNS records of ${DOMAIN}` });
    const form = await within(table).findByRole('form', { name: 'Edit A record www' });
    await waitFor(() => expect(app.router.state.location.href).not.toContain('edit='));
    fireEvent.keyDown(within(form).getByLabelText(/IPv4 address/), { key: 'Escape' });
    await waitFor(() => expect(within(table).queryByRole('form')).toBeNull());
    expect(document.activeElement).toBe(within(table).getByRole('button', { name: `Edit A www.${DOMAIN}` }));
  });

  it('leaves a managed record a link names closed, and hands the link back', async () => {
    stubFetch({
      ...shellRoutes(),
      'GET /api/v1/dns/zone': json(zone()),
      'GET /api/v1/dns/records': json(page(records)),
    });
    const app = renderApp(`/dns/${DOMAIN}?edit=1`);
    const table = await screen.findByRole('table', { name: `DNS records of ${DOMAIN}` });
    await waitFor(() => expect(app.router.state.location.href).not.toContain('edit='));
    expect(within(table).queryByRole('form')).toBeNull();
  });

  it('changes the TTL of the selected records in one bulk call; managed records cannot be selected', async () => {
    const calls = stubFetch({
      ...shellRoutes(),
      'GET /api/v1/dns/zone': json(zone()),
      'GET /api/v1/dns/records': json(page(records)),
      'POST /api/v1/dns/zone/records/bulk': (call) => {
        const body = call.body as { updates: { id: string; record: { ttl: number } }[] };
        const updated = records.filter((r) => body.updates.some((u) => u.id === r.id)).map((r) => ({ ...r, ttl: 300 }));
        return json(withTarget({ dryRun: false, created: [], updated, deleted: [] }));
      },
    });
    renderApp(`/dns/${DOMAIN}`);
    const soa = await row(records[0]!.content);
    expect((within(soa).getByRole('checkbox') as HTMLInputElement).disabled).toBe(true);
    fireEvent.click(within(await row('192.0.2.10')).getByRole('checkbox'));
    fireEvent.click(within(await row('192.0.2.11')).getByRole('checkbox'));
    expect(screen.getByText('2 selected')).toBeTruthy();
    fireEvent.click(screen.getByRole('button', { name: 'Change TTL' }));
    const dialog = await screen.findByRole('dialog', { name: 'Change the TTL of 2 records' });
    fireEvent.change(within(dialog).getByLabelText(/New TTL/), { target: { value: '300' } });
    fireEvent.click(within(dialog).getByRole('button', { name: 'Change TTL' }));
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
    const bulk = calls.find((c) => c.method === 'POST')!;
    expect(bulk.body).toEqual({
      input: DOMAIN,
      creates: [],
      deletes: [],
      dry_run: false,
      updates: [
        { id: '3', record: { type: 'A', name: '@', ttl: 300, value: '192.0.2.10' } },
        { id: '4', record: { type: 'A', name: 'www', ttl: 300, value: '192.0.2.11' } },
      ],
    });
    expect(within(await row('192.0.2.11')).getByText('5 min')).toBeTruthy();
    expect(screen.getByText('Select records to change several at once')).toBeTruthy();
  });

  it('deletes only after a confirmation that names the record', async () => {
    const calls = stubFetch({
      ...shellRoutes(),
      'GET /api/v1/dns/zone': json(zone()),
      'GET /api/v1/dns/records': json(page(records)),
      'DELETE /api/v1/dns/records': json(withTarget({ deleted: records[3] })),
    });
    renderApp(`/dns/${DOMAIN}`);
    fireEvent.click(within(await row('192.0.2.11')).getByRole('button', { name: `Delete A www.${DOMAIN}` }));
    const dialog = await screen.findByRole('dialog', { name: 'Delete this record?' });
    expect(dialog.textContent).toContain(`www.${DOMAIN} 3600 A 192.0.2.11`);
    fireEvent.click(within(dialog).getByRole('button', { name: 'Delete record' }));
    await waitFor(() => expect(screen.queryAllByText('192.0.2.11')).toHaveLength(0));
    const del = calls.find((c) => c.method === 'DELETE')!;
    expect(Object.fromEntries(del.url.searchParams)).toEqual({ input: DOMAIN, id: '4' });
  });
});

describe('Zone editor: text mode', () => {
  it('previews the diff of the edited file, names a bad line, and applies only after the preview', async () => {
    const file = `$ORIGIN ${DOMAIN}.\n$TTL 3600\n@ 3600 IN A 192.0.2.10\nwww 3600 IN A 192.0.2.11\n`;
    const preview = withTarget({
      mode: 'replace',
      dryRun: true,
      created: 1,
      updated: 0,
      removed: 1,
      unchanged: 1,
      skipped: [],
      adjusted: [],
      diff: [
        { change: 'create', name: 'www', type: 'A', ttl: 3600, content: '192.0.2.12', previousTtl: null, line: 4 },
        { change: 'remove', name: 'www', type: 'A', ttl: 3600, content: '192.0.2.11', previousTtl: null, line: null },
      ],
    });
    const calls = stubFetch({
      ...shellRoutes(),
      'GET /api/v1/dns/zone': json(zone()),
      'GET /api/v1/dns/zone/export': new Response(file, { headers: { 'Content-Type': 'text/dns' } }),
      'PUT /api/v1/dns/zone/import': [
        problem(
          422,
          'validation_failed',
          'The zone file was not imported: Line 4: A value: Enter an IPv4 address such as 192.0.2.10',
          {
            errors: [
              {
                path: 'zone_file',
                message: 'Line 4: A value: Enter an IPv4 address such as 192.0.2.10',
                code: 'zone_file_line',
              },
            ],
          },
        ),
        json(preview),
        json({ ...preview, dryRun: false }),
      ],
    });
    renderApp(`/dns/${DOMAIN}?tab=text`);
    const text = (await screen.findByLabelText(`Zone file of ${DOMAIN}`)) as HTMLTextAreaElement;
    await waitFor(() => expect(text.value).toBe(file));
    expect((screen.getByRole('button', { name: 'Preview changes' }) as HTMLButtonElement).disabled).toBe(true);

    fireEvent.change(text, { target: { value: file.replace('192.0.2.11', '192.0.2.') } });
    fireEvent.click(screen.getByRole('button', { name: 'Preview changes' }));
    expect((await screen.findByRole('alert')).textContent).toContain('Line 4: A value');

    fireEvent.change(text, { target: { value: file.replace('192.0.2.11', '192.0.2.12') } });
    fireEvent.click(screen.getByRole('button', { name: 'Preview changes' }));
    const changes = await screen.findByRole('list', { name: 'Changes' });
    expect(changes.textContent).toContain('Added: www 3600 A 192.0.2.12');
    expect(changes.textContent).toContain('Removed: www 3600 A 192.0.2.11');
    fireEvent.click(screen.getByRole('button', { name: 'Apply these changes' }));
    await waitFor(() => expect(screen.queryByRole('list', { name: 'Changes' })).toBeNull());
    const puts = calls
      .filter((c) => c.method === 'PUT')
      .map((c) => c.body as { dry_run: boolean; mode: string; zone_file: string });
    expect(puts.map((p) => [p.mode, p.dry_run])).toEqual([
      ['replace', true],
      ['replace', true],
      ['replace', false],
    ]);
    expect(puts[2]!.zone_file).toContain('www 3600 IN A 192.0.2.12');
  });
});
