// Writes of the cron area. Each answer goes straight into the cached listing
// instead of refetching it: the listing is in the write tier too, so a
// refetch after every save would spend the write budget twice.
import type { QueryClient } from '@tanstack/react-query';
import { cronMeta as cronOps } from '@/lib/ops-meta/cron';
import type { BodyOf } from '@contract/operation';
import { defineMutation, useOperationMutation } from '@/lib/mutation';
import { cronKeys } from './keys';
import type { CronJobRow, JobsData } from './queries';

type Body<K extends keyof typeof cronOps> = NonNullable<BodyOf<(typeof cronOps)[K]>>;
export type ScheduleBody = Omit<Body<'createCronJob'>, 'input'>;

/** Change the cached listings of one account, in every order loaded; nothing to do when none was. */
function patchJobs(qc: QueryClient, input: string, change: (data: JobsData) => JobsData) {
  qc.setQueriesData<JobsData>({ queryKey: cronKeys.jobs(input) }, (data) => (data ? change(data) : data));
}

const withJob =
  (job: CronJobRow) =>
  (data: JobsData): JobsData => {
    const known = data.pages.some((p) => p.data.some((j) => j.id === job.id));
    return {
      ...data,
      pages: data.pages.map((p, i) =>
        known
          ? { ...p, data: p.data.map((j) => (j.id === job.id ? job : j)) }
          : // A new job is counted and shown at the end of the first page, where the person looks for it.
            { ...p, total: p.total + 1, data: i === 0 ? [...p.data, job] : p.data },
      ),
    };
  };

const withoutJob =
  (id: string) =>
  (data: JobsData): JobsData => ({
    ...data,
    pages: data.pages.map((p) => ({ ...p, total: Math.max(0, p.total - 1), data: p.data.filter((j) => j.id !== id) })),
  });

const createJob = (input: string) =>
  defineMutation(cronOps.createCronJob, {
    request: (body: ScheduleBody) => ({ body: { ...body, input } }),
    update: (qc, r) => patchJobs(qc, input, withJob(r.job)),
  });

const updateJob = (input: string, jobId: string) =>
  defineMutation(cronOps.updateCronJob, {
    request: (body: ScheduleBody) => ({ body: { ...body, input, job_id: jobId } }),
    update: (qc, r) => patchJobs(qc, input, withJob(r.job)),
  });

const deleteJob = (input: string) =>
  defineMutation(cronOps.deleteCronJob, {
    request: (jobId: string) => ({ query: { input, job_id: jobId } }),
    update: (qc, r) => patchJobs(qc, input, withoutJob(r.id)),
  });

const setEmail = (input: string) =>
  defineMutation(cronOps.setCronNotificationEmail, {
    request: (email: string | null) => ({ body: { input, email } }),
    update: (qc, r) =>
      patchJobs(qc, input, (data) => ({
        ...data,
        pages: data.pages.map((p) => ({ ...p, notificationEmail: r.notificationEmail })),
      })),
  });

export const useCreateCronJob = (input: string) => useOperationMutation(createJob(input));
export const useUpdateCronJob = (input: string, jobId: string) => useOperationMutation(updateJob(input, jobId));
export const useDeleteCronJob = (input: string) => useOperationMutation(deleteJob(input));
export const useSetCronNotificationEmail = (input: string) => useOperationMutation(setEmail(input));
