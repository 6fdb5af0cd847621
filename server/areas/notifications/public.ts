// What the notifications area offers other areas and the seed: the only module of it they may import.
/** A monitor went down or came back; a restore has ended (told once per event, mailed by preference). */
export { tellMonitorChange, tellRestoreFinished } from './area-events';
/** Start the reminder clock (domain expiry, invoices) unless it runs. */
export { ensureReminderJob } from './reminders-job';
/** The account's formats for mail written at event time (amounts, days, moments; ADR 030). */
export { noticeFormatOfLogin } from './notice-format';
