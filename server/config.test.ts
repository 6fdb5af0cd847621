import { describe, expect, it } from 'vitest';
import { ConfigError, readEnv } from './config';

const fails = (env: Record<string, string>) => {
  try {
    readEnv(env);
  } catch (err) {
    expect(err).toBeInstanceOf(ConfigError);
    return (err as Error).message;
  }
  throw new Error('readEnv accepted it');
};

describe('configuration from the environment', () => {
  it('has working defaults', () => {
    const env = readEnv({});
    expect(env.port).toBe(8787);
    expect(env.config.appUrl).toBe('http://localhost:8787');
    expect(env.config.secureCookies).toBe(false);
    expect(env.dataDir.endsWith('.data')).toBe(true);
    expect(env.databaseUrl).toBeUndefined();
    expect(env.config.trustProxy).toEqual({ kind: 'off' });
    expect(env.logLevel).toBe('info');
  });

  it('refuses a bad value with one line naming the variable and what it must be', () => {
    expect(fails({ APP_URL: 'panel.example.com' })).toBe(
      'APP_URL="panel.example.com" is not valid: it must be an absolute http:// or https:// URL, e.g. https://panel.example.com',
    );
    expect(fails({ APP_URL: 'ftp://panel.example.com' })).toMatch(/^APP_URL=/);
    expect(fails({ DATA_DIR: '' })).toMatch(/^DATA_DIR="" is not valid: it must be a directory path/);
    expect(fails({ DATABASE_URL: 'mysql://x' })).toMatch(
      /^DATABASE_URL="mysql:\/\/x" is not valid: it must be a PostgreSQL URL/,
    );
    expect(fails({ PORT: '80000' })).toMatch(/^PORT="80000" is not valid: it must be a port number/);
    expect(fails({ PORT: 'eighty' })).toMatch(/^PORT=/);
    expect(fails({ LOG_LEVEL: 'loud' })).toMatch(/^LOG_LEVEL="loud" is not valid: it must be one of fatal, error/);
    expect(fails({ TRUST_PROXY: '10.0.0.300' })).toMatch(/^TRUST_PROXY=/);
    expect(fails({ TRUST_PROXY: '99' })).toMatch(/^TRUST_PROXY=/);
    expect(fails({ SEED_SCALE: '-1' })).toMatch(/^SEED_SCALE=/);
    expect(fails({ MIGRATION_SECRET_KEY: 'short' })).toMatch(/^MIGRATION_SECRET_KEY=/);
    expect(fails({ SUPPORT_EMAIL: 'nobody' })).toMatch(/^SUPPORT_EMAIL=/);
    expect(fails({ NODE_ENV: 'staging' })).toMatch(/^NODE_ENV=/);
    expect(fails({ CONSOLE_IDLE_TIMEOUT_MS: '0' })).toMatch(/^CONSOLE_IDLE_TIMEOUT_MS=/);
  });

  it('reads https, PostgreSQL, proxies and levels', () => {
    const env = readEnv({
      APP_URL: 'https://panel.example.com/',
      DATABASE_URL: 'postgresql://panel:pw@db.internal:5432/panel',
      TRUST_PROXY: '10.0.0.0/8, 192.0.2.7',
      LOG_LEVEL: 'debug',
      NODE_ENV: 'production',
    });
    expect(env.config.appUrl).toBe('https://panel.example.com');
    expect(env.config.secureCookies).toBe(true);
    expect(env.databaseUrl).toBe('postgresql://panel:pw@db.internal:5432/panel');
    expect(env.config.trustProxy.kind).toBe('list');
    expect(env.prettyLogs).toBe(false);
    expect(env.config.checkResponses).toBe(false);
    expect(readEnv({ TRUST_PROXY: '2' }).config.trustProxy).toEqual({ kind: 'hops', hops: 2 });
    expect(readEnv({ TRUST_PROXY: 'false' }).config.trustProxy).toEqual({ kind: 'off' });
    // An empty variable is as if unset (a shell's `DATABASE_URL=` clears it).
    expect(readEnv({ DATABASE_URL: '' }).databaseUrl).toBeUndefined();
  });
});
