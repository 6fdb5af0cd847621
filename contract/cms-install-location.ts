// How an install is named on screen: its domain in Unicode, then its path (`nordlight-studio.com/blog`).
// The install's page is headed with it, and the served page draws that heading before the dashboard's
// code has come (server/pages/first-frame.ts), so both take it from here.
import { displayDomainName } from './domain-scripts';

export const installLocation = (i: { domain: string; path: string }) =>
  `${displayDomainName(i.domain)}${i.path ? `/${i.path.replace(/^\/+|\/+$/g, '')}` : ''}`;
