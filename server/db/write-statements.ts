// Which statements may write: what the in-process caches of the embedded databases key on (the
// panel's, ADR 018, and the customer database server's size measurements, ADR 028).

// A plain read cannot change a row. Anything else (a data-modifying CTE starts with `with`, DDL,
// a `select` that names a writing keyword) counts as a write: over-counting only costs a cache miss.
const READ = /^\s*select\b/i;
const WRITING_WORD = /\b(insert|update|delete|truncate|merge|copy|call|perform|nextval|setval)\b/i;
// The request counters' write-behind touches only rate_counters, which no cached value reads.
const COUNTERS_ONLY = /^\s*insert\s+into\s+rate_counters\b/i;

// `select … for update` (the job runner's poll, every second) only locks rows.
const ROW_LOCK = /\bfor\s+(no\s+key\s+)?update\b/gi;

export const maybeWrites = (query: string) =>
  !COUNTERS_ONLY.test(query) && (!READ.test(query) || WRITING_WORD.test(query.replace(ROW_LOCK, '')));
