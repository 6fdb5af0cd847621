// The sandbox mailbox: every mail the panel sent (server/infra/mailer.ts), newest
// first, each readable on its own page with its links made clickable. Mail holds
// credentials (reset, login and invitation links, payment links), so a person
// reads only their own: a dashboard session sees the mail sent to its own login
// address, and, when it owns the account it is in, every mail of that account
// (its contacts, monitor alert addresses, billing contacts); a guest sees only
// mail to themselves. Nobody logged in sees nothing (docs/decisions/027).
// No script (the CSP allows none inline); every value is escaped by hono/html.
import type { Context, Hono } from 'hono';
import { getCookie } from 'hono/cookie';
import { html } from 'hono/html';
import { identify, SECURE_SESSION_COOKIE, SESSION_COOKIE, type Credential } from '@server/core/admission/credential';
import type { Deps } from '@server/core/deps';
import type { AppEnv } from '@server/core/request-state';
import { sentMailById, sentMailOf, type MailReader, type SentMail } from '@server/infra/mailer';
import { sandboxPage, type Markup } from './sandbox-layout';

const PAGE = 50;
const notice = html`<strong>Sandbox mailbox — no mail leaves this machine.</strong> This is what the panel sent.`;
const page = (title: string, body: Markup) => sandboxPage({ title, notice, body });

export function mountSandboxMail(app: Hono<AppEnv>, deps: Deps) {
  app.get('/sandbox/mail', async (c) => {
    // the mail holds single-use links: nothing of it belongs in a cache
    c.header('Cache-Control', 'no-store');
    const reader = await readerOf(c, deps);
    if (!reader) return loginFirst(c, '/sandbox/mail');
    const before = wholeNumber(c.req.query('before'));
    const rows = await sentMailOf(deps.db, reader, { before: before ?? undefined, limit: PAGE + 1 });
    const shown = rows.slice(0, PAGE);
    const older = rows.length > PAGE ? shown[shown.length - 1]!.id : null;
    return c.html(
      page(
        'Sandbox mailbox',
        html`<p>${intro(reader)}</p>
          ${
            shown.length === 0
              ? html`<p role="status">No mail yet.</p>`
              : html`<table>
                  <thead>
                    <tr>
                      <th scope="col">Sent (UTC)</th>
                      <th scope="col">To</th>
                      <th scope="col">Subject</th>
                    </tr>
                  </thead>
                  <tbody>
                    ${shown.map(
                      (m) =>
                        html`<tr>
                          <td>${sentAt(m)}</td>
                          <td>${m.to}</td>
                          <td><a href="/sandbox/mail/${m.id}">${m.subject}</a></td>
                        </tr>`,
                    )}
                  </tbody>
                </table>`
          }
          ${older ? html`<p><a href="/sandbox/mail?before=${older}">Older mail</a></p>` : ''}`,
      ),
    );
  });

  app.get('/sandbox/mail/:id', async (c) => {
    c.header('Cache-Control', 'no-store');
    const reader = await readerOf(c, deps);
    const id = wholeNumber(c.req.param('id'));
    if (!reader) return loginFirst(c, `/sandbox/mail/${id ?? ''}`);
    const m = id === null ? null : await sentMailById(deps.db, reader, id);
    if (!m)
      return c.html(
        page(
          'No such mail',
          html`<p role="alert">There is no mail with this number in your sandbox mailbox.</p>
            <p><a href="/sandbox/mail">Back to the mailbox</a></p>`,
        ),
        404,
      );
    return c.html(
      page(
        m.subject,
        html`<table>
            <tr>
              <th scope="row">To</th>
              <td>${m.to}</td>
            </tr>
            <tr>
              <th scope="row">Sent</th>
              <td>${sentAt(m)} UTC</td>
            </tr>
          </table>
          <section aria-label="Message">${m.body.split('\n').map((line) => html`<p>${linked(line)}</p>`)}</section>
          <p><a href="/sandbox/mail">Back to the mailbox</a></p>`,
      ),
    );
  });
}

/** Whose mail the request may read, from its dashboard session; null when nobody is logged in. */
async function readerOf(c: Context<AppEnv>, deps: Deps): Promise<(MailReader & { cred: Credential }) | null> {
  const secret = getCookie(c, SECURE_SESSION_COOKIE) ?? getCookie(c, SESSION_COOKIE);
  const cred = secret ? await identify(deps, undefined, secret).catch(() => null) : null;
  if (cred?.kind !== 'session') return null;
  return {
    cred,
    accountIds: cred.isGuest ? [] : [cred.accountId],
    addresses: cred.userEmail ? [cred.userEmail] : [],
  };
}

function intro(r: { cred: Credential }) {
  const me = r.cred.userEmail ?? '';
  return r.cred.isGuest
    ? html`Mail sent to you (${me}). As a guest of ${r.cred.accountName} you do not see that account’s own mail.`
    : html`Mail sent to you (${me}) and all mail of ${r.cred.accountName}, newest first.`;
}

function loginFirst(c: Context<AppEnv>, back: string) {
  return c.html(
    page(
      'Log in first',
      html`<p>The sandbox mailbox shows each person only their own mail. Log in to the dashboard, then come back.</p>
        <p><a href="/login?redirect=${encodeURIComponent(back)}">Log in</a></p>`,
    ),
    401,
  );
}

const sentAt = (m: SentMail) => m.createdAt.toISOString().slice(0, 16).replace('T', ' ');

function wholeNumber(v: string | undefined): number | null {
  if (!v || !/^[1-9]\d{0,9}$/.test(v)) return null;
  const n = Number(v);
  return n <= 2_147_483_647 ? n : null;
}

/**
 * One line of a plain-text mail with its web addresses as links. A word is a link when the WHATWG URL
 * parser reads it as an http(s) URL (trailing sentence punctuation left outside); everything else is text.
 * hono/html escapes both the text and the href.
 */
function linked(line: string): Markup[] {
  return line.split(/(\s+)/).map((word) => {
    const m = /^(.*?)([.,;:!?)]*)$/.exec(word)!;
    const url = m[1]!.startsWith('http://') || m[1]!.startsWith('https://') ? parseUrl(m[1]!) : null;
    return url ? html`<a href="${url.href}" rel="noopener noreferrer">${m[1]}</a>${m[2]}` : html`${word}`;
  });
}

function parseUrl(s: string): URL | null {
  try {
    const u = new URL(s);
    return u.protocol === 'http:' || u.protocol === 'https:' ? u : null;
  } catch {
    return null;
  }
}
