// Turns a contract operation plus params and query into a URL. The only place
// that knows the /api/v1 prefix, so no other file writes a URL by hand.
import type { Operation } from '@contract/operation';

const base = String(import.meta.env.VITE_API_BASE_URL ?? '').replace(/\/+$/, '');
export const API_PREFIX = `${base}/api/v1`;

export function fillPath(path: string, params: Record<string, unknown> = {}): string {
  return path.replace(/\{(\w+)\}/g, (_, name: string) => {
    const value = params[name];
    if (value === undefined || value === null || value === '') {
      throw new Error(`Missing path parameter "${name}" for ${path}`);
    }
    return encodeURIComponent(String(value));
  });
}

/** Empty values are left out so an unset filter never reaches the server as `?q=`. */
export function serializeQuery(query: Record<string, unknown> = {}): string {
  const search = new URLSearchParams();
  for (const [key, raw] of Object.entries(query)) {
    const values = Array.isArray(raw) ? raw : [raw];
    for (const v of values) {
      if (v === undefined || v === null || v === '') continue;
      search.append(key, String(v));
    }
  }
  const s = search.toString();
  return s ? `?${s}` : '';
}

export function apiUrl(op: Pick<Operation, 'path'>, opts: { params?: object; query?: object } = {}): string {
  const path = fillPath(op.path, opts.params as Record<string, unknown> | undefined);
  return `${API_PREFIX}${path}${serializeQuery(opts.query as Record<string, unknown> | undefined)}`;
}
