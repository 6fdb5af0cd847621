// The serial console's logic without a socket: boot screen, echo, login, the built-ins, Ctrl+Alt+Del,
// one output frame per input frame, and the input rate limit.
import { beforeEach, describe, expect, it } from 'vitest';
import { hashPassword } from '@server/core/crypto';
import { TEST_PASSWORD_COST } from '@server/test/password-cost';
import { InputLimiter } from './console-limits';
import { ConsoleSession, type ConsoleMachine } from './console-session';

const now = new Date('2026-11-23T10:30:00Z');
let out: string;
let session: ConsoleSession;
let machine: ConsoleMachine;
const type = (data: string) => session.receive(JSON.stringify({ type: 'input', data }));

beforeEach(async () => {
  out = '';
  machine = {
    hostname: 'build-01.nordlight-studio.com',
    banner: 'Debian GNU/Linux 12',
    kernel: '6.1.0-27-amd64',
    arch: 'x86_64',
    vcpus: 2,
    memoryMb: 4096,
    bootedAt: new Date('2026-11-20T08:15:00Z'),
    rootPasswordHash: await hashPassword('correct horse', TEST_PASSWORD_COST),
  };
  session = new ConsoleSession(
    machine,
    (t) => (out += t),
    () => now,
  );
  session.open();
});

describe('console session', () => {
  it('boots with the template and hostname, then asks for a login', () => {
    expect(out).toContain('Linux version 6.1.0-27-amd64 (x86_64)');
    expect(out).toContain('Hostname set to <build-01.nordlight-studio.com>');
    expect(out).toContain('Debian GNU/Linux 12 build-01.nordlight-studio.com ttyS0');
    expect(out.endsWith('build-01 login: ')).toBe(true);
  });

  it('echoes the user name, hides the password and refuses a wrong one', async () => {
    out = '';
    await type('root\r');
    expect(out).toBe('root\r\nPassword: ');
    out = '';
    await type('guess\r');
    expect(out).not.toContain('guess');
    expect(out).toContain('Login incorrect');
    expect(out.endsWith('build-01 login: ')).toBe(true);
  });

  it('refuses everyone while no root password is set', async () => {
    machine.rootPasswordHash = null;
    out = '';
    await type('root\rcorrect horse\r');
    expect(out).toContain('Login incorrect');
  });

  it('logs root in with the right password and runs the built-ins', async () => {
    await type('root\rcorrect horse\r');
    expect(out.endsWith('root@build-01:~# ')).toBe(true);
    out = '';
    await type('uname -a\r');
    expect(out).toContain('Linux build-01.nordlight-studio.com 6.1.0-27-amd64 #1 SMP PREEMPT_DYNAMIC x86_64 GNU/Linux');
    out = '';
    await type('uptime\r');
    expect(out).toContain('10:30:00 up 3 days, 2:15');
    out = '';
    await type('rm -rf /\r');
    expect(out).toContain('-bash: rm: command not found');
    out = '';
    await type('exit\r');
    expect(out.endsWith('build-01 login: ')).toBe(true);
  });

  it('handles backspace and Ctrl+C on the line being typed', async () => {
    out = '';
    await type('rooz\x7ft\r');
    expect(out).toBe('rooz\b \bt\r\nPassword: ');
    out = '';
    await type('\x03');
    expect(out).toBe('^C\r\nbuild-01 login: ');
  });

  it('logs a reboot on Ctrl+Alt+Del and boots again', async () => {
    out = '';
    await session.receive(JSON.stringify({ type: 'ctrl-alt-del' }));
    expect(out).toContain('Received Ctrl+Alt+Del from the console: rebooting.');
    expect(out).toContain('reboot: Restarting system');
    expect(out).toContain('Hostname set to <build-01.nordlight-studio.com>');
    expect(out.endsWith('build-01 login: ')).toBe(true);
  });

  it('ends the connection after five failed logins', async () => {
    let ended = '';
    session = new ConsoleSession(
      machine,
      (t) => (out += t),
      () => now,
      (r) => (ended = r),
    );
    for (let i = 0; i < 4; i++) await type('root\rnope\r');
    expect(ended).toBe('');
    out = '';
    await type('root\rnope\rroot\r');
    expect(ended).toBe('Too many failed logins');
    // The input after the last failure is not read any more.
    expect(out.endsWith('Too many failed logins; open the console again to retry\r\n')).toBe(true);
  });

  it('says so for a frame that is not a message it knows', async () => {
    out = '';
    await session.receive('plain text');
    expect(out).toContain('unknown message');
  });
});

describe('console session: one frame out per frame in', () => {
  let frames: string[];
  const collect = () => {
    frames = [];
    session = new ConsoleSession(
      machine,
      (t) => frames.push(t),
      () => now,
    );
    session.open();
    frames = [];
  };

  it('answers a typed line with one frame, echo and prompt together', async () => {
    collect();
    await type('root\r');
    expect(frames).toEqual(['root\r\nPassword: ']);
  });

  it('handles a 64 KiB paste in one frame, in a few milliseconds', async () => {
    collect();
    await type('root\rcorrect horse\r');
    frames = [];
    const paste = 'uname -a\r'.repeat(Math.floor((64 * 1024 - 40) / 9));
    const started = performance.now();
    await type(paste);
    const took = performance.now() - started;
    expect(frames).toHaveLength(1);
    expect(frames[0]!.split('GNU/Linux').length - 1).toBe(paste.length / 9);
    // A generous bound on a shared machine: the work is linear (a few ms when idle).
    expect(took).toBeLessThan(5000);
  });

  it('keeps Backspace on a full line cheap', async () => {
    collect();
    const started = performance.now();
    await type('a'.repeat(4096) + '\x7fb'.repeat(30_000) + '\r');
    expect(performance.now() - started).toBeLessThan(5000);
    expect(frames).toHaveLength(1);
    expect(frames[0]!.endsWith('\r\nPassword: ')).toBe(true);
  });
});

describe('console session: input rate', () => {
  let clock: number;
  let frames: string[];
  let ended: string;
  beforeEach(() => {
    clock = now.getTime();
    frames = [];
    ended = '';
    session = new ConsoleSession(
      machine,
      (t) => frames.push(t),
      () => new Date(clock),
      (r) => (ended = r),
      new InputLimiter({
        bytes: { capacity: 1000, perSecond: 100 },
        frames: { capacity: 5, perSecond: 1 },
        drops: { capacity: 3, perSecond: 0.1 },
      }),
    );
    session.open();
    frames = [];
  });

  it('drops frames beyond the rate with one line saying so, and takes input again once it refills', async () => {
    for (let i = 0; i < 5; i++) await type('a');
    expect(frames).toEqual(['a', 'a', 'a', 'a', 'a']);
    await type('b');
    await type('b');
    expect(frames.slice(5)).toEqual([
      '\r\n[console] Input too fast: some of it was dropped; type or paste more slowly\r\n',
    ]);
    clock += 1000;
    await type('c');
    expect(frames.at(-1)).toBe('c');
    expect(ended).toBe('');
  });

  it('drops a frame over the byte budget', async () => {
    await type('x'.repeat(2000));
    expect(frames.join('')).toContain('Input too fast');
    expect(frames.join('')).not.toContain('xxx');
  });

  it('closes the connection when input keeps coming too fast', async () => {
    for (let i = 0; i < 5; i++) await type('a');
    for (let i = 0; i < 3; i++) await type('b');
    expect(ended).toBe('');
    await type('b');
    expect(ended).toBe('Console input too fast');
    expect(frames.at(-1)).toContain('closing the console');
    // Nothing is read after the close.
    clock += 60_000;
    frames = [];
    await type('late');
    expect(frames).toEqual([]);
  });
});
