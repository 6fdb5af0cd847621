// The PostgreSQL path of the server tests: one migrated, seeded template
// database per run; each test file gets its own copy (CREATE DATABASE ... TEMPLATE).
import pg from 'pg';
import { randomString } from '@server/core/crypto';
import { migrate, openDatabase } from '@server/db/client';
import { customersDatabaseName } from '@server/db/customer-server-postgres';
import { paidHooks } from '@server/create-deps';
import { seed } from '@server/seed/seed';
import { TEST_PASSWORD_COST } from './password-cost';

const withDb = (url: string, name: string) => {
  const u = new URL(url);
  u.pathname = `/${name}`;
  return u.toString();
};

async function admin<T>(url: string, fn: (c: pg.Client) => Promise<T>): Promise<T> {
  const client = new pg.Client({ connectionString: url });
  await client.connect();
  try {
    return await fn(client);
  } finally {
    await client.end();
  }
}

export async function createTemplate(url: string, now: number): Promise<string> {
  const name = `hosting_tpl_${randomString(8).toLowerCase()}`;
  await admin(url, (c) => c.query(`create database ${name}`));
  const database = await openDatabase({ databaseUrl: withDb(url, name) });
  await migrate(database);
  await seed(database.db, database.customers, new Date(now), paidHooks, TEST_PASSWORD_COST);
  await database.close();
  return name;
}

export async function cloneTemplate(
  url: string,
  template: string,
): Promise<{ url: string; drop: () => Promise<void> }> {
  const name = `hosting_t_${randomString(10).toLowerCase()}`;
  // The panel's database and its customer databases' (customer-server-postgres.ts names it).
  const pairs = [
    [name, template],
    [customersDatabaseName(name), customersDatabaseName(template)],
  ];
  await admin(url, async (c) => {
    for (const [to, from] of pairs) await c.query(`create database ${to} template ${from}`);
  });
  return {
    url: withDb(url, name),
    drop: () =>
      admin(url, async (c) => {
        for (const [to] of pairs) await c.query(`drop database if exists ${to} with (force)`);
      }).then(() => undefined),
  };
}
