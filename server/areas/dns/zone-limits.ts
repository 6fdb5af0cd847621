// How big a zone and one change to it may be (contract/dns-zone-actions.ts says why). A change is
// one transaction on the panel's database: these bound how long it holds it from other customers.

/** Records one zone holds (twice Route 53's default quota: the demo's big-list seed puts 10,000 in one zone). */
export const ZONE_RECORD_LIMIT = 20_000;
/** Records one zone file import creates, updates and removes together (Route 53's change batch). */
export const IMPORT_CHANGE_LIMIT = 1_000;
