// The VPS area: reads (servers, detail with usage history, templates, install
// media), power (start on the call; stop, reboot and root-password reset as
// holds) and the serial console (tickets here; the WebSocket in console-route.ts,
// mounted by the app). Reinstall, resize, delete and snapshots are not in the API.
import { composeArea } from '@server/core/area';
import consoleTickets from './console-tickets';
import power from './power-handlers';
import reads from './vps-reads-handlers';
import { USAGE_COLLECTOR_JOB, usageCollectorStep } from './usage-collector';

export default composeArea([reads, power, consoleTickets], { jobs: { [USAGE_COLLECTOR_JOB]: usageCollectorStep } });
