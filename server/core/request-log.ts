// One log line per request: id, method, the route it matched (the pattern, so no id, ticket or token
// in a path or query is ever logged), status, duration and the acting account. Failures the
// pipeline turned into a 5xx are logged with their stack by app.ts's error handler, under the same id.
import type { MiddlewareHandler } from 'hono';
import { routePath } from 'hono/route';
import { log } from './log';
import type { AppEnv } from './request-state';

export const requestLog = (): MiddlewareHandler<AppEnv> => async (c, next) => {
  const started = performance.now();
  try {
    await next();
  } finally {
    const state = c.get('state');
    const status = c.res.status;
    const line = {
      reqId: state?.requestId,
      method: c.req.method,
      route: routePath(c),
      status,
      ms: Math.round((performance.now() - started) * 10) / 10,
      account: state?.cred?.accountId,
      op: state?.operation?.id,
      ip: c.get('client')?.ip,
    };
    // A 5xx is worth an operator's look (an unexpected error's stack is logged apart, as an error).
    if (status >= 500) log.warn(line, 'request failed');
    else log.info(line, 'request');
  }
};
