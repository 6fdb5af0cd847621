// `npm run bench [name]`: every benchmark in turn (or one); each prints its figures.
import { benchApi } from './api';
import { benchBigList } from './big-list';
import { benchBigListApi } from './big-list-api';
import { benchBundle } from './bundle';
import { benchLighthouse } from './lighthouse';
import { benchNeighbour } from './neighbour';
import { benchRequests } from './requests';
import { benchStart } from './start';

const only = process.argv[2];
const benches: Record<string, () => Promise<void>> = {
  bundle: benchBundle,
  lighthouse: benchLighthouse,
  'big-list': benchBigList,
  api: benchApi,
  'big-list-api': benchBigListApi,
  requests: benchRequests,
  start: benchStart,
  neighbour: benchNeighbour,
};
for (const [name, fn] of Object.entries(benches)) {
  if (only && only !== name) continue;
  console.log(`\n== ${name}`);
  await fn();
}
