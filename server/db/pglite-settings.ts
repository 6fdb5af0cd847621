// How much memory each embedded PostgreSQL (PGlite) sets aside for its page cache (issue 36, ADR 025).
//
// PGlite keeps PostgreSQL's default of 128 MB of shared buffers, and its WebAssembly runtime hands
// PostgreSQL that shared memory zeroed by a memset at every start: 128 MB touched, so resident, in each
// of the two engines the panel runs (its own database and the customer database server), and about half
// a second of CPU per engine at every start on this machine. A page that is not in shared buffers is read
// through the Node filesystem from the operating system's page cache, which the OS sizes and gives back
// under pressure; so the buffers only need to hold what is read again and again, not the whole database.

/** The panel's database: the demo's is about 18 MB in all (tables, indexes and catalog), so it fits twice. */
export const PANEL_SHARED_BUFFERS = '32MB';

/**
 * The customer database server: a site's tables are read a screen at a time, and a customer's own
 * statement is bounded by its memory limit anyway (ADR 028); the demo's customer databases are 9 MB.
 */
export const CUSTOMER_SHARED_BUFFERS = '16MB';

/** PostgreSQL settings for PGlite's start parameters (`-c name=value`), after its own. */
export const memorySettings = (sharedBuffers: string) => ['-c', `shared_buffers=${sharedBuffers}`];
