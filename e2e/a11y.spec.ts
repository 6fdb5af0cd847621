// Every screen in the navigation, in light and dark mode: it renders its heading
// and axe finds no serious or critical violation. New areas are covered by
// adding their nav entry.
import { expect, test } from './fixtures';
import { navItems } from '@/components/layout/nav-items';
import { expectAccessible, loginApi } from './helpers';

const screens = navItems.map((n) => String(n.to)).filter((to) => !to.includes('$'));

for (const scheme of ['light', 'dark'] as const) {
  test(`every screen passes axe in ${scheme} mode`, async ({ browser }) => {
    test.setTimeout(30_000 + screens.length * 8_000);
    const context = await browser.newContext({ colorScheme: scheme });
    const page = await context.newPage();
    await loginApi(page);
    for (const path of screens) {
      await page.goto(path);
      await expect(page.getByRole('heading', { level: 1 }).first(), path).toBeVisible();
      // Let lists and panels finish loading before judging the page.
      await page.waitForLoadState('networkidle');
      await expect(page.locator('[role=status]:has-text("Loading")')).toHaveCount(0);
      await expectAccessible(page, `${path} (${scheme})`);
    }
    await context.close();
  });
}
