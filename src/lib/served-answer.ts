// Answers of GET operations the server wrote into the page it served (server/pages/spa.ts), as
// JSON data blocks named by the operation's id (SERVED_ANSWER_ATTRIBUTE: `<script type="application/json"
// data-answer-of="getPreferences">`). Each is taken once, so only the first screen uses it; every
// later read asks the API.

import { SERVED_ANSWER_ATTRIBUTE } from '@contract/served-session';

/**
 * The answer the page carries for this operation, removed from the page; undefined when it carries
 * none (the dev server, a dashboard pointed at another API, a server that could not say).
 */
export function takeServedAnswer<T>(operationId: string): T | undefined {
  if (typeof document === 'undefined') return undefined;
  const element = document.querySelector(
    `script[type="application/json"][${SERVED_ANSWER_ATTRIBUTE}="${operationId}"]`,
  );
  if (!element) return undefined;
  element.remove();
  try {
    return JSON.parse(element.textContent ?? '') as T;
  } catch {
    return undefined;
  }
}
