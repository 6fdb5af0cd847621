// The shapes the web node's modules share: a site's sandbox fault and what a
// probe of it answers. They sit below web-node.ts, web-traffic.ts and
// web-log-model.ts so that none of those names another's types (a type import
// back from the traffic or the log model into the node closed a circle).

export const FAULT_MODES = ['down', 'errors', 'slow'] as const;
export type FaultMode = (typeof FAULT_MODES)[number];
export interface SiteFault {
  domain: string;
  mode: FaultMode;
  since: Date;
}

export interface ProbeResult {
  /** The check got an answer in time and, for HTTP, a 2xx/3xx status. */
  ok: boolean;
  status: number | null;
  responseTimeMs: number | null;
  error: string | null;
  body?: string;
}
