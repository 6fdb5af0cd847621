// Sorting a paged list by its headers and exporting it as CSV (ADR 035), on the invoices, against the
// real server: the order is the server's (and the URL's), the header says which with aria-sort, and the
// export is the whole filtered list in that order, as a real download.
import fs from 'node:fs';
import { parse } from 'csv-parse/sync';
import { expect, test } from './fixtures';
import { loginApi } from './helpers';

test('sort the invoices by a header, then export the filtered, sorted list as CSV', async ({ page }) => {
  await loginApi(page);
  await page.goto('/billing/invoices?status=paid');
  const table = page.getByRole('table', { name: 'Invoices' });
  await expect(table.getByRole('link').first()).toBeVisible();

  const total = table.getByRole('columnheader', { name: /Total/ });
  await total.getByRole('button').click();
  await expect(page).toHaveURL(/sort=-total/);
  await expect(total).toHaveAttribute('aria-sort', 'descending');
  const amounts = async () =>
    (await table.getByRole('row').allTextContents())
      .slice(1)
      .map((row) => Number(/€([\d,]+\.\d\d)/.exec(row)?.[1]?.replace(/,/g, '') ?? NaN));
  await expect
    .poll(async () => {
      const shown = await amounts();
      return shown.length > 1 && shown.every((a, i) => i === 0 || shown[i - 1]! >= a);
    })
    .toBe(true);

  await total.getByRole('button').click();
  await expect(page).toHaveURL(/sort=total/);
  await expect(total).toHaveAttribute('aria-sort', 'ascending');
  const numbers = (await table.getByRole('link').allTextContents()).map((n) => n.trim());

  const [download] = await Promise.all([
    page.waitForEvent('download'),
    page.getByRole('link', { name: 'Export CSV of these invoices' }).click(),
  ]);
  expect(download.suggestedFilename()).toMatch(/^invoices-\d{4}-\d{2}-\d{2}\.csv$/);
  const [header, ...records] = parse(fs.readFileSync((await download.path())!), { bom: true }) as string[][];
  expect(header!.slice(0, 3)).toEqual(['Number', 'Kind', 'Status']);
  expect(records.every((r) => r[2] === 'paid')).toBe(true);
  // The table renders the rows in view; the file holds them all, in the same order.
  expect(records.length).toBeGreaterThanOrEqual(numbers.length);
  expect(records.map((r) => r[0]).slice(0, numbers.length)).toEqual(numbers);
  const totals = records.map((r) => Number(r[9]));
  expect(totals).toEqual([...totals].sort((a, b) => a - b));
});
