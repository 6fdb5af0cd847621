import { describe, expect, it } from 'vitest';
import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { json, problem } from '@/test/fetch-stub';
import { describedText } from '@/test/queries';
import { CacheTab } from './cache-tab';
import { API, INSTALL, mountTab } from './content-test-data';
import { HOSTING_DOMAIN as DOMAIN, hostingTarget as target } from '@/test/fixtures';

const CACHE = `${API}/cms/webcache`;
const status = (over: object = {}) => ({
  target: target(),
  domain: DOMAIN,
  enabled: true,
  engine: 'varnish',
  ttlSeconds: 3600,
  hitRatePercent: 87.5,
  cachedObjects: 1240,
  sizeMb: 58.25,
  lastPurgedAt: null,
  ...over,
});
const purged = (paths: string[]) => ({
  target: target(),
  domain: DOMAIN,
  purged: paths.length ? 'paths' : 'all',
  paths,
  purgedAt: '2026-11-23T10:00:00.000Z',
});
const open = (routes: Parameters<typeof mountTab>[1]) =>
  mountTab(<CacheTab input={DOMAIN} installId={INSTALL} />, routes);
const fact = (term: string) => screen.getByText(term, { selector: 'dt' }).nextElementSibling!.textContent;

describe('CacheTab', () => {
  it('shows the status, and purges everything only after confirming', async () => {
    const { calls } = open({
      [`GET ${CACHE}`]: [
        json(status()),
        json(status({ cachedObjects: 0, sizeMb: 0, lastPurgedAt: '2026-11-23T10:00:00.000Z' })),
      ],
      [`POST ${CACHE}/purge`]: json(purged([])),
    });
    const card = await screen.findByRole('region', { name: /Web cache of nordlight-studio\.com/ });
    expect(within(card).getByText('On').textContent).toBe('On');
    expect(fact('Engine')).toBe('varnish');
    expect(fact('Hit rate')).toBe('87.5 %');
    expect(fact('Cached objects')).toBe('1,240');
    expect(fact('Size')).toBe('58.3 MB');
    expect(fact('Last purged')).toBe('Never');
    expect(fact('Pages kept for')).toBe('1 hour');

    fireEvent.click(screen.getByRole('button', { name: 'Purge everything' }));
    const dialog = screen.getByRole('dialog', { name: 'Purge the whole cache of nordlight-studio.com?' });
    expect(dialog.textContent).toContain('All 1,240 cached objects are dropped');
    expect(calls.some((c) => c.method === 'POST')).toBe(false);
    fireEvent.click(within(dialog).getByRole('button', { name: 'Purge everything' }));
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
    expect(within(card).getByRole('status').textContent).toBe('Purged the whole cache.');
    await waitFor(() => expect(fact('Cached objects')).toBe('0'));
    expect(fact('Last purged')).toMatch(/2026/);
    expect(calls.find((c) => c.method === 'POST')!.body).toEqual({ input: DOMAIN });
  });

  it('purges listed paths, naming a bad line or too many before sending', async () => {
    const { calls } = open({
      [`GET ${CACHE}`]: json(status({ hitRatePercent: null, enabled: false })),
      [`POST ${CACHE}/purge`]: [
        problem(409, 'conflict', 'The cache of nordlight-studio.com is off; there is nothing to purge.'),
        json(purged(['/blog/', '/about'])),
      ],
    });
    expect((await screen.findByText('Not measured yet')).tagName).toBe('DD');
    const paths = screen.getByRole('textbox', { name: /^Paths/ });
    const submit = () => fireEvent.click(screen.getByRole('button', { name: 'Purge these paths' }));

    fireEvent.change(paths, { target: { value: '/blog/\n\nabout' } });
    submit();
    expect(describedText(paths)).toContain('Line 3: A path starts with /');
    fireEvent.change(paths, { target: { value: Array.from({ length: 51 }, (_, i) => `/p${i}`).join('\n') } });
    submit();
    expect(describedText(paths)).toContain('At most 50 paths per purge (you entered 51)');
    expect(calls.some((c) => c.method === 'POST')).toBe(false);

    fireEvent.change(paths, { target: { value: ' /blog/ \n/about\n' } });
    submit();
    expect((await screen.findByRole('alert')).textContent).toContain('is off; there is nothing to purge');
    expect((paths as HTMLTextAreaElement).value).toBe(' /blog/ \n/about\n');
    submit();
    await waitFor(() => expect((paths as HTMLTextAreaElement).value).toBe(''));
    expect(screen.getByText('Purged 2 paths.').getAttribute('role')).toBe('status');
    expect(calls.filter((c) => c.method === 'POST').map((c) => c.body)).toEqual([
      { input: DOMAIN, paths: ['/blog/', '/about'] },
      { input: DOMAIN, paths: ['/blog/', '/about'] },
    ]);
  });
});
