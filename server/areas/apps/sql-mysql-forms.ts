// The MySQL statements a CMS owner types that PostgreSQL's grammar does not
// have: DESCRIBE t (and DESC t, EXPLAIN t), SHOW [FULL] TABLES and
// SHOW COLUMNS|FIELDS FROM t [FROM db]. They are recognised from PostgreSQL's
// own lexer tokens (so quoting, comments and string literals are read exactly
// as the server reads them), never by pattern matching on the text, and are
// answered by the console from information_schema, not by running them.
import type { ScanToken } from 'libpg-query';
import { byteSlice, refuse } from './sql-refusal';

export interface TableName {
  schema?: string;
  table: string;
}

export type MysqlForm = { kind: 'tables'; full: boolean } | { kind: 'describe'; name: TableName };

const isWord = (t: ScanToken | undefined) =>
  !!t && !t.text.startsWith('"') && (t.tokenName === 'IDENT' || t.keywordKind > 0);

/** An unquoted word or keyword as the server folds it (lower case), else undefined. */
const word = (t: ScanToken | undefined) => (isWord(t) ? t!.text.toLowerCase() : undefined);

const isBacktick = (t: ScanToken | undefined) => t?.text === '`';
const isQuoted = (t: ScanToken | undefined) => t?.tokenName === 'IDENT' && t.text.startsWith('"');
const isNameStart = (t: ScanToken | undefined) => t?.tokenName === 'IDENT' || isBacktick(t);

/** `"a""b"` → `a"b`. */
const unquote = (quoted: string) => quoted.slice(1, -1).split('""').join('"');

/** One name at tokens[i]: a word, a "quoted" or a `backticked` identifier. */
function readPart(text: string, tokens: ScanToken[], i: number, what: string): { name: string; next: number } {
  const t = tokens[i];
  if (t?.text.toUpperCase().startsWith('U&'))
    refuse('not_offered', `Write the table name of ${what} plainly, without U& escapes`);
  if (isBacktick(t)) {
    const close = tokens.findIndex((u, j) => j > i && isBacktick(u));
    if (close < 0) refuse('syntax_error', `The backtick-quoted name of ${what} is not closed`);
    const name = byteSlice(text, t!.end, tokens[close]!.start);
    if (!name) refuse('syntax_error', `${what} needs a table name`);
    return { name, next: close + 1 };
  }
  if (isQuoted(t)) return { name: unquote(t!.text), next: i + 1 };
  if (isWord(t)) return { name: t!.text.toLowerCase(), next: i + 1 };
  return refuse('syntax_error', `${what} needs a table name`);
}

/** `table` or `database.table`. */
function readName(text: string, tokens: ScanToken[], i: number, what: string): { name: TableName; next: number } {
  const first = readPart(text, tokens, i, what);
  if (tokens[first.next]?.text !== '.') return { name: { table: first.name }, next: first.next };
  const second = readPart(text, tokens, first.next + 1, what);
  return { name: { schema: first.name, table: second.name }, next: second.next };
}

function endOf(tokens: ScanToken[], i: number, what: string) {
  const extra = tokens[i];
  if (extra) refuse('syntax_error', `${what} takes nothing after it; remove "${extra.text}"`);
}

/**
 * The MySQL form one statement's tokens (comments and the closing semicolon removed) spell, or null when
 * they are not one (PostgreSQL's parser then reads them).
 */
export function mysqlForm(text: string, tokens: ScanToken[]): MysqlForm | null {
  const [first, second] = tokens;
  const verb = word(first);
  if (verb === 'describe' || verb === 'desc') {
    const what = verb.toUpperCase();
    const { name, next } = readName(text, tokens, 1, what);
    endOf(tokens, next, `${what} ${name.table}`);
    return { kind: 'describe', name };
  }
  // MySQL's EXPLAIN t is DESCRIBE t; EXPLAIN followed by anything but a lone table name is PostgreSQL's.
  if (verb === 'explain' && isNameStart(second)) {
    try {
      const { name, next } = readName(text, tokens, 1, 'EXPLAIN');
      if (next === tokens.length) return { kind: 'describe', name };
    } catch {
      // Not a lone table name: PostgreSQL's EXPLAIN, whose parser reports what is wrong.
    }
    return null;
  }
  if (verb !== 'show') return null;
  const what = word(second);
  if (what === 'tables' || (what === 'full' && word(tokens[2]) === 'tables')) {
    const full = what === 'full';
    endOf(tokens, full ? 3 : 2, full ? 'SHOW FULL TABLES' : 'SHOW TABLES');
    return { kind: 'tables', full };
  }
  if (what === 'columns' || what === 'fields') {
    const how = `SHOW ${what.toUpperCase()}`;
    const from = word(tokens[2]);
    if (from !== 'from' && from !== 'in') refuse('syntax_error', `${how} needs FROM and a table name`);
    let { name, next } = readName(text, tokens, 3, how);
    const inDb = word(tokens[next]);
    if (inDb === 'from' || inDb === 'in') {
      const db = readPart(text, tokens, next + 1, how);
      name = { schema: db.name, table: name.table };
      next = db.next;
    }
    endOf(tokens, next, `${how} FROM ${name.table}`);
    return { kind: 'describe', name };
  }
  return null;
}
