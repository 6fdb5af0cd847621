// The logs and monitoring area: statistics computed from the simulated web
// node's logs, uptime monitors with their checks and up/down events, and log
// tails. Its jobs: the monitor checker, and the node's traffic (log lines as time passes).
import { composeArea } from '@server/core/area';
import logs from './logs-handlers';
import { MONITOR_CHECK_JOB, monitorCheckStep } from './monitor-checker';
import monitors from './monitors-handlers';
import stats from './stats-handlers';
import { TRAFFIC_JOB, trafficStep } from './traffic-job';

export default composeArea([stats, monitors, logs], {
  jobs: { [MONITOR_CHECK_JOB]: monitorCheckStep, [TRAFFIC_JOB]: trafficStep },
});
