// The notifications area: the notification centre's operations (account
// operations of contract/account-notifications.ts) and the reminder clock.
// Other areas tell their events through public.ts.
import { composeArea } from '@server/core/area';
import notifications from './notifications-handlers';
import { REMINDER_JOB, reminderStep } from './reminders-job';

export default composeArea([notifications], { jobs: { [REMINDER_JOB]: reminderStep } });
