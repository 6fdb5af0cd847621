// The site-wide actions of POST /cms/site, each a real change in the caller's
// transaction: maintenance mode and debug output on the install row, search
// engine visibility (blog_public) and the rewrite rules in the site's options,
// a flush of the domain's web cache, and the core update, which is a safe
// update (snapshot, update, health check, automatic rollback: safe-update.ts).
import { eq } from 'drizzle-orm';
import type { z } from 'zod';
import type { CmsSiteAction } from '@contract/apps-cms';
import type { Deps } from '@server/core/deps';
import type { Tx } from '@server/db/client';
import { appInstalls, webCaches } from '@server/db/schema/apps';
import { readOption, writeOption } from '@server/infra/cms-site';
import { cmsLocation, installUrl, type InstallRow } from './install-repository';
import { runSafeUpdate } from './safe-update';
import type { TaskRow } from './tasks';

export type SiteAction = z.infer<typeof CmsSiteAction>;

export interface ActionResult {
  install: InstallRow;
  message: string;
  task: TaskRow | null;
}

async function setFlag(tx: Tx, install: InstallRow, set: { maintenance?: boolean; debug?: boolean }, now: Date) {
  const [row] = await tx
    .update(appInstalls)
    .set({ ...set, updatedAt: now })
    .where(eq(appInstalls.id, install.id))
    .returning();
  return row!;
}

/** The rewrite rules the CMS derives from its permalink structure, as it stores them after a flush. */
function rewriteRules(structure: string): Record<string, string> {
  const rules: Record<string, string> = {
    '^page/?([0-9]{1,})/?$': 'index.php?paged=$matches[1]',
    '^category/(.+?)/?$': 'index.php?category_name=$matches[1]',
    '^tag/([^/]+)/?$': 'index.php?tag=$matches[1]',
  };
  if (structure.includes('%postname%')) rules['^([^/]+)/?$'] = 'index.php?name=$matches[1]';
  else rules['^\\?p=([0-9]+)$'] = 'index.php?p=$matches[1]';
  return rules;
}

export async function runSiteAction(
  tx: Tx,
  deps: Deps,
  install: InstallRow,
  action: SiteAction,
  now: Date,
): Promise<ActionResult> {
  const url = installUrl(install);
  const at = cmsLocation(install);
  switch (action) {
    case 'maintenance_on':
      return {
        install: await setFlag(tx, install, { maintenance: true }, now),
        message: `${url} is in maintenance mode: visitors get 503 and a short notice; signed-in admins see the site`,
        task: null,
      };
    case 'maintenance_off':
      return {
        install: await setFlag(tx, install, { maintenance: false }, now),
        message: `Maintenance mode is off: ${url} answers visitors again`,
        task: null,
      };
    case 'debug_on':
      return {
        install: await setFlag(tx, install, { debug: true }, now),
        message: `Debug mode is on for ${url}: errors are shown on its pages${install.stagingOf ? '' : '; switch it off again on a production site'}`,
        task: null,
      };
    case 'debug_off':
      return {
        install: await setFlag(tx, install, { debug: false }, now),
        message: `Debug mode is off for ${url}`,
        task: null,
      };
    case 'search_engines_allow':
    case 'search_engines_discourage': {
      const allow = action === 'search_engines_allow';
      await writeOption(deps.infra.databaseNode.sql, at, 'blog_public', allow ? '1' : '0');
      return {
        install,
        message: allow
          ? `Search engines may index ${url}`
          : `Search engines are asked not to index ${url} (it is up to them to honour the request)`,
        task: null,
      };
    }
    case 'flush_rewrite_rules': {
      const structure = (await readOption(deps.infra.databaseNode.sql, at, 'permalink_structure')) ?? '';
      const rules = rewriteRules(structure);
      await writeOption(deps.infra.databaseNode.sql, at, 'rewrite_rules', JSON.stringify(rules));
      return {
        install,
        message: `${Object.keys(rules).length} rewrite rules regenerated from the permalink structure ${structure || '(plain)'}`,
        task: null,
      };
    }
    case 'flush_cache': {
      const [cache] = await tx
        .update(webCaches)
        .set({ cachedObjects: 0, sizeMb: 0, lastPurgedAt: now })
        .where(eq(webCaches.domain, install.domain))
        .returning();
      return {
        install,
        message: cache
          ? `The web cache of ${install.domain} (${cache.engine}) was emptied; pages are cached again as they are visited`
          : `${install.domain} has no web cache; the CMS's own object cache was cleared`,
        task: null,
      };
    }
    case 'update_core': {
      const { task, outcome } = await runSafeUpdate(tx, deps, install, { what: 'core' }, now);
      const [row] = await tx.select().from(appInstalls).where(eq(appInstalls.id, install.id));
      return { install: row!, message: task.message ?? outcome, task };
    }
  }
}
