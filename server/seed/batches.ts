// Bulk rows for performance work are made and inserted in batches, so 100,000 stays quick.
const BATCH = 1000;

/** `make(0 … n-1)`, handed to `insert` a batch at a time, in order. */
export async function batched<T>(n: number, make: (i: number) => T, insert: (rows: T[]) => Promise<unknown>) {
  for (let start = 0; start < n; start += BATCH) {
    const rows: T[] = [];
    for (let i = start; i < Math.min(n, start + BATCH); i++) rows.push(make(i));
    await insert(rows);
  }
}

export const BATCH_SIZE = BATCH;
