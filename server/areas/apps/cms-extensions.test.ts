// Themes and plugins of one CMS install (app_extensions): list, install from
// the directory, activate (one theme at a time), deactivate, auto-update,
// remove. Updates (safe updates) are in safe-update.test.ts.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { InstallRow } from './install-repository';
import { extensionRow, makeCmsInstall, SAND, startCmsApi, STUDIO, type CmsTestApi } from './cms-test-site';

let t: CmsTestApi;
let install: InstallRow;
const site = () => ({ input: STUDIO, install_id: install.id });
const slugs = (r: { body: { data: { slug: string }[] } }) => r.body.data.map((e) => e.slug);

beforeAll(async () => {
  t = await startCmsApi();
  install = await makeCmsInstall(t.api, 'extensions');
});
afterAll(() => t.api.close());

const themes = (token = t.reader) => t.api.call('GET', '/cms/themes', { token, query: site() });
const manageTheme = (slug: string, action: string) =>
  t.api.call('PATCH', '/cms/themes', { token: t.writer, body: { ...site(), slug, action } });
const managePlugin = (slug: string, action: string) =>
  t.api.call('PATCH', '/cms/plugins', { token: t.writer, body: { ...site(), slug, action } });

describe('themes', () => {
  it('lists what a fresh install has: the default theme, active', async () => {
    const r = await themes();
    expect(r.status).toBe(200);
    expect(r.body.data).toEqual([
      {
        slug: 'twentytwentyfive',
        name: 'Twenty Twenty-Five',
        version: '1.2',
        latestVersion: '1.2',
        updateAvailable: false,
        active: true,
        autoUpdate: false,
        author: 'the CMS team',
      },
    ]);
  });

  it('installs from the directory at its latest release; activating one deactivates the other', async () => {
    const astra = await t.api.call('POST', '/cms/themes', { token: t.writer, body: { ...site(), slug: 'astra' } });
    expect(astra.status).toBe(201);
    expect(astra.body).toMatchObject({
      installId: install.id,
      theme: { slug: 'astra', version: '4.11.0', active: false },
    });
    const kadence = await t.api.call('POST', '/cms/themes', {
      token: t.writer,
      body: { ...site(), slug: 'kadence', activate: true },
    });
    expect(kadence.body.theme.active).toBe(true);
    const list = await themes();
    expect(list.body.data.filter((e: { active: boolean }) => e.active).map((e: { slug: string }) => e.slug)).toEqual([
      'kadence',
    ]);
    const activated = await manageTheme('astra', 'activate');
    expect(activated.status).toBe(200);
    expect(activated.body).toMatchObject({ theme: { slug: 'astra', active: true }, task: null });
    expect((await extensionRow(t.api, install, 'kadence'))!.active).toBe(false);
  });

  it('is 404 for a slug the directory lacks, 409 for a theme already installed', async () => {
    const unknown = await t.api.call('POST', '/cms/themes', {
      token: t.writer,
      body: { ...site(), slug: 'no-such-theme' },
    });
    expect([unknown.status, unknown.body.code]).toEqual([404, 'not_found']);
    expect(unknown.body.detail).toContain('The theme directory has no theme no-such-theme');
    const again = await t.api.call('POST', '/cms/themes', { token: t.writer, body: { ...site(), slug: 'astra' } });
    expect([again.status, again.body.code]).toEqual([409, 'conflict']);
    expect(again.body.detail).toContain('Astra 4.11.0 is already installed');
  });

  it('switches auto-update, deletes an inactive theme, and refuses to delete the active one', async () => {
    const on = await manageTheme('kadence', 'auto_update_on');
    expect(on.body.theme.autoUpdate).toBe(true);
    const off = await manageTheme('kadence', 'auto_update_off');
    expect(off.body.theme.autoUpdate).toBe(false);
    const active = await manageTheme('astra', 'delete');
    expect([active.status, active.body.code]).toEqual([409, 'conflict']);
    expect(active.body.detail).toContain('Astra is the active theme');
    const gone = await manageTheme('kadence', 'delete');
    expect(gone.status).toBe(200);
    expect(gone.body).toMatchObject({ theme: null, task: null });
    expect(await extensionRow(t.api, install, 'kadence')).toBeUndefined();
    const missing = await manageTheme('kadence', 'activate');
    expect([missing.status, missing.body.code]).toEqual([404, 'not_found']);
  });
});

describe('plugins', () => {
  it('lists plugins, optionally only the active ones', async () => {
    const all = await t.api.call('GET', '/cms/plugins', { token: t.reader, query: site() });
    expect(slugs(all)).toEqual(['akismet']);
    const active = await t.api.call('GET', '/cms/plugins', { token: t.reader, query: { ...site(), active: 'true' } });
    expect(slugs(active)).toEqual([]);
  });

  it('installs, activates, deactivates, switches auto-update and uninstalls a plugin', async () => {
    const made = await t.api.call('POST', '/cms/plugins', {
      token: t.writer,
      body: { ...site(), slug: 'contact-form-7', activate: true },
    });
    expect(made.status).toBe(201);
    expect(made.body.plugin).toMatchObject({
      slug: 'contact-form-7',
      version: '6.1.1',
      active: true,
      author: 'Takayuki Miyoshi',
    });
    expect((await managePlugin('contact-form-7', 'deactivate')).body.plugin.active).toBe(false);
    expect((await managePlugin('contact-form-7', 'activate')).body.plugin.active).toBe(true);
    expect((await managePlugin('contact-form-7', 'auto_update_on')).body.plugin.autoUpdate).toBe(true);
    const active = await t.api.call('GET', '/cms/plugins', { token: t.reader, query: { ...site(), active: '1' } });
    expect(slugs(active)).toEqual(['contact-form-7']);
    const gone = await managePlugin('contact-form-7', 'uninstall');
    expect(gone.body).toMatchObject({ plugin: null, task: null });
    expect(await extensionRow(t.api, install, 'contact-form-7')).toBeUndefined();
  });

  it('refuses to activate a release the site cannot load (409), and 404 for an unknown slug', async () => {
    const r = await t.api.call('POST', '/cms/plugins', {
      token: t.writer,
      body: { ...site(), slug: 'legacy-slider', activate: true },
    });
    expect([r.status, r.body.code]).toEqual([409, 'conflict']);
    expect(r.body.detail).toContain('Legacy Slider 4.0.0 needs PHP 8.4; the site runs 8.3');
    // One transaction: the refused activation installed nothing either.
    expect(await extensionRow(t.api, install, 'legacy-slider')).toBeUndefined();
    const unknown = await t.api.call('POST', '/cms/plugins', { token: t.writer, body: { ...site(), slug: 'nope' } });
    expect([unknown.status, unknown.body.code]).toEqual([404, 'not_found']);
    const manage = await managePlugin('woocommerce', 'activate');
    expect([manage.status, manage.body.code]).toEqual([404, 'not_found']);
    const installed = await t.api.call('POST', '/cms/plugins', {
      token: t.writer,
      body: { ...site(), slug: 'akismet' },
    });
    expect([installed.status, installed.body.code]).toEqual([409, 'conflict']);
  });

  it('is 403 for another account’s install, and 422 for a slug with other characters', async () => {
    const olof = await t.api.call('GET', '/cms/plugins', {
      token: t.olof,
      query: { input: SAND, install_id: install.id },
    });
    expect([olof.status, olof.body.code]).toEqual([403, 'not_owned']);
    const olofWrite = await t.api.call('PATCH', '/cms/plugins', {
      token: t.olof,
      body: { input: SAND, install_id: install.id, slug: 'akismet', action: 'uninstall' },
    });
    expect([olofWrite.status, olofWrite.body.code]).toEqual([403, 'not_owned']);
    expect(await extensionRow(t.api, install, 'akismet')).toBeDefined();
    const olofTheme = await t.api.call('POST', '/cms/themes', {
      token: t.olof,
      body: { input: SAND, install_id: install.id, slug: 'generatepress' },
    });
    expect([olofTheme.status, olofTheme.body.code]).toEqual([403, 'not_owned']);
    const bad = await t.api.call('POST', '/cms/plugins', { token: t.writer, body: { ...site(), slug: 'Bad Slug' } });
    expect([bad.status, bad.body.code]).toEqual([422, 'validation_failed']);
  });
});
