// Long synchronous work (parsing a 1 MiB zone file, planning thousands of changes) run in slices,
// so the event loop serves other customers' requests between them: the work is a generator that
// yields at safe points, and `paced` gives the loop a turn whenever a slice has run SLICE_MS. The
// same generator runs straight through with `runNow` where nothing else waits (tests, small input).

/** Longest a slice holds the event loop before it lets other requests in. */
export const SLICE_MS = 8;

/** Work that yields (anything) where it may pause, and returns its result. */
export type Steps<T> = Generator<unknown, T, void>;

const turn = () => new Promise<void>((resolve) => setImmediate(resolve));

/** Run the steps, letting the event loop in every SLICE_MS. */
export async function paced<T>(steps: Steps<T>, sliceMs = SLICE_MS): Promise<T> {
  let sliceStart = performance.now();
  for (;;) {
    const next = steps.next();
    if (next.done) return next.value;
    if (performance.now() - sliceStart >= sliceMs) {
      await turn();
      sliceStart = performance.now();
    }
  }
}

/** Run the steps straight through. */
export function runNow<T>(steps: Steps<T>): T {
  for (;;) {
    const next = steps.next();
    if (next.done) return next.value;
  }
}
