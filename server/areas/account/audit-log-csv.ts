// The audit log export's columns (ADR 035), like the log a customer reads on screen: when, who, what
// was done in words (never the operation's id), the request, its target and how it ended. No internal
// ids: the actor is named (a token by its name), not numbered.
import type { z } from 'zod';
import type { AuditEvent } from '@contract/account';
import { firstClause, wordsOfId } from '@contract/operation-words';
import { operations } from '@contract/registry';
import type { CsvColumn } from '@server/core/csv-export';

// The words the dashboard's log shows for an operation: the same two rules as its generated table
// (src/areas/account/operation-words.ts) and the log's search (audit-search.ts).
const words = new Map(operations.map((op) => [op.id, firstClause(op.summary)]));
const operationInWords = (id: string) => words.get(id) ?? wordsOfId(id);

export const auditCsvColumns: CsvColumn<z.infer<typeof AuditEvent>>[] = [
  { header: 'Time', value: (e) => e.at },
  { header: 'Actor kind', value: (e) => e.actor.kind },
  { header: 'Actor', value: (e) => e.actor.name },
  { header: 'Operation', value: (e) => operationInWords(e.operation) },
  { header: 'Method', value: (e) => e.method },
  { header: 'Path', value: (e) => e.path },
  { header: 'Target', value: (e) => e.target },
  { header: 'Outcome', value: (e) => e.outcome },
  { header: 'HTTP status', value: (e) => e.status },
  { header: 'Detail', value: (e) => e.detail },
];
