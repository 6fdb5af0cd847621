// What the monitoring area offers the seed, the sandbox pages and other areas: the only module of it they may import.
/** A monitor with its past checks and outages, as the checker would have recorded them (the demo). */
export { seedMonitor } from './monitor-seeding';
/** Start the checker and the web node's traffic (the seed starts both; creating a monitor wakes the checker). */
export { wakeMonitorChecker } from './monitor-checker';
export { ensureTraffic } from './traffic-job';
/** The sandbox's "check now": the monitors that check a site, checked at once. */
export { checkSiteMonitorsNow } from './site-monitors';
/** The account's monitors that are down (the account's attention list). */
export { monitorsDownOf } from './monitors-down';
