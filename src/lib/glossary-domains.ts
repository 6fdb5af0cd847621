// The glossary's words for the statuses of domains: registrations, orders, transfers and
// snapbacks (ADR 033). Part of the one glossary of glossary.ts, split from it (issue 35).
import type { PendingDomainOrder } from '@contract/domains';
import type { DnssecState } from '@contract/domains-registry';
import type { RegistrarDomain, RegistrarStatus } from '@contract/domains-schemas';
import type { DroppingDomain, SnapbackBooking } from '@contract/domains-snapback';
import type { TransferStatus } from '@contract/domains-transfers';
import { t, type Of, type Terms } from './glossary-term';

export const domainGlossary = {
  // Domains
  domain: {
    active: t('Active', 'success'),
    pending_registration: t('Registration pending', 'info'),
    pending_transfer: t('Transfer pending', 'info'),
    expired: t('Expired (grace)', 'warning'),
    redemption: t('Redemption', 'danger'),
    pending_delete: t('Pending delete', 'danger'),
    transferred_out: t('Transferred away', 'neutral'),
    cancelled: t('Cancelled', 'neutral'),
  } satisfies Terms<Of<typeof RegistrarStatus>>,
  registrantVerification: {
    verified: t('Email confirmed', 'success'),
    pending: t('Waiting for the owner to confirm', 'warning'),
    failed: t('Not confirmed in time', 'danger'),
    not_required: t('No confirmation needed', 'neutral'),
  } satisfies Terms<Of<typeof RegistrarDomain>['verification']>,
  dnssecRegistry: {
    signed: t('Signed at the registry', 'success'),
    unsigned: t('Not signed', 'neutral'),
    pending: t('Change pending at the registry', 'info'),
  } satisfies Terms<Of<typeof DnssecState>['registryStatus']>,
  domainOrder: {
    awaiting_payment: t('Awaiting payment', 'warning'),
    processing: t('Paid, at the registry', 'info'),
  } satisfies Terms<Of<typeof PendingDomainOrder>['status']>,
  transfer: {
    awaiting_auth_code: t('Awaiting auth code', 'warning'),
    pending_registry: t('At the registry', 'info'),
    pending_losing_registrar: t('Waiting for release', 'info'),
    completed: t('Completed', 'success'),
    failed: t('Failed', 'danger'),
    cancelled: t('Cancelled', 'neutral'),
  } satisfies Terms<Of<typeof TransferStatus>>,
  snapbackBooking: {
    booked: t('Booked', 'info'),
    won: t('Won', 'success'),
    lost: t('Lost', 'neutral'),
    cancelled: t('Cancelled', 'neutral'),
    refunded: t('Refunded', 'warning'),
  } satisfies Terms<Of<typeof SnapbackBooking>['status']>,
  snapbackDrop: {
    pending_delete: t('Pending delete', 'warning'),
    dropping: t('Dropping now', 'danger'),
    dropped: t('Dropped', 'neutral'),
  } satisfies Terms<Of<typeof DroppingDomain>['status']>,
} as const;
