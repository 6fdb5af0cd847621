// The billing area: invoices (PDF, mail, payment), activity, addresses, contacts and payment methods.
// Its job collects scheduled direct debits; when an invoice is paid on the pay page, it records the payment.
import { composeArea } from '@server/core/area';
import activity from './activity-handlers';
import addresses from './addresses-handlers';
import contacts from './contacts-handlers';
import invoiceMail from './invoice-mail-handlers';
import { DEBIT_JOB, directDebitStep } from './direct-debit-job';
import invoicePayments, { recordPagePayment } from './invoice-payment-handlers';
import invoices from './invoices-handlers';
import paymentMethods from './payment-methods-handlers';

export default composeArea([invoices, invoiceMail, invoicePayments, activity, addresses, contacts, paymentMethods], {
  jobs: { [DEBIT_JOB]: directDebitStep },
  paidHooks: [recordPagePayment],
});
