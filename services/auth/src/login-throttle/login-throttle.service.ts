import { HttpException, HttpStatus, Injectable } from '@nestjs/common';
import { usernameKey } from '@prestigio/contracts';
import { addressPolicy, delayFor, usernamePolicy, type ThrottlePolicy } from './login-throttle.policy.js';
import { LoginThrottleRepository } from './login-throttle.repository.js';

const sleep = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

/**
 * Counts login attempts per username and per client address in Postgres (shared by every auth replica). Each attempt
 * is counted as a failure before the password is checked, in one statement per key, so a burst of parallel attempts
 * cannot all slip under the limit; a successful login takes its count back. Beyond the limit a key is refused with
 * 429 until its window ends; before that, answers are slowed by the policy's delay. Usernames that do not exist are
 * treated exactly alike.
 */
@Injectable()
export class LoginThrottleService {
  constructor(private readonly repository: LoginThrottleRepository) {}

  private keys(username: string, ipAddress: string | null): Array<[string, ThrottlePolicy]> {
    const keys: Array<[string, ThrottlePolicy]> = [[`user:${usernameKey(username)}`, usernamePolicy]];
    if (ipAddress) keys.push([`ip:${ipAddress}`, addressPolicy]);
    return keys;
  }

  async beforeAttempt(username: string, ipAddress: string | null): Promise<void> {
    let delay = 0;
    for (const [key, policy] of this.keys(username, ipAddress)) {
      const attempt = await this.repository.countFailure(key, policy.windowMs / 1000);
      if (attempt.failures > policy.lockAfterFailures) throw this.refusal(attempt.windowEndsAt);
      delay = Math.max(delay, delayFor(policy, attempt.failures - 1));
    }
    if (delay > 0) await sleep(delay);
  }

  /** The attempt was right: the username starts afresh, and the address gets this attempt back. */
  async recordSuccess(username: string, ipAddress: string | null): Promise<void> {
    await this.repository.forget(`user:${usernameKey(username)}`);
    if (ipAddress) await this.repository.giveBackOne(`ip:${ipAddress}`);
  }

  private refusal(windowEndsAt: Date): HttpException {
    const minutes = Math.max(1, Math.ceil((windowEndsAt.getTime() - Date.now()) / 60_000));
    return new HttpException(
      {
        statusCode: HttpStatus.TOO_MANY_REQUESTS,
        message: `Demasiados intentos fallidos. Intenta de nuevo en ${minutes} ${minutes === 1 ? 'minuto' : 'minutos'}.`,
      },
      HttpStatus.TOO_MANY_REQUESTS,
    );
  }
}
