// What the databases tests share: a started API with the demo's tokens and
// another account's, the demo's names, and reads of the node itself (does a
// schema exist, how big is it) to check the API against what is really there.
import { rowsOf } from '@server/db/customer-server';
import { sql } from 'drizzle-orm';
import { defaultLimits } from '@server/core/deps';
import { startApi, type TestApi } from '@server/test/harness';

export const STUDIO = 'nordlight-studio.com';
export const OLDSHOP = 'oldshop-nordlight.com';
export const SAND = 'sandandsons.fi';

export interface DbTestApi {
  api: TestApi;
  reader: string;
  writer: string;
  /** olof@example.org: an unrelated account. */
  olof: string;
  /** maria@example.com: the account the demo user is a guest of. */
  maria: string;
  cookie: string;
}

export async function startDbApi(): Promise<DbTestApi> {
  const api = await startApi({ limits: { ...defaultLimits, writes: 1000, requests: 5000 } });
  const scopes = ['read:database', 'write:database'] as const;
  return {
    api,
    reader: await api.token(['read:database']),
    writer: await api.token(scopes),
    olof: await api.token(scopes, { accountEmail: 'olof@example.org' }),
    maria: await api.token(scopes, { accountEmail: 'maria@example.com' }),
    cookie: await api.login(),
  };
}

export const approve = (t: DbTestApi, id: string) =>
  t.api.call('POST', `/pending-actions/${id}/approve`, { cookie: t.cookie, body: {} });

export async function schemaExists(api: TestApi, name: string) {
  const rows = await rowsOf(api.node, sql`select 1 from pg_namespace where nspname = ${name}`);
  return rows.length === 1;
}

export async function tablesIn(api: TestApi, name: string) {
  const rows = await rowsOf<{ relname: string }>(
    api.node,
    sql`select c.relname from pg_class c join pg_namespace n on n.oid = c.relnamespace
        where n.nspname = ${name} and c.relkind = 'r' order by 1`,
  );
  return rows.map((r) => r.relname);
}

export const previewOf = (hold: { preview: { label: string; value: string }[] }, label: string) =>
  hold.preview.find((p) => p.label === label)?.value;
