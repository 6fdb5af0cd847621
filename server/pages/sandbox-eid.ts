// The simulated e-ID sign-in of an owner change: the owner-change quote's
// link opens this page, where the new holder gives their name and Swedish
// personal identity number (for .se and .nu; other registries ask for no
// e-ID). Signing in uses the link up and creates the owner-change proforma at
// the quoted price. No script (the CSP allows none inline); markup goes
// through hono/html, which escapes every interpolated value.
import type { Context, Hono } from 'hono';
import { html } from 'hono/html';
import type { Deps } from '@server/core/deps';
import { paymentUrl } from '@server/core/money';
import type { AppEnv } from '@server/core/request-state';
import { sandboxPage, type Markup } from './sandbox-layout';
import { parseIdentityNumber, signInAndOrder, signInState, type NewHolder } from '@server/areas/domains/public';

type Ok = Extract<Awaited<ReturnType<typeof signInState>>, { ok: true }>;
interface Typed {
  name: string;
  identityNumber: string;
  organization: string;
}
type Errors = Partial<Record<keyof Typed, string>>;

const MAX_NAME = 120;

export function mountSandboxEid(app: Hono<AppEnv>, deps: Deps) {
  app.get('/sandbox/eid/:token', async (c) => {
    const state = await signInState(deps, deps.db, c.req.param('token'));
    if (!state.ok) return c.html(page(state.title, html`<p role="alert">${state.message}</p>`), state.status);
    return c.html(
      page(`Owner change of ${state.domain}`, form(state, { name: '', identityNumber: '', organization: '' }, {})),
    );
  });

  app.post('/sandbox/eid/:token', async (c) => {
    const origin = c.req.header('origin');
    if (origin !== undefined && origin !== new URL(deps.config.appUrl).origin)
      return c.html(page('Refused', html`<p role="alert">The sign-in is accepted only from this page.</p>`), 403);
    const token = c.req.param('token');
    const state = await signInState(deps, deps.db, token);
    if (!state.ok) return c.html(page(state.title, html`<p role="alert">${state.message}</p>`), state.status);
    const typed = await readForm(c);
    const { holder, errors } = validate(typed, state.eid, deps.clock.now());
    if (!holder) return c.html(page(`Owner change of ${state.domain}`, form(state, typed, errors)), 422);
    const done = await signInAndOrder(deps, token, holder);
    if (!done.ok) return c.html(page(done.title, html`<p role="alert">${done.message}</p>`), done.status);
    const { invoice } = done;
    const total = `${(invoice.totalCents / 100).toFixed(2)} ${invoice.currency}`;
    const next =
      invoice.status === 'unpaid'
        ? html`<p>
              Invoice <strong>${invoice.number}</strong> of <strong>${total}</strong> (VAT included) was created. The
              registry records the new holder once it is paid.
            </p>
            <p><a href="${paymentUrl(deps.config.appUrl, invoice.payToken)}">Pay invoice ${invoice.number}</a></p>`
        : html`<p>There is nothing to pay: the change is on its way to the registry.</p>`;
    return c.html(
      page(
        'Signed in',
        html`<p role="status">${holder.name} signed in as the new holder of ${done.domain}.</p>
          ${next}`,
      ),
      201,
    );
  });
}

async function readForm(c: Context<AppEnv>): Promise<Typed> {
  const body = await c.req.parseBody();
  const text = (k: string) => {
    const v = body[k];
    return typeof v === 'string' ? v.trim() : '';
  };
  return { name: text('name'), identityNumber: text('identity_number'), organization: text('organization') };
}

function validate(t: Typed, eid: boolean, now: Date): { holder: NewHolder | null; errors: Errors } {
  const errors: Errors = {};
  if (!t.name) errors.name = 'Enter the new holder’s full name';
  else if (t.name.length > MAX_NAME) errors.name = `At most ${MAX_NAME} characters`;
  let identityNumber: string | null = null;
  if (eid) {
    const pin = parseIdentityNumber(t.identityNumber, now);
    if (pin.ok) identityNumber = pin.value;
    else errors.identityNumber = t.identityNumber ? pin.message : 'Enter the personal identity number';
  } else if (t.organization.length > MAX_NAME) errors.organization = `At most ${MAX_NAME} characters`;
  if (Object.keys(errors).length) return { holder: null, errors };
  return { holder: { name: t.name, organization: eid ? null : t.organization || null, identityNumber }, errors };
}

function field(id: keyof Typed, name: string, label: string, value: string, error: string | undefined, hint = '') {
  const described = [hint && `${id}-hint`, error && `${id}-error`].filter(Boolean).join(' ');
  return html`<p>
    <label for="${id}">${label}</label><br />
    ${hint ? html`<small id="${id}-hint">${hint}</small><br />` : ''}
    <input
      id="${id}"
      name="${name}"
      value="${value}"
      ${described ? html`aria-describedby="${described}"` : ''}
      ${error ? html`aria-invalid="true"` : ''}
    />
    ${error ? html`<br /><strong id="${id}-error">${error}</strong>` : ''}
  </p>`;
}

function form(s: Ok, typed: Typed, errors: Errors) {
  const price = `${(s.price.totalCents / 100).toFixed(2)} ${s.price.currency}`;
  const failed = Object.values(errors).filter(Boolean);
  return html`<p>
      ${
        s.eid
          ? `The .${s.domain.split('.').pop()} registry needs the new holder to prove who they are with an e-ID (such as BankID).`
          : `The .${s.domain.split('.').pop()} registry needs no e-ID: the new holder confirms their name.`
      }
      The owner change costs <strong>${price}</strong> (VAT included); the registry records the new holder once it is
      paid. This link works once, until ${s.link.expiresAt.toISOString().slice(11, 16)} UTC.
    </p>
    ${failed.length ? html`<p role="alert">Check the fields marked below.</p>` : ''}
    <form method="post">
      ${field('name', 'name', 'New holder’s full name', typed.name, errors.name)}
      ${
        s.eid
          ? field(
              'identityNumber',
              'identity_number',
              'Personal identity number',
              typed.identityNumber,
              errors.identityNumber,
              'YYMMDD-NNNN or YYYYMMDD-NNNN',
            )
          : field('organization', 'organization', 'Organisation (optional)', typed.organization, errors.organization)
      }
      <button type="submit">${s.eid ? 'Sign in with sandbox e-ID' : 'Sign in'} and confirm</button>
    </form>`;
}

const page = (title: string, body: Markup) =>
  sandboxPage({
    title,
    notice: html`<strong>Sandbox e-ID — no real identity provider.</strong> Nobody’s identity is checked here.`,
    body,
  });
