// Crash safety: an API process is killed with SIGKILL in the middle of a stream of writes
// (mailbox creation, DNS bulk change, hold creation, hold approval). After a restart every
// acknowledged write is there, and no write is half-applied: a bulk change is all or nothing,
// an approved hold ran exactly once with all its effects, a pending one ran never. On the
// embedded database (PGlite data directory) by default, on PostgreSQL with TEST_DATABASE_URL.
import { sql } from 'drizzle-orm';
import { afterAll, describe, expect, it } from 'vitest';
import { queryRows, type Db } from '@server/db/client';
import { createToken, httpClient, login, type Call } from './http-client';
import { startServer, type ServerProcess } from './server-process';
import { testDatabase, type TestDatabase } from './test-database';

const ZONE = 'nordlight-studio.com';
const PASSWORD = 'Fjord-lights-2025';
/** Acknowledged writes before the kill; WORKERS more are in flight when it lands. */
const KILL_AFTER = 32;
const WORKERS = 4;
const MAX_OPEN_DEPOSITS = 5; // the add-funds hold refuses more unpaid top-ups (balance-handlers.ts)

type Kind = 'mailbox' | 'dnsBulk' | 'hold' | 'approval';
interface Write {
  kind: Kind;
  /** mailbox address, record-name prefix, attempt_key, or pending action id */
  key: string;
  outcome: 'pending' | 'acked' | 'refused' | 'unacknowledged';
  status?: number;
  detail?: string;
}

let db: TestDatabase;
let server: ServerProcess | undefined;
afterAll(async () => {
  await server?.kill('SIGKILL');
  await db?.remove();
});

async function withDb<T>(fn: (d: Db) => Promise<T>): Promise<T> {
  const database = await db.open();
  try {
    return await fn(database.db);
  } finally {
    await database.close();
  }
}

const one = async (d: Db, q: ReturnType<typeof sql>) => Number((await queryRows<{ n: number }>(d, q))[0]!.n);

describe('SIGKILL in the middle of acknowledged writes', () => {
  it('loses no acknowledged write and half-applies none', { timeout: 180_000 }, async () => {
    const t0 = Date.now();
    db = await testDatabase();
    const openDeposits = await withDb((d) =>
      one(
        d,
        sql`select count(*)::int as n from invoices i join accounts a on a.id = i.account_id
            where a.email = 'demo@example.com' and i.kind = 'deposit' and i.status = 'unpaid'`,
      ),
    );
    // Each approval opens a deposit; keep one below the limit so hold creation is never refused.
    const approvalsAllowed = Math.max(0, MAX_OPEN_DEPOSITS - 1 - openDeposits);

    server = await startServer(db.backend);
    const call = httpClient(server.url);
    const cookie = await login(call);
    const tokens = {
      mail: await createToken(call, cookie, 'crash mail', ['read:email', 'write:email']),
      dns: await createToken(call, cookie, 'crash dns', ['read:dns', 'write:dns']),
      billing: await createToken(call, cookie, 'crash billing', ['read:account', 'write:billing']),
    };
    const serialBefore = (await call('GET', '/dns/zone', { token: tokens.dns, query: { input: ZONE } })).body
      .serial as number;

    // The stream: WORKERS clients writing at once, round-robin over the four kinds of write.
    const writes: Write[] = [];
    const heldIds: string[] = []; // acknowledged holds not yet sent for approval
    let approvalsSent = 0;
    let acked = 0;
    let stopping = false;
    const next = (): Write => {
      const i = writes.length;
      let kind = (['mailbox', 'dnsBulk', 'hold', 'approval'] as const)[i % 4];
      if (kind === 'approval' && (approvalsSent >= approvalsAllowed || heldIds.length === 0)) kind = 'hold';
      const key =
        kind === 'mailbox'
          ? `crash-${i}@${ZONE}`
          : kind === 'dnsBulk'
            ? `crash-${i}-`
            : kind === 'hold'
              ? `crash-${i}`
              : heldIds.shift()!;
      if (kind === 'approval') approvalsSent++;
      const w: Write = { kind, key, outcome: 'pending' };
      writes.push(w);
      return w;
    };
    const send = (w: Write, c: Call) => {
      switch (w.kind) {
        case 'mailbox':
          return c('POST', '/email/accounts', { token: tokens.mail, body: { input: w.key, password: PASSWORD } });
        case 'dnsBulk':
          return c('POST', '/dns/zone/records/bulk', {
            token: tokens.dns,
            body: {
              input: ZONE,
              creates: [
                { type: 'A', name: `${w.key}a`, value: '192.0.2.10' },
                { type: 'TXT', name: `${w.key}t`, value: 'crash safety' },
                { type: 'AAAA', name: `${w.key}a`, value: '2001:db8::10' },
              ],
            },
          });
        case 'hold':
          return c('POST', '/account/balance/actions/add-funds', {
            token: tokens.billing,
            body: { amount: 100 + writes.indexOf(w), attempt_key: w.key },
          });
        case 'approval':
          return c('POST', `/pending-actions/${w.key}/approve`, { cookie, body: {} });
      }
    };
    const worker = async () => {
      while (!stopping) {
        const w = next();
        try {
          const r = await send(w, call);
          w.status = r.status;
          w.outcome = r.status >= 200 && r.status < 300 ? 'acked' : 'refused';
          if (w.outcome === 'refused') w.detail = r.body?.detail;
          if (w.outcome === 'acked') {
            acked++;
            if (w.kind === 'hold') heldIds.push(r.body.pendingActionId);
          }
        } catch {
          w.outcome = 'unacknowledged'; // the connection died with the server
          return;
        }
        if (acked >= KILL_AFTER && !stopping) {
          stopping = true; // no new request starts; the ones in flight meet the kill
          expect(await server!.kill('SIGKILL')).toBe('SIGKILL');
        }
      }
    };
    const tStream = Date.now();
    await Promise.all(Array.from({ length: WORKERS }, worker));
    const streamMs = Date.now() - tStream;
    expect(writes.filter((w) => w.outcome === 'refused')).toEqual([]);

    // Restart on the same database: the server recovers, and serves what was acknowledged.
    const tRestart = Date.now();
    server = await startServer(db.backend);
    const restartMs = Date.now() - tRestart;
    const again = httpClient(server.url);
    const ackedWrites = writes.filter((w) => w.outcome === 'acked');
    for (const w of ackedWrites.filter((x) => x.kind === 'mailbox')) {
      const r = await again('GET', '/email/account', { token: tokens.mail, query: { input: w.key } });
      expect(r.status, w.key).toBe(200);
    }
    for (const w of ackedWrites.filter((x) => x.kind === 'dnsBulk')) {
      const r = await again('GET', '/dns/records', { token: tokens.dns, query: { input: ZONE, q: w.key } });
      expect(r.body.total, w.key).toBe(3);
    }
    for (const w of ackedWrites.filter((x) => x.kind === 'approval')) {
      const r = await again('GET', `/pending-actions/${w.key}`, { token: tokens.billing });
      expect(r.body).toMatchObject({ status: 'approved', result: { invoiceId: expect.any(Number) } });
    }
    expect(await server.kill('SIGTERM')).toBe('0');
    server = undefined;

    // Then the database itself, for every write sent, acknowledged or not.
    const found = await withDb(async (d) => {
      let present = 0;
      const halfApplied: string[] = [];
      const committedUnacked: string[] = [];
      let bulksApplied = 0;
      const committed: Record<Kind, number> = { mailbox: 0, dnsBulk: 0, hold: 0, approval: 0 };
      for (const w of writes) {
        let there = false;
        if (w.kind === 'mailbox') {
          there = (await one(d, sql`select count(*)::int as n from mailboxes where address = ${w.key}`)) === 1;
        } else if (w.kind === 'dnsBulk') {
          const n = await one(
            d,
            sql`select count(*)::int as n from dns_records r join dns_zones z on z.id = r.zone_id
                where z.domain = ${ZONE} and r.name like ${`${w.key}%`}`,
          );
          if (n !== 0 && n !== 3) halfApplied.push(`bulk ${w.key}: ${n} of 3 records`);
          there = n === 3;
          if (there) bulksApplied++;
        } else if (w.kind === 'hold') {
          there =
            (await one(d, sql`select count(*)::int as n from pending_actions where attempt_key = ${w.key}`)) === 1;
        } else {
          const [pa] = await queryRows<{ status: string; invoice: number | null }>(
            d,
            sql`select status, (result->>'invoiceId')::int as invoice from pending_actions where id = ${w.key}`,
          );
          there = pa!.status === 'approved';
        }
        if (there) committed[w.kind]++;
        if (w.outcome === 'acked' && there) present++;
        if (w.outcome === 'unacknowledged' && there) committedUnacked.push(`${w.kind} ${w.key}`);
      }
      // Every add-funds hold of the run: approved means exactly one deposit invoice, the one its
      // result names; still pending means none.
      const holds = await queryRows<{ id: string; status: string; invoice: number | null; invoices: number }>(
        d,
        sql`select p.id, p.status, (p.result->>'invoiceId')::int as invoice,
              (select count(*)::int from invoices i where i.pending_action_id = p.id) as invoices
            from pending_actions p where p.attempt_key like 'crash-%'`,
      );
      for (const h of holds) {
        if (h.status === 'approved') {
          const [inv] = await queryRows<{ id: number }>(
            d,
            sql`select id from invoices where pending_action_id = ${h.id}`,
          );
          if (h.invoices !== 1 || inv?.id !== h.invoice)
            halfApplied.push(`hold ${h.id}: approved with ${h.invoices} invoices`);
        } else if (h.status === 'pending' && h.invoices !== 0) {
          halfApplied.push(`hold ${h.id}: pending with ${h.invoices} invoices`);
        } else if (h.status !== 'pending' && h.status !== 'approved') {
          halfApplied.push(`hold ${h.id}: ${h.status}`);
        }
      }
      // One SOA serial bump per applied bulk change, none for a rolled-back one.
      const serialAfter = await one(d, sql`select serial::int as n from dns_zones where domain = ${ZONE}`);
      if (serialAfter !== serialBefore + bulksApplied)
        halfApplied.push(`zone serial ${serialAfter}, expected ${serialBefore} + ${bulksApplied} bulk changes`);
      // The audit event is written after the change commits (server/core/pipeline.ts), so a write
      // the kill caught in between is committed without one: reported, not a half-applied change.
      const audited = await queryRows<{ operation: string; outcome: string; n: number }>(
        d,
        sql`select operation, outcome, count(*)::int as n from audit_events
            where created_at >= ${new Date(tStream)} group by operation, outcome`,
      );
      const auditCount = (operation: string, outcome: string) =>
        audited.find((a) => a.operation === operation && a.outcome === outcome)?.n ?? 0;
      const unaudited =
        committed.mailbox -
        auditCount('createMailbox', 'success') +
        (committed.dnsBulk - auditCount('bulkChangeDnsRecords', 'success')) +
        (committed.hold - auditCount('addFunds', 'held')) +
        (committed.approval - auditCount('addFunds', 'approved'));
      return { present, halfApplied, committedUnacked, unaudited };
    });

    const byKind = (k: Kind) => ackedWrites.filter((w) => w.kind === k).length;
    console.log(
      `[crash-safety ${db.kind}] writes sent ${writes.length}, acknowledged ${ackedWrites.length} ` +
        `(mailbox ${byKind('mailbox')}, dns bulk ${byKind('dnsBulk')}, hold ${byKind('hold')}, approval ${byKind('approval')}), ` +
        `in flight at the kill ${writes.length - ackedWrites.length} (of which committed ${found.committedUnacked.length}` +
        `${found.committedUnacked.length ? `: ${found.committedUnacked.join(', ')}` : ''}); ` +
        `acknowledged found after restart ${found.present}; half-applied ${found.halfApplied.length}; ` +
        `committed without an audit event ${found.unaudited}; ` +
        `stream ${streamMs} ms, restart ${restartMs} ms, total ${Date.now() - t0} ms`,
    );
    expect(found.halfApplied).toEqual([]);
    expect(found.present).toBe(ackedWrites.length);
    expect(ackedWrites.length).toBeGreaterThanOrEqual(KILL_AFTER);
    expect(byKind('approval')).toBeGreaterThan(0);
  });
});
