// The services area: the catalogue, upgrades and addons (held proforma orders).
import { composeArea } from '@server/core/area';
import { applyPaidOrder } from './order-fulfilment';
import addons from './addons-handlers';
import services from './services-handlers';
import upgrades from './upgrades-handlers';

export default composeArea([services, upgrades, addons], { paidHooks: [applyPaidOrder] });
