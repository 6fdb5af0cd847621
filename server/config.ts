// Reads the environment once: PORT, DATA_DIR, DATABASE_URL, APP_URL.
import path from 'node:path';
import { defaultLimits, type Config } from './core/deps';

export function readEnv(env = process.env) {
  const port = Number(env.PORT ?? 8787);
  if (!Number.isInteger(port) || port < 1 || port > 65535)
    throw new Error(`PORT must be a port number, not "${env.PORT}"`);
  const appUrl = (env.APP_URL ?? `http://localhost:${port}`).replace(/\/$/, '');
  return {
    port,
    host: env.HOST ?? '0.0.0.0',
    dataDir: path.resolve(env.DATA_DIR ?? '.data'),
    databaseUrl: env.DATABASE_URL || undefined,
    config: makeConfig({ appUrl, checkResponses: env.NODE_ENV !== 'production' }),
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
    ...over,
  };
}
