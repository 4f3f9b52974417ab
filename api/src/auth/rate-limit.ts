import type { FastifyReply } from 'fastify';
import { HttpError } from '../plugins/errors';

export interface RateRule {
  /** Attempts allowed per window; 0 disables the rule. */
  limit: number;
  windowMs: number;
}

export interface RateLimiter {
  /** Counts one attempt against `key`; returns the seconds to wait when over the limit, else 0. */
  hit(key: string, rule: RateRule): number;
  reset(): void;
}

/**
 * Fixed-window counters in memory (per process: behind several instances each counts on its own).
 * No timers: expired windows are dropped as they are met, and all at once when the map grows large.
 */
export function createRateLimiter({ now = Date.now, maxKeys = 50_000 }: { now?: () => number; maxKeys?: number } = {}): RateLimiter {
  const windows = new Map<string, { count: number; resetAt: number }>();
  return {
    hit(key, rule) {
      if (rule.limit <= 0) return 0;
      const at = now();
      let window = windows.get(key);
      if (!window || window.resetAt <= at) {
        if (windows.size >= maxKeys) for (const [k, w] of windows) if (w.resetAt <= at) windows.delete(k);
        window = { count: 0, resetAt: at + rule.windowMs };
        windows.set(key, window);
      }
      window.count += 1;
      return window.count > rule.limit ? Math.max(1, Math.ceil((window.resetAt - at) / 1000)) : 0;
    },
    reset() {
      windows.clear();
    },
  };
}

export const tooManyAttemptsMessage = (seconds: number) =>
  `Too many attempts. Please wait ${seconds} second${seconds === 1 ? '' : 's'} and try again.`;

export const tooManyWritesMessage = (seconds: number) =>
  `You're doing that too often. Please wait ${seconds} second${seconds === 1 ? '' : 's'} and try again.`;

/** 429 with Retry-After and a message the sign-in dialog can show as is (in `detail` and `error`). */
export function enforceRateLimit(
  limiter: RateLimiter,
  reply: FastifyReply,
  rule: RateRule,
  keys: string[],
  messageFor: (seconds: number) => string = tooManyAttemptsMessage,
): void {
  let wait = 0;
  for (const key of keys) wait = Math.max(wait, limiter.hit(key, rule));
  if (wait > 0) {
    reply.header('Retry-After', String(wait));
    const message = messageFor(wait);
    throw new HttpError(429, message, { error: message });
  }
}
