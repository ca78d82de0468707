import { type Redis } from "ioredis";
import { type RateLimiterAbstract, RateLimiterMemory, RateLimiterRedis, RateLimiterRes } from "rate-limiter-flexible";

export interface RateLimit {
  /**
   * Names the counter. Each name gets one limiter, and in Redis the name is part of the keys, so
   * every node must give the same name to the same limit (server/accounts/rate-limits.ts lists them).
   */
  name: string;
  /** How many hits the window allows. */
  max: number;
  /** A whole number of seconds (Redis counts in seconds). */
  windowMs: number;
}

export interface RateDecision {
  allowed: boolean;
  /** When the caller may try again (0 when allowed). */
  retryAfterMs: number;
}

/**
 * Counts hits per key in fixed windows that start at a key's first hit (rate-limiter-flexible).
 * The embedded default keeps the counts in this process; with Redis they are shared between nodes
 * (docs/decisions/012-login-throttling.md).
 */
export interface RateLimiter {
  /** Counts one hit and says whether it is within the limit. */
  hit(key: string, limit: RateLimit): Promise<RateDecision>;
  /** Says whether the key is already over the limit, without counting. */
  check(key: string, limit: RateLimit): Promise<RateDecision>;
  /** How many hits the key has in its current window (0 when none), without counting. */
  count(key: string, limit: RateLimit): Promise<number>;
  /** Takes back one hit (an attempt that turned out not to count). */
  refund(key: string, limit: RateLimit): Promise<void>;
  reset(key: string, limit: RateLimit): Promise<void>;
}

export interface FlexibleRateLimiterOptions {
  /** Shares the counts between nodes; without it they live in this process. */
  redis?: Redis;
  /** Start of every Redis key; tests give each run its own. */
  keyPrefix?: string;
  /** Most keys kept in process memory (the embedded default, or the fallback while Redis fails). */
  maxMemoryKeys?: number;
}

export const DEFAULT_KEY_PREFIX = "vsport:rl";
export const DEFAULT_MAX_MEMORY_KEYS = 100_000;

interface NamedLimiter {
  limit: RateLimit;
  /** Where the counts are: Redis, or memory in the embedded default. */
  store: RateLimiterAbstract;
  /** The counts of this process: the store itself without Redis, Redis's insurance with it. */
  memory: RateLimiterMemory;
}

/**
 * Remembers which keys the memory limiters hold, least recently counted first, and deletes the
 * oldest once there are too many: a flood of new keys (addresses, account names) cannot grow memory
 * without bound. A deleted key starts again from zero, as after its window.
 */
class MemoryKeys {
  private readonly keys = new Map<string, { memory: RateLimiterMemory; key: string }>();

  constructor(private readonly max: number) {}

  touch(named: NamedLimiter, key: string): void {
    const id = `${named.limit.name}\n${key}`;
    this.keys.delete(id);
    this.keys.set(id, { memory: named.memory, key });
    for (const [oldestId, oldest] of this.keys) {
      if (this.keys.size <= this.max) break;
      this.keys.delete(oldestId);
      void oldest.memory.delete(oldest.key);
    }
  }

  forget(named: NamedLimiter, key: string): void {
    this.keys.delete(`${named.limit.name}\n${key}`);
  }

  get size(): number {
    return this.keys.size;
  }
}

function windowSeconds(limit: RateLimit): number {
  const seconds = limit.windowMs / 1000;
  if (!Number.isInteger(seconds) || seconds <= 0) throw new Error(`rate limit ${limit.name}: the window must be a whole number of seconds`);
  return seconds;
}

function decision(consumedPoints: number, msBeforeNext: number, limit: RateLimit, beforeHit: boolean): RateDecision {
  const over = beforeHit ? consumedPoints >= limit.max : consumedPoints > limit.max;
  return { allowed: !over, retryAfterMs: over ? Math.max(0, msBeforeNext) : 0 };
}

/**
 * The RateLimiter over rate-limiter-flexible: one limiter per named limit, made at the limit's first
 * use and kept. With Redis, each has an in-memory insurance limiter that counts while Redis fails
 * (unreachable, timing out): limits then hold per process instead of per site, and no request
 * fails because of Redis.
 */
export class FlexibleRateLimiter implements RateLimiter {
  private readonly limiters = new Map<string, NamedLimiter>();
  private readonly memoryKeys: MemoryKeys;

  constructor(private readonly options: FlexibleRateLimiterOptions = {}) {
    this.memoryKeys = new MemoryKeys(options.maxMemoryKeys ?? DEFAULT_MAX_MEMORY_KEYS);
  }

  /** Keys held in process memory (for tests of the bound). */
  get memoryKeyCount(): number {
    return this.memoryKeys.size;
  }

  async hit(key: string, limit: RateLimit): Promise<RateDecision> {
    const named = this.limiterFor(limit);
    this.memoryKeys.touch(named, key);
    try {
      const result = await named.store.consume(key, 1);
      return decision(result.consumedPoints, result.msBeforeNext, limit, false);
    } catch (refusal) {
      // The library rejects with its result when the hit is over the limit, with an Error otherwise.
      if (refusal instanceof RateLimiterRes) return decision(refusal.consumedPoints, refusal.msBeforeNext, limit, false);
      throw refusal;
    }
  }

  async check(key: string, limit: RateLimit): Promise<RateDecision> {
    const result = await this.limiterFor(limit).store.get(key);
    // The memory store deletes a key on a timer, which may fire late: a window that has ended is no count.
    if (!result || result.msBeforeNext <= 0) return { allowed: true, retryAfterMs: 0 };
    return decision(result.consumedPoints, result.msBeforeNext, limit, true);
  }

  async count(key: string, limit: RateLimit): Promise<number> {
    const result = await this.limiterFor(limit).store.get(key);
    return !result || result.msBeforeNext <= 0 ? 0 : result.consumedPoints;
  }

  async refund(key: string, limit: RateLimit): Promise<void> {
    const named = this.limiterFor(limit);
    this.memoryKeys.touch(named, key);
    await named.store.reward(key, 1);
  }

  async reset(key: string, limit: RateLimit): Promise<void> {
    const named = this.limiterFor(limit);
    this.memoryKeys.forget(named, key);
    await named.store.delete(key);
    // With Redis, the insurance may hold counts from a failure: they go as well.
    if (named.memory !== named.store) await named.memory.delete(key);
  }

  private limiterFor(limit: RateLimit): NamedLimiter {
    const known = this.limiters.get(limit.name);
    if (known) {
      if (known.limit.max !== limit.max || known.limit.windowMs !== limit.windowMs) {
        throw new Error(`rate limit ${limit.name} is used with two different limits`);
      }
      return known;
    }
    const keyPrefix = `${this.options.keyPrefix ?? DEFAULT_KEY_PREFIX}:${limit.name}`;
    const common = { keyPrefix, points: limit.max, duration: windowSeconds(limit) };
    const memory = new RateLimiterMemory(common);
    const { redis } = this.options;
    // rejectIfRedisNotReady: while the client is not connected the insurance answers at once,
    // instead of each request waiting for a reconnection.
    const store = redis
      ? new RateLimiterRedis({ ...common, storeClient: redis, rejectIfRedisNotReady: true, insuranceLimiter: memory })
      : memory;
    const named = { limit: { ...limit }, store, memory };
    this.limiters.set(limit.name, named);
    return named;
  }
}

/** The embedded default: counts in this process only. */
export class MemoryRateLimiter extends FlexibleRateLimiter {
  constructor(maxKeys = DEFAULT_MAX_MEMORY_KEYS) {
    super({ maxMemoryKeys: maxKeys });
  }
}
