import { afterEach, describe, expect, it, vi } from 'vitest';
import { act, configure, fireEvent, screen, waitFor, within } from '@testing-library/react';
import { json, stubFetch, type Call, type Routes } from '@/test/fetch-stub';
import { withViewportHeight } from '@/test/layout';
import { renderApp } from '@/test/render-app';
import { API, DOMAIN, accessLine, available, routesWith, tail } from './monitoring-test-data';
import { FOLLOW_MS } from './use-log-view';

// The whole app renders per test (router, lazy routes): on a busy machine the first screen takes over a second.
configure({ asyncUtilTimeout: 5000 });

function open(path: string, routes: Routes) {
  const calls = stubFetch(routesWith(routes));
  return { calls, ...renderApp(path) };
}

const logCalls = (calls: Call[]) => calls.filter((c) => c.url.pathname === `${API}/logs`);
// jsdom's Blob has no text(); FileReader reads it as a browser would.
const blobText = (b: Blob) =>
  new Promise<string>((resolve) => {
    const r = new FileReader();
    r.onload = () => resolve(String(r.result));
    r.readAsText(b);
  });
const shownLines = () => screen.getAllByTestId('log-line').map((l) => l.textContent);

/** The first answer, then each follow request answers with the next batch (and then nothing new). */
function follow(batches: string[][]) {
  let served = 0;
  return (call: Call) => {
    const since = call.url.searchParams.get('since');
    if (!since) return json(tail([accessLine(1), accessLine(2, '/wp-login.php', 404)], 'c2'));
    const batch = batches[served] ?? [];
    served += 1;
    return json(tail(batch, `c${2 + served}`));
  };
}

// jsdom has no layout: give the virtualized list a viewport to render lines into.
withViewportHeight(400);

afterEach(() => {
  Object.defineProperty(document, 'visibilityState', { value: 'visible', configurable: true });
});

describe('Log viewer', () => {
  it('loads the latest lines of the chosen site and log', async () => {
    const { calls } = open(`/monitoring/logs?input=${DOMAIN}`, {
      [`GET ${API}/logs/available`]: json(available()),
      [`GET ${API}/logs`]: follow([]),
    });
    await waitFor(() => expect(shownLines()).toHaveLength(2), { timeout: 5000 });
    expect(shownLines()[1]).toContain('/wp-login.php');
    const first = logCalls(calls)[0]!.url.searchParams;
    expect([first.get('input'), first.get('log'), first.get('since')]).toEqual([DOMAIN, 'access', null]);
    const picker = screen.getByLabelText('Log') as HTMLSelectElement;
    expect([...picker.options].map((o) => o.textContent)).toEqual([
      'Access log · 5 MB',
      'Error log · 40 kB',
      'PHP error log · 2 kB · empty',
    ]);
    expect(screen.getByTestId('follow-status').textContent).toBe('Paused: no new lines are read.');
  });

  it('follows with the cursor, appends new lines, counts them for screen readers, and stops when paused', async () => {
    vi.useFakeTimers({ shouldAdvanceTime: true });
    const { calls } = open(`/monitoring/logs?input=${DOMAIN}`, {
      [`GET ${API}/logs/available`]: json(available()),
      [`GET ${API}/logs`]: follow([[accessLine(3, '/shop'), accessLine(4, '/cart')], [accessLine(5, '/pay')]]),
    });
    await waitFor(() => expect(shownLines()).toHaveLength(2), { timeout: 5000 });
    // paused: time passes, nothing is asked
    await act(() => vi.advanceTimersByTimeAsync(FOLLOW_MS * 3));
    expect(logCalls(calls)).toHaveLength(1);

    fireEvent.click(screen.getByRole('button', { name: 'Follow' }));
    expect(screen.getByRole('button', { name: 'Pause' }).getAttribute('aria-pressed')).toBe('true');
    await act(() => vi.advanceTimersByTimeAsync(FOLLOW_MS));
    await waitFor(() => expect(shownLines()).toHaveLength(4));
    expect(logCalls(calls)[1]!.url.searchParams.get('since')).toBe('c2');
    expect(screen.getByTestId('follow-status').textContent).toContain('2 new lines so far.');
    await act(() => vi.advanceTimersByTimeAsync(FOLLOW_MS));
    await waitFor(() => expect(shownLines()).toHaveLength(5));
    // each request carries the cursor of the answer before it
    expect(logCalls(calls)[2]!.url.searchParams.get('since')).toBe('c3');
    expect(shownLines()[4]).toContain('/pay');
    expect(screen.getByTestId('follow-status').textContent).toContain('3 new lines so far.');

    fireEvent.click(screen.getByRole('button', { name: 'Pause' }));
    const asked = logCalls(calls).length;
    await act(() => vi.advanceTimersByTimeAsync(FOLLOW_MS * 3));
    expect(logCalls(calls)).toHaveLength(asked);
    expect(shownLines()).toHaveLength(5);
  });

  it('reads nothing while the tab is hidden, and goes on when it is shown again', async () => {
    vi.useFakeTimers({ shouldAdvanceTime: true });
    const { calls } = open(`/monitoring/logs?input=${DOMAIN}`, {
      [`GET ${API}/logs/available`]: json(available()),
      [`GET ${API}/logs`]: follow([[accessLine(3)]]),
    });
    await waitFor(() => expect(shownLines()).toHaveLength(2), { timeout: 5000 });
    fireEvent.click(screen.getByRole('button', { name: 'Follow' }));
    act(() => {
      Object.defineProperty(document, 'visibilityState', { value: 'hidden', configurable: true });
      document.dispatchEvent(new Event('visibilitychange'));
    });
    expect(screen.getByTestId('follow-status').textContent).toContain('waiting while this tab is hidden');
    await act(() => vi.advanceTimersByTimeAsync(FOLLOW_MS * 3));
    expect(logCalls(calls)).toHaveLength(1);
    act(() => {
      Object.defineProperty(document, 'visibilityState', { value: 'visible', configurable: true });
      document.dispatchEvent(new Event('visibilitychange'));
    });
    await act(() => vi.advanceTimersByTimeAsync(FOLLOW_MS));
    await waitFor(() => expect(shownLines()).toHaveLength(3));
  });

  it('marks search matches as text, filters on request, and downloads the loaded lines', async () => {
    open(`/monitoring/logs?input=${DOMAIN}`, {
      [`GET ${API}/logs/available`]: json(available()),
      [`GET ${API}/logs`]: follow([]),
    });
    await waitFor(() => expect(shownLines()).toHaveLength(2), { timeout: 5000 });
    const search = screen.getByLabelText('Search loaded lines');
    fireEvent.change(search, { target: { value: 'WP-LOGIN.php' } });
    await waitFor(() => expect(document.querySelectorAll('mark')).toHaveLength(1));
    expect(document.querySelector('mark')!.textContent).toBe('wp-login.php');
    expect(screen.getByText('1 of 2 lines match')).toBeDefined();
    // what is typed is characters, not a pattern: "." matches only a dot
    fireEvent.change(search, { target: { value: '(' } });
    await waitFor(() => expect(document.querySelectorAll('mark')).toHaveLength(0));
    expect(screen.getByText('0 of 2 lines match')).toBeDefined();

    fireEvent.change(search, { target: { value: '404' } });
    fireEvent.click(screen.getByLabelText('Only matching lines'));
    await waitFor(() => expect(shownLines()).toHaveLength(1));

    fireEvent.click(screen.getByLabelText('Wrap long lines'));
    expect(within(screen.getByTestId('log-scroller')).getAllByRole('listitem')[0]!.className).toContain(
      'whitespace-pre-wrap',
    );

    const blobs: Blob[] = [];
    // jsdom has no object URLs: record the blob the page hands over instead, and put things back after.
    const had = { createObjectURL: URL.createObjectURL, revokeObjectURL: URL.revokeObjectURL };
    URL.createObjectURL = (b: Blob) => (blobs.push(b), 'blob:log');
    URL.revokeObjectURL = () => {};
    let saved = '';
    const click = vi.spyOn(HTMLAnchorElement.prototype, 'click').mockImplementation(function (this: HTMLAnchorElement) {
      saved = this.download;
    });
    fireEvent.click(screen.getByRole('button', { name: 'Download loaded lines' }));
    expect(saved.startsWith(`${DOMAIN}-access-`)).toBe(true);
    expect(saved.endsWith('.log')).toBe(true);
    // every loaded line, not only the matching ones shown
    expect((await blobText(blobs[0]!)).split('\n')).toEqual([accessLine(1), accessLine(2, '/wp-login.php', 404), '']);
    click.mockRestore();
    Object.assign(URL, had);
  });

  it('opens filtered to a time from the incident timeline, and can show the whole log again', async () => {
    const { calls, router } = open(
      `/monitoring/logs?input=${DOMAIN}&log=access&grep=${encodeURIComponent('22/Nov/2026:14:')}`,
      {
        [`GET ${API}/logs/available`]: json(available()),
        [`GET ${API}/logs`]: follow([]),
      },
    );
    await waitFor(() => expect(shownLines()).toHaveLength(2), { timeout: 5000 });
    expect(logCalls(calls)[0]!.url.searchParams.get('grep')).toBe('22/Nov/2026:14:');
    expect(screen.getByText('Only lines containing “22/Nov/2026:14:”')).toBeDefined();
    fireEvent.click(screen.getByRole('button', { name: 'Show all lines' }));
    await waitFor(() => expect(router.state.location.search).not.toHaveProperty('grep'));
  });
});
