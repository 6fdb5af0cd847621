// The browser's operation tables (src/lib/ops-meta) are generated from the contract: if an
// operation's method, path, tier or caller changes there, the table must follow, or the
// client would call the old address. Regenerate with `npx tsx scripts/gen-ops-meta.ts`.
import fs from 'node:fs';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { operations } from '@contract/registry';
import { metaAreas, metaDir, metaOf, metaSource, type MetaArea } from './gen-ops-meta';

const areas = Object.keys(metaAreas) as MetaArea[];

describe('ops-meta', () => {
  it.each(areas)('src/lib/ops-meta/%s.ts is what the contract generates', async (area) => {
    const onDisk = fs.readFileSync(path.join(metaDir, `${area}.ts`), 'utf8');
    expect(onDisk, 'run `npx tsx scripts/gen-ops-meta.ts`').toBe(await metaSource(area));
  });

  it.each(areas)('the %s table holds every operation of the area and what the client reads', async (area) => {
    const table = (await import(`../src/lib/ops-meta/${area}.ts`))[`${area}Meta`] as Record<string, object>;
    const ofArea = operations.filter((op) => op.area === area);
    expect(Object.keys(table).sort()).toEqual(ofArea.map((op) => op.id).sort());
    for (const op of ofArea) {
      expect(table[op.id]).toEqual(metaOf(op));
      // No schema reaches the browser through the table.
      expect(Object.keys(table[op.id]!)).not.toContain('response');
    }
    expect(ofArea.length).toBeGreaterThan(0);
  });
});
