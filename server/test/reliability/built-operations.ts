// Which operations an area implements today; the rest answer the spec's 501.
// The matrices read this, so they grow by themselves as areas land.
import type { Operation } from '@contract/operation';
import { areas } from '@server/areas/index';

const implemented = new Set(areas.flatMap((a) => [...Object.keys(a.handlers), ...Object.keys(a.holds)]));

export const isBuilt = (op: Operation) => !op.unavailable && implemented.has(op.id);
