// What the installer's tests share: the demo's callers and a task run to its end
// through the job runner, one stage per STAGE_GAP_MS, as the server would.
import { eq } from 'drizzle-orm';
import { runDueJobs } from '@server/core/jobs';
import { appTasks } from '@server/db/schema/apps';
import type { TestApi } from '@server/test/harness';
import { STAGE_GAP_MS } from './staged-task';

export const DEMO = 'nordlight-studio.com';
export const OLOF = 'sandandsons.fi';

export interface Callers {
  reader: string;
  writer: string;
  olof: string;
  cookie: string;
}

export async function callers(api: TestApi): Promise<Callers> {
  return {
    reader: await api.token(['read:hosting']),
    writer: await api.token(['read:hosting', 'write:hosting']),
    olof: await api.token(['read:hosting', 'write:hosting'], { accountEmail: 'olof@example.org' }),
    cookie: await api.login(),
  };
}

export const taskRow = async (api: TestApi, id: string) =>
  (await api.db.select().from(appTasks).where(eq(appTasks.id, id)))[0]!;

/** One job-runner pass after the stage gap: the next stage of every due task runs. */
export async function nextStage(api: TestApi) {
  api.clock.advance(STAGE_GAP_MS);
  await runDueJobs(api.deps);
}

/** Run the task's stages until it has finished; returns its row. */
export async function runTask(api: TestApi, id: string) {
  await runDueJobs(api.deps);
  for (let i = 0; i < 10; i++) {
    const row = await taskRow(api, id);
    if (row.status === 'succeeded' || row.status === 'failed') return row;
    await nextStage(api);
  }
  throw new Error(`task ${id} did not finish`);
}
