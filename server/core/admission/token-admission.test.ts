// The admission statement's plan on PostgreSQL (core/token-admission.ts). Its cost is paid once per
// batch of calls, on nearly every call: with the token table hashed whole for every batch and the
// `input` read once per call instead of once per batch, it took three times as long and the mailbox
// list ran 30% slower (bench/api.ts). Checked through the plan, not timed.
import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { queryRows } from '@server/db/client';
import { sha256 } from '@server/core/crypto';
import { startApi, type TestApi } from '@server/test/harness';
import { admissionStatement } from './token-admission';

interface PlanNode {
  'Node Type': string;
  'Relation Name'?: string;
  'Index Name'?: string;
  'Subplan Name'?: string;
  'Actual Loops'?: number;
  Plans?: PlanNode[];
}
const nodes = (n: PlanNode): PlanNode[] => [n, ...(n.Plans ?? []).flatMap(nodes)];

// PostgreSQL only: on the embedded database tokens are admitted one by one, without this statement.
describe.runIf(!!process.env.TEST_DATABASE_URL)('the token admission statement', () => {
  let api: TestApi;
  beforeAll(async () => {
    api = await startApi();
  });
  afterAll(() => api.close());

  it('looks each token up by its hash and reads each input once per batch', async () => {
    const secrets = await Promise.all(Array.from({ length: 3 }, () => api.token(['read:email'])));
    // A token table of some size, as in use, with its statistics.
    await queryRows(
      api.db,
      sql`insert into api_tokens (id, account_id, name, scopes, hash, prefix)
          select 'tok_many_' || g, account_id, 'many', scopes, md5(g::text), 'hcp_xxxx'
          from (select account_id, scopes from api_tokens limit 1) t, generate_series(1, 3000) g`,
    );
    await queryRows(api.db, sql`analyze api_tokens`);
    const at = api.clock.now();
    const calls = [...secrets, 'hcp_unknown', secrets[0]!].map((s, i) => ({
      hash: sha256(s),
      addressKey: 'ip:test',
      at,
      windowStart: 0,
      names: i % 2 ? ['nordlight-studio.com'] : ['example.org', 'www.example.org'],
    }));
    const [row] = await queryRows<{ 'QUERY PLAN': [{ Plan: PlanNode }] }>(
      api.db,
      sql`explain (analyze, format json) ${admissionStatement(calls)}`,
    );
    const plan = nodes(row!['QUERY PLAN'][0].Plan);
    const onTokens = plan.filter((n) => n['Relation Name'] === 'api_tokens');
    expect(onTokens.map((n) => [n['Node Type'], n['Index Name']])).toEqual([['Index Scan', 'api_tokens_hash_uq']]);
    expect(onTokens[0]!['Actual Loops']).toBe(calls.length);
    const onDomains = plan.filter((n) => n['Relation Name'] === 'domains');
    expect(onDomains.length).toBeGreaterThan(0);
    // Two distinct inputs in the batch: each read once, not once per call.
    for (const n of onDomains) expect(n['Actual Loops']).toBeLessThanOrEqual(2);
  });
});
