// The frame of the sandbox's switch pages (registries, hypervisors): a table of
// simulated services, each with a form that takes it offline or brings it back.
// Anyone may look; a change needs a dashboard session and a same-origin form post,
// so a page elsewhere cannot switch a service off behind someone's back. Each page
// brings its own texts and data. Markup goes through hono/html, which escapes every
// interpolated value.
import type { Context, Hono } from 'hono';
import { getCookie } from 'hono/cookie';
import { html } from 'hono/html';
import { identify, SECURE_SESSION_COOKIE, SESSION_COOKIE } from '@server/core/credential';
import type { Deps } from '@server/core/deps';
import type { AppEnv } from '@server/core/pipeline';
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
  rows(): Promise<SwitchRow[]>;
  exists(key: string): Promise<boolean>;
  /** The 404's text for a key this sandbox does not have. */
  unknown(key: string): Markup;
  setReachable(key: string, reachable: boolean): Promise<void>;
}

export function mountSwitchPage(app: Hono<AppEnv>, deps: Deps, p: SwitchPage) {
  const page = (title: string, body: Markup) => sandboxPage({ title, notice: p.notice, body, footer: p.footer });

  app.get(p.path, async (c) => {
    const rows = (await p.rows()).map(
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
    const refusal = await refuseChange(c, deps, p);
    if (refusal) return refusal;
    const key = c.req.param('key');
    if (!(await p.exists(key))) return c.html(page(`No such ${p.noun}`, html`<p>${p.unknown(key)}</p>`), 404);
    const form = await c.req.parseBody();
    await p.setReachable(key, form.reachable === 'true');
    return c.redirect(p.path, 303);
  });
}

/**
 * A change needs the dashboard's session and must come from the dashboard's own origin: the refusal
 * page, or null when the change may go ahead. Pages with more than an on/off switch use it too.
 */
export async function refuseChange(
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
  const secret = getCookie(c, SECURE_SESSION_COOKIE) ?? getCookie(c, SESSION_COOKIE);
  const cred = secret ? await identify(deps, undefined, secret).catch(() => null) : null;
  if (!cred)
    return c.html(
      page(
        'Log in first',
        html`<p>Log in to the dashboard, then come back to change a ${p.noun}.</p>
          <p><a href="/login?redirect=${p.path}">Log in</a></p>`,
      ),
      401,
    );
  return null;
}
