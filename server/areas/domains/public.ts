// What the domains area offers the seed (and other areas): the only module of it they may import.
/** Start the registry's lifecycle clock unless it runs already. */
export { ensureLifecycleJob } from './lifecycle-job';
/** Queue an inbound transfer's job (the seed's transfer in progress resumes when its window ends). */
export { startTransferJob } from './transfer-start';
/** Registrations near their expiry and whether each renews by itself (for the expiry reminders). */
export { domainsExpiringBetween, type ExpiringDomain } from './expiry-outlook';
/** The account's registrations that need attention (redemption, grace, expiring unrenewed, unverified), for the overview. */
export { domainAttention } from './attention';
