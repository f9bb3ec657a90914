/**
 * How failed sign-ins are limited (OWASP Authentication Cheat Sheet, "Login throttling" and "Account lockout"):
 *
 * - per account and address: the tight limit. One address guessing one account's password is refused after a few
 *   failures, without touching the owner, who signs in from another address;
 * - per address: one address spraying many accounts (a shared office still gets room);
 * - per account alone: a slower, longer limit that only distributed guessing (many addresses) reaches. It is the one
 *   switch a stranger could still pull on someone else's account, so it takes dozens of addresses' worth of failures.
 *
 * Unknown usernames are counted exactly like existing ones, so the answers never tell which accounts exist.
 */
export interface LoginLimit {
  /** Failures allowed inside the window; the next attempt is refused. */
  failures: number;
  windowSeconds: number;
  /** How long a key stays refused once over its limit. */
  blockSeconds: number;
}

export const accountAndAddressLimit: LoginLimit = { failures: 8, windowSeconds: 15 * 60, blockSeconds: 15 * 60 };
export const addressLimit: LoginLimit = { failures: 30, windowSeconds: 15 * 60, blockSeconds: 15 * 60 };
export const accountLimit: LoginLimit = { failures: 50, windowSeconds: 24 * 60 * 60, blockSeconds: 60 * 60 };

/** Answers for one account from one address are slowed after a few failures (250 ms more each, up to 2 s). */
export const slowdown = { freeFailures: 3, stepMs: 250, maxMs: 2000 } as const;

/** Delay before answering an attempt, given the failures already counted for its account and address. */
export function delayFor(failuresBefore: number): number {
  const excess = failuresBefore - slowdown.freeFailures;
  return excess <= 0 ? 0 : Math.min(excess * slowdown.stepMs, slowdown.maxMs);
}

/** The Spanish refusal ("Demasiados intentos fallidos. Intenta de nuevo en 15 minutos."), rounded up to whole minutes. */
export function refusalMessage(msBeforeNext: number): string {
  const minutes = Math.max(1, Math.ceil(msBeforeNext / 60_000));
  return `Demasiados intentos fallidos. Intenta de nuevo en ${minutes} ${minutes === 1 ? 'minuto' : 'minutos'}.`;
}
