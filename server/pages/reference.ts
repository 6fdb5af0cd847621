// The API reference page (rendered in the browser from /api/v1/openapi.json,
// no external assets) and one page per problem code at /errors/{code}.
import type { Context } from 'hono';
import { problemCodes, type ProblemCode } from '@contract/common';
import { titleOf } from '@server/core/problem';

const explanations: Record<ProblemCode, string> = {
  invalid_request: 'The request could not be read: malformed JSON, or a cursor this API did not issue.',
  unauthorized: 'No credential, or one the API does not know. Send `Authorization: Bearer <token>` or log in.',
  token_expired: 'The token passed its expiry time. Create a new token in the dashboard.',
  token_revoked: 'The token was revoked. Create a new token in the dashboard.',
  insufficient_scope: 'The token lacks a scope this operation needs. Scopes are fixed when a token is created.',
  session_required:
    'Only a person logged in to the dashboard can do this (for example approving a hold); API tokens never can.',
  domain_not_owned: 'The domain, mailbox or website named by `input` belongs to another account.',
  not_owned: 'The resource belongs to another account.',
  csrf_required: 'Cookie-authenticated writes must send the `X-Requested-With` header.',
  two_factor_required: 'Two-factor is on: send the current 6-digit code from the authenticator app.',
  not_found: 'No such resource on this account.',
  mailbox_not_found: 'No such mailbox on this account.',
  database_not_found: 'No such database on this account.',
  invoice_not_found: 'No such invoice on this account.',
  service_not_found: 'No such service on this account.',
  method_not_allowed: 'The path exists but not with this HTTP method; see the Allow header.',
  conflict: 'The change conflicts with the current state (for example it already exists).',
  hold_expired: 'The confirmation link expired before it was approved; ask for the action again.',
  hold_already_decided: 'The confirmation was already approved or rejected; each is decided once.',
  validation_failed: 'Some fields are not valid; `errors` lists each failing field with a message.',
  rate_limited:
    'A rate budget is used up; wait `Retry-After` seconds. When `global` is true the cap is system-wide, not yours.',
  internal_error: 'Something failed on our side. Quote the requestId to support.',
  not_implemented: 'The operation is in the contract but its area is not built in this sandbox yet.',
  not_available: 'The specification marks this operation as not available.',
};

export function errorPage(c: Context, code: string) {
  if (!(code in problemCodes)) return c.json({ code: 'not_found', detail: `Unknown problem code ${code}` }, 404);
  const k = code as ProblemCode;
  const body = { code: k, status: problemCodes[k], title: titleOf(k), description: explanations[k] };
  if ((c.req.header('accept') ?? '').includes('application/json')) return c.json(body);
  return c.html(`<!doctype html><html lang="en"><head><meta charset="utf-8"><meta name="viewport" content="width=device-width,initial-scale=1">
<title>${body.title} (${k})</title><style>body{font:16px/1.5 system-ui,sans-serif;max-width:40rem;margin:3rem auto;padding:0 1rem}code{background:#eee;padding:0 .3em}</style></head>
<body><main><p><a href="/api/v1/docs">API reference</a></p><h1>${body.title}</h1><p>HTTP ${body.status}, code <code>${k}</code></p><p>${escapeHtml(body.description)}</p></main></body></html>`);
}

const escapeHtml = (s: string) =>
  s.replace(/[&<>"]/g, (ch) => ({ '&': '&amp;', '<': '&lt;', '>': '&gt;', '"': '&quot;' })[ch]!);

export function docsPage() {
  return `<!doctype html><html lang="en"><head><meta charset="utf-8"><meta name="viewport" content="width=device-width,initial-scale=1">
<title>Hosting Control Panel API reference</title>
<style>
:root{color-scheme:light dark}body{font:15px/1.5 system-ui,sans-serif;margin:0;display:grid;grid-template-columns:16rem 1fr;min-height:100vh}
nav{border-right:1px solid #8884;padding:1rem;position:sticky;top:0;height:100vh;overflow:auto}nav a{display:block;padding:.15rem 0}
main{padding:1rem 2rem;max-width:70rem}.op{border:1px solid #8884;border-radius:.5rem;margin:.75rem 0}.op summary{cursor:pointer;padding:.5rem .75rem;display:flex;gap:.75rem;align-items:baseline}
.m{font:600 12px monospace;padding:.1rem .4rem;border-radius:.25rem;color:#fff;min-width:3.5rem;text-align:center}.GET{background:#2563eb}.POST{background:#059669}.PUT{background:#d97706}.PATCH{background:#7c3aed}.DELETE{background:#dc2626}
.body{padding:0 1rem 1rem}table{border-collapse:collapse;width:100%}td,th{border-bottom:1px solid #8883;padding:.25rem;text-align:left;vertical-align:top}code,pre{font-size:12px}pre{overflow:auto;background:#8881;padding:.5rem;max-height:24rem}
.tag{font-size:12px;border:1px solid #8886;border-radius:1rem;padding:0 .5rem}@media(max-width:700px){body{grid-template-columns:1fr}nav{position:static;height:auto}}
</style></head><body><nav aria-label="Areas"><strong>Areas</strong><div id="toc">Loading…</div></nav><main><h1>Hosting Control Panel API</h1><p id="intro"></p>
<p><a href="/api/v1/openapi.json">openapi.json</a></p><label>Filter <input id="q" type="search" placeholder="path, summary or operation id"></label><div id="ops" aria-live="polite">Loading…</div></main>
<script type="module">
const doc = await (await fetch('/api/v1/openapi.json')).json();
const esc = (s) => String(s ?? '').replace(/[&<>"]/g, (c) => ({'&':'&amp;','<':'&lt;','>':'&gt;','"':'&quot;'})[c]);
document.getElementById('intro').textContent = doc.info.description;
const ops = Object.entries(doc.paths).flatMap(([p, ms]) => Object.entries(ms).map(([m, o]) => ({ p, m: m.toUpperCase(), o })));
const tags = doc.tags.map((t) => t.name);
document.getElementById('toc').innerHTML = tags.map((t) => '<a href="#' + t + '">' + t + ' (' + ops.filter((x) => x.o.tags[0] === t).length + ')</a>').join('');
function render(q) {
  q = (q || '').toLowerCase();
  document.getElementById('ops').innerHTML = tags.map((t) => {
    const list = ops.filter((x) => x.o.tags[0] === t && (!q || (x.p + ' ' + x.o.summary + ' ' + x.o.operationId).toLowerCase().includes(q)));
    if (!list.length) return '';
    return '<h2 id="' + t + '">' + t + '</h2>' + list.map(({ p, m, o }) => '<details class="op"><summary><span class="m ' + m + '">' + m + '</span><code>' + esc(p) + '</code> <span>' + esc(o.summary) + '</span> <span class="tag">tier ' + o['x-tier'] + '</span>' + (o['x-hold'] ? ' <span class="tag">hold</span>' : '') + (o['x-unavailable'] ? ' <span class="tag">not available</span>' : '') + '</summary><div class="body">' +
      '<p>Operation <code>' + o.operationId + '</code>; scopes: ' + (o['x-scopes'].map((s) => '<code>' + s + '</code>').join(', ') || 'none') + '</p>' +
      (o.parameters.length ? '<h3>Parameters</h3><table><tr><th>Name</th><th>In</th><th>Required</th><th>Schema</th></tr>' + o.parameters.map((x) => '<tr><td><code>' + x.name + '</code></td><td>' + x.in + '</td><td>' + (x.required ? 'yes' : 'no') + '</td><td><code>' + esc(JSON.stringify(x.schema)) + '</code></td></tr>').join('') + '</table>' : '') +
      (o.requestBody ? '<h3>Request body</h3><pre>' + esc(JSON.stringify(o.requestBody.content['application/json'].schema, null, 2)) + '</pre>' : '') +
      '<h3>Responses</h3>' + Object.entries(o.responses).map(([s, r]) => '<p><strong>' + s + '</strong> ' + esc(r.description) + '</p>' + (s < 300 && r.content?.['application/json'] ? '<pre>' + esc(JSON.stringify(r.content['application/json'].schema, null, 2)) + '</pre>' : '')).join('') +
      '</div></details>').join('');
  }).join('');
}
render('');
document.getElementById('q').addEventListener('input', (e) => render(e.target.value));
</script></body></html>`;
}
