export interface RateLimit {
  /** How many hits the window allows. */
  max: number;
  windowMs: number;
}

export interface RateDecision {
  allowed: boolean;
  /** When the caller may try again (0 when allowed). */
  retryAfterMs: number;
}

/**
 * Counts hits per key in fixed windows. The embedded default keeps the counts in this process;
 * a Redis implementation shares them between nodes in scale-out.
 */
export interface RateLimiter {
  /** Counts one hit and says whether it is within the limit. */
  hit(key: string, limit: RateLimit, now?: number): Promise<RateDecision>;
  /** Says whether the key is already over the limit, without counting. */
  check(key: string, limit: RateLimit, now?: number): Promise<RateDecision>;
  reset(key: string): Promise<void>;
}

interface Window {
  startedAt: number;
  count: number;
}

export class MemoryRateLimiter implements RateLimiter {
  private readonly windows = new Map<string, Window>();

  constructor(private readonly maxKeys = 100_000) {}

  async hit(key: string, limit: RateLimit, now = Date.now()): Promise<RateDecision> {
    const window = this.current(key, limit, now);
    window.count += 1;
    this.windows.set(key, window);
    this.evictIfFull();
    return this.decide(window, limit, now);
  }

  async check(key: string, limit: RateLimit, now = Date.now()): Promise<RateDecision> {
    return this.decide(this.current(key, limit, now), limit, now, true);
  }

  async reset(key: string): Promise<void> {
    this.windows.delete(key);
  }

  private current(key: string, limit: RateLimit, now: number): Window {
    const window = this.windows.get(key);
    return window && now - window.startedAt < limit.windowMs ? window : { startedAt: now, count: 0 };
  }

  private decide(window: Window, limit: RateLimit, now: number, beforeHit = false): RateDecision {
    const over = beforeHit ? window.count >= limit.max : window.count > limit.max;
    return { allowed: !over, retryAfterMs: over ? Math.max(0, window.startedAt + limit.windowMs - now) : 0 };
  }

  private evictIfFull(): void {
    // Oldest keys go first (Map keeps insertion order); a flood of new keys cannot grow memory without bound.
    while (this.windows.size > this.maxKeys) {
      const oldest = this.windows.keys().next().value;
      if (oldest === undefined) break;
      this.windows.delete(oldest);
    }
  }
}
