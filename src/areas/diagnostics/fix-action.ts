// A finding's fix names the API call that fixes it (method, path, body). The
// dashboard sends exactly that call, through the typed client, once it has
// found the contract operation the call belongs to: the operation says whether
// it is a hold (it opens the confirmation page) or destructive (it is confirmed
// first), and which area's cached answers it makes stale. Only the areas whose
// operations fix findings are imported, not the whole registry.
import type { z } from 'zod';
import { diagnosticsOps, type FixAction } from '@contract/diagnostics';
import { dnsOps } from '@contract/dns';
import { emailOps } from '@contract/email';
import type { Operation } from '@contract/operation';

export type FixActionRow = z.infer<typeof FixAction>;

const fixOperations: Record<string, Operation> = { ...dnsOps, ...emailOps, ...diagnosticsOps };

/** A fix ready to send: its operation and the request that reproduces the action's call. */
export interface ResolvedFix {
  op: Operation;
  request: { params?: Record<string, string>; query?: Record<string, string>; body?: Record<string, unknown> };
  /** Holds and deletions are confirmed before they are sent. */
  needsConfirmation: boolean;
}

/** The API prefix the server may or may not put in front of an action's path. */
const PREFIX = '/api/v1';

/** The path's parameters when `path` is an instance of the operation's template, else null. */
function matchTemplate(template: string, path: string): Record<string, string> | null {
  const want = template.split('/');
  const got = path.split('/');
  if (want.length !== got.length) return null;
  const params: Record<string, string> = {};
  for (const [i, part] of want.entries()) {
    const value = got[i]!;
    if (part.startsWith('{') && part.endsWith('}')) {
      if (!value) return null;
      params[part.slice(1, -1)] = decodeURIComponent(value);
    } else if (part !== value) return null;
  }
  return params;
}

/** The operation an action calls, or null when this dashboard does not know it (the fix is then described only). */
export function resolveFix(action: FixActionRow): ResolvedFix | null {
  const op = fixOperations[action.operationId];
  if (!op || op.method !== action.method) return null;
  const url = new URL(action.path, 'http://api.invalid');
  const pathname = url.pathname.startsWith(`${PREFIX}/`) ? url.pathname.slice(PREFIX.length) : url.pathname;
  const params = matchTemplate(op.path, pathname);
  if (!params) return null;
  const query = Object.fromEntries(url.searchParams);
  return {
    op,
    request: {
      ...(Object.keys(params).length ? { params } : {}),
      ...(Object.keys(query).length ? { query } : {}),
      ...(action.body ? { body: action.body } : {}),
    },
    needsConfirmation: op.hold === true || op.method === 'DELETE',
  };
}
