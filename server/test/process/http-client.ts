// Calls a running API over real HTTP, with the credentials a client would send.
import { DEMO } from '@server/seed/seed';
import type { CallOpts, JsonBody, Reply } from '@server/test/harness';

export type Call = <T = JsonBody>(method: string, path: string, o?: CallOpts) => Promise<Reply<T>>;

export function httpClient(base: string): Call {
  return async (method, path, o = {}) => {
    const headers: Record<string, string> = { ...o.headers };
    if (o.token) headers.authorization = `Bearer ${o.token}`;
    if (o.cookie) {
      headers.cookie = o.cookie;
      if (method !== 'GET') headers['x-requested-with'] = 'fetch';
    }
    let body: string | undefined;
    if (o.body !== undefined) {
      body = JSON.stringify(o.body);
      headers['content-type'] = 'application/json';
    }
    const qs = o.query ? `?${new URLSearchParams(Object.entries(o.query).map(([k, v]) => [k, String(v)]))}` : '';
    const res = await fetch(`${base}/api/v1${path}${qs}`, { method, headers, body });
    const text = await res.text();
    let parsed: unknown = text;
    try {
      parsed = text ? JSON.parse(text) : null;
    } catch {
      /* not JSON */
    }
    return { status: res.status, headers: res.headers, body: parsed as never };
  };
}

/** Log in (as the demo user unless told otherwise); returns the Cookie header value. */
export async function login(call: Call, email = DEMO.email, password = DEMO.password): Promise<string> {
  const r = await call('POST', '/auth/login', {
    body: { email, password },
    headers: { 'x-requested-with': 'fetch' },
  });
  if (r.status !== 200) throw new Error(`login failed: ${r.status} ${JSON.stringify(r.body)}`);
  return r.headers.get('set-cookie')!.split(';')[0]!;
}

/** Create an API token through the dashboard's own operation. */
export async function createToken(call: Call, cookie: string, name: string, scopes: string[]): Promise<string> {
  const r = await call('POST', '/account/tokens', { cookie, body: { name, scopes } });
  if (r.status !== 201) throw new Error(`token creation failed: ${r.status} ${JSON.stringify(r.body)}`);
  return r.body.token as string;
}
