// What the simulated hosting node's /bin/sh does with a cron command: the
// outcome is a pure function of the command line and the account (its home,
// its PHP version), so a run is reproducible. A missing script fails as a
// shell says it does; `php -v`, `wp cron event run --due-now`, curl and a few
// shell builtins succeed with plausible output; an unknown program is 127.
import { createHash } from 'node:crypto';
import { parseCommandLine } from './shell-words';

export interface ShellAccount {
  /** The control-panel user name: the home is /home/<user>. */
  user: string;
  /** The node's default PHP, e.g. 8.2. */
  phpVersion: string;
}

export interface ShellResult {
  exitCode: number;
  /** stdout and stderr as the run captured them, in order. */
  output: string;
  durationMs: number;
}

/** What every hosting home holds on the node (the skeleton and a WordPress in public_html). */
const HOME_FILES = new Set([
  'public_html/index.php',
  'public_html/wp-cron.php',
  'public_html/wp-config.php',
  'public_html/wp-load.php',
  'bin/backup.sh',
  'cron/cleanup.php',
]);
const HOME_DIRS = new Set(['', 'public_html', 'bin', 'cron', 'logs', 'tmp']);

/** The most of a run's output a run record keeps: the tail, as a mail of cron output would end. */
export const OUTPUT_TAIL_LINES = 20;
export const OUTPUT_TAIL_CHARS = 2000;

export function outputTail(output: string): string {
  const lines = output.replace(/\n$/, '').split('\n');
  const tail = lines.slice(-OUTPUT_TAIL_LINES).join('\n');
  return tail.length > OUTPUT_TAIL_CHARS ? tail.slice(-OUTPUT_TAIL_CHARS) : tail;
}

/** A stable number from the command, so the same command takes the same time. */
const seed = (s: string) => createHash('sha256').update(s).digest().readUInt32BE(0);

interface Step {
  exitCode: number;
  stdout: string;
  stderr: string;
  ms: number;
}

class Session {
  private cwd: string;
  constructor(private readonly acct: ShellAccount) {
    this.cwd = this.home;
  }
  get home() {
    return `/home/${this.acct.user}`;
  }

  /** An absolute path, and its place in the home when it is inside it. */
  private resolve(p: string): { abs: string; inHome: string | null } {
    let abs =
      p.startsWith('~/') || p === '~' ? `${this.home}${p.slice(1)}` : p.startsWith('/') ? p : `${this.cwd}/${p}`;
    const parts: string[] = [];
    for (const seg of abs.split('/')) {
      if (seg === '' || seg === '.') continue;
      if (seg === '..') parts.pop();
      else parts.push(seg);
    }
    abs = `/${parts.join('/')}`;
    const prefix = `${this.home}/`;
    const inHome = abs === this.home ? '' : abs.startsWith(prefix) ? abs.slice(prefix.length) : null;
    return { abs, inHome };
  }
  private isFile(p: string) {
    const r = this.resolve(p);
    return r.inHome !== null && HOME_FILES.has(r.inHome);
  }
  private isDir(p: string) {
    const r = this.resolve(p);
    return r.inHome !== null && HOME_DIRS.has(r.inHome);
  }

  run(words: string[]): Step {
    const [cmd, ...args] = words as [string, ...string[]];
    const name = cmd.slice(cmd.lastIndexOf('/') + 1);
    const ms = 5 + (seed(words.join(' ')) % 40);
    const ok = (stdout = '', extra = 0): Step => ({ exitCode: 0, stdout, stderr: '', ms: ms + extra });
    const fail = (exitCode: number, stderr: string, stdout = ''): Step => ({ exitCode, stdout, stderr, ms });

    if (name === 'true' || name === ':') return ok();
    if (name === 'false') return fail(1, '');
    if (name === 'echo') return ok(`${args.join(' ')}\n`);
    if (name === 'exit') {
      const n = args[0] === undefined ? 0 : Number(args[0]);
      if (!Number.isInteger(n) || n < 0) return fail(2, `/bin/sh: 1: exit: Illegal number: ${args[0]}\n`);
      return { exitCode: n % 256, stdout: '', stderr: '', ms };
    }
    if (name === 'sleep') {
      const s = Number(args[0]);
      if (!Number.isFinite(s) || s < 0) return fail(1, `sleep: invalid time interval '${args[0] ?? ''}'\n`);
      return ok('', Math.min(s, 3600) * 1000);
    }
    if (name === 'cd') {
      const to = args[0] ?? '~';
      if (!this.isDir(to)) return fail(2, `/bin/sh: 1: cd: can't cd to ${to}\n`);
      this.cwd = this.resolve(to).abs;
      return ok();
    }
    if (/^php(\d+(\.\d+)?)?$/.test(name)) return this.php(args, ms);
    if (name === 'wp') return this.wp(args, ms);
    if (name === 'curl' || name === 'wget') return this.fetch(name, args, ms);
    if (name === 'sh' || name === 'bash') {
      const script = args.find((a) => !a.startsWith('-'));
      if (!script) return ok();
      if (!this.isFile(script)) return fail(127, `${name}: ${script}: No such file or directory\n`);
      return ok('', 200 + (seed(script) % 1800));
    }
    if (cmd.includes('/')) {
      if (this.isFile(cmd)) return ok('', 200 + (seed(cmd) % 1800));
      return fail(127, `/bin/sh: 1: ${cmd}: not found\n`);
    }
    return fail(127, `/bin/sh: 1: ${cmd}: not found\n`);
  }

  private php(args: string[], ms: number): Step {
    const v = this.acct.phpVersion;
    if (args[0] === '-v' || args[0] === '--version')
      return {
        exitCode: 0,
        stdout: `PHP ${v}.27 (cli) (built: Oct 24 2026 09:12:41) (NTS)\nCopyright (c) The PHP Group\nZend Engine v4.${v.split('.')[1] ?? '0'}.27, Copyright (c) Zend Technologies\n    with Zend OPcache v${v}.27, Copyright (c), by Zend Technologies\n`,
        stderr: '',
        ms,
      };
    const script = args.find((a, i) => !a.startsWith('-') && args[i - 1] !== '-d') ?? null;
    if (!script) return { exitCode: 0, stdout: '', stderr: '', ms };
    if (!this.isFile(script)) return { exitCode: 1, stdout: `Could not open input file: ${script}\n`, stderr: '', ms };
    return { exitCode: 0, stdout: '', stderr: '', ms: ms + 150 + (seed(script) % 1200) };
  }

  private wp(args: string[], ms: number): Step {
    const words = args.filter((a) => !a.startsWith('--path=') && a !== '--quiet' && a !== '-q');
    const sub = words.join(' ');
    if (sub === 'cron event run --due-now')
      return {
        exitCode: 0,
        stdout:
          "Executed the cron event 'wp_version_check' in 0.412s.\nExecuted the cron event 'wp_update_plugins' in 0.288s.\nExecuted the cron event 'wp_scheduled_delete' in 0.004s.\nSuccess: Executed a total of 3 cron events.\n",
        stderr: '',
        ms: ms + 740,
      };
    if (sub === 'core version') return { exitCode: 0, stdout: '6.8.3\n', stderr: '', ms: ms + 90 };
    if (sub === 'cron event list')
      return {
        exitCode: 0,
        stdout:
          'hook\tnext_run_gmt\tnext_run_relative\trecurrence\nwp_version_check\t2026-11-23 12:00:00\t3 hours\t12 hours\nwp_scheduled_delete\t2026-11-24 00:00:00\t15 hours\t1 day\n',
        stderr: '',
        ms: ms + 120,
      };
    const first = words[0] ?? '';
    return {
      exitCode: 1,
      stdout: '',
      stderr: first
        ? `Error: '${sub}' is not a registered wp command. See 'wp help' for available commands.\n`
        : 'usage: wp <command>\n',
      ms: ms + 60,
    };
  }

  private fetch(name: string, args: string[], ms: number): Step {
    const raw = args.find((a) => !a.startsWith('-') && (a.includes('://') || a.includes('.')));
    if (!raw)
      return name === 'curl'
        ? {
            exitCode: 2,
            stdout: '',
            stderr: "curl: no URL specified\ncurl: try 'curl --help' for more information\n",
            ms,
          }
        : { exitCode: 1, stdout: '', stderr: 'wget: missing URL\n', ms };
    let url: URL;
    try {
      url = new URL(raw.includes('://') ? raw : `http://${raw}`);
    } catch {
      return name === 'curl'
        ? { exitCode: 3, stdout: '', stderr: `curl: (3) URL rejected: Malformed input to a URL function\n`, ms }
        : { exitCode: 1, stdout: '', stderr: `${raw}: Invalid URL.\n`, ms };
    }
    if (url.protocol !== 'http:' && url.protocol !== 'https:')
      return name === 'curl'
        ? {
            exitCode: 1,
            stdout: '',
            stderr: `curl: (1) Protocol "${url.protocol.slice(0, -1)}" not supported\n`,
            ms,
          }
        : { exitCode: 1, stdout: '', stderr: `${raw}: Unsupported scheme.\n`, ms };
    // The request reaches the web server; its page goes to stdout (cron lines usually send it to /dev/null).
    return {
      exitCode: 0,
      stdout: `<!DOCTYPE html><html><head><title>${url.hostname}</title></head></html>\n`,
      stderr: '',
      ms: ms + 180 + (seed(url.href) % 600),
    };
  }
}

/** Run a crontab command line on the simulated node as `account`. */
export function runCommand(line: string, account: ShellAccount): ShellResult {
  const s = new Session(account);
  let exitCode = 0;
  let durationMs = 0;
  const printed: string[] = [];
  // The stdout of the command before a `|` went into the next one, not into the run's output.
  let piped = -1;
  for (const { op, cmd } of parseCommandLine(line)) {
    if (op === '&&' && exitCode !== 0) continue;
    if (op === '||' && exitCode === 0) continue;
    if (op === '|' && piped >= 0) printed[piped] = '';
    const r = s.run(cmd.words);
    piped = printed.push(cmd.stdoutAway ? '' : r.stdout) - 1;
    printed.push(cmd.stderrAway ? '' : r.stderr);
    exitCode = r.exitCode;
    durationMs += r.ms;
    if (cmd.words[0] === 'exit') break;
  }
  return { exitCode, output: printed.join(''), durationMs };
}
