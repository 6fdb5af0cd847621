// What the VPS area offers the seed: starting the usage collector and the usage
// model the history is drawn from (so the seeded history and the collector's
// samples continue one another). The only module of the area others may import.
export { ensureUsageCollector } from './usage-collector';
export { KEEP_DAYS, SAMPLE_MS, sampleAt, slotOf } from './usage-model';
/** The console's WebSocket endpoint, which app.ts mounts. */
export { mountConsole } from './console-route';
