// The simulated node's shell: the same command always ends the same way, with
// output like a real shell's.
import { describe, expect, it } from 'vitest';
import { OUTPUT_TAIL_LINES, outputTail, runCommand } from './node-shell';
import { parseCommandLine } from './shell-words';

const acct = { user: 'nordligh', phpVersion: '8.2' };
const run = (c: string) => runCommand(c, acct);

describe('runCommand', () => {
  it('is deterministic', () => {
    expect(run('php ~/cron/cleanup.php')).toEqual(run('php ~/cron/cleanup.php'));
  });

  it.each([
    ['exit 1', 1, ''],
    ['exit 3', 3, ''],
    ['false', 1, ''],
    ['php ~/cron/missing.php', 1, 'Could not open input file: ~/cron/missing.php\n'],
    ['/usr/local/bin/php /home/nordligh/none.php', 1, 'Could not open input file: /home/nordligh/none.php\n'],
    ['/home/nordligh/bin/sitemap.sh', 127, '/bin/sh: 1: /home/nordligh/bin/sitemap.sh: not found\n'],
    ['bash nothing.sh', 127, 'bash: nothing.sh: No such file or directory\n'],
    ['backup-now --all', 127, '/bin/sh: 1: backup-now: not found\n'],
    ['cd /home/nordligh/nowhere && php index.php', 2, "/bin/sh: 1: cd: can't cd to /home/nordligh/nowhere\n"],
    [
      'wp plugin frobnicate',
      1,
      "Error: 'plugin frobnicate' is not a registered wp command. See 'wp help' for available commands.\n",
    ],
    ['curl -fsS "ht tp://bad"', 3, 'curl: (3) URL rejected: Malformed input to a URL function\n'],
  ])('%s fails with %i', (cmd, code, output) => {
    const r = run(cmd);
    expect(r.exitCode).toBe(code);
    expect(r.output).toBe(output);
  });

  it('prints the PHP banner for php -v', () => {
    const r = run('php -v');
    expect(r.exitCode).toBe(0);
    expect(r.output).toMatch(/^PHP 8\.2\.\d+ \(cli\)/);
    expect(r.output).toContain('Zend Engine');
  });

  it('runs due WordPress cron events', () => {
    const r = run('wp cron event run --due-now --path=/home/nordligh/public_html');
    expect(r.exitCode).toBe(0);
    expect(r.output).toContain('Success: Executed a total of 3 cron events.');
  });

  it('runs scripts that exist in the home, relative to cd', () => {
    expect(run('cd ~/public_html && php wp-cron.php').exitCode).toBe(0);
    expect(run('php -q /home/nordligh/cron/cleanup.php').exitCode).toBe(0);
    expect(run('sh ~/bin/backup.sh').exitCode).toBe(0);
  });

  it('drops output sent to /dev/null, keeps stderr unless it goes too', () => {
    expect(run('php -v >/dev/null').output).toBe('');
    expect(run('php ~/x.php > /dev/null 2>&1').output).toBe('');
    expect(run('php ~/x.php > /dev/null 2>&1').exitCode).toBe(1);
    expect(run('bash x.sh >/dev/null').output).toBe('bash: x.sh: No such file or directory\n');
    expect(run('bash x.sh &>/dev/null').output).toBe('');
  });

  it('follows &&, || and ;', () => {
    expect(run('false && echo no').output).toBe('');
    expect(run('false || echo yes')).toMatchObject({ exitCode: 0, output: 'yes\n' });
    expect(run('echo a; exit 4; echo b')).toMatchObject({ exitCode: 4, output: 'a\n' });
    expect(run('echo a | true').output).toBe('');
  });

  it('counts sleep in the duration', () => {
    expect(run('sleep 2').durationMs).toBeGreaterThanOrEqual(2000);
  });
});

describe('parseCommandLine', () => {
  it('keeps quoted words whole and ignores comments', () => {
    expect(parseCommandLine(`echo "a b" 'c;d' e\\ f # note`)).toEqual([
      { op: null, cmd: { words: ['echo', 'a b', 'c;d', 'e f'], stdoutAway: false, stderrAway: false } },
    ]);
  });
});

describe('outputTail', () => {
  it(`keeps the last ${OUTPUT_TAIL_LINES} lines`, () => {
    const lines = Array.from({ length: 30 }, (_, i) => `line ${i + 1}`).join('\n');
    const tail = outputTail(`${lines}\n`).split('\n');
    expect(tail).toHaveLength(OUTPUT_TAIL_LINES);
    expect(tail[0]).toBe('line 11');
    expect(tail.at(-1)).toBe('line 30');
  });
});
