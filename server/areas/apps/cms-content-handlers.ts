// Pages, posts and settings of one CMS install, read from and written to its
// real tables. Slugs: pages and posts share the site's addresses, so a slug is
// held by one item outside the trash. A slug sent that another item holds is
// 409 (it names that item); a slug made from the title gets -2, -3… as the CMS
// does. Categories and tags are a post's only (a page with them is 422); a new
// post without categories is filed under Uncategorized, as the CMS files it.
// Trash: the item stays (restorable in the CMS, or by sending a status here)
// with status 'trash'; trashing it again is 409, since nothing would change.
import slugify from '@sindresorhus/slugify';
import { eq } from 'drizzle-orm';
import { cmsContentOps } from '@contract/apps-cms-content';
import { implement } from '@server/core/area';
import { ApiError } from '@server/core/problem';
import { appInstalls } from '@server/db/schema/apps';
import type { CustomerSql } from '@server/db/customer-server';
import { readOption, type CmsLocation } from '@server/infra/cms-site';
import { presentContent, presentContentSummary, type UrlContext } from './cms-content-presenter';
import {
  authorFor,
  contentById,
  contentPage,
  firstCategories,
  insertContent,
  slugHolder,
  termsOf,
  updateContent,
  writeTerms,
  type ContentChange,
  type ContentType,
} from './cms-content-repository';
import { readSettings, writeSettings } from './cms-settings';
import { changeCmsSite, readCmsSite, type CmsSiteRef } from './cms-site-access';
import { installUrl } from './install-repository';

/** The node's database server, where the site's tables are. */
type Q = CustomerSql;
const MAX_SLUG = 100;

async function urlContext(q: Q, site: CmsSiteRef): Promise<UrlContext> {
  return {
    base: installUrl(site.install),
    permalinkStructure: (await readOption(q, site.at, 'permalink_structure')) ?? '',
  };
}

async function itemOf(q: Q, site: CmsSiteRef, id: number, lock = false) {
  const row = await contentById(q, site.at, id, lock);
  if (!row)
    throw new ApiError(
      'not_found',
      `Install ${site.install.id} has no page or post ${id}; the content listing gives the ids`,
    );
  return row;
}

async function present(q: Q, site: CmsSiteRef, id: number) {
  const row = (await contentById(q, site.at, id))!;
  return presentContent(row, await termsOf(q, site.at, id), await urlContext(q, site));
}

const slugTaken = (slug: string, holder: { id: number; post_type: string; post_title: string }) =>
  new ApiError(
    'conflict',
    `The slug ${slug} is taken by ${holder.post_type} ${holder.id} "${holder.post_title}"; choose another slug, or trash that ${holder.post_type} first`,
  );

/** 409 when another item outside the trash holds the slug. */
async function assertSlugFree(q: Q, at: CmsLocation, slug: string, except?: number) {
  const holder = await slugHolder(q, at, slug, except);
  if (holder) throw slugTaken(slug, holder);
}

/** A free slug made from the title (through the slug library, never by hand): `title`, `title-2`, … */
async function slugFromTitle(q: Q, at: CmsLocation, title: string, type: ContentType): Promise<string> {
  // Slugified again after the cut, so a cut never leaves a trailing hyphen.
  const base = slugify(slugify(title).slice(0, MAX_SLUG - 6)) || type;
  for (let n = 1; n < 10_000; n++) {
    const slug = n === 1 ? base : `${base}-${n}`;
    if (!(await slugHolder(q, at, slug))) return slug;
  }
  throw new ApiError('conflict', `Every slug made from "${title}" is taken; send a slug of your own`);
}

/** Trimmed, without blanks or repeats (case aside), in the order sent. */
function termNames(names: string[]): string[] {
  const seen = new Set<string>();
  const out: string[] = [];
  for (const n of names.map((x) => x.trim()).filter(Boolean))
    if (!seen.has(n.toLowerCase())) {
      seen.add(n.toLowerCase());
      out.push(n);
    }
  return out;
}

function assertTermsFit(type: string, b: { categories?: string[]; tags?: string[] }) {
  if (type !== 'page') return;
  const errors = (['categories', 'tags'] as const)
    .filter((k) => b[k]?.length)
    .map((k) => ({ path: k, message: `A page has no ${k}; only posts do`, code: 'invalid_value' }));
  if (errors.length)
    throw new ApiError('validation_failed', `A page has no ${errors.map((e) => e.path).join(' or ')}; only posts do`, {
      errors,
    });
}

export default implement(cmsContentOps, {
  handlers: {
    async listCmsContent(c) {
      const { query } = c;
      const site = await readCmsSite(c, query);
      const page = await contentPage(site.node, site.at, query);
      const urls = await urlContext(site.node, site);
      const cats = await firstCategories(
        site.node,
        site.at,
        page.data.map((r) => r.id),
      );
      return {
        ...page,
        data: page.data.map((r) => presentContentSummary(r, cats.get(r.id) ?? null, urls)),
        target: site.a.target,
      };
    },

    async getCmsContent(c) {
      const { query } = c;
      const site = await readCmsSite(c, query);
      await itemOf(site.node, site, query.content_id);
      return { ...(await present(site.node, site, query.content_id)), target: site.a.target };
    },

    async createCmsContent(c) {
      const { body, deps } = c;
      const now = deps.clock.now();
      return changeCmsSite(c, body, async (tx, site) => {
        assertTermsFit(body.type, body);
        const { at } = site;
        if (body.slug) await assertSlugFree(site.node, at, body.slug);
        const slug = body.slug ?? (await slugFromTitle(site.node, at, body.title, body.type));
        const id = await insertContent(site.node, at, {
          type: body.type,
          title: body.title,
          slug,
          status: body.status,
          author: await authorFor(site.node, at, site.install.adminUsername),
          content: body.content ?? '',
          excerpt: body.excerpt ?? '',
          now,
        });
        c.setAuditTarget(`CMS ${body.type} ${id} on install ${site.install.id}`);
        if (body.type === 'post') {
          const categories = termNames(body.categories ?? []);
          await writeTerms(site.node, at, id, 'category', categories.length ? categories : ['Uncategorized']);
          await writeTerms(site.node, at, id, 'post_tag', termNames(body.tags ?? []));
        }
        return { target: site.a.target, item: await present(site.node, site, id) };
      });
    },

    async updateCmsContent(c) {
      const { body, deps } = c;
      const now = deps.clock.now();
      return changeCmsSite(c, body, async (tx, site) => {
        const { at } = site;
        c.setAuditTarget(`CMS content ${body.content_id} on install ${site.install.id}`);
        const row = await itemOf(site.node, site, body.content_id, true);
        assertTermsFit(row.post_type, body);
        const status = body.status ?? row.post_status;
        const slug = body.slug ?? row.post_name;
        // A slug is held outside the trash only: changing it, or bringing the item back, needs it free.
        if (status !== 'trash' && (slug !== row.post_name || row.post_status === 'trash'))
          await assertSlugFree(site.node, at, slug, row.id);
        const set: ContentChange = {
          post_title: body.title,
          post_name: body.slug,
          post_status: body.status,
          post_content: body.content,
          post_excerpt: body.excerpt,
        };
        await updateContent(site.node, at, row.id, set, now);
        if (body.categories) {
          const categories = termNames(body.categories);
          await writeTerms(site.node, at, row.id, 'category', categories.length ? categories : ['Uncategorized']);
        }
        if (body.tags) await writeTerms(site.node, at, row.id, 'post_tag', termNames(body.tags));
        return { target: site.a.target, item: await present(site.node, site, row.id) };
      });
    },

    async trashCmsContent(c) {
      const { query, deps } = c;
      const now = deps.clock.now();
      return changeCmsSite(c, query, async (tx, site) => {
        c.setAuditTarget(`CMS content ${query.content_id} on install ${site.install.id}`);
        const row = await itemOf(site.node, site, query.content_id, true);
        if (row.post_status === 'trash')
          throw new ApiError(
            'conflict',
            `${row.post_type === 'page' ? 'Page' : 'Post'} ${row.id} "${row.post_title}" is already in the trash`,
          );
        await updateContent(site.node, site.at, row.id, { post_status: 'trash' }, now);
        return { target: site.a.target, id: row.id, status: 'trash' as const, trashedAt: now.toISOString() };
      });
    },

    async getCmsSettings(c) {
      const site = await readCmsSite(c, c.query);
      return { target: site.a.target, installId: site.install.id, ...(await readSettings(site.node, site.at)) };
    },

    async updateCmsSettings(c) {
      const { body, deps } = c;
      const { input: _input, install_id: _id, ...patch } = body;
      const now = deps.clock.now();
      return changeCmsSite(c, body, async (tx, site) => {
        c.setAuditTarget(`CMS settings of install ${site.install.id}`);
        await writeSettings(site.node, site.at, patch);
        // The installer shows the site's title, admin address and language too: keep them the same.
        if (patch.site_title !== undefined || patch.admin_email !== undefined || patch.language !== undefined)
          await tx
            .update(appInstalls)
            .set({
              siteTitle: patch.site_title,
              adminEmail: patch.admin_email,
              language: patch.language,
              updatedAt: now,
            })
            .where(eq(appInstalls.id, site.install.id));
        return { target: site.a.target, installId: site.install.id, ...(await readSettings(site.node, site.at)) };
      });
    },
  },
});
