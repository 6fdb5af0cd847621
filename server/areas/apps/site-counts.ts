// How much a CMS site holds, counted in its own tables: published and draft
// posts and pages (the trash left out) and users. The staging push preview
// says what production has and what staging will put there; the admin page
// shows the same counts.
import { sql } from 'drizzle-orm';
import { rowsOf, type CustomerSql } from '@server/db/customer-server';
import { cmsTable, type CmsLocation } from '@server/infra/cms-site';

export interface SiteCounts {
  posts: number;
  pages: number;
  users: number;
}

export async function siteCounts(q: CustomerSql, at: CmsLocation): Promise<SiteCounts> {
  const [row] = await rowsOf<SiteCounts>(
    q,
    sql`select
      (select count(*)::int from ${cmsTable(at, 'posts')} where post_type = 'post' and post_status <> 'trash') as posts,
      (select count(*)::int from ${cmsTable(at, 'posts')} where post_type = 'page' and post_status <> 'trash') as pages,
      (select count(*)::int from ${cmsTable(at, 'users')}) as users`,
  );
  return row!;
}

const plural = (n: number, one: string) => `${n} ${one}${n === 1 ? '' : 's'}`;

export const describeCounts = (c: SiteCounts) =>
  `${plural(c.posts, 'post')}, ${plural(c.pages, 'page')}, ${plural(c.users, 'user')}`;
