// The DNS editor's heading, in one place for the two that draw it: the dashboard's page
// (src/areas/dns/zone-page.tsx) and the served page's first frame (server/pages/first-frame.ts),
// which draws it before the dashboard's code has arrived (ADR 020). No schema library, and nothing
// another area's first view imports: it goes into the DNS editor's own chunk, not a shared one.

/** The DNS editor (/dns/<zone>): its heading is the zone's name, under a link up to the zones. */
export const DNS_ZONE_HEADING = { up: 'DNS zones' } as const;
