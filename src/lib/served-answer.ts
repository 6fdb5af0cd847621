// Answers of GET operations the server wrote into the page it served (server/pages/spa.ts), as
// JSON data blocks named by the operation's id (SERVED_ANSWER_ATTRIBUTE: `<script type="application/json"
// data-answer-of="getPreferences">`), and by the query they answer when the operation takes one
// (SERVED_QUERY_ATTRIBUTE). Each is taken once, so only the first screen uses it; every later read
// asks the API.

import { SERVED_ANSWER_ATTRIBUTE, SERVED_QUERY_ATTRIBUTE, servedQuery } from '@contract/served-session';

/**
 * The answer the page carries for this operation (and this query, for one that takes a query),
 * removed from the page; undefined when it carries none (the dev server, a dashboard pointed at
 * another API, a server that could not say, another resource's page).
 */
export function takeServedAnswer<T>(operationId: string, query?: Record<string, string>): T | undefined {
  if (typeof document === 'undefined') return undefined;
  const asked = query === undefined ? null : servedQuery(query);
  const element = [
    ...document.querySelectorAll(`script[type="application/json"][${SERVED_ANSWER_ATTRIBUTE}="${operationId}"]`),
  ].find((e) => e.getAttribute(SERVED_QUERY_ATTRIBUTE) === asked);
  if (!element) return undefined;
  element.remove();
  try {
    return JSON.parse(element.textContent ?? '') as T;
  } catch {
    return undefined;
  }
}

/**
 * A read's first ask on the page the dashboard was served on: the answer the page carries for it
 * (by its operation, and the query or path parameters that name it), else `ask()`, the API's.
 */
export function servedOr<T>(
  operationId: string,
  query: Record<string, string> | undefined,
  ask: () => Promise<T>,
): Promise<T> {
  const served = takeServedAnswer<T>(operationId, query);
  return served === undefined ? ask() : Promise.resolve(served);
}
