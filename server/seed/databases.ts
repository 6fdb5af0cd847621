// The demo's customer databases made real on the database node: each seeded
// database becomes a schema with a CMS site's tables (the CMS toolkit's
// wp_options, wp_users, wp_posts, wp_terms, and the seed's wp_postmeta and
// wp_comments) and rows, so its size and table count
// are measured, not invented. Seven nights of backups are recorded as the
// site grew: each night a few posts are written, then the database is
// measured and its nightly backup recorded at that size. The demo account
// also gets a small reporting database with a read-only user that may
// connect from an office network, and its WordPress user is granted SELECT on
// it (a user with grants on two databases).
import { BYTES_PER_MB } from '@contract/units';
import { eq, sql } from 'drizzle-orm';
import type { Tx } from '@server/db/client';
import type { CustomerSql } from '@server/db/customer-server';
import * as tDatabases from '@server/db/schema/databases';
import { servicesByIds } from '@server/areas/services/public';
import { ensureNightlyBackups, nextBackupAt, recordBackup, storedPrivileges } from '@server/areas/databases/public';
import { sha256 } from '@server/core/crypto';
import { createCmsTables } from '@server/infra/cms-site';
import type { DatabaseNode } from '@server/infra/database-node';

const DAY = 86_400_000;
const CATEGORIES = ['Journal', 'Projects', 'Studio news'];
const NIGHTS = 7;
const WORDS =
  'hosting studio design light nordic client project brief launch review colour typeface grid layout photo gallery winter summer harbour ferry archipelago coffee meeting sketch prototype feedback invoice deadline workshop portfolio story brand identity motion print paper screen pixel responsive mobile accessible contrast palette campaign poster exhibition interview process craft detail balance rhythm whitespace headline caption'.split(
    ' ',
  );

/** A small deterministic generator, so the demo is the same on every seed. */
function prng(seed: number) {
  let s = seed >>> 0;
  return () => {
    s = (s + 0x6d2b79f5) >>> 0;
    let x = Math.imul(s ^ (s >>> 15), 1 | s);
    x ^= x + Math.imul(x ^ (x >>> 7), 61 | x);
    return ((x ^ (x >>> 14)) >>> 0) / 4_294_967_296;
  };
}

function prose(rand: () => number, words: number) {
  const out: string[] = [];
  for (let i = 0; i < words; i++) out.push(WORDS[Math.floor(rand() * WORDS.length)]!);
  return out.join(' ');
}

/**
 * The CMS's own tables as the CMS toolkit reads and writes them (createCmsTables: wp_posts, wp_terms,
 * wp_users, wp_options), plus two the seed alone fills so the database has a real site's bulk:
 * wp_postmeta and wp_comments.
 */
async function wordpressTables(tx: CustomerSql, schema: string) {
  const s = sql.identifier(schema);
  await createCmsTables(tx, { database: schema, prefix: 'wp_' });
  await tx.execute(sql`create index on ${s}.wp_posts (post_type, post_status, post_date)`);
  await tx.execute(sql`create table ${s}.wp_postmeta (
    meta_id bigserial primary key, post_id bigint not null, meta_key varchar(255), meta_value text)`);
  await tx.execute(sql`create index on ${s}.wp_postmeta (post_id)`);
  await tx.execute(sql`create table ${s}.wp_comments (
    comment_id bigserial primary key, comment_post_id bigint not null, comment_author text not null,
    comment_content text not null, comment_date timestamptz not null, comment_approved varchar(20) not null)`);
}

async function wordpressBasics(tx: CustomerSql, schema: string, domain: string, at: Date) {
  const s = sql.identifier(schema);
  const options: [string, string][] = [
    ['siteurl', `https://${domain}`],
    ['home', `https://${domain}`],
    ['blogname', domain],
    ['blogdescription', 'Just another site'],
    ['admin_email', `admin@${domain}`],
    ['timezone_string', 'Europe/Stockholm'],
    ['permalink_structure', '/%postname%/'],
    ['template', 'twentytwentyfive'],
    ['stylesheet', 'twentytwentyfive'],
    ['db_version', '58975'],
    ['WPLANG', 'en_US'],
    ['blog_public', '1'],
    ['users_can_register', '0'],
    ['default_role', 'subscriber'],
    ['default_comment_status', 'open'],
    ['posts_per_page', '10'],
    ['date_format', 'F j, Y'],
    ['time_format', 'H:i'],
  ];
  await tx.execute(
    sql`insert into ${s}.wp_options (option_name, option_value) values ${sql.join(
      options.map(([k, v]) => sql`(${k}, ${v})`),
      sql`, `,
    )}`,
  );
  await tx.execute(sql`insert into ${s}.wp_users (user_login, user_pass, user_email, user_registered, display_name, role)
    values ('admin', ${`$wp$2y$10$${sha256(schema).slice(0, 53)}`}, ${`admin@${domain}`}, ${at}, 'Site admin', 'administrator')`);
  await tx.execute(sql`insert into ${s}.wp_posts
    (post_author, post_date, post_modified, post_title, post_content, post_excerpt, post_status, post_name, post_type)
    values (1, ${at}, ${at}, 'About', 'Who we are and what we make.', '', 'publish', 'about', 'page'),
           (1, ${at}, ${at}, 'Contact', 'Write to us, or drop by the studio.', '', 'publish', 'contact', 'page')`);
}

/**
 * `n` published posts dated `at`, each with its meta and a comment or two: the text is drawn first (in
 * the order the generator always gave it), then each table is written in one statement.
 */
async function writePosts(tx: CustomerSql, schema: string, rand: () => number, n: number, at: Date) {
  const s = sql.identifier(schema);
  const posts = Array.from({ length: n }, () => {
    const title = prose(rand, 5);
    const post = { title, content: prose(rand, 350), excerpt: prose(rand, 20) };
    const comments: { author: string; content: string }[] = [];
    // the count is drawn again before each comment, as it always was
    for (let c = 0; c < 1 + Math.floor(rand() * 2); c++)
      comments.push({ author: prose(rand, 2), content: prose(rand, 40) });
    return { ...post, comments };
  });
  if (!posts.length) return;
  const inserted = (
    (await tx.execute(sql`insert into ${s}.wp_posts
      (post_author, post_date, post_modified, post_title, post_content, post_excerpt, post_status, post_name, post_type)
      values ${sql.join(
        posts.map(
          (p) =>
            sql`(1, ${at}, ${at}, ${p.title}, ${p.content}, ${p.excerpt}, 'publish', ${p.title.replaceAll(' ', '-')}, 'post')`,
        ),
        sql`, `,
      )}
      returning id`)) as unknown as { rows: { id: number | string }[] }
  ).rows;
  // the serial numbers are taken in the order of the values
  const ids = inserted.map((r) => Number(r.id)).sort((a, b) => a - b);
  await tx.execute(
    sql`insert into ${s}.wp_terms (object_id, taxonomy, name) values ${sql.join(
      ids.map((id, i) => sql`(${id}, 'category', ${CATEGORIES[i % CATEGORIES.length]!})`),
      sql`, `,
    )}`,
  );
  await tx.execute(
    sql`insert into ${s}.wp_postmeta (post_id, meta_key, meta_value) values ${sql.join(
      ids.map((id, i) => sql`(${id}, '_edit_last', '1'), (${id}, '_thumbnail_id', ${String(100 + i)})`),
      sql`, `,
    )}`,
  );
  await tx.execute(sql`insert into ${s}.wp_comments
    (comment_post_id, comment_author, comment_content, comment_date, comment_approved) values ${sql.join(
      posts.flatMap((p, i) => p.comments.map((c) => sql`(${ids[i]!}, ${c.author}, ${c.content}, ${at}, '1')`)),
      sql`, `,
    )}`);
}

async function reportingTables(tx: CustomerSql, schema: string, rand: () => number, at: Date) {
  const s = sql.identifier(schema);
  await tx.execute(sql`create table ${s}.visits (
    id bigserial primary key, day date not null, page text not null, views integer not null)`);
  const rows = Array.from(
    { length: 120 },
    (_, i) =>
      sql`(${new Date(at.getTime() - (i % 30) * DAY).toISOString().slice(0, 10)}, ${`/${prose(rand, 1)}`}, ${Math.floor(rand() * 900)})`,
  );
  await tx.execute(sql`insert into ${s}.visits (day, page, views) values ${sql.join(rows, sql`, `)}`);
}

/** The WordPress database of a hosting account of the estate (`<slug>_wp`) with its user, made 500 days ago. */
export async function seedSiteDatabase(tx: Tx, accountId: number, serviceId: number, slug: string, createdAt: Date) {
  const [dbRow] = await tx
    .insert(tDatabases.databases)
    .values({ accountId, serviceId, name: `${slug}_wp`, sizeMb: 184, createdAt })
    .returning();
  await tx.insert(tDatabases.databaseUsers).values({ databaseId: dbRow!.id, username: `${slug}_wpuser`, createdAt });
}

export async function seedDatabases(tx: Tx, node: DatabaseNode, now: Date) {
  const lastNight = new Date(nextBackupAt(now).getTime() - DAY);
  const nights = Array.from({ length: NIGHTS }, (_, i) => new Date(lastNight.getTime() - (NIGHTS - 1 - i) * DAY));
  const rows = await tx.select().from(tDatabases.databases).orderBy(tDatabases.databases.id);
  const services = new Map((await servicesByIds(tx, [...new Set(rows.map((d) => d.serviceId))])).map((s) => [s.id, s]));
  // Each database with the domain and user of its hosting account (one with no service is skipped).
  const seeded = rows.flatMap((db) => {
    const svc = services.get(db.serviceId);
    return svc ? [{ db, domain: svc.domain, user: svc.daUsername }] : [];
  });
  for (const [i, { db, domain }] of seeded.entries()) {
    const rand = prng(1000 + i);
    await node.create(db.name, 'utf8mb4');
    // Each step one transaction on the customer server: one commit (and one WAL sync) instead of one
    // per statement. The sizes measured between them are the same either way.
    await node.sql.transaction(async (q) => {
      await wordpressTables(q, db.name);
      await wordpressBasics(q, db.name, domain ?? db.name, db.createdAt);
      await writePosts(q, db.name, rand, 24, db.createdAt);
    });
    // The site as it grew: the posts of each day, then that night's backup at the size it had.
    for (const night of nights) {
      const posts = 1 + Math.floor(rand() * 3);
      await node.sql.transaction((q) => writePosts(q, db.name, rand, posts, new Date(night.getTime() - 8 * 3_600_000)));
      const size = (await node.stats([db.name])).get(db.name)!.sizeBytes;
      await recordBackup(tx, db, 'nightly', size, night);
    }
    await node.sql.transaction((q) => writePosts(q, db.name, rand, 1, now));
    for (const u of await tx
      .select()
      .from(tDatabases.databaseUsers)
      .where(eq(tDatabases.databaseUsers.databaseId, db.id)))
      await tx
        .insert(tDatabases.databaseGrants)
        .values({ userId: u.id, databaseId: db.id, privileges: storedPrivileges(['ALL PRIVILEGES']) });
  }
  const studio = seeded.find((s) => s.user === 'nordligh');
  if (studio) await reportingDatabase(tx, node, studio.db, now, nights);
  // databases.size_mb is only a rounded-up note of the measured size; the API always measures anew.
  const all = await tx.select().from(tDatabases.databases);
  const stats = await node.stats(all.map((d) => d.name));
  for (const d of all)
    await tx
      .update(tDatabases.databases)
      .set({ sizeMb: Math.ceil((stats.get(d.name)?.sizeBytes ?? 0) / BYTES_PER_MB) })
      .where(eq(tDatabases.databases.id, d.id));
  await ensureNightlyBackups(tx, now);
}

/** nordligh_stats: a read-only reporting user reaching it from the office network, and the WordPress user's SELECT. */
async function reportingDatabase(
  tx: Tx,
  node: DatabaseNode,
  wp: typeof tDatabases.databases.$inferSelect,
  now: Date,
  nights: Date[],
) {
  const createdAt = new Date(now.getTime() - 90 * DAY);
  const [db] = await tx
    .insert(tDatabases.databases)
    .values({ accountId: wp.accountId, serviceId: wp.serviceId, name: 'nordligh_stats', sizeMb: 0, createdAt })
    .returning();
  await node.create(db!.name, 'utf8mb4');
  await node.sql.transaction((q) => reportingTables(q, db!.name, prng(77), now));
  const [reader] = await tx
    .insert(tDatabases.databaseUsers)
    .values({ databaseId: db!.id, username: 'nordligh_report', hosts: ['localhost', '203.0.113.0/24'], createdAt })
    .returning();
  await tx.insert(tDatabases.databaseGrants).values({ userId: reader!.id, databaseId: db!.id, privileges: ['SELECT'] });
  const [wpUser] = await tx
    .select()
    .from(tDatabases.databaseUsers)
    .where(eq(tDatabases.databaseUsers.databaseId, wp.id));
  if (wpUser)
    await tx
      .insert(tDatabases.databaseGrants)
      .values({ userId: wpUser.id, databaseId: db!.id, privileges: ['SELECT'] });
  // Nothing writes to it at night, so every nightly backup has the size it has now.
  const size = (await node.stats([db!.name])).get(db!.name)!.sizeBytes;
  for (const night of nights) await recordBackup(tx, db!, 'nightly', size, night);
}
