// The cron demo: the studio's crontab (WordPress cron every 15 minutes, a weekly
// clean-up, a sitemap script that was never uploaded and so fails, and a nightly
// export the node missed while it was down) with its run history, and the address
// failed runs are mailed to. Written through the cron area's public module.
import { seedCronJob, seedCronNotificationEmail, type SeedCronJob } from '@server/areas/cron/public';
import { hostingServiceByDomain } from '@server/areas/services/public';
import type { Tx } from '@server/db/client';
import { webNodeNamed } from '@server/infra/web-node-fleet';

const every = { day_of_month: '*', month: '*', day_of_week: '*' };

const STUDIO_JOBS: SeedCronJob[] = [
  {
    minute: '*/15',
    hour: '*',
    ...every,
    command: 'wp cron event run --due-now --path=/home/nordligh/public_html >/dev/null',
    pastRuns: 5,
  },
  {
    minute: '0',
    hour: '3',
    day_of_month: '*',
    month: '*',
    day_of_week: 'mon',
    command: 'php ~/cron/cleanup.php',
    pastRuns: 5,
  },
  {
    minute: '30',
    hour: '2',
    day_of_month: '*',
    month: '*',
    day_of_week: 'sun',
    command: '/home/nordligh/bin/sitemap.sh',
    pastRuns: 3,
  },
  {
    minute: '15',
    hour: '4',
    ...every,
    command: 'php ~/public_html/index.php export-orders',
    pastRuns: 4,
    missedLast: true,
  },
];

export async function seedCron(tx: Tx, now: Date) {
  const studio = await hostingServiceByDomain(tx, 'nordlight-studio.com');
  if (!studio) throw new Error('seed: the studio hosting account comes before its crontab');
  const node = await webNodeNamed(tx, studio.node ?? '');
  const account = {
    accountId: studio.accountId,
    serviceId: studio.id,
    shell: { user: studio.daUsername ?? 'nordligh', phpVersion: node?.defaultPhpVersion ?? '8.2' },
  };
  for (const job of STUDIO_JOBS) await seedCronJob(tx, account, job, now);
  await seedCronNotificationEmail(tx, studio.accountId, studio.id, 'alex@nordlight-studio.com', now);
}
