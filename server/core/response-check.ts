// In development and tests every answer is checked against the operation's response schema: a handler
// that breaks the contract is a 500 naming the operation in the log, never a wrong answer sent.
import type { Operation } from '@contract/operation';
import { log } from './log';

export function checkResponse(op: Operation, body: unknown, requestId: string) {
  if (op.produces) return;
  const r = op.response.safeParse(body);
  if (!r.success) {
    log.error(
      { reqId: requestId, op: op.id, issues: JSON.stringify(r.error.issues).slice(0, 2000) },
      'response breaks the contract',
    );
    throw new Error(`Response of ${op.id} does not match the contract`);
  }
}
