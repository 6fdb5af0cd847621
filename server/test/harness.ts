// A real API on a real, seeded database for one test file: the Hono app is
// called in-process through app.request(), with helpers to log in and mint tokens.
import fs from 'node:fs';
import { eq, sql } from 'drizzle-orm';
import { inject } from 'vitest';
import type { ScopeName } from '@contract/scopes';
import { createApp } from '@server/app';
import { makeConfig } from '@server/config';
import { randomString, sha256 } from '@server/core/crypto';
import { AdjustableClock } from '@server/core/clock';
import type { Config } from '@server/core/deps';
import { createDeps } from '@server/create-deps';
import { openDatabase } from '@server/db/client';
import type { Database } from '@server/db/database';
import { accounts, apiTokens } from '@server/db/schema/account';
import { TEST_PASSWORD_COST } from './password-cost';
import { cloneTemplate } from './postgres';

export const APP_URL = 'http://dashboard.test';

/**
 * A JSON answer as the tests read it: any member, unchecked, so a test says what it expects of it
 * with `expect` rather than with a type (the pipeline checks answers against the contract already).
 */
// eslint-disable-next-line @typescript-eslint/no-explicit-any -- the one untyped JSON of the tests, named
export type JsonBody = any;

export interface Reply<T = JsonBody> {
  status: number;
  headers: Headers;
  body: T;
}
export interface CallOpts {
  token?: string;
  cookie?: string;
  body?: unknown;
  rawBody?: string;
  headers?: Record<string, string>;
  query?: Record<string, string | number>;
}

// The seeded dumps (~110 MB together), read once per test worker: the reliability tests start a fresh API per
// test or batch, and reading the files into a Blob that PGlite then read back in chunks copied them four times
// over (about 0.8 s of each start on a quiet machine).
const dumps = new Map<string, Uint8Array>();

/**
 * A dump as PGlite takes it: it asks only for `arrayBuffer()` (and `type`, to see a compressed one). Each
 * database gets its own copy of the bytes, so nothing one writes can reach the next.
 */
function seededCopy(file: string): Blob {
  let bytes = dumps.get(file);
  if (!bytes) {
    bytes = new Uint8Array(fs.readFileSync(file));
    dumps.set(file, bytes);
  }
  const dump = bytes;
  return { type: '', arrayBuffer: async () => dump.slice().buffer } as unknown as Blob;
}

export async function startApi(over: Partial<Config> = {}) {
  let database: Database;
  let drop = async () => {};
  const pgUrl = process.env.TEST_DATABASE_URL;
  if (pgUrl) {
    const clone = await cloneTemplate(pgUrl, inject('pgTemplate'));
    drop = clone.drop;
    database = await openDatabase({ databaseUrl: clone.url });
  } else {
    database = await openDatabase({
      loadDataDir: seededCopy(inject('seedDump')),
      customers: { loadDataDir: seededCopy(inject('customersDump')) },
    });
  }
  const clock = new AdjustableClock();
  clock.freeze(inject('seedNow'));
  const config = makeConfig({ appUrl: APP_URL, passwordCost: TEST_PASSWORD_COST, ...over });
  const deps = createDeps(database.db, clock, config, database.customers);
  const app = createApp(deps);

  async function call<T = JsonBody>(method: string, path: string, o: CallOpts = {}): Promise<Reply<T>> {
    const headers: Record<string, string> = { ...o.headers };
    if (o.token) headers.authorization = `Bearer ${o.token}`;
    if (o.cookie) {
      headers.cookie = o.cookie;
      if (method !== 'GET' && !('x-requested-with' in headers)) headers['x-requested-with'] = 'fetch';
    }
    let body: string | undefined = o.rawBody;
    if (o.body !== undefined) {
      body = JSON.stringify(o.body);
      headers['content-type'] = 'application/json';
    }
    const qs = o.query ? `?${new URLSearchParams(Object.entries(o.query).map(([k, v]) => [k, String(v)]))}` : '';
    const res = await app.request(`/api/v1${path}${qs}`, { method, headers, body });
    const text = await res.text();
    let parsed: unknown = text;
    try {
      parsed = text ? JSON.parse(text) : null;
    } catch {
      /* not JSON */
    }
    return { status: res.status, headers: res.headers, body: parsed as T };
  }

  /** Log in through the API and return the Cookie header value for later calls. */
  async function login(email = 'demo@example.com', password = 'demo-password', totp?: string) {
    const res = await app.request('/api/v1/auth/login', {
      method: 'POST',
      headers: { 'content-type': 'application/json', 'x-requested-with': 'fetch' },
      body: JSON.stringify({ email, password, ...(totp ? { totp } : {}) }),
    });
    if (res.status !== 200) throw new Error(`login failed: ${res.status} ${await res.text()}`);
    const setCookie = res.headers.get('set-cookie')!;
    return setCookie.split(';')[0]!;
  }

  /** Mint a token straight into the database (as the dashboard would) for the account with this email. */
  async function token(
    scopes: readonly ScopeName[],
    o: { accountEmail?: string; expiresAt?: Date; name?: string } = {},
  ) {
    const [acc] = await database.db
      .select()
      .from(accounts)
      .where(sql`lower(${accounts.email}) = ${o.accountEmail ?? 'demo@example.com'}`);
    const secret = `hcp_${randomString(40)}`;
    await database.db.insert(apiTokens).values({
      id: `tok_${randomString(12)}`,
      accountId: acc!.id,
      createdByUserId: acc!.ownerUserId,
      name: o.name ?? 'test token',
      scopes: [...scopes],
      hash: sha256(secret),
      prefix: secret.slice(0, 8),
      createdAt: clock.now(),
      expiresAt: o.expiresAt ?? null,
    });
    return secret;
  }

  const accountId = async (email: string) =>
    (await database.db.select().from(accounts).where(eq(accounts.email, email)))[0]!.id;

  return {
    app,
    deps,
    db: database.db,
    /** The customer database server (the node's, ADR 028): where the sites' and databases' own tables are. */
    node: database.customers.sql,
    clock,
    call,
    login,
    token,
    accountId,
    close: async () => {
      await database.close();
      await drop();
    },
  };
}

export type TestApi = Awaited<ReturnType<typeof startApi>>;

// Kept until server/core/hostile-input.test.ts and server/areas/account/account-guest-tokens.test.ts
// import scopeNames from @contract/scopes (files other engineers are editing now).
// eslint-disable-next-line no-restricted-syntax -- a re-export awaiting those two imports
export { scopeNames as ALL_SCOPES } from '@contract/scopes';
