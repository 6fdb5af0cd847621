// A first start on a new data directory, as `npm start` makes it (issue 36): one initdb makes the
// panel's cluster and the customer server's copy of it, the panel migrates and seeds the demo, and a
// restart finds both as they were left.
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { sql } from 'drizzle-orm';
import { afterAll, describe, expect, it } from 'vitest';
import { migrate, openDatabase, pendingMigrations, queryRows } from '@server/db/client';
import { customersDataDirOf } from '@server/db/open-pglite';
import { rowsOf } from '@server/db/customer-server';
import { paidHooks } from '@server/create-deps';
import { TEST_PASSWORD_COST } from '@server/test/password-cost';
import { seed } from './seed';

const root = fs.mkdtempSync(path.join(os.tmpdir(), 'first-start-'));
afterAll(() => fs.rmSync(root, { recursive: true, force: true }));

const customerSchemas = sql`select nspname as name from pg_namespace
  where nspname not in ('public', 'information_schema') and nspname not like 'pg\\_%' order by 1`;

describe('a first start on a new data directory', () => {
  it(
    'makes both clusters with one initdb, migrates and seeds; a restart finds them as they were',
    {
      timeout: 600_000,
    },
    async () => {
      const dataDir = path.join(root, 'data');
      const first = await openDatabase({ dataDir });
      let schemas: { name: string }[];
      try {
        // The customer server's copy was made before the panel's first migration: none of its tables.
        expect(await rowsOf(first.customers.sql, customerSchemas)).toEqual([]);
        await migrate(first);
        expect(await pendingMigrations(first.db)).toBe(0);
        await seed(first.db, first.customers, new Date(), paidHooks, TEST_PASSWORD_COST);
        schemas = await rowsOf<{ name: string }>(first.customers.sql, customerSchemas);
        // Every database the panel records lives on the customer server, and nowhere else.
        const recorded = await queryRows<{ name: string }>(first.db, sql`select name from databases order by name`);
        expect(schemas).toEqual(recorded);
        expect(await queryRows(first.db, sql`select 1 from pg_namespace where nspname = ${recorded[0]!.name}`)).toEqual(
          [],
        );
      } finally {
        await first.close();
      }
      expect(fs.existsSync(path.join(customersDataDirOf(dataDir), 'PG_VERSION'))).toBe(true);
      expect(fs.existsSync(`${customersDataDirOf(dataDir)}.copying`)).toBe(false);

      const again = await openDatabase({ dataDir });
      try {
        await migrate(again);
        expect(await pendingMigrations(again.db)).toBe(0);
        expect(await rowsOf(again.customers.sql, customerSchemas)).toEqual(schemas);
        const [users] = await queryRows<{ n: number }>(again.db, sql`select count(*)::int as n from users`);
        expect(users!.n).toBeGreaterThan(0);
      } finally {
        await again.close();
      }
    },
  );
});
