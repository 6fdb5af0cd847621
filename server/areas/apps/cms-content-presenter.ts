// How a page or post looks in the API, with the address the site serves it at:
// a published post by the site's permalink structure (its tags replaced by the
// post's values, as the CMS does), a published page at /slug/, anything not
// published at its preview address (?p= or ?page_id=).
import type { z } from 'zod';
import type { CmsContent, CmsContentSummary } from '@contract/apps-cms-content';
import type { ContentRow, ContentBodyRow, Terms } from './cms-content-repository';

type Status = z.infer<typeof CmsContentSummary>['status'];

const two = (n: number) => String(n).padStart(2, '0');

/** The item's address below the site's URL (`base` ends with '/'). */
export function contentUrl(
  base: string,
  permalinkStructure: string,
  row: Pick<ContentRow, 'id' | 'post_type' | 'post_name' | 'post_status' | 'post_date' | 'author_login'>,
  firstCategory: string | null,
): string {
  const preview = `${base}?${row.post_type === 'page' ? 'page_id' : 'p'}=${row.id}`;
  if (row.post_status !== 'publish' || !permalinkStructure) return preview;
  if (row.post_type === 'page') return `${base}${row.post_name}/`;
  const d = new Date(row.post_date);
  const values: Record<string, string> = {
    '%year%': String(d.getUTCFullYear()),
    '%monthnum%': two(d.getUTCMonth() + 1),
    '%day%': two(d.getUTCDate()),
    '%hour%': two(d.getUTCHours()),
    '%minute%': two(d.getUTCMinutes()),
    '%second%': two(d.getUTCSeconds()),
    '%post_id%': String(row.id),
    '%postname%': row.post_name,
    '%category%': encodeURIComponent((firstCategory ?? 'uncategorized').toLowerCase()),
    '%author%': encodeURIComponent((row.author_login ?? 'admin').toLowerCase()),
  };
  let path = permalinkStructure;
  for (const [tag, value] of Object.entries(values)) path = path.replaceAll(tag, value);
  // Below the site's URL (an install in a directory keeps it), one slash between segments.
  const segments = path.split('/').filter(Boolean);
  return `${base}${segments.join('/')}${segments.length && path.endsWith('/') ? '/' : ''}`;
}

export interface UrlContext {
  base: string;
  permalinkStructure: string;
}

/** `firstCategory`: a post's first category (its permalink may name it). */
export function presentContentSummary(
  row: ContentRow,
  firstCategory: string | null,
  u: UrlContext,
): z.input<typeof CmsContentSummary> {
  return {
    id: row.id,
    type: row.post_type,
    title: row.post_title,
    slug: row.post_name,
    status: row.post_status as Status,
    author: row.author ?? `user ${row.post_author}`,
    url: contentUrl(u.base, u.permalinkStructure, row, firstCategory),
    createdAt: new Date(row.post_date).toISOString(),
    modifiedAt: new Date(row.post_modified).toISOString(),
  };
}

export function presentContent(row: ContentBodyRow, terms: Terms, u: UrlContext): z.input<typeof CmsContent> {
  return {
    ...presentContentSummary(row, terms.categories[0] ?? null, u),
    content: row.post_content,
    excerpt: row.post_excerpt,
    categories: terms.categories,
    tags: terms.tags,
  };
}
