// The domains area, registrar side: the portfolio and its settings, registry
// data (contacts, DNSSEC, glue, nameservers), orders paid through proformas,
// inbound transfers and Snapback, with the registry's lifecycle clock.
import { composeArea } from '@server/core/area';
import { LIFECYCLE_JOB, lifecycleStep } from './lifecycle-job';
import portfolio from './portfolio-handlers';
import contacts from './contacts-handlers';
import dnssec from './dnssec-handlers';
import nameservers from './nameservers-handlers';
import glue from './glue-handlers';
import orders from './orders-handlers';
import { ORDER_JOB, orderStep } from './order-job';
import { applyPaidDomainOrder } from './order-paid';
import transfers from './transfers-handlers';
import snapback from './snapback-handlers';
import { TRANSFER_JOB } from './transfer-start';
import { transferStep } from './transfer-job';

export default composeArea([portfolio, contacts, dnssec, nameservers, glue, orders, transfers, snapback], {
  jobs: { [LIFECYCLE_JOB]: lifecycleStep, [TRANSFER_JOB]: transferStep, [ORDER_JOB]: orderStep },
  paidHooks: [applyPaidDomainOrder],
});
