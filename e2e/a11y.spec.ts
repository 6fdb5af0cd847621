// Every screen in the navigation, in light and dark mode: it renders its heading
// and axe finds no serious or critical violation. New areas are covered by
// adding their nav entry.
import { expect, test, allowTime } from './fixtures';
import { navItems } from '@/components/layout/nav-items';
import { expectAccessible, loginApi } from './helpers';

const screens = navItems.map((n) => String(n.to)).filter((to) => !to.includes('$'));

test('every screen passes axe in light and in dark mode', async ({ page }) => {
  allowTime(30_000 + screens.length * 12_000);
  await loginApi(page);
  for (const path of screens) {
    await page.emulateMedia({ colorScheme: 'light' });
    await page.goto(path);
    await expect(page.getByRole('heading', { level: 1 }).first(), path).toBeVisible();
    // Let lists and panels finish loading before judging the page.
    await page.waitForLoadState('networkidle');
    await expect(page.locator('[role=status]:has-text("Loading")')).toHaveCount(0);
    await expect(page.locator('html'), path).not.toHaveClass(/\bdark\b/);
    await expectAccessible(page, `${path} (light)`);
    const background = () => page.evaluate(() => getComputedStyle(document.documentElement).backgroundColor);
    const light = await background();
    // The same screen in dark mode, switched as the theme toggle switches it (the `dark` class the
    // styles and charts follow live; boot.js sets it on load for a dark preference), with the
    // dark preference itself for the browser's own controls: one load per screen for both modes.
    // Without transitions, so axe judges the dark colours, not the way between them.
    await page.addStyleTag({ content: '*, *::before, *::after { transition: none !important; }' });
    await page.emulateMedia({ colorScheme: 'dark' });
    await page.evaluate(() => document.documentElement.classList.add('dark'));
    expect(await background(), `${path}: the dark palette is applied`).not.toBe(light);
    await expectAccessible(page, `${path} (dark)`);
  }
});
