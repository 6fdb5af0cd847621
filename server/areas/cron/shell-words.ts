// A crontab command line split the way /bin/sh splits it, enough for the
// simulated node: words (with '…', "…" and \ quoting), the list operators
// (&&, ||, ;, |) and redirections (>file, 2>&1, &>/dev/null). No expansion
// runs: the node simulates what a command does, it never executes it.

export type Op = '&&' | '||' | ';' | '|';

export interface SimpleCommand {
  words: string[];
  /** stdout goes to /dev/null (or a file), so it is not in the run's output. */
  stdoutAway: boolean;
  stderrAway: boolean;
}

export interface ListItem {
  /** How this command joins the one before it (`null` for the first). */
  op: Op | null;
  cmd: SimpleCommand;
}

type Token = { kind: 'word'; text: string } | { kind: 'op'; op: Op } | { kind: 'redir'; text: string };

function tokenize(line: string): Token[] {
  const out: Token[] = [];
  let word = '';
  let inWord = false;
  const flush = () => {
    if (!inWord) return;
    out.push(/^[0-9&]?>/.test(word) ? { kind: 'redir', text: word } : { kind: 'word', text: word });
    word = '';
    inWord = false;
  };
  for (let i = 0; i < line.length; i++) {
    const c = line[i]!;
    if (c === "'" || c === '"') {
      const end = line.indexOf(c, i + 1);
      word += line.slice(i + 1, end === -1 ? line.length : end);
      inWord = true;
      i = end === -1 ? line.length : end;
    } else if (c === '\\' && i + 1 < line.length) {
      word += line[++i];
      inWord = true;
    } else if (c === ' ' || c === '\t') {
      flush();
    } else if (c === ';' || ((c === '&' || c === '|') && line[i + 1] === c)) {
      flush();
      out.push({ kind: 'op', op: c === ';' ? ';' : (`${c}${c}` as Op) });
      if (c !== ';') i++;
    } else if (c === '|') {
      flush();
      out.push({ kind: 'op', op: '|' });
    } else if (c === '#' && !inWord) {
      break; // a comment runs to the end of the line
    } else {
      word += c;
      inWord = true;
    }
  }
  flush();
  return out;
}

/** Where a redirection sends stdout and stderr; a bare `>` takes the next word as its target. */
function applyRedirect(cmd: SimpleCommand, redir: string, target: string | undefined) {
  const to = redir.replace(/^[0-9&]?>>?/, '') || target || '';
  if (redir.startsWith('2>')) {
    if (to !== '&1') cmd.stderrAway = true;
  } else if (redir.startsWith('&>')) {
    cmd.stdoutAway = true;
    cmd.stderrAway = true;
  } else if (to !== '&2') {
    cmd.stdoutAway = true;
  }
}

/** The command line as a list of simple commands joined by operators. */
export function parseCommandLine(line: string): ListItem[] {
  const items: ListItem[] = [];
  let op: Op | null = null;
  let cmd: SimpleCommand = { words: [], stdoutAway: false, stderrAway: false };
  const tokens = tokenize(line);
  for (let i = 0; i < tokens.length; i++) {
    const t = tokens[i]!;
    if (t.kind === 'word') cmd.words.push(t.text);
    else if (t.kind === 'redir') {
      const bare = /^[0-9&]?>>?$/.test(t.text);
      const next = tokens[i + 1];
      applyRedirect(cmd, t.text, bare && next?.kind === 'word' ? next.text : undefined);
      if (bare && next?.kind === 'word') i++;
    } else {
      if (cmd.words.length) items.push({ op, cmd });
      op = t.op;
      cmd = { words: [], stdoutAway: false, stderrAway: false };
    }
  }
  if (cmd.words.length) items.push({ op, cmd });
  return items;
}
