// Diagnostics against the real server, on the demo account (names from
// server/seed/diagnostics.ts): "mail bouncing" on the domain whose MX still
// points at a provider that refuses its mail finds the MX records, the one-click
// fix sends the "own" MX template, and the triage run again shows the check
// passing; the address the node's lfd blocked for failed IMAP logins is found
// with its firewall, reason and log line, and unblocked through the dialog.
import { expect, test } from './fixtures';
import { expectAccessible, loginApi } from './helpers';

const HOSTING = 'nordlight-studio.com';
const BROKEN_MX_DOMAIN = 'nordlight-prints.com';
const BLOCKED_IP = '203.0.113.45';

test('triage a bouncing domain, apply the MX fix and see the check pass', async ({ page }) => {
  await loginApi(page);
  await page.goto('/diagnostics');
  await expect(page.getByRole('heading', { name: 'What is wrong?', level: 1 })).toBeVisible();
  await expectAccessible(page, 'diagnostics: what is wrong');

  await page.getByLabel('Email I send bounces back, or mail to me bounces').check();
  await page.getByLabel('Website, domain or mailbox').fill(BROKEN_MX_DOMAIN);
  await page.getByRole('button', { name: 'Run the checks' }).click();
  await expect(page).toHaveURL(/symptom=mail_bouncing/);

  await expect(page.getByRole('heading', { name: 'Likely cause' })).toBeVisible();
  const problems = page.getByRole('list', { name: 'Findings: problems found' });
  const mx = problems.getByRole('article', { name: 'MX records' });
  await expect(mx).toContainText('Problem');
  await mx.getByText(/^What was checked/).click();
  await expect(mx.getByRole('listitem').first()).toContainText(/^MX \d+ /);
  await expectAccessible(page, 'diagnostics: triage findings');

  await mx.getByRole('button', { name: 'Fix it: MX records' }).click();
  await expect(page.getByText('MX records: passed after the fix.')).toBeVisible();
  const fixed = page.getByRole('list', { name: 'Findings: passed' }).getByRole('article', { name: 'MX records' });
  await expect(fixed).toContainText('Fixed: this check passes now.');
  await expect(fixed).toContainText('Passed');

  // A fresh run, not the page's memory: the MX check passes on the server now.
  await page.reload();
  await expect(
    page.getByRole('list', { name: 'Findings: passed' }).getByRole('article', { name: 'MX records' }),
  ).toBeVisible();
});

test('check everything when the customer does not know what is wrong', async ({ page }) => {
  await loginApi(page);
  await page.goto('/diagnostics');
  const choices = page.getByRole('group', { name: 'What is not working?' }).getByRole('radio');
  await expect(choices.first()).toHaveAccessibleName('I don’t know: check everything');
  await choices.first().check();
  await page.getByLabel('Website, domain or mailbox').fill(HOSTING);
  await page.getByRole('button', { name: 'Run the checks' }).click();
  await expect(page).toHaveURL(/symptom=everything/);
  await expect(page.getByRole('heading', { name: `Everything checked: ${HOSTING}` })).toBeVisible();
  await expect(page.getByRole('heading', { name: 'Likely cause' })).toBeVisible();
  // every group ran: the website, mail, the disk and the firewalls are all among the findings
  for (const name of ['HTTP answer', 'MX records', 'Disk space', 'Firewall blocks'])
    await expect(page.getByRole('article', { name, includeHidden: true })).toHaveCount(1);
  await expectAccessible(page, 'diagnostics: everything checked');
});

test('find why an address is blocked and unblock it', async ({ page }) => {
  await loginApi(page);
  await page.goto(`/diagnostics/ip?input=${HOSTING}`);
  await page.getByLabel('IP address').fill('203.0.113.300');
  await page.getByRole('button', { name: 'Check address' }).click();
  await expect(page.getByText('Enter an IPv4 or IPv6 address')).toBeVisible();

  await page.getByLabel('IP address').fill(BLOCKED_IP);
  await page.getByRole('button', { name: 'Check address' }).click();
  const blocks = page.getByRole('list', { name: 'Blocks' });
  await expect(blocks).toContainText('LFD (login failure daemon)');
  await expect(blocks).toContainText('Fail2ban');
  await expect(blocks).toContainText(BLOCKED_IP);
  await expectAccessible(page, 'diagnostics: blocked IP');

  await page.getByRole('button', { name: 'Unblock…' }).click();
  const dialog = page.getByRole('dialog', { name: `Unblock ${BLOCKED_IP}?` });
  await dialog.getByLabel('Note (for the audit log)').fill('Office IP (e2e)');
  // Allow-listing is never the default: the customer asks for it.
  const allow = dialog.getByRole('checkbox', { name: /on the allow list of/ });
  await expect(allow).not.toBeChecked();
  await allow.check();
  await dialog.getByRole('button', { name: 'Unblock' }).click();
  await expect(page.getByText(`${BLOCKED_IP} is unblocked`)).toBeVisible();
  await expect(page.getByText(/^Removed from: .*LFD.*Fail2ban|^Removed from: .*Fail2ban.*LFD/)).toBeVisible();
  await expect(page.getByText(/^Not blocked: no firewall on .+ blocks 203\.0\.113\.45\.$/)).toBeVisible();
  await expect(page.getByText(/is on the allow list of/)).toBeVisible();
});

test('account health, a service, website/email/DNS health, and disk usage as a treemap and a table', async ({
  page,
}) => {
  // Six screens and four axe scans: past the 60 s default when CI's PostgreSQL pass shares the cores.
  test.slow();
  await loginApi(page);
  await page.goto('/diagnostics/overview');
  const services = page.getByRole('list', { name: 'Services, worst first' });
  await expect(services.getByRole('link').first()).toBeVisible();
  await expectAccessible(page, 'diagnostics: account health');
  // The worst service's own health page, with the same check list.
  await services.getByRole('link').first().click();
  await expect(page.getByRole('heading', { name: /^Health of /, level: 1 })).toBeVisible();
  await expect(page.getByRole('heading', { name: /^Problems found \(\d+\)$/ })).toBeVisible();
  await expectAccessible(page, 'diagnostics: service health');

  // Website, email and DNS health of the demo's site, one tab each.
  await page.goto(`/diagnostics/health?input=${HOSTING}&kind=website`);
  await expect(page.getByRole('heading', { name: /^Website / })).toBeVisible();
  await page.getByRole('tab', { name: 'DNS' }).click();
  await expect(page.getByRole('heading', { name: `DNS of ${HOSTING}` })).toBeVisible();
  await page.getByRole('tab', { name: 'Email' }).click();
  await expect(page.getByRole('heading', { name: `Email for ${HOSTING}` })).toBeVisible();
  await expectAccessible(page, 'diagnostics: email health');

  await page.goto(`/diagnostics/disk-usage?input=${HOSTING}`);
  const table = page.getByRole('table', { name: 'Largest directories under /' });
  await expect(table.getByRole('row').nth(1)).toBeVisible();
  await expect(page.getByTestId('disk-treemap')).toBeVisible();
  await expectAccessible(page, 'diagnostics: disk usage');
  // Drill down through the table (the keyboard's way in).
  const first = table.getByRole('row').nth(1).getByRole('link');
  const path = (await first.textContent())!;
  await first.click();
  await expect(page.getByRole('heading', { name: path, level: 2 })).toBeVisible();
  await expect(page.getByRole('link', { name: /^Up to / })).toBeVisible();
});
