// How much one console connection may take from the server (issue 30): the largest frame, the
// input rate, the idle time, and how many consoles and tickets one account may hold at once.
// Sized for a person: fast typing is tens of frames a second, a paste is one frame of at most
// 64 KiB; a script flooding the socket is dropped, then disconnected.

/** The largest client frame; `ws` refuses a bigger one from its header (close 1009) before buffering it. */
export const CONSOLE_MAX_FRAME_BYTES = 64 * 1024;
/** Consoles one account may have open at once on one server process; the next is closed with 1008. */
export const MAX_OPEN_CONSOLES = 5;
/** Unredeemed, unexpired tickets one account may hold; the next `POST /vps/console` is a 429. */
export const MAX_LIVE_TICKETS = 10;
/** A connection without input this long is closed (1000); CONSOLE_IDLE_TIMEOUT_MS overrides it (tests). */
export const DEFAULT_IDLE_MS = 15 * 60_000;

export interface BucketSize {
  /** Tokens held when full: the burst allowed at once. */
  capacity: number;
  perSecond: number;
}

export interface InputLimits {
  bytes: BucketSize;
  frames: BucketSize;
  /** Frames dropped for being too fast; when these run out, the connection is closed (1008). */
  drops: BucketSize;
}

export const INPUT_LIMITS: InputLimits = {
  // Two full pastes at once, then 32 KiB a second.
  bytes: { capacity: 2 * CONSOLE_MAX_FRAME_BYTES, perSecond: 32 * 1024 },
  // Key repeat is about 30 keys a second, each its own frame.
  frames: { capacity: 200, perSecond: 50 },
  // A person who pastes too fast loses a few frames; a flood runs out of these within a second.
  drops: { capacity: 100, perSecond: 1 },
};

/** The idle timeout in force: the environment's CONSOLE_IDLE_TIMEOUT_MS (a positive integer) or 15 minutes. */
export function idleTimeoutMs(env: Record<string, string | undefined> = process.env): number {
  const raw = env.CONSOLE_IDLE_TIMEOUT_MS;
  if (raw === undefined || raw === '') return DEFAULT_IDLE_MS;
  const ms = Number(raw);
  if (!Number.isInteger(ms) || ms < 1)
    throw new Error(`CONSOLE_IDLE_TIMEOUT_MS must be a positive integer, not "${raw}"`);
  return ms;
}

/** A duration as words for the console's closing line ("15 minutes", "2 seconds"). */
export function spokenDuration(ms: number): string {
  const [n, unit] = ms >= 60_000 ? [Math.round(ms / 60_000), 'minute'] : [Math.max(1, Math.round(ms / 1000)), 'second'];
  return `${n} ${unit}${n === 1 ? '' : 's'}`;
}

/** A token bucket: starts full, refills continuously up to its capacity. */
export class TokenBucket {
  private tokens: number;
  private at: number | null = null;

  constructor(private readonly size: BucketSize) {
    this.tokens = size.capacity;
  }

  private refill(nowMs: number) {
    if (this.at !== null && nowMs > this.at)
      this.tokens = Math.min(this.size.capacity, this.tokens + ((nowMs - this.at) / 1000) * this.size.perSecond);
    if (this.at === null || nowMs > this.at) this.at = nowMs;
  }

  has(n: number, nowMs: number) {
    this.refill(nowMs);
    return this.tokens >= n;
  }

  take(n: number) {
    this.tokens -= n;
  }
}

export type Admission = 'accept' | 'drop' | 'close';

/** The input budget of one connection: bytes and frames a second, and how many frames may be dropped. */
export class InputLimiter {
  private readonly bytes: TokenBucket;
  private readonly frames: TokenBucket;
  private readonly drops: TokenBucket;

  constructor(limits: InputLimits = INPUT_LIMITS) {
    this.bytes = new TokenBucket(limits.bytes);
    this.frames = new TokenBucket(limits.frames);
    this.drops = new TokenBucket(limits.drops);
  }

  /** One frame of `size` bytes arrived: handle it, drop it, or (dropping went on too long) close. */
  admit(size: number, nowMs: number): Admission {
    const hasBytes = this.bytes.has(size, nowMs);
    const hasFrame = this.frames.has(1, nowMs);
    if (hasBytes && hasFrame) {
      this.bytes.take(size);
      this.frames.take(1);
      return 'accept';
    }
    if (!this.drops.has(1, nowMs)) return 'close';
    this.drops.take(1);
    return 'drop';
  }
}
