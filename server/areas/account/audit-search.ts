// The audit log's search matches what the dashboard's log shows (issue 32): an event's operation in
// words, as well as its target and who did it (and the operation's id, which an API client's answers
// carry). The words are the registry's, by the same rules as the dashboard's table
// (contract/operation-words.ts), so a customer finds an event by the words on the screen.
import { firstClause, wordsOfId } from '@contract/operation-words';
import { operations } from '@contract/registry';

const registryWords = new Map(operations.map((op) => [op.id, firstClause(op.summary).toLowerCase()]));

/** Of the operations the account's log holds, those whose words contain `q` (case-insensitive). */
export function operationsSaying(q: string, logged: readonly string[]): string[] {
  const needle = q.trim().toLowerCase();
  if (!needle) return [];
  return logged.filter((id) => (registryWords.get(id) ?? wordsOfId(id).toLowerCase()).includes(needle));
}
