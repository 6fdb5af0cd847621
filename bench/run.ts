// `npm run bench [name]`: every benchmark in turn (or one); each prints its figures.
import { benchApi } from './api';
import { benchBigList } from './big-list';
import { benchBundle } from './bundle';

const only = process.argv[2];
const benches: Record<string, () => Promise<void>> = { bundle: benchBundle, 'big-list': benchBigList, api: benchApi };
for (const [name, fn] of Object.entries(benches)) {
  if (only && only !== name) continue;
  console.log(`\n== ${name}`);
  await fn();
}
