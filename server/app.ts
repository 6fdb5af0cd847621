// The Hono app: request ids, the operation pipeline, problems for every
// failure, the OpenAPI document and docs, error pages, the sandbox pay page and the SPA.
import { Hono, type Context } from 'hono';
import { operations } from '@contract/registry';
import { areas } from './areas/index';
import type { AreaModule } from './core/area';
import { mountConsole } from './areas/vps/public';
import { compressAnswers } from './core/compress';
import { clientOf } from './core/client-address';
import { mountHealth, type RunnerHeartbeat } from './core/health';
import { log } from './core/log';
import { requestLog } from './core/request-log';
import type { Deps } from './core/deps';
import { honoPath, mountOperations } from './core/pipeline';
import { auditRequest } from './core/request-audit';
import { newRequestId, type AppEnv } from './core/request-state';
import { ApiError, problemBody } from './core/problem';
import { securityHeaders } from './core/security-headers';
import { buildOpenApi } from './openapi';
import { errorPage, mountDocs } from './pages/reference';
import { mountSandboxAppLogin } from './pages/sandbox-app-login';
import { mountSandboxCmsAdmin } from './pages/sandbox-cms-admin';
import { mountSandboxDbAdmin } from './pages/sandbox-dbadmin';
import { mountSandboxEid } from './pages/sandbox-eid';
import { mountSandboxHypervisor } from './pages/sandbox-hypervisor';
import { mountSandboxWebNode } from './pages/sandbox-web-node';
import { mountSandboxPanel } from './pages/sandbox-panel';
import { mountSandboxPay } from './pages/sandbox-pay';
import { mountSandboxMail } from './pages/sandbox-mail';
import { mountSandboxRegistry } from './pages/sandbox-registry';
import { mountSpa } from './pages/spa';

/** `areas`: which areas answer (tests leave one out to see the 501 of an unbuilt area); every built one by default. */
export function createApp(
  deps: Deps,
  opts: { staticDir?: string; areas?: AreaModule[]; runner?: RunnerHeartbeat } = {},
) {
  const app = new Hono<AppEnv>();

  app.use('*', async (c, next) => {
    const started = performance.now();
    const requestId = newRequestId();
    c.set('state', { requestId, cred: null, operation: null, auditTarget: null, audit: {} });
    c.header('X-Request-Id', requestId);
    clientOf(c, deps.config.trustProxy);
    await next();
    // The time spent in this process (admission, handler, serialisation), for benchmarks and browser devtools.
    // Set on the finished response's own headers: `c.header` now would rebuild the whole response
    // (node-server's lightweight one becomes a full fetch Response), a tenth of a small request's cost.
    serverTiming(c, `app;dur=${(performance.now() - started).toFixed(1)}`);
  });

  app.use('*', requestLog());
  app.use('*', securityHeaders({ https: deps.config.appUrl.startsWith('https://') }));
  // JSON (and any other compressible answer) over 1 KiB, when the client asks for it (core/compress.ts).
  app.use('/api/*', compressAnswers({ threshold: 1024 }));
  mountHealth(app, deps, opts.runner);

  let openapi: unknown;
  app.get('/api/v1/openapi.json', (c) => c.json((openapi ??= buildOpenApi(deps.config))));
  mountDocs(app);
  app.get('/errors/:code', (c) => errorPage(c, c.req.param('code')));
  app.get('/api/v1/errors/:code', (c) => errorPage(c, c.req.param('code')));

  mountOperations(app, deps, operations, opts.areas ?? areas);
  mountSandboxPay(app, deps);
  mountSandboxMail(app, deps);
  mountSandboxEid(app, deps);
  mountSandboxDbAdmin(app, deps);
  mountSandboxRegistry(app, deps);
  mountSandboxPanel(app, deps);
  mountSandboxAppLogin(app, deps);
  mountSandboxCmsAdmin(app, deps);
  mountConsole(app, deps);
  mountSandboxHypervisor(app, deps);
  mountSandboxWebNode(app, deps);

  app.all('/api/*', (c) => {
    const allowed = operations
      .filter((o) => new RegExp(`^${honoPath(o.path).replace(/:\w+/g, '[^/]+')}$`).test(c.req.path))
      .map((o) => o.method);
    if (allowed.length)
      throw new ApiError('method_not_allowed', `${c.req.method} is not allowed here; use ${allowed.join(', ')}`, {
        headers: { Allow: allowed.join(', ') },
      });
    throw new ApiError('not_found', `There is no ${c.req.path} in this API; see /api/v1/docs`);
  });
  if (opts.staticDir) mountSpa(app, opts.staticDir);

  app.onError(async (err, c) => {
    const state = c.get('state');
    const requestId = state?.requestId ?? newRequestId();
    let apiErr: ApiError;
    if (err instanceof ApiError) apiErr = err;
    else {
      log.error({ reqId: requestId, method: c.req.method, route: c.req.path, err }, 'unexpected error');
      apiErr = new ApiError(
        'internal_error',
        `Something failed on our side; quote request id ${requestId} when you contact support`,
      );
    }
    await auditFailure(deps, c, apiErr);
    for (const [k, v] of Object.entries(apiErr.extra.headers ?? {})) c.header(k, v);
    return c.body(JSON.stringify(problemBody(apiErr, requestId, deps.config.errorsBase)), apiErr.status as 400, {
      'Content-Type': 'application/problem+json',
    });
  });
  return app;
}

/** Failed and refused writes are audited too, once the caller is known. */
async function auditFailure(deps: Deps, c: Context<AppEnv>, err: ApiError) {
  const state = c.get('state');
  const op = state?.operation;
  if (!state?.cred || !op || !state.writing || err.status === 429 || err.status === 401) return;
  try {
    await auditRequest(deps, state, op, c.req.path, err.status === 403 ? 'denied' : 'failed', err.status, err.detail);
  } catch (e) {
    log.error({ reqId: state?.requestId, err: e }, 'audit of a failure failed');
  }
}

function serverTiming(c: Context<AppEnv>, value: string) {
  try {
    c.res.headers.set('Server-Timing', value);
  } catch {
    // A response whose headers are immutable (Response.redirect, a fetched one): copied once.
    c.header('Server-Timing', value);
  }
}
