// One seeded API per test file with the tokens the diagnostics tests use: a
// reader and a writer of the demo account, one of another account.
import { afterAll, beforeAll } from 'vitest';
import { startApi, type JsonBody, type TestApi } from '@server/test/harness';

export const STUDIO = 'nordlight-studio.com';
export const OTHER_DOMAIN = 'sandandsons.fi';

export interface Kit {
  api: TestApi;
  reader: string;
  writer: string;
  dnsWriter: string;
  auditor: string;
  olof: string;
}

/** Starts the API before the file's tests and closes it after; the kit is filled in beforeAll. */
export function diagnosticsKit(): Kit {
  const kit = {} as Kit;
  beforeAll(async () => {
    kit.api = await startApi();
    kit.reader = await kit.api.token(['read:hosting']);
    kit.writer = await kit.api.token(['read:hosting', 'write:hosting']);
    kit.dnsWriter = await kit.api.token(['write:dns']);
    kit.auditor = await kit.api.token(['read:account']);
    kit.olof = await kit.api.token(['read:hosting', 'write:hosting'], { accountEmail: 'olof@example.org' });
  });
  afterAll(() => kit.api.close());
  return kit;
}

export const byId = (checks: { id: string }[], id: string): JsonBody => checks.find((c) => c.id === id);
