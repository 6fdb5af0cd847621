// The web hosting area: the accounts with their usage and links into the
// control panel, the sites they serve (addon domains, hotlink protection) and
// their aliases (pointers, subdomains, URL redirects).
import { composeArea } from '@server/core/area';
import accounts from './accounts-handlers';
import sites from './sites-handlers';
import aliases from './aliases-handlers';
import { USAGE_COLLECTOR_JOB, usageCollectorStep } from './usage-collector';

export default composeArea([accounts, sites, aliases], {
  jobs: { [USAGE_COLLECTOR_JOB]: usageCollectorStep },
});
