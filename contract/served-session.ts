// The session the server writes into the dashboard's page (server/pages/spa.ts) and the
// dashboard takes from it (src/lib/session.ts): the id of the JSON data block both use. No
// schema library here: the dashboard reads it in its entry chunk.

/** `<script type="application/json" id="session-data">`: the caller's session, or null. */
export const SESSION_DATA_ID = 'session-data';
