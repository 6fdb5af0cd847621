// The console's WebSocket URL comes from the page's own origin, whatever APP_URL the server has.
import { describe, expect, it } from 'vitest';
import { socketUrl } from './console-connection';

const at = (href: string) => new URL(href) as unknown as Location;

describe('socketUrl', () => {
  it('keeps the path and ticket of the answer on the page’s own host', () => {
    expect(socketUrl('ws://localhost:8787/console/ws?ticket=abc', at('http://127.0.0.1:8787/vps/7/console'))).toBe(
      'ws://127.0.0.1:8787/console/ws?ticket=abc',
    );
    expect(socketUrl('ws://localhost:8787/console/ws?ticket=abc', at('http://192.168.1.20:5173/vps/7/console'))).toBe(
      'ws://192.168.1.20:5173/console/ws?ticket=abc',
    );
  });

  it('uses wss: on an https page (behind a TLS proxy), and takes a bare path', () => {
    expect(
      socketUrl('ws://localhost:8787/console/ws?ticket=a%2Bb', at('https://panel.example.com/vps/7/console')),
    ).toBe('wss://panel.example.com/console/ws?ticket=a%2Bb');
    expect(socketUrl('/console/ws?ticket=x', at('http://localhost:8787/vps/7/console'))).toBe(
      'ws://localhost:8787/console/ws?ticket=x',
    );
  });
});
