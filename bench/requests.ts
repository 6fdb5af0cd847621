// The request budget the dashboard spends. Reuses the newest build (`dist` or
// `.tmp/bench-dist`), starts the server, logs in in Chromium, then opens each
// main screen by clicking its link (a client-side navigation, as a user would)
// and counts the /api/ requests each one makes, then loads each afresh at its
// address and counts again, then stays idle and counts again. Also replays the scenario: log in, the overview, one reload,
// one confirmation page. Prints each figure beside its goal. BENCH_DIST picks
// another build; BENCH_IDLE_MS shortens the idle wait.
import path from 'node:path';
import { launch } from './browser';
import { startDashboardServer } from './dashboard-server';
import {
  DEMO_ZONE,
  heading,
  intentCost,
  nav,
  recordApi,
  resourcePages,
  screens,
  scrollTableDown,
  type Screen,
} from './main-screens';

const port = 8799;
const DEMO = { email: 'demo@example.com', password: 'demo-password' };
const IDLE_MS = Number(process.env.BENCH_IDLE_MS ?? 30_000);
const PER_SCREEN_GOAL = 3;
/** A full page load of a main screen, shell included (issue 34). */
const FULL_LOAD_GOAL = 5;
// Big lists are part of the walk: invoices, DNS records and mailboxes come by the thousand.
const SCALE = Number(process.env.BENCH_SCALE ?? 10_000);

const verdict = (n: number, goal: number) => (n <= goal ? 'ok' : 'OVER');

export async function benchRequests() {
  const { base, staticDir, stop } = await startDashboardServer(port, SCALE);
  const browser = await launch();
  try {
    console.log(`dashboard build: ${path.relative(process.cwd(), staticDir)}; seed scale ${SCALE}`);

    // The scenario: log in through the form, the overview, one reload, one confirmation page.
    {
      const context = await browser.newContext({ baseURL: base });
      const page = await context.newPage();
      const api = recordApi(page);
      const steps: [string, number, string[]][] = [];
      await page.goto('/login');
      await page.getByLabel('Email').fill(DEMO.email);
      await page.getByLabel('Password').fill(DEMO.password);
      await page.getByRole('button', { name: 'Log in' }).click();
      await heading(/Overview/)(page);
      await api.settle();
      let got = api.take();
      steps.push(['log in, overview', got.length, got]);
      await page.reload();
      await heading(/Overview/)(page);
      await api.settle();
      got = api.take();
      steps.push(['reload', got.length, got]);
      // A hold made by an API client (not the dashboard), then opened from its link.
      const token = await page.request.post('/api/v1/account/tokens', {
        data: { name: 'bench', scopes: ['write:billing'] },
        headers: { 'X-Requested-With': 'fetch' },
      });
      const secret = ((await token.json()) as { token: string }).token;
      const hold = await page.request.post('/api/v1/account/balance/actions/add-funds', {
        data: { amount: 100 },
        headers: { Authorization: `Bearer ${secret}` },
      });
      const { pendingActionId } = (await hold.json()) as { pendingActionId: string };
      await page.goto(`/confirm/${pendingActionId}`);
      await page.getByRole('button', { name: 'Approve' }).waitFor({ timeout: 30_000 });
      await api.settle();
      got = api.take();
      steps.push(['confirmation page (fresh load)', got.length, got]);
      const total = steps.reduce((s, [, n]) => s + n, 0);
      console.log('Issue scenario (log in, overview, one reload, one confirmation page): 12 requests before');
      for (const [label, n, paths] of steps)
        console.log(`  ${label.padEnd(34)} ${String(n).padStart(3)}   ${paths.join(', ')}`);
      console.log(`  ${'total'.padEnd(34)} ${String(total).padStart(3)}`);
      await context.close();
    }

    // Each main screen by client-side navigation, once the shell is loaded.
    const context = await browser.newContext({ baseURL: base, viewport: { width: 1400, height: 900 } });
    const page = await context.newPage();
    const api = recordApi(page);
    const login = await page.request.post('/api/v1/auth/login', {
      data: DEMO,
      headers: { 'X-Requested-With': 'fetch' },
    });
    if (!login.ok()) throw new Error(`login failed: ${login.status()}`);
    await page.goto('/');
    await heading(/Overview/)(page);
    await api.settle();
    const shell = api.take();
    console.log(`\nShell + overview (fresh load): ${shell.length} requests   ${shell.join(', ')}`);
    console.log(`Per screen, by clicking its link (goal ≤${PER_SCREEN_GOAL} /api/ requests each):`);
    let over = 0;
    const reached: { screen: (typeof screens)[number]; url: string }[] = [];
    for (const s of screens) {
      await s.open(page);
      await s.ready(page);
      await api.settle();
      reached.push({ screen: s, url: page.url() });
      const got = api.take();
      if (got.length > PER_SCREEN_GOAL) over++;
      console.log(
        `  ${s.label.padEnd(32)} ${String(got.length).padStart(3)}  (goal ≤${PER_SCREEN_GOAL}) ${verdict(got.length, PER_SCREEN_GOAL).padEnd(4)}  ${got.join(', ')}`,
      );
    }
    console.log(`  screens over budget: ${over} of ${screens.length}`);

    // Each screen loaded afresh at its address (a reload, a bookmark, a link from a mail): the shell's
    // calls are part of the figure, the page served with the session and the first screen's answers.
    // The pages of a resource the Lighthouse benchmark audits too: a domain's, a CMS install's, a VPS's.
    const get = async <T>(apiPath: string) => (await (await page.request.get(`/api/v1${apiPath}`)).json()) as T;
    const { domain, install, vps } = await resourcePages(get);
    const settled = (label: string, ready: Screen['ready']): Screen => ({ label, open: async () => {}, ready });
    reached.push(
      {
        screen: settled(`Domain (${domain})`, (p) => p.getByRole('tablist', { name: 'Domain sections' }).waitFor()),
        url: `/domains/${encodeURIComponent(domain)}`,
      },
      {
        screen: settled('CMS install', (p) => p.getByRole('tablist', { name: 'Site sections' }).waitFor()),
        url: `/apps/cms/${encodeURIComponent(install.id)}?input=${encodeURIComponent(install.input)}`,
      },
      {
        screen: settled('Virtual server', (p) => p.getByRole('region', { name: 'Power' }).waitFor()),
        url: `/vps/${vps}`,
      },
    );
    console.log(`Per screen, a full page load at its address (goal ≤${FULL_LOAD_GOAL} /api/ requests each):`);
    let fullOver = 0;
    for (const { screen, url } of reached) {
      const fresh = await context.newPage();
      const calls = recordApi(fresh);
      await fresh.goto(url);
      await screen.ready(fresh);
      await calls.settle();
      const got = calls.take();
      if (got.length > FULL_LOAD_GOAL) fullOver++;
      console.log(
        `  ${screen.label.padEnd(32)} ${String(got.length).padStart(3)}  (goal ≤${FULL_LOAD_GOAL}) ${verdict(got.length, FULL_LOAD_GOAL).padEnd(4)}  ${got.join(', ')}`,
      );
      await fresh.close();
    }
    console.log(`  screens over budget: ${fullOver} of ${reached.length}`);

    // Prefetch on intent: the pointer crossing the whole sidebar.
    await intentCost(page, () => api.settle());
    const hovered = api.take();
    const links = await page.getByRole('navigation', { name: 'Main' }).getByRole('link').count();
    console.log(
      `Hovering all ${links} sidebar links once (prefetch on intent): ${hovered.length} requests, ${(hovered.length / links).toFixed(2)} per link (within ≤${PER_SCREEN_GOAL} per screen: ${verdict(hovered.length / links, PER_SCREEN_GOAL)})  ${hovered.join(', ')}`,
    );
    await page.mouse.move(1398, 898);

    // A long list scrolled far, left, and opened again once stale: refetching every page it held
    // would spend one request per page.
    await nav(page, 'Invoices');
    await heading(/Invoices/)(page);
    await api.settle();
    api.take();
    await scrollTableDown(page, 10, () => api.settle(800));
    const scrolled = api.take().length;
    await nav(page, 'Overview');
    await heading(/Overview/)(page);
    await api.settle();
    api.take();

    // Idle on the overview (and then on the DNS editor, the biggest screen): nothing may be asked.
    for (const [label, go] of [
      ['overview', async () => undefined],
      [
        `DNS editor (${DEMO_ZONE})`,
        async () => {
          await nav(page, 'DNS zones');
          await heading(/DNS/)(page);
          await page.getByRole('main').getByRole('link', { name: DEMO_ZONE, exact: true }).first().click();
          await page.getByRole('table', { name: `DNS records of ${DEMO_ZONE}` }).waitFor();
          await api.settle();
          api.take();
        },
      ],
    ] as const) {
      await go();
      await page.waitForTimeout(IDLE_MS);
      const idle = api.take();
      console.log(
        `Idle ${IDLE_MS / 1000} s on ${label}: ${idle.length} requests (goal 0) ${verdict(idle.length, 0)}  ${idle.join(', ')}`,
      );
    }
    await nav(page, 'Invoices');
    await heading(/Invoices/)(page);
    await api.settle();
    const back = api.take();
    console.log(
      `Invoices again, ${Math.round((2 * IDLE_MS) / 1000)} s after scrolling ${scrolled} more pages: ${back.length} requests (goal ≤${PER_SCREEN_GOAL}) ${verdict(back.length, PER_SCREEN_GOAL)}  ${back.slice(0, 6).join(', ')}${back.length > 6 ? ', …' : ''}`,
    );
    await context.close();
  } finally {
    await browser.close();
    await stop();
  }
}
