import { HttpException, HttpStatus, Injectable } from '@nestjs/common';
import { DataSource } from 'typeorm';
import { addressPolicy, delayFor, usernamePolicy, type ThrottlePolicy } from './login-throttle.policy.js';

interface ThrottleRow {
  failures: number;
  locked_until: Date | null;
}

const sleep = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

/**
 * Counts failed logins per username and per client address in Postgres (shared by every auth replica). Before an
 * attempt it refuses a locked key with 429 and otherwise waits the policy's delay; the same happens for usernames
 * that do not exist.
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
    const keys = this.keys(username, ipAddress);
    const rows: ThrottleRow[] = await this.dataSource.query(
      `SELECT key, failures, locked_until FROM login_throttle
        WHERE key = ANY($1)
          AND (window_started_at > now() - make_interval(secs => $2) OR locked_until > now())`,
      [keys.map(([key]) => key), Math.max(usernamePolicy.windowMs, addressPolicy.windowMs) / 1000],
    );
    let delay = 0;
    for (const [key, policy] of keys) {
      const row = rows.find((candidate) => (candidate as ThrottleRow & { key: string }).key === key);
      if (!row) continue;
      if (row.locked_until && row.locked_until.getTime() > Date.now()) {
        const minutes = Math.max(1, Math.ceil((row.locked_until.getTime() - Date.now()) / 60_000));
        throw new HttpException(
          {
            statusCode: HttpStatus.TOO_MANY_REQUESTS,
            message: `Demasiados intentos fallidos. Intenta de nuevo en ${minutes} ${minutes === 1 ? 'minuto' : 'minutos'}.`,
          },
          HttpStatus.TOO_MANY_REQUESTS,
        );
      }
      delay = Math.max(delay, delayFor(policy, row.failures));
    }
    if (delay > 0) await sleep(delay);
  }

  async recordFailure(username: string, ipAddress: string | null): Promise<void> {
    for (const [key, policy] of this.keys(username, ipAddress)) {
      // One statement, so concurrent failures from several replicas are all counted.
      await this.dataSource.query(
        `INSERT INTO login_throttle AS t (key, failures, window_started_at)
              VALUES ($1, 1, now())
         ON CONFLICT (key) DO UPDATE SET
           failures = CASE WHEN t.window_started_at <= now() - make_interval(secs => $2) THEN 1 ELSE t.failures + 1 END,
           window_started_at = CASE WHEN t.window_started_at <= now() - make_interval(secs => $2) THEN now() ELSE t.window_started_at END,
           locked_until = CASE
             WHEN t.window_started_at > now() - make_interval(secs => $2) AND t.failures + 1 >= $3
             THEN now() + make_interval(secs => $4) ELSE t.locked_until END`,
        [key, policy.windowMs / 1000, policy.lockAfterFailures, policy.lockoutMs / 1000],
      );
    }
  }

  /** A successful login clears the username's count; the address keeps its record (it may be guessing others). */
  async recordSuccess(username: string): Promise<void> {
    await this.dataSource.query(`DELETE FROM login_throttle WHERE key = $1`, [`user:${username.toLowerCase()}`]);
  }
}
