// How big a zone and one change to it may be (contract/dns-zone-actions.ts says why). A change is
// one transaction on the panel's database: these bound how long it holds it from other customers.

/** Records one zone holds (Route 53's default quota). */
export const ZONE_RECORD_LIMIT = 10_000;
/** Records one zone file import creates, updates and removes together (Route 53's change batch). */
export const IMPORT_CHANGE_LIMIT = 1_000;
