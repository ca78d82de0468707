/**
 * Flood control for one connection (docs/chat.md, "Limits"): up to `capacity` actions at once, then
 * `refillPerSecond` more each second. Cheap enough to keep one per socket; `now` is injectable.
 */
export class TokenBucket {
  private tokens: number;
  private updatedAt: number;

  constructor(
    private readonly capacity: number,
    private readonly refillPerSecond: number,
    now: number = Date.now(),
  ) {
    this.tokens = capacity;
    this.updatedAt = now;
  }

  /** Takes one token; false when none is left (the action is refused). */
  take(now: number = Date.now()): boolean {
    const elapsedSeconds = Math.max(0, now - this.updatedAt) / 1000;
    this.tokens = Math.min(this.capacity, this.tokens + elapsedSeconds * this.refillPerSecond);
    this.updatedAt = now;
    if (this.tokens < 1) return false;
    this.tokens -= 1;
    return true;
  }
}
