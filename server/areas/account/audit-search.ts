// The audit log's search matches what the log shows (issue 32): an event's operation in words, its
// target and who did it; never the operation's id, which a customer never sees. The words are the
// registry's, by the same rules as the dashboard's table (contract/operation-words.ts).
import { firstClause, wordsOfId } from '@contract/operation-words';
import { operations } from '@contract/registry';

const registryWords = new Map(operations.map((op) => [op.id, firstClause(op.summary).toLowerCase()]));

/** Of the operations the account's log holds, those whose words contain `q` (case-insensitive). */
export function operationsSaying(q: string, logged: readonly string[]): string[] {
  const needle = q.trim().toLowerCase();
  if (!needle) return [];
  return logged.filter((id) => (registryWords.get(id) ?? wordsOfId(id).toLowerCase()).includes(needle));
}
