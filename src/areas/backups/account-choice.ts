// Which hosting account the backups screen works on, as the databases screens
// choose it: the URL's `input` names it; without one it is the first active
// account (GET /hosting).
export { useHostingAccountChoice as useAccountChoice } from '@/lib/hosting-accounts';
