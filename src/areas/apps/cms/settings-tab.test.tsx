import { describe, expect, it } from 'vitest';
import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { json, problem } from '@/test/fetch-stub';
import { describedText } from '@/test/queries';
import { API, INSTALL, mountTab, settings } from './content-test-data';
import { SettingsTab } from './settings-tab';
import { HOSTING_DOMAIN as DOMAIN } from '@/test/fixtures';

const SETTINGS = `${API}/cms/settings`;
const open = (routes: Parameters<typeof mountTab>[1]) =>
  mountTab(<SettingsTab input={DOMAIN} installId={INSTALL} />, routes);
const box = (name: RegExp) => screen.getByRole('textbox', { name }) as HTMLInputElement;
// With its list of suggestions, the time zone is a combobox.
const zone = () => screen.getByRole('combobox', { name: /^Time zone/ }) as HTMLInputElement;
const save = () => fireEvent.click(screen.getByRole('button', { name: 'Save settings' }));

describe('SettingsTab', () => {
  it("checks every field with the contract's messages before anything is sent", async () => {
    const { calls } = open({ [`GET ${SETTINGS}`]: json(settings()) });
    const title = (await screen.findByRole('textbox', { name: /^Site title/ })) as HTMLInputElement;
    expect(title.value).toBe('Nordlight Studio');
    expect((screen.getByRole('spinbutton', { name: /^Posts per page/ }) as HTMLInputElement).value).toBe('10');
    expect(
      (screen.getByRole('checkbox', { name: 'Let search engines index the site' }) as HTMLInputElement).checked,
    ).toBe(true);
    expect((screen.getByRole('combobox', { name: 'New users get the role' }) as HTMLSelectElement).value).toBe(
      'subscriber',
    );

    fireEvent.change(title, { target: { value: ' ' } });
    fireEvent.change(box(/^Language/), { target: { value: 'swedish' } });
    fireEvent.change(box(/^Administration email/), { target: { value: 'not-an-address' } });
    fireEvent.change(box(/^Permalink structure/), { target: { value: 'postname' } });
    fireEvent.change(screen.getByRole('spinbutton', { name: /^Posts per page/ }), { target: { value: '500' } });
    save();
    await waitFor(() => expect(describedText(title)).toContain('The site needs a title'));
    expect(describedText(box(/^Language/))).toContain('Use a locale such as en_US');
    expect(describedText(box(/^Permalink structure/))).toContain('A permalink structure such as /%postname%/');
    expect(describedText(box(/^Administration email/))).toMatch(/Enter (an|a valid) email address/);
    expect(describedText(screen.getByRole('spinbutton', { name: /^Posts per page/ }))).toContain('At most 100');
    expect(calls.some((c) => c.method === 'PUT')).toBe(false);
  });

  it('sends only what changed, says it was saved, and puts a server refusal on its field', async () => {
    const { calls } = open({
      [`GET ${SETTINGS}`]: json(settings()),
      [`PUT ${SETTINGS}`]: [
        json(settings({ tagline: 'Light, slowly', postsPerPage: 12 })),
        problem(422, 'validation_failed', 'The request is not valid.', {
          errors: [{ path: 'timezone', message: 'Not a time zone the CMS knows', code: 'invalid' }],
        }),
      ],
    });
    fireEvent.change(await screen.findByRole('textbox', { name: /^Tagline/ }), { target: { value: 'Light, slowly' } });
    fireEvent.change(screen.getByRole('spinbutton', { name: /^Posts per page/ }), { target: { value: '12' } });
    expect(screen.getByText('Unsaved changes').getAttribute('role')).toBe('status');
    save();
    await waitFor(() => expect(screen.getByRole('status').textContent).toMatch(/^Saved /));
    expect(calls.find((c) => c.method === 'PUT')!.body).toEqual({
      input: DOMAIN,
      install_id: INSTALL,
      tagline: 'Light, slowly',
      posts_per_page: 12,
    });
    expect((screen.getByRole('button', { name: 'Save settings' }) as HTMLButtonElement).disabled).toBe(true);

    fireEvent.change(zone(), { target: { value: 'Mars/Olympus' } });
    save();
    await waitFor(() => expect(describedText(zone())).toContain('Not a time zone the CMS knows'));
    expect(zone().value).toBe('Mars/Olympus');
    expect(calls.filter((c) => c.method === 'PUT')[1]!.body).toEqual({
      input: DOMAIN,
      install_id: INSTALL,
      timezone: 'Mars/Olympus',
    });
  });

  it('asks before leaving with unsaved changes, and lets a saved form go', async () => {
    const { router } = open({
      [`GET ${SETTINGS}`]: json(settings()),
      [`PUT ${SETTINGS}`]: json(settings({ siteTitle: 'Nordlight' })),
    });
    fireEvent.change(await screen.findByRole('textbox', { name: /^Site title/ }), { target: { value: 'Nordlight' } });
    fireEvent.click(screen.getByRole('link', { name: 'Go elsewhere' }));
    const dialog = await screen.findByRole('dialog', { name: 'Leave without saving?' });
    fireEvent.click(within(dialog).getByRole('button', { name: 'Stay' }));
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
    expect(router.state.location.pathname).toBe('/');

    save();
    await waitFor(() => expect(screen.getByRole('status').textContent).toMatch(/^Saved /));
    fireEvent.click(screen.getByRole('link', { name: 'Go elsewhere' }));
    await waitFor(() => expect(router.state.location.pathname).toBe('/elsewhere'));
    expect(screen.queryByRole('dialog')).toBeNull();
  });
});
