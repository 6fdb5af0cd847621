// Themes and plugins of one CMS install: list, install from the directory
// (its latest release), activate (one theme at a time), deactivate, switch
// auto-update, update (a safe update: snapshot, update, health check, rollback
// when the check fails; the answer carries its task), and remove (the active
// theme cannot be deleted). Activating a release the site cannot load (it
// needs a newer PHP or core than the site has) is refused, as the CMS does.
import { cmsExtensionOps } from '@contract/apps-cms-extensions';
import { implement } from '@server/core/area';
import { ApiError } from '@server/core/problem';
import type { Tx } from '@server/db/client';
import { directoryEntry, latestRelease } from './cms-directory';
import { changeCmsSite, readCmsSite, type CmsSiteRef } from './cms-site-access';
import {
  deactivateThemes,
  deleteExtension,
  extensionsPage,
  findExtension,
  insertExtension,
  presentExtension,
  updateExtension,
  type ExtensionKind,
  type ExtensionRow,
} from './extension-repository';
import { sitePhpVersion, unmetNeeds } from './health-check';
import { installUrl } from './install-repository';
import { runSafeUpdate } from './safe-update';
import { presentTask } from './tasks';

type Action = 'activate' | 'deactivate' | 'update' | 'delete' | 'uninstall' | 'auto_update_on' | 'auto_update_off';
type Caller = Parameters<typeof changeCmsSite>[0];
interface SiteBody {
  input: string;
  install_id?: string;
  slug: string;
}

const noun = (kind: ExtensionKind) => (kind === 'plugin' ? 'plugin' : 'theme');

/** 409 when the site cannot load this release: what it needs and what the site has. */
async function assertLoads(tx: Tx, site: CmsSiteRef, ext: Pick<ExtensionRow, 'kind' | 'slug' | 'name' | 'version'>) {
  const unmet = unmetNeeds(ext, await sitePhpVersion(tx, site.install), site.install.version);
  if (unmet.length)
    throw new ApiError(
      'conflict',
      `${ext.name} ${ext.version} cannot be activated: ${unmet.join('; ')}. Change the site's PHP version or update the CMS first`,
    );
}

async function activate(tx: Tx, site: CmsSiteRef, ext: ExtensionRow): Promise<ExtensionRow> {
  await assertLoads(tx, site, ext);
  if (ext.kind === 'theme') await deactivateThemes(tx, site.install.id);
  return updateExtension(tx, ext, { active: true });
}

async function install(c: Caller, kind: ExtensionKind, body: SiteBody & { activate: boolean }) {
  const now = c.deps.clock.now();
  // The install's owner is checked first (inside changeCmsSite): a stranger learns nothing, not even a 404 for the slug.
  return changeCmsSite(c, body, async (tx, site) => {
    const entry = directoryEntry(kind, body.slug);
    if (!entry)
      throw new ApiError(
        'not_found',
        `The ${noun(kind)} directory has no ${noun(kind)} ${body.slug}; check the slug (as in the directory's address, e.g. ${kind === 'plugin' ? 'contact-form-7' : 'twentytwentyfive'})`,
      );
    c.setAuditTarget(`CMS ${noun(kind)} ${body.slug} on install ${site.install.id}`);
    const held = await findExtension(tx, site.install.id, kind, body.slug);
    if (held)
      throw new ApiError(
        'conflict',
        `${held.name} ${held.version} is already installed on ${installUrl(site.install)}; update it instead`,
      );
    let row = await insertExtension(tx, {
      installId: site.install.id,
      kind,
      slug: entry.slug,
      name: entry.name,
      version: latestRelease(entry).version,
      active: false,
      installedAt: now,
    });
    if (body.activate) row = await activate(tx, site, row);
    return { target: site.a.target, installId: site.install.id, ext: presentExtension(row) };
  });
}

async function manage(c: Caller, kind: ExtensionKind, body: SiteBody & { action: Action }) {
  const now = c.deps.clock.now();
  return changeCmsSite(c, body, async (tx, site) => {
    c.setAuditTarget(`CMS ${noun(kind)} ${body.slug} on install ${site.install.id}`);
    const ext = await findExtension(tx, site.install.id, kind, body.slug);
    if (!ext)
      throw new ApiError(
        'not_found',
        `No ${noun(kind)} ${body.slug} is installed on install ${site.install.id}; the ${noun(kind)}s listing shows what is`,
      );
    const answer = (row: ExtensionRow | null, task: ReturnType<typeof presentTask> | null = null) => ({
      target: site.a.target,
      installId: site.install.id,
      ext: row ? presentExtension(row) : null,
      task,
    });
    switch (body.action) {
      case 'activate':
        return answer(ext.active ? ext : await activate(tx, site, ext));
      case 'deactivate':
        return answer(await updateExtension(tx, ext, { active: false }));
      case 'auto_update_on':
      case 'auto_update_off':
        return answer(await updateExtension(tx, ext, { autoUpdate: body.action === 'auto_update_on' }));
      case 'delete':
      case 'uninstall':
        if (kind === 'theme' && ext.active)
          throw new ApiError(
            'conflict',
            `${ext.name} is the active theme; activate another theme first, then delete this one`,
          );
        await deleteExtension(tx, ext);
        return answer(null);
      case 'update': {
        const { task } = await runSafeUpdate(tx, c.deps, site.install, { what: kind, slug: ext.slug }, now);
        // After a rollback the row is the restored one: read it as it now is.
        return answer(await findExtension(tx, site.install.id, kind, ext.slug), presentTask(task));
      }
    }
  });
}

export default implement(cmsExtensionOps, {
  handlers: {
    async listCmsThemes(c) {
      const { a, install } = await readCmsSite(c, c.query);
      return { ...(await extensionsPage(c.deps.db, install.id, 'theme', c.query)), target: a.target };
    },
    async listCmsPlugins(c) {
      const { a, install } = await readCmsSite(c, c.query);
      return { ...(await extensionsPage(c.deps.db, install.id, 'plugin', c.query)), target: a.target };
    },
    async installCmsTheme(c) {
      const { ext, ...rest } = await install(c, 'theme', c.body);
      return { ...rest, theme: ext };
    },
    async installCmsPlugin(c) {
      const { ext, ...rest } = await install(c, 'plugin', c.body);
      return { ...rest, plugin: ext };
    },
    async manageCmsTheme(c) {
      const { ext, ...rest } = await manage(c, 'theme', c.body);
      return { ...rest, theme: ext };
    },
    async manageCmsPlugin(c) {
      const { ext, ...rest } = await manage(c, 'plugin', c.body);
      return { ...rest, plugin: ext };
    },
  },
});
