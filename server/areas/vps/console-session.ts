// The simulated serial console of one server: what a person sees on ttyS0.
//
// Wire protocol (GET /console/ws?ticket=<ticket>, a WebSocket; the ticket comes from
// POST /api/v1/vps/console as `websocketUrl`, lives 60 s and opens one connection):
// - Server → client: text frames of terminal output (UTF-8, lines end in "\r\n", ANSI-free),
//   to be written to the terminal as they are (xterm.js `term.write(data)`).
// - Client → server: text frames holding one JSON object each:
//     {"type":"input","data":"<keystrokes>"}   what was typed or pasted, as a terminal sends it
//                                              ("\r" Enter, "\x7f" Backspace, "\x03" Ctrl+C)
//     {"type":"ctrl-alt-del"}                  send Ctrl+Alt+Del: the guest logs a reboot and boots again
//   Anything else is answered with a line saying so and otherwise ignored.
// - Close codes: 1008 (policy) with a reason when the ticket is unknown, used or expired (the
//   connection is accepted only to say why), when the page is on another site (Origin), when the
//   account has too many consoles open, after 5 failed logins on one connection, and when input
//   stays too fast; 1009 for a frame over 64 KiB; 1000 after the idle timeout (console-limits.ts).
// - Each client frame is answered with at most one server frame (its whole echo and output), and
//   input beyond the rate limit is dropped with one line saying so.
//
// The session is plain logic over a `write` callback, so it is tested without a socket: boot
// messages from the server's OS template and hostname, a `login:` prompt, echo of typed input
// (not of the password), "Login incorrect" unless the root password matches the stored hash,
// then a shell with a few harmless built-ins (uname -a, uptime, hostname, whoami, date, help, exit).
import { verifyPassword } from '@server/core/crypto';
import { InputLimiter } from './console-limits';

export interface ConsoleMachine {
  hostname: string;
  /** The template's banner, e.g. "Debian GNU/Linux 12 (bookworm)". */
  banner: string;
  kernel: string;
  arch: string;
  vcpus: number;
  memoryMb: number;
  bootedAt: Date | null;
  rootPasswordHash: string | null;
}

type Mode = 'login' | 'password' | 'shell';

/** Longest line the console keeps; a paste beyond it is cut, as a tty's line buffer would. */
export const MAX_LINE = 4096;
/** Failed logins one connection may make before it is closed (each costs a password hash check). */
export const MAX_FAILED_LOGINS = 5;

export class ConsoleSession {
  private mode: Mode = 'login';
  /** The line being typed, one code point an entry: typing and Backspace are O(1) however long it is. */
  private line: string[] = [];
  /** Output of the frame being handled, sent as one frame when it is done (a rope: appending is O(1)). */
  private out = '';
  /** Whether the last frame was dropped (the line saying so is written once per run of drops). */
  private dropping = false;
  private user = '';
  private failed = 0;
  private ended = false;
  /** Input is handled strictly in order, even across the asynchronous password check. */
  private queue: Promise<void> = Promise.resolve();

  constructor(
    private readonly machine: ConsoleMachine,
    private readonly write: (text: string) => void,
    private readonly now: () => Date,
    /** Ends the connection (too many failed logins, input too fast), with the reason. */
    private readonly end: (reason: string) => void = () => {},
    private readonly limiter = new InputLimiter(),
  ) {}

  /** The first screen: the kernel's and init's boot messages, then the login prompt. */
  open() {
    this.boot();
    this.flush();
  }

  /**
   * One client frame (see the protocol above); `size` is what it counts against the input rate
   * (a binary frame arrives as '' with its length).
   */
  receive(frame: string, size = frame.length): Promise<void> {
    if (this.ended) return this.queue;
    const admission = this.limiter.admit(size, this.now().getTime());
    if (admission !== 'accept') {
      if (admission === 'close') {
        this.ended = true;
        this.emit('\r\n[console] Input kept coming too fast; closing the console\r\n');
        this.flush();
        this.end('Console input too fast');
      } else if (!this.dropping) {
        this.dropping = true;
        // After the output of the frames before it, like any other output.
        this.queue = this.queue.then(() =>
          this.write('\r\n[console] Input too fast: some of it was dropped; type or paste more slowly\r\n'),
        );
      }
      return this.queue;
    }
    this.dropping = false;
    this.queue = this.queue.then(async () => {
      try {
        await this.handle(frame);
      } finally {
        this.flush();
      }
    });
    return this.queue;
  }

  private emit(text: string) {
    this.out += text;
  }

  /** Send what the frame produced as one frame. */
  private flush() {
    if (!this.out) return;
    const text = this.out;
    this.out = '';
    this.write(text);
  }

  private async handle(frame: string) {
    if (this.ended) return;
    let msg: unknown;
    try {
      msg = JSON.parse(frame);
    } catch {
      msg = null;
    }
    const m = msg as { type?: unknown; data?: unknown } | null;
    if (m && m.type === 'input' && typeof m.data === 'string') await this.input(m.data);
    else if (m && m.type === 'ctrl-alt-del') this.ctrlAltDel();
    else this.emit('\r\n[console] unknown message; send {"type":"input","data":"..."} or {"type":"ctrl-alt-del"}\r\n');
  }

  private boot() {
    const { hostname, banner, kernel, arch, vcpus, memoryMb } = this.machine;
    const lines = [
      `[    0.000000] Linux version ${kernel} (${arch}) #1 SMP PREEMPT_DYNAMIC`,
      `[    0.000000] Command line: BOOT_IMAGE=/vmlinuz-${kernel} root=/dev/vda1 ro console=ttyS0,115200`,
      `[    0.004012] smpboot: Allowing ${vcpus} CPUs, 0 hotplug CPUs`,
      `[    0.012877] Memory: ${memoryMb * 1024}K available`,
      `[    0.912340] virtio_blk virtio1: [vda] disk attached`,
      `[    1.204511] EXT4-fs (vda1): mounted filesystem with ordered data mode`,
      `[    1.873002] systemd[1]: Hostname set to <${hostname}>.`,
      `[  OK  ] Started systemd-journald.service - Journal Service.`,
      `[  OK  ] Reached target network-online.target - Network is Online.`,
      `[  OK  ] Started ssh.service - OpenBSD Secure Shell server.`,
      `[  OK  ] Started serial-getty@ttyS0.service - Serial Getty on ttyS0.`,
      '',
      `${banner} ${hostname} ttyS0`,
      '',
    ];
    this.emit(lines.join('\r\n') + '\r\n');
    this.toLogin();
  }

  private toLogin() {
    this.mode = 'login';
    this.line = [];
    this.user = '';
    this.emit(`${this.shortHost()} login: `);
  }

  private prompt() {
    this.emit(`root@${this.shortHost()}:~# `);
  }

  private shortHost() {
    const h = this.machine.hostname;
    const dot = h.indexOf('.');
    return dot < 0 ? h : h.slice(0, dot);
  }

  private async input(data: string) {
    for (const ch of data) {
      if (this.ended) return;
      if (ch === '\r' || ch === '\n') {
        const line = this.line.join('');
        this.line = [];
        this.emit('\r\n');
        // Only a password check waits; every other line is handled without leaving the loop.
        if (this.mode === 'password') await this.checkPassword(line);
        else this.enter(line);
      } else if (ch === '\x7f' || ch === '\b') {
        if (this.line.length) {
          this.line.pop();
          if (this.mode !== 'password') this.emit('\b \b');
        }
      } else if (ch === '\x03') {
        this.emit('^C\r\n');
        if (this.mode === 'shell') {
          this.line = [];
          this.prompt();
        } else this.toLogin();
      } else if (ch >= ' ' && this.line.length < MAX_LINE) {
        this.line.push(ch);
        if (this.mode !== 'password') this.emit(ch);
      }
    }
  }

  private enter(line: string) {
    if (this.mode === 'login') {
      if (!line.trim()) return this.emit(`${this.shortHost()} login: `);
      this.user = line.trim();
      this.mode = 'password';
      return this.emit('Password: ');
    }
    const out = this.command(line.trim());
    if (out === null) return this.toLogin();
    if (out) this.emit(out + '\r\n');
    this.prompt();
  }

  private async checkPassword(line: string) {
    const hash = this.machine.rootPasswordHash;
    const ok = this.user === 'root' && hash !== null && (await verifyPassword(line, hash));
    if (!ok) {
      this.emit('\r\nLogin incorrect\r\n');
      if (++this.failed >= MAX_FAILED_LOGINS) {
        this.ended = true;
        this.emit('Too many failed logins; open the console again to retry\r\n');
        // The screen first, then the close: the person reads why.
        this.flush();
        return this.end('Too many failed logins');
      }
      return this.toLogin();
    }
    this.mode = 'shell';
    this.emit(`Linux ${this.machine.hostname} ${this.machine.kernel} ${this.machine.arch}\r\n\r\n`);
    return this.prompt();
  }

  /** A built-in's output; null logs out. */
  private command(line: string): string | null {
    const [cmd = '', ...args] = line.split(/\s+/);
    const m = this.machine;
    switch (cmd) {
      case '':
        return '';
      case 'exit':
      case 'logout':
        return null;
      case 'uname':
        return args.includes('-a')
          ? `Linux ${m.hostname} ${m.kernel} #1 SMP PREEMPT_DYNAMIC ${m.arch} GNU/Linux`
          : 'Linux';
      case 'hostname':
        return m.hostname;
      case 'whoami':
        return 'root';
      case 'date':
        return this.now().toUTCString();
      case 'uptime':
        return this.uptime();
      case 'help':
        return 'Built-in commands on this console: uname -a, uptime, hostname, whoami, date, exit';
      default:
        return `-bash: ${cmd.slice(0, 64)}: command not found`;
    }
  }

  private uptime() {
    const now = this.now();
    const secs = this.machine.bootedAt ? Math.max(0, (now.getTime() - this.machine.bootedAt.getTime()) / 1000) : 0;
    const days = Math.floor(secs / 86_400);
    const hours = Math.floor((secs % 86_400) / 3600);
    const mins = Math.floor((secs % 3600) / 60);
    const clock = now.toISOString().slice(11, 19);
    const up = `${days ? `${days} day${days === 1 ? '' : 's'}, ` : ''}${hours}:${String(mins).padStart(2, '0')}`;
    return ` ${clock} up ${up},  1 user,  load average: 0.08, 0.03, 0.01`;
  }

  private ctrlAltDel() {
    const booted = this.machine.bootedAt?.getTime() ?? this.now().getTime();
    const stamp = ((this.now().getTime() - booted) / 1000).toFixed(6).padStart(12);
    this.emit(
      [
        '',
        '[  OK  ] Received Ctrl+Alt+Del from the console: rebooting.',
        '[  OK  ] Stopped target multi-user.target - Multi-User System.',
        '[  OK  ] Finished systemd-reboot.service - System Reboot.',
        `[${stamp}] reboot: Restarting system`,
        '',
      ].join('\r\n'),
    );
    this.machine.bootedAt = this.now();
    this.boot();
  }
}
