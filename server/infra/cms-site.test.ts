import { describe, expect, it } from 'vitest';
import { sql } from 'drizzle-orm';
import { rowsOf } from '@server/db/customer-server';
import { openEmbeddedCustomers } from '@server/db/customer-server-embedded';
import { copyCmsSite, installCmsSite, snapshotCmsSite, restoreCmsSite, cmsTable } from '@server/infra/cms-site';

describe('cms site', () => {
  it('installs, snapshots, copies, restores', { timeout: 120_000 }, async () => {
    // The node's own database server, as the CMS meets it.
    const server = await openEmbeddedCustomers({});
    const db = server.sql;
    await db.execute(sql`create schema a_wp`);
    await db.execute(sql`create schema b_wp`);
    const at = { database: 'a_wp', prefix: 'wp_' };
    await installCmsSite(db, at, {
      siteTitle: 'T',
      siteUrl: 'https://x.se',
      adminUsername: 'al',
      adminEmail: 'a@x.se',
      adminPasswordHash: 'h',
      language: 'en_US',
      now: new Date(),
    });
    const snap = await snapshotCmsSite(db, at);
    expect(snap.posts).toHaveLength(2);
    const to = { database: 'b_wp', prefix: 'wp2_' };
    await copyCmsSite(db, at, to);
    await db.execute(
      sql`insert into ${cmsTable(to, 'posts')} (post_type, post_title, post_name, post_status, post_author, post_date, post_modified) values ('post','x','x','draft',1,now(),now())`,
    );
    const rows = await rowsOf<{ id: number }>(db, sql`select id from ${cmsTable(to, 'posts')} order by id`);
    expect(rows.map((r) => r.id)).toEqual([1, 2, 3]);
    await restoreCmsSite(db, to, snap);
    expect((await snapshotCmsSite(db, to)).posts).toHaveLength(2);
    await server.close();
  });
});
