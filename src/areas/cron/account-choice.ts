// Which hosting account the cron screens work on: the URL's `input`, else the
// first active account (GET /hosting).
export {
  useHostingAccountChoice as useAccountChoice,
  type HostingAccountChoice as AccountChoice,
} from '@/lib/hosting-accounts';
