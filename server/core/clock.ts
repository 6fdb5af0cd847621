// The server's notion of now. Tests stop and move it instead of sleeping.
export interface Clock {
  now(): Date;
}

/** A clock tests can stop and move; the server uses it in real-time mode. */
export class AdjustableClock implements Clock {
  private fixed: number | null = null;
  private offset = 0;
  now() {
    return new Date((this.fixed ?? Date.now()) + this.offset);
  }
  freeze(at: Date | number = Date.now()) {
    this.fixed = typeof at === 'number' ? at : at.getTime();
  }
  advance(ms: number) {
    this.offset += ms;
  }
}
