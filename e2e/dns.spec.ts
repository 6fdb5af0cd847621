// DNS against the real server: add, edit (inline, in the row) and delete records; change the TTL
// of several at once; edit the zone as a BIND file with a diff preview; apply
// an MX template and see it in the email area's deliverability panel and in
// the propagation view; follow a lint finding to its record; scroll the
// 10,000 seeded records of the first demo zone.
import { expect, test, type Page } from './fixtures';
import { expectAccessible, loginApi } from './helpers';

const STUDIO = 'nordlight-studio.com';
const SE = 'nordlight.se';

const records = (page: Page, domain: string) => page.getByRole('table', { name: `DNS records of ${domain}` });
const search = async (page: Page, text: string) => {
  await page.getByRole('searchbox', { name: /Search names and values/ }).fill(text);
  await expect(page).toHaveURL(new RegExp(`q=${encodeURIComponent(text)}`));
};

test('add, edit and delete a record', async ({ page }) => {
  await loginApi(page);
  await page.goto(`/dns/${STUDIO}`);
  await expect(page.getByRole('heading', { name: STUDIO, level: 1 })).toBeVisible();
  await expect(records(page, STUDIO).getByRole('row').nth(1)).toContainText('SOA');

  await page.getByRole('button', { name: 'Add record' }).click();
  const add = page.getByRole('dialog', { name: `Add a record to ${STUDIO}` });
  await add.getByLabel('Name').fill('e2e-web');
  await add.getByLabel('IPv4 address').fill('192.0.2.400');
  await add.getByRole('button', { name: 'Add record' }).click();
  await expect(add.getByText('Enter an IPv4 address such as 192.0.2.10')).toBeVisible();
  await add.getByLabel('IPv4 address').fill('192.0.2.40');
  await add.getByRole('button', { name: 'Add record' }).click();
  await expect(add).toBeHidden();

  await search(page, 'e2e-web');
  const row = records(page, STUDIO).getByRole('row').filter({ hasText: '192.0.2.40' });
  await expect(row).toHaveCount(1);
  await expectAccessible(page, 'zone editor');

  // A CNAME on a name that has an A record is refused, on the name field.
  await page.getByRole('button', { name: 'Add record' }).click();
  const clash = page.getByRole('dialog', { name: `Add a record to ${STUDIO}` });
  await clash.getByLabel('Type').selectOption('CNAME');
  await clash.getByLabel('Name').fill('e2e-web');
  await clash.getByLabel('Alias of').fill('elsewhere.example.net');
  await clash.getByRole('button', { name: 'Add record' }).click();
  await expect(
    clash.getByText('e2e-web already has A records; a CNAME must be the only record at its name'),
  ).toBeVisible();
  await clash.getByRole('button', { name: 'Cancel' }).click();

  // Editing happens inline: the row expands into its form, focus moves in, Escape backs out to Edit.
  const editButton = records(page, STUDIO).getByRole('button', { name: `Edit A e2e-web.${STUDIO}` });
  await editButton.click();
  const edit = records(page, STUDIO).getByRole('form', { name: 'Edit A record e2e-web' });
  await expect(edit.getByLabel('Name')).toBeFocused();
  await expect(page.getByRole('dialog')).toHaveCount(0);
  await expectAccessible(page, 'zone editor, row being edited');
  await edit.getByLabel('IPv4 address').fill('192.0.2.99');
  await page.keyboard.press('Escape');
  await expect(edit).toBeHidden();
  await expect(editButton).toBeFocused();
  await expect(row).toHaveCount(1);

  await editButton.click();
  await expect(edit.getByLabel('IPv4 address')).toHaveValue('192.0.2.40');
  // The server's 422 lands on the inline form's field: shop is a CNAME.
  await edit.getByLabel('Name').fill('shop');
  await edit.getByRole('button', { name: 'Save record' }).click();
  await expect(edit.getByText('shop is an alias (CNAME); a name with a CNAME can have no other records')).toBeVisible();
  await edit.getByLabel('Name').fill('e2e-web');
  await edit.getByLabel('IPv4 address').fill('192.0.2.41');
  await edit.getByLabel(/TTL/).fill('600');
  await edit.getByRole('button', { name: 'Save record' }).click();
  await expect(edit).toBeHidden();
  await expect(editButton).toBeFocused();
  const edited = records(page, STUDIO).getByRole('row').filter({ hasText: '192.0.2.41' });
  await expect(edited).toContainText('10 min');

  await edited.getByRole('button', { name: `Delete A e2e-web.${STUDIO}` }).click();
  const confirm = page.getByRole('dialog', { name: 'Delete this record?' });
  await expect(confirm).toContainText(`e2e-web.${STUDIO} 600 A 192.0.2.41`);
  await confirm.getByRole('button', { name: 'Delete record' }).click();
  await expect(page.getByText('No records match these filters')).toBeVisible();

  // Reload: the server agrees.
  await page.reload();
  await expect(page.getByText('No records match these filters')).toBeVisible();
});

test('change the TTL of several records at once', async ({ page }) => {
  await loginApi(page);
  await page.goto(`/dns/${STUDIO}?q=host77`);
  const table = records(page, STUDIO);
  const first = table.getByRole('row').nth(1);
  const second = table.getByRole('row').nth(2);
  await expect(first).toContainText('host77');
  const names = [await first.getByRole('cell').nth(1).innerText(), await second.getByRole('cell').nth(1).innerText()];
  await first.getByRole('checkbox').check();
  await second.getByRole('checkbox').check();
  await expect(page.getByText('2 selected')).toBeVisible();
  await page.getByRole('button', { name: 'Change TTL' }).click();
  const dialog = page.getByRole('dialog', { name: 'Change the TTL of 2 records' });
  await dialog.getByLabel(/New TTL/).fill('30');
  await dialog.getByRole('button', { name: 'Change TTL' }).click();
  await expect(dialog.getByText('TTL is at least 60 seconds')).toBeVisible();
  await dialog.getByLabel(/New TTL/).fill('300');
  await dialog.getByRole('button', { name: 'Change TTL' }).click();
  await expect(dialog).toBeHidden();

  await page.reload();
  for (const name of names)
    await expect(table.getByRole('row').filter({ hasText: name }).first()).toContainText('5 min');
  await expect(table.getByRole('row').nth(3)).toContainText('1 h');
});

test('edit the zone as a BIND file: preview the diff, then save', async ({ page }) => {
  await loginApi(page);
  await page.goto(`/dns/${SE}?tab=text`);
  const text = page.getByLabel(`Zone file of ${SE}`);
  await expect(text).toHaveValue(/\$ORIGIN nordlight\.se\./);
  const file = await text.inputValue();
  expect(file).toMatch(/SOA\s+ns1\.panel-dns\.net\. hostmaster\.nordlight\.se\. \(/);

  await text.fill(`${file}e2e-text   300 IN TXT "hello from text mode"\nbroken IN A 999.1.1.1\n`);
  await page.getByRole('button', { name: 'Preview changes' }).click();
  await expect(page.getByRole('alert').filter({ hasText: /Line \d+: A value/ })).toBeVisible();

  await text.fill(
    `${file.replace(/^www\s.*$/m, 'www 3600 IN A 192.0.2.77')}e2e-text   300 IN TXT "hello from text mode"\n`,
  );
  await page.getByRole('button', { name: 'Preview changes' }).click();
  const changes = page.getByRole('list', { name: 'Changes' });
  await expect(changes).toContainText('e2e-text 300 TXT "hello from text mode"');
  await expect(changes).toContainText(`www 3600 CNAME ${SE}.`);
  await expect(page.getByText('2 added, 1 removed')).toBeVisible();
  await page.getByRole('button', { name: 'Apply these changes' }).click();
  await expect(page.getByText(/Saved the zone: 2 added, 0 changed, 1 removed/)).toBeVisible();
  await expect(text).toHaveValue(/e2e-text\s+300\s+IN\tTXT\s+"hello from text mode"/);

  await page.getByRole('link', { name: 'Records' }).click();
  await search(page, 'www');
  await expect(records(page, SE).getByRole('row').filter({ hasText: '192.0.2.77' })).toHaveCount(1);
});

test('apply an MX template, see it in deliverability and in the propagation view', async ({ page }) => {
  await loginApi(page);
  await page.goto(`/dns/${SE}?tab=mail`);
  await page.getByRole('radio', { name: /Hosted mail suite B/ }).check();
  const compare = page.getByRole('region', { name: 'Before and after' });
  await expect(compare).toContainText('MX 10 mx1.panel-mail.net');
  await expect(compare).toContainText('MX 10 mx1.suite-b.com');
  await page.getByRole('button', { name: 'Apply Hosted mail suite B' }).click();
  const dialog = page.getByRole('dialog', { name: 'Apply Hosted mail suite B?' });
  await dialog.getByRole('button', { name: 'Apply template' }).click();
  await expect(dialog).toBeHidden();
  const done = page.getByRole('status').filter({ hasText: 'Applied Hosted mail suite B' });
  await expect(done).toContainText(
    'MX 10 mx1.suite-b.com, MX 20 mx2.suite-b.com; SPF v=spf1 include:_spf.suite-b.com ~all',
  );
  await expect(done).toContainText('removed MX 10 mx1.panel-mail.net');
  await expect(page.getByRole('button', { name: 'Already in use' })).toBeDisabled();

  // The email area reads the zone: its MX check now shows the suite's exchangers.
  await done.getByRole('link', { name: `Check deliverability of ${SE}` }).click();
  await expect(page.getByRole('heading', { name: 'Deliverability', level: 1 })).toBeVisible();
  await expect(page.getByTestId('check-mx')).toContainText('mx1.suite-b.com');
  await expect(page.getByTestId('check-spf')).toContainText('include:_spf.suite-b.com');

  // Resolvers still serve the old exchangers until the job runner moves them.
  await page.goto(`/dns/${SE}?tab=propagation`);
  await page.getByLabel('Type').selectOption('MX');
  await page.getByRole('button', { name: 'Check' }).click();
  const status = page.getByRole('status').filter({ hasText: 'resolvers answer what the zone says' });
  await expect(status).toContainText(`${SE} MX`);
  await expect(page.getByRole('list', { name: 'Resolvers' }).getByText('old answer').first()).toBeVisible();
  await expect(page.getByRole('progressbar', { name: 'Resolvers up to date' })).toBeVisible();
  // Cloudflare picks the change up within seconds (the page checks again every 5 s).
  await expect(page.getByRole('listitem').filter({ hasText: 'Cloudflare' })).toContainText('current', {
    timeout: 20_000,
  });
});

test('the palette finds a zone; a lint finding opens the record it is about', async ({ page }) => {
  await loginApi(page);
  await page.goto('/dns');
  await expect(page.getByRole('heading', { name: 'DNS zones', level: 1 })).toBeVisible();
  // A header and seven zones: four registered domains, and the hosting account's two addon domains and its alias.
  await expect(page.getByRole('table', { name: 'DNS zones' }).getByRole('row')).toHaveCount(8);
  await expectAccessible(page, 'zones list');
  await page.keyboard.press('Control+k');
  await page.getByRole('combobox', { name: 'Go to a screen or search' }).fill('alexlind');
  await page
    .getByRole('group', { name: 'DNS zones' })
    .getByRole('option', { name: /alexlindqvist\.dev/ })
    .click();
  await expect(page.getByRole('heading', { name: 'alexlindqvist.dev', level: 1 })).toBeVisible();

  await page.getByRole('link', { name: 'Health & lint' }).click();
  const finding = page
    .getByRole('list', { name: 'Findings' })
    .getByRole('listitem')
    .filter({ hasText: 'cname_dangling' });
  await expect(finding).toContainText('blog is an alias of old-blog.alexlindqvist.dev, which does not exist');
  await finding.getByRole('link', { name: 'Open CNAME blog' }).click();
  const edit = records(page, 'alexlindqvist.dev').getByRole('form', { name: 'Edit CNAME record blog' });
  await expect(edit.getByLabel('Alias of')).toHaveValue('old-blog.alexlindqvist.dev');
  await edit.getByLabel('Alias of').fill('alexlindqvist.dev');
  await edit.getByRole('button', { name: 'Save record' }).click();
  await expect(edit).toBeHidden();
  await page.getByRole('link', { name: 'Health & lint' }).click();
  await expect(page.getByRole('list', { name: 'Findings' }).getByText('cname_dangling')).toHaveCount(0);
  await expect(page.getByRole('list', { name: 'Checks' })).toContainText('Delegation');
});

test('the records table stays small in the DOM while scrolling 10,000+ records', async ({ page }) => {
  await loginApi(page);
  await page.goto(`/dns/${STUDIO}`);
  const footer = page.getByText(/^Showing [\d,]+ of [\d,]+$/);
  await expect(footer).toHaveText(/^Showing 500 of \d{2},\d{3}$/);
  const scroller = page.getByTestId('data-table-scroller');
  for (let i = 0; i < 4; i++) {
    await scroller.evaluate((el) => el.scrollTo(0, el.scrollHeight));
    await expect(footer).toHaveText(new RegExp(`^Showing ${(500 * (i + 2)).toLocaleString('en')} of`));
  }
  expect(await records(page, STUDIO).getByRole('row').count()).toBeLessThan(60);
  const started = Date.now();
  await scroller.evaluate((el) => el.scrollTo(0, el.scrollHeight / 2));
  await expect(records(page, STUDIO).getByRole('row').nth(5)).toBeVisible();
  expect(Date.now() - started).toBeLessThan(2_000);
});
