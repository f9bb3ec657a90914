import { HttpException, HttpStatus, Injectable } from '@nestjs/common';
import { DataSource } from 'typeorm';
import { addressPolicy, delayFor, usernamePolicy, type ThrottlePolicy } from './login-throttle.policy.js';

interface CountedAttempt {
  failures: number;
  window_ends_at: Date;
}

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
  constructor(private readonly dataSource: DataSource) {}

  private keys(username: string, ipAddress: string | null): Array<[string, ThrottlePolicy]> {
    const keys: Array<[string, ThrottlePolicy]> = [[`user:${username.toLowerCase()}`, usernamePolicy]];
    if (ipAddress) keys.push([`ip:${ipAddress}`, addressPolicy]);
    return keys;
  }

  async beforeAttempt(username: string, ipAddress: string | null): Promise<void> {
    let delay = 0;
    for (const [key, policy] of this.keys(username, ipAddress)) {
      const [attempt]: CountedAttempt[] = await this.dataSource.query(
        `INSERT INTO login_throttle AS t (key, failures, window_started_at)
              VALUES ($1, 1, now())
         ON CONFLICT (key) DO UPDATE SET
           failures = CASE WHEN t.window_started_at <= now() - make_interval(secs => $2) THEN 1 ELSE t.failures + 1 END,
           window_started_at = CASE WHEN t.window_started_at <= now() - make_interval(secs => $2) THEN now() ELSE t.window_started_at END
         RETURNING failures, window_started_at + make_interval(secs => $2) AS window_ends_at`,
        [key, policy.windowMs / 1000],
      );
      if (attempt!.failures > policy.lockAfterFailures) throw this.refusal(attempt!.window_ends_at);
      delay = Math.max(delay, delayFor(policy, attempt!.failures - 1));
    }
    if (delay > 0) await sleep(delay);
  }

  /** The attempt was right: the username starts afresh, and the address gets this attempt back. */
  async recordSuccess(username: string, ipAddress: string | null): Promise<void> {
    await this.dataSource.query(`DELETE FROM login_throttle WHERE key = $1`, [`user:${username.toLowerCase()}`]);
    if (ipAddress) {
      await this.dataSource.query(`UPDATE login_throttle SET failures = greatest(failures - 1, 0) WHERE key = $1`, [`ip:${ipAddress}`]);
    }
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
