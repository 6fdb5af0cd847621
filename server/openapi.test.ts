// The published reference: /api/v1/openapi.json built from the registry, the
// docs page, and one page per problem code (which is what a problem's `type` points to).
import { gunzipSync } from 'node:zlib';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { problemCodes } from '@contract/problems';
import { operations } from '@contract/registry';
import { startApi, type JsonBody, type TestApi } from '@server/test/harness';

let api: TestApi;
let doc: JsonBody;
beforeAll(async () => {
  api = await startApi();
  const res = await api.app.request('/api/v1/openapi.json');
  expect(res.status).toBe(200);
  doc = await res.json();
});
afterAll(() => api.close());

const opAt = (method: string, path: string) => doc.paths[`/api/v1${path}`]?.[method.toLowerCase()];
const param = (o: JsonBody, name: string) => o.parameters.find((p: JsonBody) => p.name === name);
/** A response of an operation, following its $ref into the shared responses. */
const response = (o: JsonBody, status: string | number): JsonBody => {
  const r = o.responses[String(status)];
  return r?.$ref ? doc.components.responses[r.$ref.split('/').pop()] : r;
};
/** Every response of an operation by status, shared ones followed. */
const responsesOf = (o: JsonBody): [string, JsonBody][] => Object.keys(o.responses).map((s) => [s, response(o, s)]);
/** Follow a local $ref into components. */
const deref = (s: JsonBody, depth = 0): JsonBody => {
  if (!s?.$ref) return s;
  if (depth > 10) throw new Error(`circular $ref ${s.$ref}`);
  return deref(doc.components.schemas[s.$ref.split('/').pop()], depth + 1);
};

describe('GET /api/v1/openapi.json', () => {
  it('is public OpenAPI 3.1 JSON', async () => {
    const res = await api.app.request('/api/v1/openapi.json');
    expect(res.status).toBe(200);
    expect(res.headers.get('content-type')).toContain('application/json');
    expect(doc.openapi).toMatch(/^3\.1\./);
    expect(doc.info).toMatchObject({ version: 'v1', title: expect.any(String) });
    expect(doc.servers).toEqual([
      { url: 'http://dashboard.test', description: expect.stringMatching(/sandbox/), 'x-internal': false },
    ]);
  });

  it('has every registry operation, and nothing else', () => {
    const listed = Object.entries(doc.paths).flatMap(([p, methods]) =>
      Object.keys(methods as object).map((m) => `${m.toUpperCase()} ${p}`),
    );
    expect(listed).toHaveLength(operations.length);
    for (const o of operations) {
      const entry = opAt(o.method, o.path);
      expect(entry, `${o.method} ${o.path}`).toBeDefined();
      expect(entry.operationId).toBe(o.id);
      expect(entry['x-tier']).toBe(o.tier);
      expect(entry['x-scopes']).toEqual([...o.scopes]);
      expect(entry.tags).toEqual([o.area]);
    }
    const ids = listed.map((k) => {
      const [m, p] = k.split(' ');
      return opAt(m!, p!.slice('/api/v1'.length)).operationId;
    });
    expect(new Set(ids).size).toBe(operations.length);
  });

  it('path parameters are required and named as in the path', () => {
    for (const o of operations) {
      const names = [...o.path.matchAll(/\{(\w+)\}/g)].map((m) => m[1]);
      const inPath = opAt(o.method, o.path).parameters.filter((p: JsonBody) => p.in === 'path');
      expect(inPath.map((p: JsonBody) => p.name).sort(), o.id).toEqual(names.sort());
      for (const p of inPath) expect(p.required).toBe(true);
    }
  });

  it('query parameters carry their limits', () => {
    const list = opAt('GET', '/email/accounts');
    expect(param(list, 'limit')).toMatchObject({
      in: 'query',
      required: false,
      schema: { type: 'integer', minimum: 1, maximum: 200 },
    });
    expect(param(list, 'input')).toMatchObject({
      in: 'query',
      required: true,
      schema: { type: 'string', maxLength: 255 },
    });
    expect(param(opAt('GET', '/audit-log'), 'limit').schema.maximum).toBe(200);
    const overview = param(opAt('GET', '/account/overview'), 'response_format');
    expect(overview.required).toBe(false);
    expect(overview.schema.enum).toEqual(['concise', 'detailed']);
    expect(param(opAt('DELETE', '/billing/payment-methods/cards/{card}'), 'card_id')).toMatchObject({
      required: true,
      schema: { minimum: 1 },
    });
  });

  it('request bodies carry their limits', () => {
    const addFunds = deref(
      opAt('POST', '/account/balance/actions/add-funds').requestBody.content['application/json'].schema,
    );
    expect(addFunds.properties.amount).toMatchObject({ minimum: 100, maximum: 5000000 });
    expect(addFunds.required).toEqual(['amount']);
    const mailbox = deref(opAt('PATCH', '/email/account').requestBody.content['application/json'].schema);
    expect(mailbox.properties.send_limit).toMatchObject({ minimum: 0, maximum: 100000 });
    expect(mailbox.properties.quota_mb).toMatchObject({ minimum: 0, maximum: 1048576 });
    const invite = deref(opAt('POST', '/account/guests').requestBody.content['application/json'].schema);
    expect(invite.properties.role.const ?? invite.properties.role.enum?.[0]).toBe('all');
  });

  it('marks hold operations, and only those', () => {
    for (const o of operations) expect(opAt(o.method, o.path)['x-hold'] === true, o.id).toBe(!!o.hold);
    const addFunds = opAt('POST', '/account/balance/actions/add-funds');
    expect(addFunds.responses['200'].description).toMatch(/hold/i);
    const schema = deref(addFunds.responses['200'].content['application/json'].schema);
    expect(schema.properties.status.const ?? schema.properties.status.enum?.[0]).toBe('confirmation_required');
    expect(schema.required).toEqual(
      expect.arrayContaining(['status', 'pendingActionId', 'confirmationUrl', 'expiresAt', 'preview']),
    );
  });

  it('error responses list their problem codes and point at the Problem schema', () => {
    const overview = opAt('GET', '/account/overview');
    expect(response(overview, '401').description).toEqual(expect.stringContaining('`token_expired`'));
    for (const c of ['unauthorized', 'token_expired', 'token_revoked'])
      expect(response(overview, '401').description).toContain(`\`${c}\``);
    expect(response(overview, '403').description).toContain('`insufficient_scope`');
    expect(response(overview, '422').description).toContain('`validation_failed`');
    expect(response(overview, '429').description).toContain('`rate_limited`');
    expect(response(overview, '422').content['application/problem+json'].schema).toEqual({
      $ref: '#/components/schemas/Problem',
    });
    expect(doc.components.schemas.Problem).toMatchObject({
      type: 'object',
      properties: {
        type: expect.anything(),
        code: expect.anything(),
        detail: expect.anything(),
        requestId: expect.anything(),
        errors: expect.anything(),
      },
    });

    expect(response(opAt('POST', '/account/guests'), '409').description).toContain('`conflict`');
    expect(response(opAt('DELETE', '/account/guests/{guest}'), '404').description).toContain('`not_found`');
    const approve = opAt('POST', '/pending-actions/{id}/approve');
    expect(response(approve, '401').description).toContain('`two_factor_required`');
    expect(response(approve, '409').description).toContain('`hold_already_decided`');
    expect(response(approve, '403').description).toContain('`session_required`');
    // a listed status is the status of each code listed under it
    for (const o of operations) {
      for (const [status, r] of responsesOf(opAt(o.method, o.path))) {
        if (Number(status) < 400) continue;
        const codes = [...r.description.matchAll(/`(\w+)`/g)].map((m) => m[1] as keyof typeof problemCodes);
        expect(codes.length, `${o.id} ${status}`).toBeGreaterThan(0);
        for (const c of codes) expect(problemCodes[c], `${o.id} ${status} ${c}`).toBe(Number(status));
      }
    }
  });

  it('public and session-only operations say so in their security', () => {
    expect(opAt('POST', '/auth/login').security).toEqual([]);
    expect(opAt('POST', '/account/tokens').security).toEqual([{ session: [] }]);
    expect(opAt('GET', '/account/overview').security).toEqual(expect.arrayContaining([{ bearer: ['read:account'] }]));
  });

  it('every $ref resolves to a schema with content (none points at itself)', () => {
    const refs = [...JSON.stringify(doc).matchAll(/"\$ref":"#\/components\/schemas\/([^"]+)"/g)].map((m) => m[1]!);
    expect(refs.length).toBeGreaterThan(0);
    expect([...new Set(refs)].filter((r) => !(r in doc.components.schemas))).toEqual([]);
    const circular = Object.keys(doc.components.schemas).filter((name) => {
      try {
        deref({ $ref: `#/components/schemas/${name}` });
        return false;
      } catch {
        return true;
      }
    });
    expect(circular).toEqual([]);
  });
});

/** The headers a response declares, each followed to its component. */
const headersOf = (r: JsonBody): Record<string, JsonBody> =>
  Object.fromEntries(
    Object.entries(r.headers ?? {}).map(([name, h]: [string, JsonBody]) => [
      name,
      doc.components.headers[h.$ref.split('/').pop()],
    ]),
  );
const budget = ['X-RateLimit-Limit', 'X-RateLimit-Remaining', 'X-RateLimit-Reset'];
const writeBudget = ['X-RateLimit-Write-Limit', 'X-RateLimit-Write-Remaining', 'X-RateLimit-Write-Reset'];

describe('rate limits, credentials and limits in the document', () => {
  it('every shared response and header $ref resolves', () => {
    for (const o of operations)
      for (const [status, r] of responsesOf(opAt(o.method, o.path))) {
        expect(r, `${o.id} ${status}`).toBeDefined();
        for (const [name, h] of Object.entries(headersOf(r))) expect(h, `${o.id} ${status} ${name}`).toBeDefined();
      }
  });

  it('every operation, public ones too, declares 429 with Retry-After and 500', () => {
    for (const o of operations) {
      const entry = opAt(o.method, o.path);
      expect(response(entry, 429)?.description, o.id).toContain('`rate_limited`');
      expect(response(entry, 500)?.description, o.id).toContain('`internal_error`');
      const h = headersOf(response(entry, 429));
      for (const name of ['Retry-After', ...budget]) expect(h[name]?.required, `${o.id} 429 ${name}`).toBe(true);
      expect(h['X-RateLimit-Bucket'].schema.enum).toEqual(['write', 'global']);
    }
  });

  it('every response carries the request budget; write-tier operations may carry the write budget', () => {
    for (const o of operations) {
      for (const [status, r] of responsesOf(opAt(o.method, o.path))) {
        const h = headersOf(r);
        expect(h['X-Request-Id']?.required, `${o.id} ${status}`).toBe(true);
        // refused before counting: a body too large by its declared length, or a failing budget store
        const counted = status !== '413' && status !== '500';
        for (const name of budget) expect(h[name]?.required, `${o.id} ${status} ${name}`).toBe(counted);
        for (const name of writeBudget)
          expect(h[name]?.required, `${o.id} ${status} ${name}`).toBe(o.tier === 'R' ? undefined : false);
        for (const name of budget)
          expect(h[name].schema).toMatchObject({ type: 'integer', format: 'int32', minimum: 0 });
      }
    }
  });

  it('401 and 403 wherever a credential or the CSRF header is needed', () => {
    for (const o of operations) {
      const entry = opAt(o.method, o.path);
      if (o.caller !== 'public') {
        for (const c of ['unauthorized', 'token_expired', 'token_revoked'])
          expect(response(entry, 401)?.description, o.id).toContain(`\`${c}\``);
        expect(response(entry, 403)?.description, o.id).toContain('`insufficient_scope`');
      }
      if (o.method !== 'GET') expect(response(entry, 403)?.description, o.id).toContain('`csrf_required`');
      if (o.body) expect(response(entry, 413)?.description, o.id).toContain('`payload_too_large`');
    }
  });

  it('only the logins, the card-setup link and the password reset need no credential (the exceptions in .spectral.yaml)', () => {
    const open = operations.filter((o) => opAt(o.method, o.path).security.length === 0).map((o) => o.id);
    expect(open.sort()).toEqual([
      'completeCardSetup',
      'completePasswordReset',
      'getCardSetup',
      'login',
      'loginWithPasskey',
      'requestPasswordReset',
      'startPasskeyLogin',
    ]);
  });

  it('every integer schema says whether it is int32 or int64, as its bounds allow', () => {
    const ints: JsonBody[] = [];
    const walk = (n: JsonBody) => {
      if (Array.isArray(n)) return n.forEach(walk);
      if (!n || typeof n !== 'object') return;
      if (n.type === 'integer' || (Array.isArray(n.type) && n.type.includes('integer'))) ints.push(n);
      Object.values(n).forEach(walk);
    };
    walk(doc.paths);
    walk(doc.components);
    expect(ints.length).toBeGreaterThan(100);
    for (const n of ints) {
      expect(['int32', 'int64']).toContain(n.format);
      if (n.format === 'int32') expect(n.maximum ?? Infinity).toBeLessThanOrEqual(2 ** 31 - 1);
    }
    expect(param(opAt('GET', '/email/accounts'), 'limit').schema.format).toBe('int32');
  });

  it('the server sends the headers the document says it sends', async () => {
    const t = await api.token(['read:account', 'write:billing']);
    const required = (o: JsonBody, status: number) =>
      Object.entries(headersOf(response(o, status)))
        .filter(([, h]) => h.required)
        .map(([name]) => name);
    const check = (r: { status: number; headers: Headers }, o: JsonBody, extra: string[] = []) => {
      for (const name of [...required(o, r.status), ...extra])
        expect(r.headers.get(name), `${r.status} ${name}`).not.toBeNull();
    };
    const account = opAt('GET', '/account');
    check(await api.call('GET', '/account', { token: t }), account);
    const anonymous = await api.call('GET', '/account');
    expect(anonymous.status).toBe(401);
    check(anonymous, account);
    const addFunds = opAt('POST', '/account/balance/actions/add-funds');
    const invalid = await api.call('POST', '/account/balance/actions/add-funds', { token: t, body: {} });
    expect(invalid.status).toBe(422);
    check(invalid, addFunds, writeBudget);

    const tight = await startApi({ limits: { requests: 1, requestWindowSec: 300, writes: 60, writeWindowSec: 3600 } });
    try {
      const t2 = await tight.token(['read:account']);
      expect((await tight.call('GET', '/account', { token: t2 })).status).toBe(200);
      const limited = await tight.call('GET', '/account', { token: t2 });
      expect(limited.status).toBe(429);
      check(limited, account);
      expect(required(account, 429)).toEqual(expect.arrayContaining(['Retry-After', ...budget]));
    } finally {
      await tight.close();
    }
  });
});

describe('reference pages', () => {
  it('GET /api/v1/docs is an HTML page that loads the document', async () => {
    const res = await api.app.request('/api/v1/docs');
    expect(res.status).toBe(200);
    expect(res.headers.get('content-type')).toContain('text/html');
    const html = await res.text();
    expect(html).toMatch(/^<!doctype html>/i);
    expect(html).toContain('/api/v1/openapi.json');
  });

  it('the docs page loads only same-origin scripts: no external URL, no inline script or handler', async () => {
    const html = await (await api.app.request('/api/v1/docs')).text();
    const srcs = [...html.matchAll(/\ssrc="([^"]*)"/g)].map((m) => m[1]!);
    expect(srcs.length).toBeGreaterThan(0);
    for (const src of srcs) expect(src, src).toMatch(/^\/(?!\/)/);
    expect(html).not.toMatch(/https?:|\/\/[a-z]/i);
    for (const [, attrs, body] of html.matchAll(/<script([^>]*)>([\s\S]*?)<\/script>/g)) {
      expect(attrs).toContain('src=');
      expect(body!.trim()).toBe('');
    }
    expect(html).not.toMatch(/\son[a-z]+=/i);
    expect(html).not.toMatch(/<style|style=/i);
  });

  it('serves the renderer bundle from our own files, versioned and cached, compressed when asked', async () => {
    const html = await (await api.app.request('/api/v1/docs')).text();
    const [bundle, init] = [...html.matchAll(/\ssrc="([^"]*)"/g)].map((m) => m[1]!);
    // Versioned by a digest of the script itself (the build copies it; no package.json beside it).
    expect(bundle).toMatch(/^\/api\/v1\/docs\/assets\/scalar\.js\?v=[0-9a-f]{12}$/);
    const plain = await api.app.request(bundle!);
    expect(plain.status).toBe(200);
    expect(plain.headers.get('content-type')).toContain('javascript');
    expect(plain.headers.get('cache-control')).toContain('immutable');
    expect(plain.headers.get('content-encoding')).toBeNull();
    const js = await plain.text();
    expect(js.length).toBeGreaterThan(1_000_000);
    expect(js).toContain('createApiReference');
    expect(js).not.toContain('sourceMappingURL=standalone');
    const gz = await api.app.request(bundle!, { headers: { 'accept-encoding': 'gzip' } });
    expect(gz.headers.get('content-encoding')).toBe('gzip');
    expect(gz.headers.get('vary')).toBe('Accept-Encoding');
    expect(gunzipSync(new Uint8Array(await gz.arrayBuffer())).toString('utf8')).toBe(js);

    const res = await api.app.request(init!);
    expect(res.status).toBe(200);
    expect(res.headers.get('content-type')).toContain('javascript');
    const config = await res.text();
    expect(config).toContain("url: '/api/v1/openapi.json'");
    expect(config).toContain("preferredSecurityScheme: 'bearer'");
    expect(config).toContain("proxyUrl: ''"); // try-it goes straight to this server
    expect(config).toContain('telemetry: false');
    expect(config).toContain('withDefaultFonts: false');
    expect(config).toContain('persistAuth: false'); // a pasted token never lands in localStorage
    expect(config).not.toMatch(/https?:/);
  });

  it('declares a bearer scheme for the try-it panel, and links each problem code to its page', () => {
    expect(doc.components.securitySchemes.bearer).toMatchObject({ type: 'http', scheme: 'bearer' });
    const overview = opAt('GET', '/account/overview');
    expect(response(overview, '401').description).toContain('[`token_expired`](/errors/token_expired)');
    for (const o of operations) {
      for (const [status, r] of responsesOf(opAt(o.method, o.path))) {
        if (Number(status) < 400) continue;
        const codes = [...r.description.matchAll(/`(\w+)`/g)].map((m) => m[1]);
        const links = [...r.description.matchAll(/\]\(\/errors\/(\w+)\)/g)].map((m) => m[1]);
        expect(links, `${o.id} ${status}`).toEqual(codes);
      }
    }
  });

  it('GET /errors/validation_failed is a page, and JSON when asked for', async () => {
    const page = await api.app.request('/errors/validation_failed');
    expect(page.status).toBe(200);
    expect(page.headers.get('content-type')).toContain('text/html');
    expect(await page.text()).toContain('validation_failed');

    const json = await api.app.request('/errors/validation_failed', { headers: { accept: 'application/json' } });
    expect(json.status).toBe(200);
    expect(json.headers.get('content-type')).toContain('application/json');
    expect(await json.json()).toMatchObject({
      code: 'validation_failed',
      status: 422,
      title: expect.any(String),
      description: expect.any(String),
    });
  });

  it('every problem code has a page; an unknown code is a 404', async () => {
    for (const code of Object.keys(problemCodes)) {
      const r = await api.app.request(`/errors/${code}`, { headers: { accept: 'application/json' } });
      expect(r.status, code).toBe(200);
      expect((await r.json()).status).toBe(problemCodes[code as keyof typeof problemCodes]);
    }
    expect((await api.app.request('/errors/no_such_code')).status).toBe(404);
    expect((await api.app.request('/errors/no_such_code', { headers: { accept: 'application/json' } })).status).toBe(
      404,
    );
  });

  it("a problem's type dereferences to its page", async () => {
    const r = await api.call('GET', '/account');
    expect(r.status).toBe(401);
    const page = await api.app.request(new URL(r.body.type).pathname, { headers: { accept: 'application/json' } });
    expect(page.status).toBe(200);
    expect((await page.json()).code).toBe('unauthorized');
  });
});
