// Which hosting account the disk-usage and IP-status screens work on: the URL's
// `input`, else the first active account (GET /hosting).
export { useHostingAccountChoice as useAccountChoice } from '@/lib/hosting-accounts';
