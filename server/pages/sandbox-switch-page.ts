// The frame of the sandbox's switch pages (registries, hypervisors): a table of
// simulated services, each with a form that takes it offline or brings it back.
// Anyone may look; a change needs a dashboard session and a same-origin form post,
// so a page elsewhere cannot switch a service off behind someone's back, and acts
// only on what the session's current account uses, as that account sees it (403
// for anything else): one customer's switch never takes another's service down.
// Each page brings its own texts and data. Markup goes through hono/html, which escapes every
// interpolated value.
import type { Context, Hono } from 'hono';
import { getCookie } from 'hono/cookie';
import { html } from 'hono/html';
import { identify, SECURE_SESSION_COOKIE, SESSION_COOKIE, type Credential } from '@server/core/admission/credential';
import type { Deps } from '@server/core/deps';
import type { AppEnv } from '@server/core/request-state';
import { sandboxPage, type Markup } from './sandbox-layout';

/** One switchable service as a row: `key` is its name in the form's URL, `heading` the row's header cell. */
export interface SwitchRow {
  key: string;
  heading: string;
  details: string[];
  reachable: boolean;
}

export interface SwitchPage {
  /** Where the page lives; a change posts to `${path}/<key>`. */
  path: string;
  title: string;
  intro: Markup;
  /** The table's headings, up to and including the answering / not answering column. */
  columns: string[];
  /** What one row is, in lower case ("node"), for the refusals and the 404's title. */
  noun: string;
  notice: Markup;
  footer: Markup;
  /** The rows as `accountId` sees them (null: nobody logged in, every service as it is for everyone). */
  rows(accountId: number | null): Promise<SwitchRow[]>;
  exists(key: string): Promise<boolean>;
  /** Whether the account uses this service (a node its servers run on, a TLD of its domains). */
  usedBy(key: string, accountId: number): Promise<boolean>;
  /** The 404's text for a key this sandbox does not have. */
  unknown(key: string): Markup;
  /** The 403's text for a key the account does not use. */
  notYours(key: string): Markup;
  /** Take the service offline or bring it back, for this account only. */
  setReachable(key: string, reachable: boolean, accountId: number): Promise<void>;
}

export function mountSwitchPage(app: Hono<AppEnv>, deps: Deps, p: SwitchPage) {
  const page = (title: string, body: Markup) => sandboxPage({ title, notice: p.notice, body, footer: p.footer });

  app.get(p.path, async (c) => {
    const cred = await sessionOf(c, deps);
    const rows = (await p.rows(cred?.accountId ?? null)).map(
      (r) =>
        html`<tr>
          <th scope="row">${r.heading}</th>
          ${r.details.map((d) => html`<td>${d}</td>`)}
          <td>${r.reachable ? 'answering' : html`<strong>not answering</strong>`}</td>
          <td>
            <form method="post" action="${p.path}/${r.key}">
              <input type="hidden" name="reachable" value="${r.reachable ? 'false' : 'true'}" />
              <button type="submit">${r.reachable ? 'Take offline' : 'Bring back'}</button>
            </form>
          </td>
        </tr>`,
    );
    return c.html(
      page(
        p.title,
        html`<p>${p.intro}</p>
          <table>
            <thead>
              <tr>
                ${[...p.columns, 'Change'].map((col) => html`<th scope="col">${col}</th>`)}
              </tr>
            </thead>
            <tbody>
              ${rows}
            </tbody>
          </table>`,
      ),
    );
  });

  app.post(`${p.path}/:key`, async (c) => {
    const gate = await changeGate(c, deps, p);
    if (gate instanceof Response) return gate;
    const key = c.req.param('key');
    if (!(await p.exists(key))) return c.html(page(`No such ${p.noun}`, html`<p>${p.unknown(key)}</p>`), 404);
    if (!(await p.usedBy(key, gate.accountId)))
      return c.html(page('Not yours to switch', html`<p>${p.notYours(key)}</p>`), 403);
    const form = await c.req.parseBody();
    await p.setReachable(key, form.reachable === 'true', gate.accountId);
    return c.redirect(p.path, 303);
  });
}

/** The dashboard session of the request, if any (its `accountId` is the account currently chosen). */
async function sessionOf(c: Context<AppEnv>, deps: Deps): Promise<Credential | null> {
  const secret = getCookie(c, SECURE_SESSION_COOKIE) ?? getCookie(c, SESSION_COOKIE);
  const cred = secret ? await identify(deps, undefined, secret).catch(() => null) : null;
  return cred?.kind === 'session' ? cred : null;
}

/**
 * A change needs the dashboard's session and must come from the dashboard's own origin: the refusal
 * page, or the session whose account the change is for. Pages with more than an on/off switch use it too.
 */
export async function changeGate(
  c: Context<AppEnv>,
  deps: Deps,
  p: Pick<SwitchPage, 'path' | 'noun' | 'notice' | 'footer'>,
) {
  const page = (title: string, body: Markup) => sandboxPage({ title, notice: p.notice, body, footer: p.footer });
  const origin = c.req.header('origin');
  if (origin !== undefined && origin !== new URL(deps.config.appUrl).origin) {
    const changes = `${p.noun[0]!.toUpperCase()}${p.noun.slice(1)} changes`;
    return c.html(page('Refused', html`<p>${changes} are accepted only from this sandbox’s own pages.</p>`), 403);
  }
  const cred = await sessionOf(c, deps);
  if (!cred)
    return c.html(
      page(
        'Log in first',
        html`<p>Log in to the dashboard, then come back to change a ${p.noun}.</p>
          <p><a href="/login?redirect=${encodeURIComponent(p.path)}">Log in</a></p>`,
      ),
      401,
    );
  return cred;
}
