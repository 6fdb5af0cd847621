// The check of one SELECT (alone or under EXPLAIN): every node of the tree
// PostgreSQL's parser made is visited, with the WITH names in scope where the
// server sees them. Refused inside a SELECT: a WITH query that writes, WITH
// RECURSIVE (it can run without end), SELECT INTO, row locks, a function off
// the allowlist (sql-functions.ts), CURRENT_USER and its kind, XML functions,
// a parameter, a cast into the server's catalog, and any table that is not one
// of the install's database.
import { ALLOWED_FUNCTIONS, SET_RETURNING_FUNCTIONS } from './sql-functions';
import { refuse } from './sql-refusal';

/** Where a statement may read: the install's database (a schema), its tables, and the table prefix. */
export interface SqlScope {
  database: string;
  prefix: string;
  tables: ReadonlySet<string>;
}

export type AstNode = Record<string, unknown>;

const SYSTEM_SCHEMAS = new Set(['pg_catalog', 'information_schema', 'pg_toast']);

export function checkRelation(schema: string | undefined, table: string, scope: SqlScope, ctes: ReadonlySet<string>) {
  const shown = schema ? `${schema}.${table}` : table;
  if (schema && schema !== scope.database) {
    if (SYSTEM_SCHEMAS.has(schema) || schema.startsWith('pg_'))
      refuse(
        'system_catalog',
        `${shown} is a system catalog; the console reads only the tables of the install's database ${scope.database}`,
      );
    refuse(
      'outside_database',
      `${shown} is outside the install's database ${scope.database}; name its tables as {prefix}name`,
    );
  }
  if (table.startsWith('pg_'))
    refuse(
      'system_catalog',
      `${shown} is a system catalog; the console reads only the tables of the install's database ${scope.database}`,
    );
  if (!schema && ctes.has(table)) return;
  if (!scope.tables.has(table)) {
    const known = [...scope.tables].sort();
    refuse(
      'unknown_table',
      `The install's database ${scope.database} has no table ${shown}` +
        (known.length ? `; its tables are ${known.slice(0, 20).join(', ')}${known.length > 20 ? ', …' : ''}` : ''),
    );
  }
}

const FUNCTION_REASONS: [string, string][] = [
  ['pg_sleep', 'makes the database wait'],
  ['pg_advisory', 'takes an advisory lock'],
  ['pg_try_advisory', 'takes an advisory lock'],
  ['set_config', "changes the session's settings"],
  ['nextval', 'advances a sequence'],
  ['setval', 'changes a sequence'],
  ['lo_', "works with the server's large objects"],
  ['pg_read', "reads the server's files"],
  ['pg_ls_', "lists the server's files"],
  ['pg_stat_file', "reads the server's files"],
  ['dblink', 'connects to another database'],
  ['pg_terminate_backend', "stops the server's processes"],
  ['pg_cancel_backend', "stops the server's processes"],
  ['txid_', 'works with transaction ids'],
  ['pg_current_xact', 'works with transaction ids'],
  ['pg_notify', "uses the server's notification channels"],
];

function checkFunction(funcname: AstNode[]) {
  const names = funcname.map((n) => String((n.String as AstNode | undefined)?.sval ?? ''));
  const name = names[names.length - 1] ?? '';
  const schema = names.length > 1 ? names[0] : undefined;
  const shown = names.join('.');
  if (names.length > 2 || (schema && schema !== 'pg_catalog'))
    refuse(
      'function_not_allowed',
      `${shown}() is not a function the console offers; call built-in functions by their plain name`,
    );
  if (ALLOWED_FUNCTIONS.has(name)) return;
  if (SET_RETURNING_FUNCTIONS.has(name))
    refuse(
      'function_not_allowed',
      `${shown}() returns a set of rows the planner cannot count, so the console cannot price the statement before it runs; it is not offered`,
    );
  const why = FUNCTION_REASONS.find(([start]) => name.startsWith(start))?.[1];
  refuse(
    'function_not_allowed',
    `${shown}() ${why ? `${why}, and it ` : ''}is not on the console's list of functions without side effects`,
  );
}

const CLOCK_VALUES = new Set([
  'SVFOP_CURRENT_DATE',
  'SVFOP_CURRENT_TIME',
  'SVFOP_CURRENT_TIME_N',
  'SVFOP_CURRENT_TIMESTAMP',
  'SVFOP_CURRENT_TIMESTAMP_N',
  'SVFOP_LOCALTIME',
  'SVFOP_LOCALTIME_N',
  'SVFOP_LOCALTIMESTAMP',
  'SVFOP_LOCALTIMESTAMP_N',
]);

const LOCKS: Record<string, string> = {
  LCS_FORUPDATE: 'FOR UPDATE',
  LCS_FORNOKEYUPDATE: 'FOR NO KEY UPDATE',
  LCS_FORSHARE: 'FOR SHARE',
  LCS_FORKEYSHARE: 'FOR KEY SHARE',
};

/** The parser's JSON names a node by its type (`SelectStmt`, `RangeVar`) and a field in camel or snake case. */
const isNodeType = (key: string) => key.charCodeAt(0) >= 65 && key.charCodeAt(0) <= 90;

/** Walks every node of one SELECT (and of EXPLAIN's SELECT), with the WITH names in scope where the server sees them. */
export class SelectCheck {
  constructor(private readonly scope: SqlScope) {}

  statement(select: AstNode) {
    this.select(select, new Set());
  }

  private select(s: AstNode, outer: ReadonlySet<string>) {
    if (s.intoClause) refuse('select_into', 'SELECT INTO creates a table; the console only reads');
    const locking = s.lockingClause as AstNode[] | undefined;
    if (locking?.length) {
      const strength = String((locking[0]!.LockingClause as AstNode | undefined)?.strength ?? '');
      refuse('row_locking', `${LOCKS[strength] ?? 'A locking clause'} locks the rows it reads; the console only reads`);
    }
    const withClause = s.withClause as AstNode | undefined;
    let scope = outer;
    if (withClause?.recursive)
      refuse(
        'not_offered',
        'WITH RECURSIVE can run without end, and the embedded database cannot stop a running statement; write the query without it',
      );
    if (withClause) {
      const ctes = ((withClause.ctes ?? []) as AstNode[]).map((c) => c.CommonTableExpr as AstNode);
      const names = ctes.map((c) => String(c.ctename));
      // Each query of a (plain) WITH sees only the names before it.
      ctes.forEach((c, i) => {
        const visible = new Set([...outer, ...names.slice(0, i)]);
        this.visit(c.ctequery, visible);
        this.visit({ ...c, ctequery: undefined }, visible);
      });
      scope = new Set([...outer, ...names]);
    }
    for (const [key, value] of Object.entries(s))
      if (key !== 'withClause' && key !== 'intoClause' && key !== 'lockingClause') this.visit(value, scope);
  }

  private visit(value: unknown, ctes: ReadonlySet<string>): void {
    if (Array.isArray(value)) {
      for (const v of value) this.visit(v, ctes);
      return;
    }
    if (!value || typeof value !== 'object') return;
    for (const [key, child] of Object.entries(value as AstNode)) {
      if (key === 'typeName' && child && typeof child === 'object') this.typeName(child as AstNode);
      if (isNodeType(key) && child && typeof child === 'object') this.node(key, child as AstNode, ctes);
      else this.visit(child, ctes);
    }
  }

  private node(type: string, n: AstNode, ctes: ReadonlySet<string>) {
    switch (type) {
      case 'SelectStmt':
        return this.select(n, ctes);
      case 'InsertStmt':
      case 'UpdateStmt':
      case 'DeleteStmt':
      case 'MergeStmt': {
        const verb = type.slice(0, -'Stmt'.length).toUpperCase();
        return refuse(
          'writing_cte',
          `A WITH query that writes (${verb} inside WITH) is a write; the console only reads`,
        );
      }
      case 'RangeVar':
        if (n.catalogname)
          refuse(
            'outside_database',
            `${String(n.catalogname)}.… names another database; the console reads only ${this.scope.database}`,
          );
        return checkRelation(n.schemaname as string | undefined, String(n.relname), this.scope, ctes);
      case 'FuncCall':
        checkFunction((n.funcname ?? []) as AstNode[]);
        return this.visit({ ...n, funcname: undefined }, ctes);
      case 'SQLValueFunction':
        if (!CLOCK_VALUES.has(String(n.op)))
          refuse(
            'function_not_allowed',
            `${sqlValueName(String(n.op))} names the server's own roles or catalog; the console offers the date and time values only`,
          );
        return;
      case 'ParamRef':
        return refuse('parameter', `$${String(n.number ?? '')} is a parameter; write the value into the statement`);
      case 'XmlExpr':
      case 'XmlSerialize':
      case 'RangeTableFunc':
        return refuse('function_not_allowed', 'XML functions are not offered in the console');
      case 'TypeName':
        this.typeName(n);
        return this.visit(n, ctes);
      case 'ColumnRef':
        for (const f of (n.fields ?? []) as AstNode[]) {
          const name = (f.String as AstNode | undefined)?.sval;
          // `alias.func` calls func(alias) in PostgreSQL: a name of the server's own functions is no column of a CMS table.
          if (typeof name === 'string' && name.startsWith('pg_'))
            refuse(
              'system_catalog',
              `${name} is a name of the server's own; the console reads only the install's tables`,
            );
        }
        return;
      case 'A_Expr': {
        const op = ((n.name ?? []) as AstNode[]).map((x) => String((x.String as AstNode | undefined)?.sval ?? ''));
        if (op.length > 1 && op[0] !== 'pg_catalog')
          refuse('function_not_allowed', `OPERATOR(${op.join('.')}) is not offered; use the built-in operators`);
        return this.visit(n, ctes);
      }
      default:
        return this.visit(n, ctes);
    }
  }

  private typeName(t: AstNode) {
    const names = ((t.names ?? []) as AstNode[]).map((x) => String((x.String as AstNode | undefined)?.sval ?? ''));
    const name = names[names.length - 1] ?? '';
    if (names.length > 1 && names[0] !== 'pg_catalog')
      refuse('function_not_allowed', `The type ${names.join('.')} is not offered; use the built-in types`);
    if (name.startsWith('reg') || name.startsWith('pg_'))
      refuse(
        'system_catalog',
        `A cast to ${name} looks into the server's catalog; the console reads only the install's tables`,
      );
  }
}

const sqlValueName = (op: string) => op.replace('SVFOP_', '').split('_').join(' ');
