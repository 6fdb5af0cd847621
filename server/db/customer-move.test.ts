// A data directory from before ADR 028 kept its customer databases inside the panel's database:
// opened now, they move to the customer database server, rows and all, and leave the panel's.
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { PGlite } from '@electric-sql/pglite';
import { sql } from 'drizzle-orm';
import { afterAll, describe, expect, it } from 'vitest';
import { openDatabase, queryRows } from './client';
import { rowsOf } from './customer-server';

const root = fs.mkdtempSync(path.join(os.tmpdir(), 'customer-move-'));
afterAll(() => fs.rmSync(root, { recursive: true, force: true }));

describe('opening a data directory from before the customer server', () => {
  it('moves its customer databases to the customer server', { timeout: 240_000 }, async () => {
    const dataDir = path.join(root, 'data');
    const old = new PGlite({ dataDir });
    await old.exec(`create table public.panel_only (id int);
      create schema nordligh_wp; create table nordligh_wp.wp_options (option_name text primary key, option_value text);
      insert into nordligh_wp.wp_options values ('blogname', 'Nordlight Studio');`);
    await old.close();

    const database = await openDatabase({ dataDir });
    try {
      const moved = await rowsOf<{ v: string }>(
        database.customers.sql,
        sql`select option_value as v from nordligh_wp.wp_options where option_name = 'blogname'`,
      );
      expect(moved).toEqual([{ v: 'Nordlight Studio' }]);
      const left = await queryRows(database.db, sql`select 1 from pg_namespace where nspname = 'nordligh_wp'`);
      expect(left).toEqual([]);
      // The panel's own tables stay where they were, and are not copied to the customers.
      expect(await queryRows(database.db, sql`select count(*)::int as n from public.panel_only`)).toEqual([{ n: 0 }]);
      const copied = await rowsOf(database.customers.sql, sql`select 1 from pg_class where relname = 'panel_only'`);
      expect(copied).toEqual([]);
    } finally {
      await database.close();
    }
  });
});
