// The API reference at /api/v1/docs (Scalar's standalone bundle rendering
// /api/v1/openapi.json, served by this server: nothing is fetched from
// another origin) and one page per problem code at /errors/{code}.
import { createHash } from 'node:crypto';
import fs from 'node:fs';
import { createRequire } from 'node:module';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { promisify } from 'node:util';
import zlib from 'node:zlib';
import type { Context, Hono } from 'hono';
import type { AppEnv } from '@server/core/request-state';
import { problemCodes, type ProblemCode } from '@contract/problems';
import { titleOf } from '@server/core/problem';

const explanations: Record<ProblemCode, string> = {
  invalid_request: 'The request could not be read: malformed JSON, or a cursor this API did not issue.',
  unauthorized: 'No credential, or one the API does not know. Send `Authorization: Bearer <token>` or log in.',
  token_expired: 'The token passed its expiry time. Create a new token in the dashboard.',
  token_revoked: 'The token was revoked. Create a new token in the dashboard.',
  insufficient_scope: 'The token lacks a scope this operation needs. Scopes are fixed when a token is created.',
  session_required:
    'Only a person logged in to the dashboard can do this (for example approving a hold); API tokens never can.',
  owner_only:
    "A guest acts inside an account but never owns it: its login email, two-factor, guest list and the approval of holds that change them are the owner's alone.",
  domain_not_owned: 'The domain, mailbox or website named by `input` belongs to another account.',
  not_owned: 'The resource belongs to another account.',
  csrf_required: 'Cookie-authenticated writes must send the `X-Requested-With` header.',
  origin_refused:
    'A cookie-authenticated write came from a page of another site (its `Origin` or `Sec-Fetch-Site` says so). Write from the dashboard itself, or use an API token.',
  two_factor_required: 'Two-factor is on: send the current 6-digit code from the authenticator app.',
  not_found: 'No such resource on this account.',
  mailbox_not_found: 'No such mailbox on this account.',
  database_not_found: 'No such database on this account.',
  invoice_not_found: 'No such invoice on this account.',
  service_not_found: 'No such service on this account.',
  method_not_allowed: 'The path exists but not with this HTTP method; see the Allow header.',
  payload_too_large:
    'The request body is larger than this operation accepts (1 MiB, or 2 MiB for a zone file import); it was not read.',
  conflict: 'The change conflicts with the current state (for example it already exists).',
  hold_expired: 'The confirmation link expired before it was approved; ask for the action again.',
  hold_already_decided: 'The confirmation was already approved or rejected; each is decided once.',
  order_awaiting_payment:
    'An order for this domain (a renewal or a restore) already awaits payment; pay its invoice, named in `detail`, instead of ordering again.',
  validation_failed: 'Some fields are not valid; `errors` lists each failing field with a message.',
  rate_limited:
    'A rate budget is used up; wait `Retry-After` seconds. When `global` is true the cap is system-wide, not yours.',
  internal_error: 'Something failed on our side. Quote the requestId to support.',
  not_implemented: 'The operation is in the contract but its area is not built in this sandbox yet.',
  not_available: 'The specification marks this operation as not available.',
  registry_unavailable:
    'The domain registry for this TLD is not answering, so nothing was changed there; retry after `Retry-After` seconds.',
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

const ASSETS = '/api/v1/docs/assets';

// Scalar's renderer options (1.46.4, the last release whose packages support Node 20: ADR 008;
// it knows no `mcp` or `externalUrls` option). The try-it panel sends straight to the origin
// the page came from (no proxy, whatever `servers` says), with a bearer token the reader
// pastes (kept in memory only). Scalar's hosted services (fonts, telemetry, agent) are off.
// A few links to Scalar's sites ("Powered by Scalar", its dashboard and hosted client) and to
// MDN (behind status codes) are hard-coded in the bundle: the first are hidden, and no link
// to another origin is followed, so the reader never leaves this server from here.
const initScript = `// Configuration of the API reference; a same-origin file so the page has no inline script.
(function () {
  var here = location.origin;
  var foreign = function (a) {
    return new URL(a.getAttribute('href'), location.href).origin !== here;
  };
  ['click', 'auxclick'].forEach(function (type) {
    document.addEventListener(type, function (e) {
      var a = e.target instanceof Element && e.target.closest('a[href]');
      if (a && foreign(a)) e.preventDefault();
    }, true);
  });
  Scalar.createApiReference('#app', {
    url: '/api/v1/openapi.json',
    servers: [{ url: here, description: 'This server' }],
    proxyUrl: '',
    authentication: { preferredSecurityScheme: 'bearer', securitySchemes: { bearer: { token: '' } } },
    persistAuth: false,
    defaultHttpClient: { targetKey: 'shell', clientKey: 'curl' },
    hideClientButton: true,
    showOperationId: true,
    documentDownloadType: 'direct',
    withDefaultFonts: false,
    telemetry: false,
    showDeveloperTools: 'never',
    agent: { disabled: true },
    customCss:
      'a[href*="scalar.com"] { display: none !important; }' +
      'a[href*="developer.mozilla.org"] { pointer-events: none; color: inherit; text-decoration: none; }',
  });
})();
`;

const hash = (s: string | Uint8Array) => createHash('sha256').update(s).digest('hex').slice(0, 12);
// The build copies Scalar's standalone script beside the compiled server (scripts/build-server.mjs);
// run from source, it is read from the development package. Resolved on first use only.
let scalarFile: string | undefined;
function scalarPath(): string {
  if (scalarFile) return scalarFile;
  const copied = path.join(path.dirname(fileURLToPath(import.meta.url)), 'api-reference', 'standalone.js');
  scalarFile = fs.existsSync(copied)
    ? copied
    : path.join(
        path.dirname(createRequire(import.meta.url).resolve('@scalar/api-reference')),
        '..',
        'dist/browser/standalone.js',
      );
  return scalarFile;
}
const initVersion = hash(initScript);

export function docsPage() {
  return `<!doctype html><html lang="en"><head><meta charset="utf-8"><meta name="viewport" content="width=device-width,initial-scale=1">
<title>Hosting Control Panel API reference</title><link rel="icon" href="data:,">
<script src="${ASSETS}/scalar.js?v=${scalarBundle().version}" defer></script>
<script src="${ASSETS}/reference.js?v=${initVersion}" defer></script>
</head><body><noscript><p>The API reference needs JavaScript. The document itself is <a href="/api/v1/openapi.json">/api/v1/openapi.json</a>.</p></noscript>
<div id="app"></div></body></html>`;
}

type Bytes = Uint8Array<ArrayBuffer>;
type Encoded = { identity: Bytes; version: string; br?: Promise<Bytes>; gzip?: Promise<Bytes> };
let bundle: Encoded | undefined;
/** The 3.6 MB bundle, read once; compressed once per encoding on first demand (br 0.9 MB, gzip 1.0 MB). */
function scalarBundle(): Encoded {
  if (bundle) return bundle;
  // A trailing source-map comment (later Scalar releases end with one) would point devtools at a map we do not serve.
  const js = fs.readFileSync(scalarPath(), 'utf8').replace(/\n\/\/# sourceMappingURL=\S+\s*$/, '\n');
  return (bundle = { identity: new Uint8Array(Buffer.from(js)), version: hash(js) });
}
const brotli = promisify(zlib.brotliCompress);
const gzip = promisify(zlib.gzip);

const immutable = 'public, max-age=31536000, immutable';
const jsType = 'text/javascript; charset=utf-8';

/** The reference page and its two scripts (versioned URLs, so cached for a year). */
export function mountDocs(app: Hono<AppEnv>) {
  app.get('/api/v1/docs', (c) => c.html(docsPage(), 200, { 'Cache-Control': 'no-cache' }));
  app.get(`${ASSETS}/reference.js`, (c) =>
    c.body(initScript, 200, { 'Content-Type': jsType, 'Cache-Control': immutable }),
  );
  app.get(`${ASSETS}/scalar.js`, async (c) => {
    const b = scalarBundle();
    const accept = c.req.header('accept-encoding') ?? '';
    const headers: Record<string, string> = {
      'Content-Type': jsType,
      'Cache-Control': immutable,
      Vary: 'Accept-Encoding',
    };
    let body = b.identity;
    if (/\bbr\b/.test(accept)) {
      body = await (b.br ??= brotli(b.identity, { params: { [zlib.constants.BROTLI_PARAM_QUALITY]: 5 } }).then(
        (x) => new Uint8Array(x),
      ));
      headers['Content-Encoding'] = 'br';
    } else if (/\bgzip\b/.test(accept)) {
      body = await (b.gzip ??= gzip(b.identity, { level: 9 }).then((x) => new Uint8Array(x)));
      headers['Content-Encoding'] = 'gzip';
    }
    return c.body(body, 200, headers);
  });
}
