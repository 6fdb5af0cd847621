// What the domains area offers the seed (and other areas): the only module of it they may import.
/** Start the registry's lifecycle clock unless it runs already. */
export { ensureLifecycleJob } from './lifecycle-job';
/** Queue an inbound transfer's job (the seed's transfer in progress resumes when its window ends). */
export { startTransferJob } from './transfer-start';
/** Registrations near their expiry and whether each renews by itself (for the expiry reminders). */
export { domainsExpiringBetween, type ExpiringDomain } from './expiry-outlook';
/** The account's registrations that need attention (redemption, grace, expiring unrenewed, unverified), for the overview. */
export { domainAttention } from './attention';
/** The domain rows hosting reads (whose a name is, its nameservers) and the link to the hosting account serving it. */
export {
  domainNamed,
  domainsNamed,
  linkDomainToHosting,
  unlinkDomainFromHosting,
  type DomainRow,
} from './hosting-links';
/** Which names another account holds here (migrations), and a name's registry nameservers and hosting link (DNS). */
export { domainLinksByName, domainLinksOf, namesHeldByOthers } from './domain-reads';
/** The sandbox e-ID page of an owner change (server/pages): its sign-in state, the signed-in order, the number check. */
export { signInAndOrder, signInState, type NewHolder } from './owner-change';
export { parseIdentityNumber } from './personal-identity-number';
/** The names on an account (email: the domains an input of a service id covers, a forwarder's own domains). */
export { domainNamesOf } from './domain-reads';
