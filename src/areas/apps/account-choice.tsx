// Which hosting account the CMS sites and installer screens work on, as the
// databases screens choose it: the URL's `input` names it; without one it is
// the first active account (GET /hosting).
export { useHostingAccountChoice as useAccountChoice } from '@/lib/hosting-accounts';
