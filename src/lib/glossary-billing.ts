// The glossary's words for the statuses of services and billing: services, upgrades, invoices,
// payments and payment methods (ADR 033). Part of the one glossary of glossary.ts, split from it
// (issue 35).
import type { InvoicePayment } from '@contract/billing';
import type { CardSetupSession, DirectDebitMandate } from '@contract/billing-payment-methods';
import type { InvoiceStatus } from '@contract/billing-shared';
import type { ScheduledUpgrade, ServiceStatus } from '@contract/services';
import { t, type Of, type Terms } from './glossary-term';

export const billingGlossary = {
  // Services and billing
  service: {
    active: t('Active', 'success'),
    pending: t('Awaiting payment', 'info'),
    suspended: t('Suspended', 'danger'),
    expired: t('Expired', 'warning'),
    cancelled: t('Cancelled', 'neutral'),
  } satisfies Terms<Of<typeof ServiceStatus>>,
  serviceUpgrade: {
    awaiting_payment: t('Awaiting payment', 'warning'),
    applied: t('Applied', 'success'),
    cancelled: t('Cancelled', 'neutral'),
  } satisfies Terms<Of<typeof ScheduledUpgrade>['status']>,
  invoice: {
    draft: t('Draft', 'neutral'),
    unpaid: t('Unpaid', 'warning'),
    paid: t('Paid', 'success'),
    overdue: t('Overdue', 'danger'),
    cancelled: t('Cancelled', 'neutral'),
    refunded: t('Refunded', 'info'),
  } satisfies Terms<Of<typeof InvoiceStatus>>,
  payment: {
    pending: t('Pending', 'info'),
    completed: t('Completed', 'success'),
    failed: t('Failed', 'danger'),
    refunded: t('Refunded', 'info'),
  } satisfies Terms<Of<typeof InvoicePayment>['status']>,
  directDebit: {
    pending: t('Waiting for the bank', 'info'),
    active: t('Active', 'success'),
    rejected: t('Rejected by the bank', 'danger'),
    cancelled: t('Cancelled', 'neutral'),
  } satisfies Terms<Of<typeof DirectDebitMandate>['status']>,
  cardSetup: {
    open: t('Open', 'info'),
    used: t('Used', 'neutral'),
    expired: t('Expired', 'warning'),
  } satisfies Terms<Of<typeof CardSetupSession>['status']>,
} as const;
