/**
 * How repeated login failures are slowed and then refused. Failures are counted per key (one username, one client
 * address) inside a sliding window; the same rules apply whether or not the username exists, so the answers never
 * reveal which usernames are registered.
 */
export interface ThrottlePolicy {
  /** Failures tolerated before answers start being slowed. */
  freeFailures: number;
  /** Extra delay added per failure beyond the free ones, and its cap. */
  delayStepMs: number;
  maxDelayMs: number;
  /** Failures after which further attempts are refused until the window ends. */
  lockAfterFailures: number;
  /** Counting starts at a key's first failure and is forgotten this long after it. */
  windowMs: number;
}

export const usernamePolicy: ThrottlePolicy = {
  freeFailures: 3,
  delayStepMs: 250,
  maxDelayMs: 2000,
  lockAfterFailures: 8,
  windowMs: 15 * 60_000,
};

/** An address may try several usernames (a shared office), so it gets more room before it is refused. */
export const addressPolicy: ThrottlePolicy = {
  freeFailures: 10,
  delayStepMs: 250,
  maxDelayMs: 2000,
  lockAfterFailures: 30,
  windowMs: 15 * 60_000,
};

/** Delay before answering an attempt, given the failures already recorded for the key. */
export function delayFor(policy: ThrottlePolicy, failures: number): number {
  const excess = failures - policy.freeFailures;
  return excess <= 0 ? 0 : Math.min(excess * policy.delayStepMs, policy.maxDelayMs);
}
