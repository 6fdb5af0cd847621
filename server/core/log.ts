// The server's log: pino, one JSON object a line (pretty in development when pino-pretty is installed).
// One line per request (core/request-log.ts), errors with their stack under the same request id.
// Until the process configures it (server/main.ts, from LOG_LEVEL), it logs errors only, so tests and
// scripts that build an app are not flooded with request lines (nor with the 5xx that tests provoke).
import pino, { type Logger } from 'pino';

export type LogLevel = 'fatal' | 'error' | 'warn' | 'info' | 'debug' | 'trace' | 'silent';

// What must never reach a log line, wherever it appears in a logged object.
const REDACT = [
  'password',
  'token',
  'secret',
  'authorization',
  'cookie',
  '*.password',
  '*.token',
  '*.secret',
  '*.authorization',
  '*.cookie',
];

const base = (level: LogLevel) => ({
  level,
  base: undefined,
  redact: { paths: REDACT, censor: '[redacted]' },
  timestamp: pino.stdTimeFunctions.isoTime,
});

/** The process's logger; `configureLog` replaces its level and output once, at start. */
export let log: Logger = pino(base('error'));

/** Set the level and output from the environment. Pretty output needs pino-pretty (a development dependency). */
export async function configureLog(level: LogLevel, pretty: boolean): Promise<Logger> {
  if (pretty) {
    try {
      const { default: prettyStream } = await import('pino-pretty');
      log = pino(
        base(level),
        prettyStream({
          colorize: process.stdout.isTTY,
          translateTime: 'SYS:HH:MM:ss',
          ignore: 'pid,hostname',
          singleLine: true,
        }),
      );
      return log;
    } catch {
      // A production install has no pino-pretty: JSON lines, as in production.
    }
  }
  log = pino(base(level));
  return log;
}
