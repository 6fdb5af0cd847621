// What the server writes into the dashboard's page (server/pages/spa.ts) and the dashboard takes
// from it (src/lib/session.ts, src/lib/served-answer.ts): the names of the JSON data blocks both
// use. No schema library here: the dashboard reads it in its entry chunk.

/** `<script type="application/json" id="session-data">`: the caller's session, or null. */
export const SESSION_DATA_ID = 'session-data';

/** `<script type="application/json" data-answer-of="getPreferences">`: a GET operation's answer, by its id. */
export const SERVED_ANSWER_ATTRIBUTE = 'data-answer-of';

/**
 * `data-answer-query="input=7"` beside it: the query the answer is for, when the operation takes one
 * (a VPS's details), written by servedQuery so that the page and the dashboard spell it alike.
 */
export const SERVED_QUERY_ATTRIBUTE = 'data-answer-query';

/** A query as SERVED_QUERY_ATTRIBUTE holds it: its parameters by name, URL-encoded (so no quote or `<`). */
export function servedQuery(query: Record<string, string>): string {
  return new URLSearchParams(Object.entries(query).sort(([a], [b]) => (a < b ? -1 : a > b ? 1 : 0))).toString();
}

/**
 * `<script type="application/json" id="app-scripts">`: the dashboard's entry and the chunks to
 * preload, which public/boot.js (plain JavaScript, so it writes the id itself) loads after the first
 * paint (server/pages/scripts-after-paint.ts).
 */
export const APP_SCRIPTS_ID = 'app-scripts';

/** The notifications the header's bell reads first, and the page carries: one popover's worth. */
export const NOTIFICATIONS_PAGE = 10;

/**
 * `<script type="application/json" id="budget-data">`: the request budget the page's own call left, as
 * its X-RateLimit-* headers say it (a page's headers are not readable by its scripts), so the header
 * shows it on a screen whose first render needs no request of its own.
 */
export const BUDGET_DATA_ID = 'budget-data';
