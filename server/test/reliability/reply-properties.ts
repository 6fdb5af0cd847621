// The properties every reply must have, whatever was sent: no 5xx (but the
// spec's 501 for unbuilt areas), every failure an RFC 9457 problem with a known
// code whose status is that code's, every JSON success the operation's schema.
import { problemCodes } from '@contract/problems';
import type { Operation } from '@contract/operation';

export type Verdict =
  | { ok: true; unbuilt?: 'not_implemented' | 'not_available' }
  | { ok: false; kind: string; code?: string; detail: string };

export interface RawReply {
  status: number;
  contentType: string;
  text: string;
}

const known = (code: unknown): code is keyof typeof problemCodes =>
  typeof code === 'string' && Object.hasOwn(problemCodes, code);

export function checkReply(op: Operation | undefined, r: RawReply): Verdict {
  if (r.status >= 200 && r.status < 300) return op ? checkSuccess(op, r) : { ok: true };
  if (!r.contentType.startsWith('application/problem+json'))
    return { ok: false, kind: 'not a problem+json', detail: `content-type ${r.contentType || '(none)'}` };
  let body: { code?: unknown; status?: unknown; detail?: unknown };
  try {
    body = JSON.parse(r.text);
  } catch {
    return { ok: false, kind: 'problem is not JSON', detail: r.text.slice(0, 200) };
  }
  const code = body?.code;
  if (!known(code)) return { ok: false, kind: 'unknown problem code', detail: String(code) };
  if (problemCodes[code] !== r.status || body.status !== r.status)
    return {
      ok: false,
      kind: 'problem status mismatch',
      code,
      detail: `HTTP ${r.status}, body.status ${String(body.status)}, ${code} is ${problemCodes[code]}`,
    };
  if (r.status === 501 && (code === 'not_implemented' || code === 'not_available')) return { ok: true, unbuilt: code };
  if (r.status >= 500) return { ok: false, kind: `${r.status} ${code}`, code, detail: String(body.detail) };
  return { ok: true };
}

function checkSuccess(op: Operation, r: RawReply): Verdict {
  if (r.status === 204)
    return r.text === '' ? { ok: true } : { ok: false, kind: '204 with a body', detail: r.text.slice(0, 200) };
  if (op.produces) {
    return r.contentType.startsWith(op.produces)
      ? { ok: true }
      : { ok: false, kind: 'wrong success content-type', detail: `${r.contentType}, contract says ${op.produces}` };
  }
  if (!r.contentType.startsWith('application/json'))
    return { ok: false, kind: 'wrong success content-type', detail: r.contentType || '(none)' };
  let body: unknown;
  try {
    body = JSON.parse(r.text);
  } catch {
    return { ok: false, kind: 'success is not JSON', detail: r.text.slice(0, 200) };
  }
  const parsed = op.response.safeParse(body);
  if (parsed.success) return { ok: true };
  return {
    ok: false,
    kind: 'response breaks the contract',
    detail: parsed.error.issues
      .slice(0, 3)
      .map((i) => `${i.path.join('.')}: ${i.message}`)
      .join('; '),
  };
}
