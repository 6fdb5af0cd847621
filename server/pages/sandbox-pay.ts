// The simulated payment provider's checkout: a payment link opens this page,
// and paying marks the invoice paid (a deposit then raises the balance).
import type { Hono } from 'hono';
import type { Deps } from '@server/core/deps';
import { invoiceByPayToken, markInvoicePaid } from '@server/areas/billing/public';
import type { AppEnv } from '@server/core/request-state';

export function mountSandboxPay(app: Hono<AppEnv>, deps: Deps) {
  const find = (token: string) => invoiceByPayToken(deps.db, token);
  app.get('/sandbox/pay/:token', async (c) => {
    const inv = await find(c.req.param('token'));
    if (!inv) return c.html(page('Payment link not found', '<p>This payment link is not valid.</p>'), 404);
    const total = `${(inv.totalCents / 100).toFixed(2)} ${inv.currency}`;
    const body =
      inv.status === 'paid'
        ? `<p role="status">Invoice ${inv.number} is paid (${total}). You can close this page.</p><p><a href="/">Back to the dashboard</a></p>`
        : `<p>Invoice <strong>${inv.number}</strong>: <strong>${total}</strong></p><form method="post"><button type="submit">Pay ${total} with the sandbox card</button></form>`;
    return c.html(page(`Pay invoice ${inv.number}`, body));
  });
  app.post('/sandbox/pay/:token', async (c) => {
    const inv = await find(c.req.param('token'));
    if (!inv) return c.html(page('Payment link not found', '<p>This payment link is not valid.</p>'), 404);
    await deps.db.transaction((tx) => markInvoicePaid(tx, deps.paidHooks, inv.id, deps.clock.now()));
    return c.redirect(`/sandbox/pay/${c.req.param('token')}`, 303);
  });
}

const page = (
  title: string,
  body: string,
) => `<!doctype html><html lang="en"><head><meta charset="utf-8"><meta name="viewport" content="width=device-width,initial-scale=1"><title>${title}</title>
<style>:root{color-scheme:light dark}body{font:16px/1.5 system-ui,sans-serif;max-width:32rem;margin:4rem auto;padding:0 1rem}button{font:inherit;padding:.6rem 1rem;border-radius:.4rem;border:0;background:#2563eb;color:#fff;cursor:pointer}</style></head>
<body><main><p>Sandbox payment provider: no real money moves.</p><h1>${title}</h1>${body}</main></body></html>`;
