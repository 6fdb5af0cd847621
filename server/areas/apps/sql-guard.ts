// What the read-only SQL console accepts, decided by PostgreSQL's own parser
// (libpg-query: the server's grammar and lexer compiled to WebAssembly), never
// by a regular expression: exactly one SELECT, SHOW (of a few harmless
// settings), DESCRIBE / SHOW TABLES / SHOW COLUMNS (MySQL forms, see
// sql-mysql-forms.ts) or EXPLAIN without ANALYZE. Inside a SELECT every node
// of the tree is checked: no write in a WITH, no SELECT INTO, no row locks, no
// function off the allowlist of side-effect-free ones (sql-functions.ts), no
// parameter, and every table one of the install's own database. Anything else
// is refused with 422 saying why (sql-refusal.ts). The statement then still
// runs in a read-only transaction (sql-run.ts): the guard says why, the
// transaction makes sure.
import { loadModule, parseSync, scanSync, type ScanToken } from 'libpg-query';
import { EXPLAIN_OPTIONS, SHOWABLE_SETTINGS } from './sql-functions';
import { mysqlForm, type TableName } from './sql-mysql-forms';
import { byteSlice, characterAt, refuse } from './sql-refusal';
import { checkRelation, SelectCheck, type AstNode, type SqlScope } from './sql-select-check';

/** What to run: the console never runs a text it has not classified. */
export type SqlPlan =
  | { kind: 'select'; sql: string }
  | { kind: 'explain'; sql: string }
  | { kind: 'show'; setting: string }
  | { kind: 'tables'; full: boolean }
  | { kind: 'describe'; table: string };

let loading: Promise<void> | undefined;
/** The parser is WebAssembly: load it once before the first guardSql. */
export const loadSqlParser = () => (loading ??= loadModule());

const ACCEPTED = 'only one SELECT, SHOW, DESCRIBE or EXPLAIN is accepted';
const isComment = (t: ScanToken) => t.tokenName === 'SQL_COMMENT' || t.tokenName === 'C_COMMENT';

/** Decide what a console text is; throws the 422 refusal when it is not one read-only statement. */
export function guardSql(query: string, scope: SqlScope): SqlPlan {
  // `{prefix}` names the install's tables; replaced before parsing, so the parser sees the real names.
  const text = query.split('{prefix}').join(scope.prefix);
  const all = scanned(text);
  const statements = splitStatements(all.filter((t) => !isComment(t)));
  if (!statements.length)
    refuse('empty_statement', `The text holds no statement, only comments or semicolons; ${ACCEPTED}`);
  if (statements.length > 1) assertOneStatement(text, all, statements);

  const form = mysqlForm(text, statements[0]!);
  if (form) {
    if (form.kind === 'tables') return form;
    return { kind: 'describe', table: ownTable(form.name, scope) };
  }

  const parsed = parsed1(text);
  const raw = parsed.stmts?.[0];
  if (!raw?.stmt) refuse('empty_statement', `The text holds no statement, only comments or semicolons; ${ACCEPTED}`);
  const stmtText = byteSlice(
    text,
    raw.stmt_location ?? 0,
    raw.stmt_len ? (raw.stmt_location ?? 0) + raw.stmt_len : undefined,
  );
  const [type, body] = Object.entries(raw.stmt as AstNode)[0] as [string, AstNode];
  const verb = verbOf(statements[0]!);

  if (type === 'SelectStmt') {
    new SelectCheck(scope).statement(body);
    return { kind: 'select', sql: stmtText };
  }
  if (type === 'ExplainStmt') {
    checkExplain(body, scope);
    return { kind: 'explain', sql: stmtText };
  }
  if (type === 'VariableShowStmt') {
    const name = String(body.name ?? '');
    if (!SHOWABLE_SETTINGS.has(name))
      refuse(
        'setting_not_allowed',
        `SHOW ${name} is not offered: SHOW reads TABLES, COLUMNS FROM a table, and the settings ${[...SHOWABLE_SETTINGS].join(', ')}`,
      );
    return { kind: 'show', setting: name };
  }
  return refuse('not_read_only', `${whyNotRead(type, verb)}; ${ACCEPTED}`);
}

/** The lexer's tokens; a text it cannot read (an unclosed quote or comment) is answered with the parser's message. */
function scanned(text: string): ScanToken[] {
  try {
    return scanSync(text).tokens;
  } catch {
    parsed1(text);
    return refuse('syntax_error', 'The statement cannot be read');
  }
}

function parsed1(text: string) {
  try {
    return parseSync(text);
  } catch (err) {
    const e = err as { message?: string; sqlDetails?: { cursorPosition?: number } };
    const at = e.sqlDetails?.cursorPosition;
    return refuse(
      'syntax_error',
      `The statement does not parse: ${e.message ?? 'syntax error'}${at !== undefined ? ` (at character ${at + 1})` : ''}`,
    );
  }
}

/** Statements as the server splits them: at each `;` token (a `;` inside a string or comment is no token). */
function splitStatements(tokens: ScanToken[]): ScanToken[][] {
  const out: ScanToken[][] = [[]];
  for (const t of tokens) {
    if (t.text === ';' && t.tokenName !== 'SCONST') out.push([]);
    else out[out.length - 1]!.push(t);
  }
  return out.filter((s) => s.length > 0);
}

function assertOneStatement(text: string, all: ScanToken[], statements: ScanToken[][]) {
  // A `;` inside a routine body (BEGIN ATOMIC … END) is no separator: when the parser reads one statement,
  // that statement is classified as any other.
  try {
    if (parseSync(text).stmts?.length === 1) return;
  } catch {
    // Unparseable as a whole: the lexer's count stands.
  }
  const second = statements[1]![0]!;
  const commented = all.some((t) => isComment(t) && t.start < second.start);
  refuse(
    'multiple_statements',
    `The text holds ${statements.length} statements: a second one (${verbOf(statements[1]!)}) starts at character ${characterAt(text, second.start)}` +
      `${commented ? ', and a comment does not hide it' : ''}. Send exactly one statement per call`,
  );
}

/** `DROP TABLE`, `SELECT`: the words a person would use for the statement. */
function verbOf(tokens: ScanToken[]): string {
  const [a, b] = tokens.map((t) => t.text.toUpperCase());
  return a === 'CREATE' || a === 'ALTER' || a === 'DROP' ? `${a} ${b ?? ''}`.trim() : (a ?? '');
}

const STATEMENT_REASONS: Record<string, string> = {
  InsertStmt: 'writes rows',
  UpdateStmt: 'changes rows',
  DeleteStmt: 'deletes rows',
  MergeStmt: 'writes rows',
  TruncateStmt: 'empties tables',
  CopyStmt: 'copies data between tables and files or programs',
  VariableSetStmt: "changes the session's settings",
  DoStmt: 'runs procedural code',
  CallStmt: 'runs a procedure, which may write',
  LockStmt: 'takes table locks',
  VacuumStmt: 'maintains tables, which writes',
  ListenStmt: "uses the server's notification channels",
  UnlistenStmt: "uses the server's notification channels",
  NotifyStmt: "uses the server's notification channels",
  PrepareStmt: 'prepares a statement to run later',
  ExecuteStmt: 'runs a prepared statement, which may write',
  DeallocateStmt: 'works with prepared statements',
  TransactionStmt: 'controls the transaction; the console runs each statement in a read-only transaction of its own',
  CreateTableAsStmt: 'creates a table',
  DeclareCursorStmt: 'opens a cursor',
  FetchStmt: 'reads from a cursor the console does not keep',
  ClosePortalStmt: 'closes a cursor',
  DiscardStmt: "resets the session's state",
  CheckPointStmt: 'forces a server checkpoint',
  LoadStmt: 'loads a server library',
  ReindexStmt: 'rebuilds indexes',
  ClusterStmt: 'rewrites a table',
  RefreshMatViewStmt: 'rewrites a materialised view',
};
const DDL = ['Create', 'Alter', 'Drop', 'Rename', 'Grant', 'Revoke', 'Comment', 'SecLabel', 'Import', 'Reassign'];

function whyNotRead(type: string, verb: string): string {
  const reason =
    STATEMENT_REASONS[type] ??
    (DDL.some((d) => type.startsWith(d)) ? "changes the database's schema or permissions (DDL)" : 'is not a read');
  return `${verb || type} ${reason}`;
}

function checkExplain(body: AstNode, scope: SqlScope) {
  for (const opt of (body.options ?? []) as AstNode[]) {
    const name = String((opt.DefElem as AstNode | undefined)?.defname ?? '');
    if (name === 'analyze')
      refuse('explain_analyze', 'EXPLAIN ANALYZE runs the statement to time it; use EXPLAIN without ANALYZE');
    if (!EXPLAIN_OPTIONS.has(name))
      refuse(
        'explain_option',
        `The EXPLAIN option ${name.toUpperCase()} is not offered; use ${[...EXPLAIN_OPTIONS].join(', ')}`,
      );
  }
  const [type, inner] = Object.entries((body.query ?? {}) as AstNode)[0] ?? [];
  if (type !== 'SelectStmt')
    refuse(
      'not_read_only',
      `EXPLAIN here shows the plan of a SELECT only; ${whyNotRead(type ?? '', 'that statement')}`,
    );
  new SelectCheck(scope).statement(inner as AstNode);
}

/** A table named in DESCRIBE or SHOW COLUMNS, checked as a FROM item would be; its real name. */
function ownTable(name: TableName, scope: SqlScope): string {
  checkRelation(name.schema, name.table, scope, new Set());
  return name.table;
}
