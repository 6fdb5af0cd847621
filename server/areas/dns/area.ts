// The DNS area: zones, records, bulk changes, zone files, checks, lookups and MX templates.
import { composeArea } from '@server/core/area';
import bulk from './bulk-handlers';
import checks from './checks-handlers';
import lookups from './lookups-handlers';
import mx from './mx-handlers';
import records from './records-handlers';
import zoneFiles from './zone-files-handlers';
import zones from './zones-handlers';

export default composeArea([zones, records, bulk, zoneFiles, checks, lookups, mx]);
