// Liveness and readiness for load balancers and orchestrators: GET /api/v1/health answers while the
// process serves HTTP; GET /api/v1/ready answers 200 only when the database answers, every migration
// this build ships is applied and (in a server process) the job runner has ticked recently, else 503
// naming what is not ready. Neither goes through the pipeline: no credential, no budget spent.
import type { Hono } from 'hono';
import { pendingMigrations } from '@server/db/client';
import type { Deps } from './deps';
import { log } from './log';
import type { AppEnv } from './request-state';

/** The job runner's last tick (ms since the epoch), when this process runs one. */
export type RunnerHeartbeat = () => number | null;

/** The runner ticks every second; a runner silent this long is stuck (a step that never returns). */
const RUNNER_STALE_MS = 60_000;
const CHECK_TIMEOUT_MS = 2_000;

const noStore = { 'Cache-Control': 'no-store' };

function withTimeout<T>(p: Promise<T>, what: string): Promise<T> {
  let timer: NodeJS.Timeout | undefined;
  const late = new Promise<never>((_, reject) => {
    timer = setTimeout(
      () => reject(new Error(`${what} did not answer within ${CHECK_TIMEOUT_MS / 1000} s`)),
      CHECK_TIMEOUT_MS,
    );
  });
  return Promise.race([p, late]).finally(() => clearTimeout(timer));
}

export function mountHealth(app: Hono<AppEnv>, deps: Deps, runner?: RunnerHeartbeat) {
  app.get('/api/v1/health', (c) => c.json({ status: 'ok' }, 200, noStore));
  app.get('/api/v1/ready', async (c) => {
    const checks: Record<string, { ok: boolean; detail?: string }> = {};
    try {
      const pending = await withTimeout(pendingMigrations(deps.db), 'The database');
      checks.database = { ok: true };
      checks.migrations =
        pending === 0 ? { ok: true } : { ok: false, detail: `${pending} migrations are not applied yet` };
    } catch (err) {
      // The reason (a host name, a driver message) goes to the log, not to whoever asks.
      log.warn({ err }, 'readiness: the database did not answer');
      checks.database = { ok: false, detail: 'The database did not answer' };
    }
    if (runner) {
      const last = runner();
      const age = last === null ? null : Date.now() - last;
      checks.jobRunner =
        age !== null && age <= RUNNER_STALE_MS
          ? { ok: true }
          : {
              ok: false,
              detail:
                age === null
                  ? 'The job runner has not started'
                  : `The job runner last ran ${Math.round(age / 1000)} s ago`,
            };
    }
    const ready = Object.values(checks).every((x) => x.ok) && checks.migrations !== undefined;
    return c.json({ status: ready ? 'ready' : 'not_ready', checks }, ready ? 200 : 503, noStore);
  });
}
