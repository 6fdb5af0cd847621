// Bearer-token admission on PostgreSQL, batched: the calls that arrive in one turn of the event loop
// are admitted by one statement that reads their tokens (and the domains their `input` names), and
// counts them all against their request budgets, instead of one statement each. Under load that is
// one round trip for many calls; a lone call still costs one. Exact as one statement per call was:
// each budget row is upserted once with the batch's number of calls on it, under its row lock, in key
// order (so two processes' batches cannot deadlock), and the calls on one key get the counts that key
// went through, in the order they arrived (docs/decisions/018).
import { sql } from 'drizzle-orm';
import { queryNamed, type Db } from '@server/db/client';
import type { DomainRow } from './resolve-input';
import { revisionSql } from '@server/core/revision';

export interface TokenAdmissionCall {
  /** SHA-256 of the token: its row and, when it is valid, its budget key. */
  hash: string;
  /** The budget key when the token is refused (unknown, revoked or expired): the client network's. */
  addressKey: string;
  /** The call's clock: a token is valid when it has not expired by then. */
  at: Date;
  windowStart: number;
  /** The domain names the call's `input` names, or null. */
  names: readonly string[] | null;
}

export interface TokenAdmissionRow {
  /** The request budget's count after this call. */
  count: number;
  id: string | null;
  name: string;
  scopes: string[];
  expires_ms: number | null;
  revoked: boolean;
  valid: boolean;
  account_id: number;
  account_name: string;
  account_email: string;
  /** Minted by a guest (docs/decisions/023): the guest's login, which the token acts as. */
  guest_user_id: number | null;
  guest_email: string | null;
  input_rows: DomainRow[] | null;
  /** The database's revision in the statement's snapshot (core/revision.ts). */
  revision: string;
  /** Which statement admitted the call (a process-wide count): the calls of one read their rows together. */
  statement: number;
}

interface Pending {
  call: TokenAdmissionCall;
  resolve: (row: TokenAdmissionRow) => void;
  reject: (err: unknown) => void;
}

const queues = new WeakMap<Db, Pending[]>();
let statements = 0;

/** Admit one call: it joins the batch of this turn of the event loop. */
export function admitToken(db: Db, call: TokenAdmissionCall): Promise<TokenAdmissionRow> {
  return new Promise((resolve, reject) => {
    let queue = queues.get(db);
    if (!queue) {
      queues.set(db, (queue = []));
      // After the calls this turn has parsed: one statement for all of them.
      setImmediate(() => {
        queues.delete(db);
        void flush(db, queue!);
      });
    }
    queue.push({ call, resolve, reject });
  });
}

async function flush(db: Db, batch: Pending[]) {
  try {
    const id = ++statements;
    const rows = await queryNamed<Omit<TokenAdmissionRow, 'statement'> & { i: number }>(
      db,
      'token-admission',
      admissionStatement(batch.map((p) => p.call)),
    );
    const byIndex = new Map(rows.map((r) => [Number(r.i), r]));
    batch.forEach((p, i) => {
      const row = byIndex.get(i);
      if (row) p.resolve({ ...row, statement: id });
      else p.reject(new Error(`token admission returned no row for call ${i} of ${batch.length}`));
    });
  } catch (err) {
    for (const p of batch) p.reject(err);
  }
}

/** The one statement that admits `calls` (exported for its plan's test). */
export function admissionStatement(calls: TokenAdmissionCall[]) {
  const input = JSON.stringify(
    calls.map((c, i) => ({
      i,
      hash: c.hash,
      addr: c.addressKey,
      at: c.at.toISOString(),
      window_start: c.windowStart,
      names: c.names,
    })),
  );
  // `rank` numbers the calls on one budget row in arrival order; the row's count after the upsert,
  // less the calls after this one, is this call's count, as if each had been counted on its own.
  return sql`
    with req as (
      select * from jsonb_to_recordset(${input}::jsonb)
        as r(i int, hash text, addr text, at timestamptz, window_start bigint, names jsonb)
    ), token as (
      -- Lateral and fenced (offset 0 keeps it from being flattened into a join), so each call's token
      -- is one index lookup: the planner guesses a hundred calls for jsonb_to_recordset and would
      -- otherwise hash the whole token table for every batch.
      select r.i, t.id, t.name, t.scopes, t.expires_at, t.revoked_at is not null as revoked,
             t.account_id, t.account_name, t.account_email, t.guest_user_id, t.guest_email,
             (t.id is not null and t.revoked_at is null and (t.expires_at is null or t.expires_at > r.at)) as valid
      from req r
      left join lateral (
        select t.id, t.name, t.scopes, t.expires_at, t.revoked_at,
               a.id as account_id, a.name as account_name, a.email as account_email,
               u.id as guest_user_id, u.email as guest_email
        from api_tokens t join accounts a on a.id = t.account_id
        -- A guest's token: its person, by primary key. Revoking the guest revokes the token in the same
        -- transaction, so validity needs no guest lookup here.
        left join users u on t.guest_id is not null and u.id = t.created_by_user_id
        where t.hash = r.hash
        offset 0
      ) t on true
    ), keyed as (
      select r.i, r.window_start, case when token.valid then r.hash else r.addr end as key,
             row_number() over (partition by case when token.valid then r.hash else r.addr end, r.window_start
                                order by r.i) as rank
      from req r join token on token.i = r.i
    ), grouped as (
      select key, window_start, count(*)::int as n from keyed group by key, window_start
    ), inputs as materialized (
      -- Each input the batch names, read once however many of its calls name it (materialized: inlined,
      -- the planner ran it again for every call it joined).
      select n.names, (
        select coalesce(json_agg(json_build_object('name', d.name, 'account_id', d.account_id,
               'service_id', d.service_id, 'hosting_id', s.id, 'da_username', s.da_username, 'node', s.node)), '[]'::json)
        from domains d left join services s on s.id = d.hosting_service_id
        where d.name in (select jsonb_array_elements_text(n.names))
      ) as rows
      from (select distinct names from req where names is not null) n
    ), counted as (
      insert into rate_counters (key, bucket, window_start, count)
      select g.key, 'requests', g.window_start, g.n
      from grouped g, (select set_config('synchronous_commit', 'off', true)) async_commit
      order by g.key, g.window_start
      on conflict (key, bucket, window_start) do update set count = rate_counters.count + excluded.count
      returning key, window_start, count
    )
    select k.i, (c.count - g.n + k.rank)::int as count,
           token.id, token.name, token.scopes, token.revoked, token.valid, token.account_id, token.account_name,
           token.account_email, token.guest_user_id, token.guest_email, (extract(epoch from token.expires_at) * 1000)::float8 as expires_ms,
           inp.rows as input_rows, rev.revision
    from (select ${revisionSql} as revision) rev, keyed k
    join req r on r.i = k.i
    join token on token.i = k.i
    join grouped g on g.key = k.key and g.window_start = k.window_start
    join counted c on c.key = k.key and c.window_start = k.window_start
    left join inputs inp on inp.names = r.names`;
}
