import { describe, expect, it, vi } from 'vitest';
import { act, fireEvent, screen, waitFor, within } from '@testing-library/react';
import { json, stubFetch } from '@/test/fetch-stub';
import { renderApp } from '@/test/render-app';
import { HOST, SERVICE_ID, detail, shellRoutes, target } from './vps-test-data';

// xterm.js draws with a real browser's layout; the stand-in keeps what was written and lets a test type.
const { terms } = vi.hoisted(() => ({
  terms: [] as { written: string[]; type: (d: string) => void }[],
}));
vi.mock('@xterm/xterm', () => ({
  Terminal: class FakeTerminal {
    written: string[] = [];
    private listener: (d: string) => void = () => {};
    constructor() {
      terms.push(this);
    }
    type(d: string) {
      this.listener(d);
    }
    loadAddon() {}
    open() {}
    focus() {}
    write(t: string) {
      this.written.push(t);
    }
    onData(l: (d: string) => void) {
      this.listener = l;
      return { dispose() {} };
    }
    dispose() {}
  },
}));
vi.mock('@xterm/addon-fit', () => ({
  FitAddon: class {
    fit() {}
  },
}));

/** A WebSocket the test drives: it opens, receives and closes when told to. */
class FakeSocket {
  static OPEN = 1;
  static made: FakeSocket[] = [];
  readyState = 0;
  sent: unknown[] = [];
  binaryType = 'blob';
  onopen: (() => void) | null = null;
  onmessage: ((e: { data: string }) => void) | null = null;
  onclose: ((e: { code: number; reason: string }) => void) | null = null;
  constructor(readonly url: string) {
    FakeSocket.made.push(this);
  }
  send(data: string) {
    this.sent.push(JSON.parse(data));
  }
  close() {
    this.readyState = 3;
    this.onclose?.({ code: 1000, reason: '' });
  }
  serverOpens() {
    act(() => {
      this.readyState = 1;
      this.onopen?.();
    });
  }
  serverSends(data: string) {
    act(() => this.onmessage?.({ data }));
  }
  serverCloses(code: number, reason: string) {
    act(() => {
      this.readyState = 3;
      this.onclose?.({ code, reason });
    });
  }
}

function open() {
  FakeSocket.made = [];
  terms.length = 0;
  vi.stubGlobal('WebSocket', FakeSocket);
  let n = 0;
  const calls = stubFetch({
    ...shellRoutes(),
    'GET /api/v1/vps/detail': json(detail()),
    'POST /api/v1/vps/console': () =>
      json({
        target: target(),
        protocol: 'serial',
        url: `http://localhost/vps/${SERVICE_ID}/console`,
        // The server's APP_URL, which is not where the page is: the socket goes to the page's own host.
        websocketUrl: `ws://app-url.example:8787/console/ws?ticket=t${++n}`,
        expiresAt: '2099-01-01T00:00:00.000Z',
      }),
  });
  renderApp(`/vps/${SERVICE_ID}/console`);
  return calls;
}

const state = () => screen.getByTestId('console-state');
const socket = async (i: number) => {
  await waitFor(() => expect(FakeSocket.made.length).toBeGreaterThan(i));
  return FakeSocket.made[i]!;
};

describe('VPS console', () => {
  it('mints a ticket, connects, shows the boot messages and login prompt, and sends what is typed', async () => {
    const calls = open();
    await screen.findByRole('heading', { name: `Console of ${HOST}`, level: 1 });
    const ws = await socket(0);
    expect(ws.url).toBe(`ws://${window.location.host}/console/ws?ticket=t1`);
    const mint = calls.find((c) => c.method === 'POST')!;
    expect(mint.url.pathname).toBe('/api/v1/vps/console');
    expect(mint.body).toEqual({ input: String(SERVICE_ID) });
    expect(state().getAttribute('role')).toBe('status');
    expect(state().textContent).toBe(`Connecting to the console of ${HOST}…`);
    ws.serverOpens();
    expect(state().textContent).toBe(`Connected to the console of ${HOST}.`);
    ws.serverSends('Debian GNU/Linux 12 build-01 ttyS0\r\n\r\nbuild-01 login: ');
    expect(terms[0]!.written.join('')).toContain('build-01 login: ');
    terms[0]!.type('root\r');
    expect(ws.sent).toEqual([{ type: 'input', data: 'root\r' }]);
  });

  it('types pasted text as keystrokes, a line break as Enter', async () => {
    open();
    const ws = await socket(0);
    ws.serverOpens();
    fireEvent.click(screen.getByRole('button', { name: 'Paste as keystrokes…' }));
    const dialog = await screen.findByRole('dialog', { name: 'Paste as keystrokes' });
    fireEvent.change(within(dialog).getByLabelText('Text to type into the console'), {
      target: { value: 'uname -a\nuptime' },
    });
    fireEvent.click(within(dialog).getByRole('button', { name: 'Type it' }));
    expect(ws.sent).toEqual([{ type: 'input', data: 'uname -a\ruptime' }]);
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
  });

  it('sends Ctrl+Alt+Del only after it is confirmed', async () => {
    open();
    const ws = await socket(0);
    ws.serverOpens();
    fireEvent.click(screen.getByRole('button', { name: 'Ctrl+Alt+Del…' }));
    let dialog = await screen.findByRole('dialog', { name: `Send Ctrl+Alt+Del to ${HOST}?` });
    fireEvent.click(within(dialog).getByRole('button', { name: 'Cancel' }));
    expect(ws.sent).toEqual([]);
    fireEvent.click(screen.getByRole('button', { name: 'Ctrl+Alt+Del…' }));
    dialog = await screen.findByRole('dialog', { name: `Send Ctrl+Alt+Del to ${HOST}?` });
    fireEvent.click(within(dialog).getByRole('button', { name: 'Send Ctrl+Alt+Del' }));
    expect(ws.sent).toEqual([{ type: 'ctrl-alt-del' }]);
  });

  it('says why a connection was refused or lost, and reconnects with a new ticket', async () => {
    const calls = open();
    const first = await socket(0);
    first.serverCloses(1008, 'This console ticket was already used; open the console again');
    expect(state().textContent).toBe('Could not connect. This console ticket was already used; open the console again');
    expect((screen.getByRole('button', { name: 'Paste as keystrokes…' }) as HTMLButtonElement).disabled).toBe(true);
    fireEvent.click(screen.getByRole('button', { name: 'Connect again' }));
    const second = await socket(1);
    expect(second.url).toBe(`ws://${window.location.host}/console/ws?ticket=t2`);
    expect(calls.filter((c) => c.method === 'POST')).toHaveLength(2);
    second.serverOpens();
    second.serverCloses(1006, '');
    expect(state().textContent).toBe('Disconnected. The connection to the console was lost.');
  });
});
