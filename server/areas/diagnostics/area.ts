// The diagnostics area: composite reads that run the other areas' checks at
// once (through their public modules) and say what is wrong and which call
// fixes it, plus the one write, unblocking an address on the node's firewalls.
import { composeArea } from '@server/core/area';
import disk from './disk-handlers';
import firewall from './firewall-handlers';
import reports from './reports-handlers';
import triage from './triage-handlers';

export default composeArea([reports, triage, disk, firewall]);
