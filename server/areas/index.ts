// Every built area, in one list. An operation no area implements answers 501.
import type { AreaModule } from '@server/core/area';
import type { HoldExecutor } from '@server/core/holds';
import auth from './auth/index';
import identity from './account/identity';
import profile from './account/profile';
import guests from './account/guests';
import twoFactor from './account/two-factor';
import balance from './account/balance';
import tokens from './account/tokens';
import auditLog from './account/audit-log';
import services from './services/services';
import serviceUpgrades from './services/upgrades';
import serviceAddons from './services/addons';
import migrations from './migrations/migrations';
import billingInvoices from './billing/invoices';
import billingInvoiceMail from './billing/invoice-mail';
import billingPayments from './billing/invoice-payments';
import billingActivity from './billing/activity';
import billingAddresses from './billing/addresses';
import billingContacts from './billing/contacts';
import billingPaymentMethods from './billing/payment-methods';
import emailMailboxes from './email/mailboxes';
import emailMailboxState from './email/mailbox-state';
import emailDeliverability from './email/deliverability';
import emailDomainSettings from './email/domain-settings';
import emailAutoresponders from './email/autoresponders';
import emailVacation from './email/vacation';
import emailFilters from './email/filters';
import emailForwarders from './email/forwarders';
import emailMessages from './email/messages';
import emailLogs from './email/logs';
import dnsZones from './dns/zones';
import dnsRecords from './dns/records';
import dnsBulk from './dns/bulk';
import dnsZoneFiles from './dns/zone-files';
import dnsChecks from './dns/checks';
import dnsLookups from './dns/lookups';
import dnsMx from './dns/mx';
import { confirmationsArea } from './confirmations/index';

const built: AreaModule[] = [
  auth,
  identity,
  profile,
  guests,
  twoFactor,
  balance,
  tokens,
  auditLog,
  billingInvoices,
  billingInvoiceMail,
  billingPayments,
  billingActivity,
  billingAddresses,
  billingContacts,
  billingPaymentMethods,
  services,
  serviceUpgrades,
  serviceAddons,
  migrations,
  emailMailboxes,
  emailMailboxState,
  emailDeliverability,
  emailDomainSettings,
  emailAutoresponders,
  emailVacation,
  emailFilters,
  emailForwarders,
  emailMessages,
  emailLogs,
  dnsZones,
  dnsRecords,
  dnsBulk,
  dnsZoneFiles,
  dnsChecks,
  dnsLookups,
  dnsMx,
];

const executors = (): Record<string, HoldExecutor> =>
  Object.fromEntries(built.flatMap((a) => Object.entries(a.holds).map(([id, h]) => [id, h.execute])));

export const areas: AreaModule[] = [...built, confirmationsArea(executors)];
