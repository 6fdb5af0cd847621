// Reads the environment once, at start, with zod: every variable the server reads is here, and a bad
// value stops the start with one line naming the variable and what it should be (server/main.ts
// prints it and exits 1). The README's configuration table lists the same variables.
import path from 'node:path';
import ipaddr from 'ipaddr.js';
import { z } from 'zod';
import { defaultLimits, type Config } from './core/deps';
import type { TrustProxy } from './core/trust-proxy';

/** A configuration value the server cannot start with; the message is one line for the operator. */
export class ConfigError extends Error {}

const LOG_LEVELS = ['fatal', 'error', 'warn', 'info', 'debug', 'trace', 'silent'] as const;

const blankToUndefined = (v: unknown) => (typeof v === 'string' && v.trim() === '' ? undefined : v);

const port = z.coerce
  .number({ error: 'a port number from 1 to 65535' })
  .int('a port number from 1 to 65535')
  .min(1, 'a port number from 1 to 65535')
  .max(65535, 'a port number from 1 to 65535');

const httpUrl = z
  .string()
  .refine((v) => {
    try {
      const u = new URL(v);
      return (u.protocol === 'http:' || u.protocol === 'https:') && !u.search && !u.hash && !u.username;
    } catch {
      return false;
    }
  }, 'an absolute http:// or https:// URL, e.g. https://panel.example.com')
  .transform((v) => v.replace(/\/+$/, ''));

const postgresUrl = z.string().refine((v) => {
  try {
    const u = new URL(v);
    return (u.protocol === 'postgres:' || u.protocol === 'postgresql:') && u.hostname !== '';
  } catch {
    return false;
  }
}, 'a PostgreSQL URL, postgres://user:password@host:5432/database');

/** `TRUST_PROXY`: off, a number of proxy hops, or a comma-separated list of proxy addresses and networks. */
const trustProxy = z.string().transform((raw, ctx): TrustProxy => {
  const v = raw.trim().toLowerCase();
  if (v === '' || v === 'false' || v === '0' || v === 'off') return { kind: 'off' };
  if (/^\d+$/.test(v)) {
    const hops = Number(v);
    if (hops <= 20) return { kind: 'hops', hops };
  } else {
    const networks: [ipaddr.IPv4 | ipaddr.IPv6, number][] = [];
    for (const item of v.split(',').map((s) => s.trim())) {
      try {
        networks.push(item.includes('/') ? ipaddr.parseCIDR(item) : wholeAddress(item));
      } catch {
        ctx.addIssue({ code: 'custom', message: `"${item}" is not an IP address or network` });
        return z.NEVER;
      }
    }
    return { kind: 'list', networks };
  }
  ctx.addIssue({
    code: 'custom',
    message: 'false, a number of proxy hops (1-20), or a comma-separated list of proxy addresses or networks',
  });
  return z.NEVER;
});

function wholeAddress(item: string): [ipaddr.IPv4 | ipaddr.IPv6, number] {
  const addr = ipaddr.parse(item);
  return [addr, addr.kind() === 'ipv4' ? 32 : 128];
}

/** MIGRATION_SECRET_KEY: 32 bytes as 64 hex digits or base64 (server/areas/migrations/secret-box.ts reads it). */
const secretKey = z
  .string()
  .refine(
    (v) => (/^[0-9a-f]{64}$/i.test(v) ? true : Buffer.from(v, 'base64').length === 32),
    '32 bytes, given as 64 hex digits or base64 (e.g. `openssl rand -base64 32`)',
  );

const schema = z.object({
  PORT: z.preprocess(blankToUndefined, port.default(8787)),
  HOST: z.preprocess(blankToUndefined, z.string().default('0.0.0.0')),
  APP_URL: z.preprocess(blankToUndefined, httpUrl.optional()),
  DATA_DIR: z.string().min(1, 'a directory path (not empty); unset it for .data').default('.data'),
  DATABASE_URL: z.preprocess(blankToUndefined, postgresUrl.optional()),
  CUSTOMER_DATABASES_URL: z.preprocess(blankToUndefined, postgresUrl.optional()),
  STATIC_DIR: z.string().min(1, 'a directory path (not empty); unset it for dist').default('dist'),
  SEED_SCALE: z.preprocess(
    blankToUndefined,
    z.coerce
      .number({ error: 'a whole number from 0 to 1000000' })
      .int('a whole number from 0 to 1000000')
      .min(0, 'a whole number from 0 to 1000000')
      .max(1_000_000, 'a whole number from 0 to 1000000')
      .default(0),
  ),
  TRUST_PROXY: z.preprocess(blankToUndefined, trustProxy.optional()),
  LOG_LEVEL: z.preprocess(
    blankToUndefined,
    z.enum(LOG_LEVELS, { error: `one of ${LOG_LEVELS.join(', ')}` }).optional(),
  ),
  NODE_ENV: z.preprocess(
    blankToUndefined,
    z.enum(['development', 'production', 'test'], { error: 'development, production or test' }).optional(),
  ),
  SHUTDOWN_TIMEOUT_SECONDS: z.preprocess(
    blankToUndefined,
    z.coerce
      .number({ error: 'a number of seconds from 1 to 600' })
      .min(1, 'a number of seconds from 1 to 600')
      .max(600, 'a number of seconds from 1 to 600')
      .default(10),
  ),
  SUPPORT_EMAIL: z.preprocess(blankToUndefined, z.email('an email address').optional()),
  // Read by the VPS console (areas/vps/console-limits.ts); checked here so a bad value stops the start.
  CONSOLE_IDLE_TIMEOUT_MS: z.preprocess(
    blankToUndefined,
    z.coerce
      .number({ error: 'a whole number of milliseconds, at least 1' })
      .int('a whole number of milliseconds, at least 1')
      .min(1, 'a whole number of milliseconds, at least 1')
      .optional(),
  ),
  MIGRATION_SECRET_KEY: z.preprocess(blankToUndefined, secretKey.optional()),
});

export type Env = ReturnType<typeof readEnv>;

/** The server's settings from the environment; throws a ConfigError naming the first bad variable. */
export function readEnv(env: NodeJS.ProcessEnv = process.env) {
  const parsed = schema.safeParse(env);
  if (!parsed.success) {
    const issue = parsed.error.issues[0]!;
    const name = String(issue.path[0]);
    throw new ConfigError(`${name}=${JSON.stringify(env[name] ?? '')} is not valid: it must be ${issue.message}`);
  }
  const e = parsed.data;
  const production = e.NODE_ENV === 'production';
  return {
    port: e.PORT,
    host: e.HOST,
    dataDir: path.resolve(e.DATA_DIR),
    databaseUrl: e.DATABASE_URL,
    /** Where customer databases live on PostgreSQL (ADR 028); unset, `<DATABASE_URL's database>_customers`. */
    customerDatabasesUrl: e.CUSTOMER_DATABASES_URL,
    staticDir: path.resolve(e.STATIC_DIR),
    seedScale: e.SEED_SCALE,
    logLevel: e.LOG_LEVEL ?? 'info',
    /** Pretty, human-readable logs unless production (or a level of JSON lines is wanted: NODE_ENV=production). */
    prettyLogs: !production,
    shutdownTimeoutMs: e.SHUTDOWN_TIMEOUT_SECONDS * 1000,
    config: makeConfig({
      appUrl: e.APP_URL ?? `http://localhost:${e.PORT}`,
      checkResponses: !production,
      trustProxy: e.TRUST_PROXY ?? { kind: 'off' },
    }),
  };
}

export function makeConfig(over: Partial<Config> & { appUrl: string }): Config {
  return {
    errorsBase: over.appUrl,
    checkResponses: true,
    holdTtlMinutes: 60,
    secureCookies: over.appUrl.startsWith('https://'),
    limits: defaultLimits,
    globalCaps: {},
    trustProxy: { kind: 'off' },
    ...over,
  };
}
